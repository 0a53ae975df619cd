import {
  type AdminCategory,
  type AdminGame,
  type AdminGamesQuery,
  type CategoryCreate,
  type CategoryUpdate,
  type GameUpdate,
  OPERATOR_TAGS,
} from "@casino/contracts/catalogue-admin";
import type { Db } from "../../platform/db.js";
import { catalogueAdminError } from "./admin.errors.js";
import {
  type AdminCategoryRow,
  type AdminGameRow,
  type CategoryLocationRow,
  catalogueAdminRepository,
} from "./admin.repository.js";
import { CATEGORY, imagePath, NO_DEMO_TAGS } from "./constants.js";

/** Who changes the catalogue: an operator (audited) or the system's own demo seeding (not an operator action). */
export type CatalogueActor = { operatorId: string; ip?: string | null } | "system";

export interface CatalogueAuditEntry {
  operatorId: string;
  action: string;
  objectType: string;
  objectId: string;
  before: unknown;
  after: unknown;
  reason?: string | null;
  ip?: string | null;
}

export interface CatalogueAdminDeps {
  db: Db;
  /** Writes the audit row in the change's transaction. */
  audit: (tx: Db, entry: CatalogueAuditEntry) => Promise<unknown>;
  /** Called after a change committed: drops cached catalogue answers in every api process. */
  changed: () => Promise<void>;
}

const FIXED_IDS = new Set<number>(Object.values(CATEGORY));

function presentCategory(c: AdminCategoryRow, locations: CategoryLocationRow[]): AdminCategory {
  return {
    id: c.id,
    code: c.code,
    name: c.name,
    names: c.names ?? {},
    icon: c.icon,
    enabled: c.enabled,
    fixed: FIXED_IDS.has(c.id),
    games: c.games,
    locations: locations
      .filter((l) => l.category_id === c.id)
      .map((l) => ({
        location: l.location as AdminCategory["locations"][number]["location"],
        gameImageType: l.game_image_type as AdminCategory["locations"][number]["gameImageType"],
        params: l.params ?? {},
        priority: l.priority,
      })),
  };
}

function presentGame(g: AdminGameRow): AdminGame {
  return {
    id: g.id,
    name: g.name,
    vendorId: g.vendor_id,
    family: g.family,
    providerStatus: g.provider_status,
    enabled: g.operator_enabled,
    visible: g.visible,
    hasDemo: g.has_demo,
    tags: g.tags,
    categoryIds: g.category_ids,
    image: imagePath(g.id, g.art_version, "SMALL_WIDE"),
  };
}

/**
 * The operator's catalogue (issue 10 §4): categories with their locations,
 * names per language, icon and visibility; which games a category holds and
 * in what order; a game's visibility and operator tags. Every change commits
 * with its audit row, then every api process drops its cached answers.
 * Demo seeding goes through `appendGames` as the system.
 */
