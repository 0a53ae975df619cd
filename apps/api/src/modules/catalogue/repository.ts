import type { Db } from "../../platform/db.js";
import { CATEGORY } from "./constants.js";
import type { GameTheme } from "./provider-client.js";

export interface GameRow {
  id: string;
  name: string;
  vendor_id: string;
  family: string;
  has_demo: boolean;
  art_version: string;
}

/** A game with what a tile shows, read in the same statement. */
export interface GameTileRow extends GameRow {
  images: { type: string; path: string }[];
  tags: { id: string; name: string }[];
  category_order: { categoryId: number; order: number }[];
}

export interface GameSearch {
  categoryId?: number | null;
  vendorId?: string | null;
  name?: string | null;
  /** Only these games (a bonus balance's games, from `balance`); undefined: no such filter. */
  gameIds?: string[];
  limit: number;
  offset: number;
}

const GAME_COLUMNS = "g.id, g.name, g.vendor_id, g.family, g.has_demo, g.art_version";
/** Images, tags and category orders as JSON, evaluated only for the rows returned. */
const TILE_COLUMNS = `${GAME_COLUMNS},
  (SELECT coalesce(json_agg(json_build_object('type', i.type, 'path', i.path) ORDER BY i.type), '[]')
     FROM game_images i WHERE i.game_id = g.id) AS images,
  (SELECT coalesce(json_agg(json_build_object('id', t.id, 'name', t.name) ORDER BY t.id), '[]')
     FROM game_tag_links l JOIN game_tags t ON t.id = l.tag_id WHERE l.game_id = g.id) AS tags,
  (SELECT coalesce(json_agg(json_build_object('categoryId', c.category_id, 'order', c.position) ORDER BY c.category_id), '[]')
     FROM game_category_games c WHERE c.game_id = g.id) AS category_order`;