export function catalogueAdminService(deps: CatalogueAdminDeps) {
  const repo = catalogueAdminRepository(deps.db);

  /** Runs a change and its audit row in one transaction, then announces it. */
  async function change<T>(
    actor: CatalogueActor,
    fn: (tx: Db) => Promise<{ result: T; audit?: Omit<CatalogueAuditEntry, "operatorId" | "ip"> }>,
  ): Promise<T> {
    const result = await deps.db.transaction(async (tx) => {
      const r = await fn(tx);
      if (r.audit && actor !== "system") {
        await deps.audit(tx, { ...r.audit, operatorId: actor.operatorId, ip: actor.ip ?? null });
      }
      return r.result;
    });
    await deps.changed();
    return result;
  }

  async function categoryIn(tx: Db, id: number, forUpdate = false) {
    const c = await repo.category(tx, id, forUpdate);
    if (!c) throw catalogueAdminError("CATEGORY_NOT_FOUND");
    return presentCategory(c, await repo.locations(tx, id));
  }

  const service = {
    async categories(): Promise<AdminCategory[]> {
      const [cats, locations] = await Promise.all([repo.categories(), repo.locations()]);
      return cats.map((c) => presentCategory(c, locations));
    },

    category: (id: number) => categoryIn(deps.db, id),

    /** A new category (ids from 100 up). CATEGORY_CODE_TAKEN 409. */
    createCategory(actor: CatalogueActor, input: CategoryCreate): Promise<AdminCategory> {
      return change(actor, async (tx) => {
        if (await repo.codeTaken(tx, input.code)) throw catalogueAdminError("CATEGORY_CODE_TAKEN");
        const id = await repo.insertCategory(tx, input);
        await repo.replaceLocations(tx, id, input.locations);
        const after = await categoryIn(tx, id);
        return {
          result: after,
          audit: { action: "catalogue.category.create", objectType: "category", objectId: String(id), before: null, after },
        };
      });
    },

    /** Name, names per language, icon, visibility and locations (the whole list when given). CATEGORY_NOT_FOUND 404. */
    updateCategory(actor: CatalogueActor, id: number, input: CategoryUpdate): Promise<AdminCategory> {
      return change(actor, async (tx) => {
        const before = await categoryIn(tx, id, true);
        await repo.updateCategory(tx, id, {
          name: input.name ?? before.name,
          names: input.names ?? before.names,
          icon: input.icon ?? before.icon,
          enabled: input.enabled ?? before.enabled,
        });
        if (input.locations) await repo.replaceLocations(tx, id, input.locations);
        const after = await categoryIn(tx, id);
        return {
          result: after,
          audit: {
            action: "catalogue.category.update",
            objectType: "category",
            objectId: String(id),
            before: { ...before, games: undefined },
            after: { ...after, games: undefined },
            reason: input.reason,
          },
        };
      });
    },

    /** Deletes an operator's own category with its placement. CATEGORY_FIXED 409 for the contract's categories. */
    deleteCategory(actor: CatalogueActor, id: number, reason?: string): Promise<void> {
      return change(actor, async (tx) => {
        const before = await categoryIn(tx, id, true);
        if (before.fixed) throw catalogueAdminError("CATEGORY_FIXED");
        const games = await repo.placement(tx, id);
        await repo.deleteCategory(tx, id);
        return {
          result: undefined,
          audit: {
            action: "catalogue.category.delete",
            objectType: "category",
            objectId: String(id),
            before: { ...before, gameIds: games },
            after: null,
            reason,
          },
        };
      });
    },

    /** The category's games in the order players see them (hidden games too, marked). */
    async categoryGames(id: number): Promise<AdminGame[]> {
      await categoryIn(deps.db, id);
      const ids = await repo.placement(deps.db, id);
      return (await repo.gamesInOrder(deps.db, ids)).map(presentGame);
    },

    /**
     * The category holds exactly these games in this order: places new ones,
     * removes the missing, reorders the rest. CATEGORY_NOT_FOUND, GAME_NOT_FOUND
     * 404 (with the unknown ids), DUPLICATE_GAME 400.
     */
    async setCategoryGames(actor: CatalogueActor, id: number, gameIds: string[], reason?: string): Promise<AdminGame[]> {
      const dup = gameIds.find((g, i) => gameIds.indexOf(g) !== i);
      if (dup) throw catalogueAdminError("DUPLICATE_GAME", { gameId: dup });
      return change(actor, async (tx) => {
        await categoryIn(tx, id, true);
        const known = await repo.existingGames(tx, gameIds);
        const unknown = gameIds.filter((g) => !known.has(g));
        if (unknown.length) throw catalogueAdminError("GAME_NOT_FOUND", { gameIds: unknown.slice(0, 20) });
        const before = await repo.placement(tx, id);
        await repo.replacePlacement(tx, id, gameIds);
        const same = before.length === gameIds.length && before.every((g, i) => g === gameIds[i]);
        const games = (await repo.gamesInOrder(tx, gameIds)).map(presentGame);
        return {
          result: games,
          audit: same
            ? undefined
            : {
                action: "catalogue.category.games",
                objectType: "category",
                objectId: String(id),
                before: { gameIds: before },
                after: { gameIds },
                reason,
              },
        };
      });
    },

    /** Adds games after a category's last game (games already there keep their place); unknown ids are skipped. */
    appendGames(actor: CatalogueActor, id: number, gameIds: string[]): Promise<string[]> {
      if (id === CATEGORY.ALL || !gameIds.length) return Promise.resolve([]);
      return change(actor, async (tx) => {
        if (!(await repo.lockCategoryPlacement(tx, id))) throw catalogueAdminError("CATEGORY_NOT_FOUND");
        const known = await repo.existingGames(tx, gameIds);
        const added = await repo.appendPlacement(
          tx,
          id,
          gameIds.filter((g) => known.has(g)),
        );
        return {
          result: added,
          audit: added.length
            ? { action: "catalogue.category.place", objectType: "category", objectId: String(id), before: null, after: { added } }
            : undefined,
        };
      });
    },

    async games(q: AdminGamesQuery): Promise<{ total: number; items: AdminGame[] }> {
      const filter = {
        q: q.q || undefined,
        vendorId: q.vendorId || undefined,
        categoryId: q.categoryId,
        hidden: q.hidden === undefined ? undefined : q.hidden === "true",
      };
      const [rows, total] = await Promise.all([
        repo.games({ ...filter, limit: q.limit, offset: q.offset }),
        repo.countGames(filter),
      ]);
      return { total, items: rows.map(presentGame) };
    },

    /** Hides or shows a game and sets its operator tags (live, no_demo, new). GAME_NOT_FOUND 404. */
    updateGame(actor: CatalogueActor, id: string, input: GameUpdate): Promise<AdminGame> {
      return change(actor, async (tx) => {
        const row = await repo.game(tx, id, true);
        if (!row) throw catalogueAdminError("GAME_NOT_FOUND");
        const before = presentGame(row);
        if (input.enabled !== undefined && input.enabled !== row.operator_enabled) await repo.setEnabled(tx, id, input.enabled);
        if (input.tags) await repo.setOperatorTags(tx, id, OPERATOR_TAGS, [...new Set(input.tags)], NO_DEMO_TAGS);
        const after = presentGame((await repo.game(tx, id))!);
        const same = JSON.stringify(before) === JSON.stringify(after);
        return {
          result: after,
          audit: same
            ? undefined
            : {
                action: "catalogue.game.update",
                objectType: "game",
                objectId: id,
                before: { enabled: before.enabled, tags: before.tags, hasDemo: before.hasDemo },
                after: { enabled: after.enabled, tags: after.tags, hasDemo: after.hasDemo },
                reason: input.reason,
              },
        };
      });
    },
  };
  return service;
}

export type CatalogueAdminService = ReturnType<typeof catalogueAdminService>;