/** `%term%` for LIKE, with the term's own wildcards taken literally. */
const containsPattern = (term: string) => `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** FROM + WHERE of a game search, the same SQL on PGlite and PostgreSQL. */
function searchClause(q: Omit<GameSearch, "limit" | "offset">) {
  const params: unknown[] = [];
  const where = ["g.visible"];
  const inCategory = q.categoryId != null && q.categoryId !== CATEGORY.ALL;
  let from = "games g";
  if (inCategory) {
    params.push(q.categoryId);
    from = "game_category_games cg JOIN games g ON g.id = cg.game_id";
    where.push(`cg.category_id = $${params.length}`);
  }
  if (q.vendorId) {
    params.push(q.vendorId);
    where.push(`g.vendor_id = $${params.length}`);
  }
  if (q.name) {
    params.push(containsPattern(q.name));
    where.push(`g.name_search LIKE $${params.length}`);
  }
  if (q.gameIds) {
    params.push(q.gameIds);
    where.push(`g.id = ANY ($${params.length}::text[])`);
  }
  const order = inCategory ? "cg.position, g.id" : "g.name_search, g.id";
  return { sql: `FROM ${from} WHERE ${where.join(" AND ")}`, params, order };
}

export interface SyncedGame {
  id: string;
  name: string;
  family: string;
  rtp: number | null;
  volatility: string | null;
  theme: GameTheme;
  artVersion: string;
  hasDemo: boolean;
  /** The provider's own flag, before tags that switch demo off. */
  providerHasDemo: boolean;
  status: "ACTIVE" | "DISABLED";
  tags: string[];
  images: { type: string; path: string }[];
}

export interface StoredGame {
  id: string;
  vendor_id: string;
  name: string;
  family: string;
  art_version: string;
  has_demo: boolean;
  provider_status: string;
  tags: string[];
}

export function catalogueRepository(db: Db) {
  return {
    async vendors() {
      return db.query<{ id: string; name: string; demo: boolean; total_games: number }>(
        `SELECT v.id, v.name, v.demo,
                (SELECT count(*)::int FROM games g WHERE g.vendor_id = v.id AND g.visible) AS total_games
           FROM game_vendors v WHERE v.enabled`,
      );
    },

    async vendor(id: string) {
      return db.one<{ id: string; name: string; demo: boolean; enabled: boolean }>(
        "SELECT id, name, demo, enabled FROM game_vendors WHERE id = $1",
        [id],
      );
    },

    async categories() {
      return db.query<{ id: number; code: string; name: string; names: Record<string, string>; icon: string }>(
        "SELECT id, code, name, names, icon FROM game_categories WHERE enabled ORDER BY id",
      );
    },

    async categoryLocations() {
      return db.query<{ category_id: number; location: string; game_image_type: string; params: unknown; priority: number }>(
        "SELECT category_id, location, game_image_type, params, priority FROM game_category_locations ORDER BY priority, category_id",
      );
    },

    async categoryTotals() {
      const rows = await db.query<{ category_id: number; n: number }>(
        `SELECT cg.category_id, count(*)::int AS n
           FROM game_category_games cg JOIN games g ON g.id = cg.game_id
          WHERE g.visible GROUP BY cg.category_id
         UNION ALL
         SELECT ${CATEGORY.ALL}, count(*)::int FROM games WHERE visible`,
      );
      return new Map(rows.map((r) => [r.category_id, r.n]));
    },

    /** One page of a search: the page is cut first, the tile columns are read for its rows only. */
    async searchGames(q: GameSearch) {
      const c = searchClause(q);
      const n = c.params.length;
      return db.query<GameTileRow>(
        `SELECT ${TILE_COLUMNS}
           FROM (SELECT g.id, row_number() OVER (ORDER BY ${c.order}) AS rank ${c.sql} ORDER BY ${c.order} LIMIT $${n + 1} OFFSET $${n + 2}) page
           JOIN games g ON g.id = page.id
          ORDER BY page.rank`,
        [...c.params, q.limit, q.offset],
      );
    },

    async countGames(q: Omit<GameSearch, "limit" | "offset">) {
      const c = searchClause(q);
      const r = await db.one<{ n: number }>(`SELECT count(*)::int AS n ${c.sql}`, c.params);
      return r?.n ?? 0;
    },

    async gameById(id: string) {
      return db.one<GameTileRow>(`SELECT ${TILE_COLUMNS} FROM games g WHERE g.id = $1 AND g.visible`, [id]);
    },

    async gamesByIds(ids: string[]) {
      return db.query<GameTileRow>(`SELECT ${TILE_COLUMNS} FROM games g WHERE g.id = ANY($1::text[]) AND g.visible`, [ids]);
    },

    /** A game for launch, visible or not, with its tags. */
    async launchableGame(id: string) {
      return db.one<GameRow & { visible: boolean; tags: string[] }>(
        `SELECT ${GAME_COLUMNS}, g.visible,
                coalesce((SELECT array_agg(l.tag_id ORDER BY l.tag_id) FROM game_tag_links l WHERE l.game_id = g.id), '{}') AS tags
           FROM games g WHERE g.id = $1`,
        [id],
      );
    },

    async favouritesAmong(playerId: string, ids: string[]) {
      const rows = await db.query<{ game_id: string }>(
        "SELECT game_id FROM favourite_games WHERE player_id = $1 AND game_id = ANY($2::text[])",
        [playerId, ids],
      );
      return new Set(rows.map((r) => r.game_id));
    },

    async favouriteGames(playerId: string) {
      return db.query<GameTileRow>(
        `SELECT ${TILE_COLUMNS} FROM favourite_games f JOIN games g ON g.id = f.game_id
          WHERE f.player_id = $1 AND g.visible ORDER BY f.created_at DESC, g.id`,
        [playerId],
      );
    },

    async artSource(id: string) {
      return db.one<{ id: string; name: string; family: string; theme: GameTheme; art_version: string }>(
        "SELECT id, name, family, theme, art_version FROM games WHERE id = $1",
        [id],
      );
    },

    // ---- favourites (inside a transaction) ----

    async lockPlayer(tx: Db, playerId: string) {
      return tx.one<{ id: string }>("SELECT id FROM players WHERE id = $1 FOR UPDATE", [playerId]);
    },
    async countFavourites(tx: Db, playerId: string) {
      const r = await tx.one<{ n: number }>("SELECT count(*)::int AS n FROM favourite_games WHERE player_id = $1", [playerId]);
      return r?.n ?? 0;
    },
    async isFavourite(tx: Db, playerId: string, gameId: string) {
      return !!(await tx.one("SELECT 1 FROM favourite_games WHERE player_id = $1 AND game_id = $2", [playerId, gameId]));
    },
    async addFavourite(tx: Db, playerId: string, gameId: string, at: Date) {
      await tx.query("INSERT INTO favourite_games (player_id, game_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING", [
        playerId,
        gameId,
        at,
      ]);
    },
    async removeFavourite(playerId: string, gameId: string) {
      await db.query("DELETE FROM favourite_games WHERE player_id = $1 AND game_id = $2", [playerId, gameId]);
    },
    async gameExists(id: string) {
      return !!(await db.one("SELECT 1 FROM games WHERE id = $1", [id]));
    },

    // ---- sync (inside a transaction) ----

    async upsertVendor(tx: Db, id: string, name: string, at: Date) {
      await tx.query(
        `INSERT INTO game_vendors (id, name, synced_at) VALUES ($1, $2, $3)
         ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, synced_at = EXCLUDED.synced_at, demo = false`,
        [id, name, at],
      );
    },

    async storedGames(tx: Db, vendorId: string) {
      return tx.query<StoredGame>(
        `SELECT g.id, g.vendor_id, g.name, g.family, g.art_version, g.has_demo, g.provider_status,
                coalesce((SELECT array_agg(l.tag_id ORDER BY l.tag_id) FROM game_tag_links l WHERE l.game_id = g.id), '{}') AS tags
           FROM games g WHERE g.vendor_id = $1`,
        [vendorId],
      );
    },

    /** The operator's tag decisions on a vendor's games. */
    async tagOverrides(tx: Db, vendorId: string) {
      const rows = await tx.query<{ game_id: string; tag_id: string; present: boolean }>(
        `SELECT o.game_id, o.tag_id, o.present FROM game_tag_overrides o JOIN games g ON g.id = o.game_id WHERE g.vendor_id = $1`,
        [vendorId],
      );
      const out = new Map<string, { tag_id: string; present: boolean }[]>();
      for (const r of rows) out.set(r.game_id, [...(out.get(r.game_id) ?? []), r]);
      return out;
    },

    async ownerOf(tx: Db, ids: string[]) {
      const rows = await tx.query<{ id: string; vendor_id: string }>(
        "SELECT id, vendor_id FROM games WHERE id = ANY($1::text[])",
        [ids],
      );
      return new Map(rows.map((r) => [r.id, r.vendor_id]));
    },

    async upsertGame(tx: Db, vendorId: string, g: SyncedGame, at: Date) {
      await tx.query(
        `INSERT INTO games (id, vendor_id, name, family, rtp, volatility, theme, art_version, has_demo, provider_status, synced_at,
                            provider_has_demo)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
         ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, family = EXCLUDED.family, rtp = EXCLUDED.rtp,
           volatility = EXCLUDED.volatility, theme = EXCLUDED.theme, art_version = EXCLUDED.art_version,
           has_demo = EXCLUDED.has_demo, provider_status = EXCLUDED.provider_status, synced_at = EXCLUDED.synced_at,
           provider_has_demo = EXCLUDED.provider_has_demo`,
        [
          g.id,
          vendorId,
          g.name,
          g.family,
          g.rtp,
          g.volatility,
          JSON.stringify(g.theme),
          g.artVersion,
          g.hasDemo,
          g.status,
          at,
          g.providerHasDemo,
        ],
      );
      if (g.tags.length) {
        await tx.query(
          `INSERT INTO game_tags (id, name) SELECT t, initcap(replace(t, '_', ' ')) FROM unnest($1::text[]) AS t
           ON CONFLICT (id) DO NOTHING`,
          [g.tags],
        );
      }
      await tx.query("DELETE FROM game_tag_links WHERE game_id = $1 AND NOT (tag_id = ANY($2::text[]))", [g.id, g.tags]);
      await tx.query(
        "INSERT INTO game_tag_links (game_id, tag_id) SELECT $1, t FROM unnest($2::text[]) AS t ON CONFLICT DO NOTHING",
        [g.id, g.tags],
      );
      await tx.query(
        `INSERT INTO game_images (game_id, type, path)
         SELECT $1, t, p FROM unnest($2::text[], $3::text[]) AS x(t, p)
         ON CONFLICT (game_id, type) DO UPDATE SET path = EXCLUDED.path`,
        [g.id, g.images.map((i) => i.type), g.images.map((i) => i.path)],
      );
    },

    async markRemoved(tx: Db, vendorId: string, keep: string[], at: Date) {
      const rows = await tx.query<{ id: string }>(
        `UPDATE games SET provider_status = 'REMOVED', synced_at = $3
          WHERE vendor_id = $1 AND NOT (id = ANY($2::text[])) AND provider_status <> 'REMOVED' RETURNING id`,
        [vendorId, keep, at],
      );
      return rows.map((r) => r.id);
    },

    // ---- demo data ----

    async unplacedGames(tx: Db) {
      return tx.query<{ id: string; family: string; tags: string[]; created_at: Date }>(
        `SELECT g.id, g.family, g.created_at,
                coalesce((SELECT array_agg(l.tag_id ORDER BY l.tag_id) FROM game_tag_links l WHERE l.game_id = g.id), '{}') AS tags
           FROM games g
          WHERE NOT EXISTS (SELECT 1 FROM game_category_games cg WHERE cg.game_id = g.id)
          ORDER BY g.created_at, g.id`,
      );
    },

    /** Visible games with what the demo shelves rank by: RTP, when the casino first listed them, rounds played. */
    async shelfStats(tx: Db) {
      return tx.query<{ id: string; family: string; rtp: string | null; created_at: Date; rounds: string }>(
        `SELECT g.id, g.family, g.rtp, g.created_at,
                (SELECT count(*) FROM wallet_rounds r WHERE r.game_id = g.id) AS rounds
           FROM games g
          WHERE g.visible
          ORDER BY g.id`,
      );
    },

    /** Demo providers without a game or a game session: nothing a player could open. */
    async removeEmptyDemoVendors() {
      await db.query(
        `DELETE FROM game_vendors v
          WHERE v.demo
            AND NOT EXISTS (SELECT 1 FROM games g WHERE g.vendor_id = v.id)
            AND NOT EXISTS (SELECT 1 FROM game_sessions s WHERE s.vendor_id = v.id)`,
      );
    },

    async insertDemoVendor(id: string, name: string) {
      await db.query("INSERT INTO game_vendors (id, name, demo) VALUES ($1, $2, true) ON CONFLICT (id) DO NOTHING", [id, name]);
    },
  };
}

export type CatalogueRepository = ReturnType<typeof catalogueRepository>;
