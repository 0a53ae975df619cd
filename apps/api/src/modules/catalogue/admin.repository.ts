import type { Db } from "../../platform/db.js";

export interface AdminCategoryRow {
  id: number;
  code: string;
  name: string;
  names: Record<string, string>;
  icon: string;
  enabled: boolean;
  games: number;
}

export interface CategoryLocationRow {
  category_id: number;
  location: string;
  game_image_type: string;
  params: Record<string, number | string | boolean>;
  priority: number;
}

export interface AdminGameRow {
  id: string;
  name: string;
  vendor_id: string;
  family: string;
  provider_status: string;
  operator_enabled: boolean;
  visible: boolean;
  has_demo: boolean;
  art_version: string;
  tags: string[];
  category_ids: number[];
}

const CATEGORY_COLUMNS = `c.id, c.code, c.name, c.names, c.icon, c.enabled,
  (SELECT count(*)::int FROM game_category_games cg WHERE cg.category_id = c.id) AS games`;

const ADMIN_GAME_COLUMNS = `g.id, g.name, g.vendor_id, g.family, g.provider_status, g.operator_enabled, g.visible, g.has_demo,
  g.art_version,
  coalesce((SELECT array_agg(l.tag_id ORDER BY l.tag_id) FROM game_tag_links l WHERE l.game_id = g.id), '{}') AS tags,
  coalesce((SELECT array_agg(cg.category_id ORDER BY cg.category_id) FROM game_category_games cg WHERE cg.game_id = g.id), '{}') AS category_ids`;

const containsPattern = (term: string) => `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface AdminGameFilter {
  q?: string;
  vendorId?: string;
  categoryId?: number;
  hidden?: boolean;
}

function gameFilter(f: AdminGameFilter) {
  const params: unknown[] = [];
  const where: string[] = ["true"];
  if (f.q) {
    params.push(containsPattern(f.q));
    where.push(`(g.name_search LIKE $${params.length} OR lower(g.id) LIKE $${params.length})`);
  }
  if (f.vendorId) {
    params.push(f.vendorId);
    where.push(`g.vendor_id = $${params.length}`);
  }
  if (f.categoryId != null) {
    params.push(f.categoryId);
    where.push(`EXISTS (SELECT 1 FROM game_category_games cg WHERE cg.game_id = g.id AND cg.category_id = $${params.length})`);
  }
  if (f.hidden != null) where.push(f.hidden ? "NOT g.visible" : "g.visible");
  return { where: where.join(" AND "), params };
}

/** The operator's side of the catalogue: every category and game, hidden ones too. */
export function catalogueAdminRepository(db: Db) {
  return {
    async categories(q: Db = db) {
      return q.query<AdminCategoryRow>(`SELECT ${CATEGORY_COLUMNS} FROM game_categories c ORDER BY c.id`);
    },
    async category(q: Db, id: number, forUpdate = false) {
      return q.one<AdminCategoryRow>(
        `SELECT ${CATEGORY_COLUMNS} FROM game_categories c WHERE c.id = $1${forUpdate ? " FOR UPDATE" : ""}`,
        [id],
      );
    },
    async locations(q: Db = db, categoryId?: number) {
      return q.query<CategoryLocationRow>(
        `SELECT category_id, location, game_image_type, params, priority FROM game_category_locations
          ${categoryId == null ? "" : "WHERE category_id = $1"} ORDER BY location, priority, category_id`,
        categoryId == null ? [] : [categoryId],
      );
    },
    async codeTaken(q: Db, code: string) {
      return !!(await q.one("SELECT 1 FROM game_categories WHERE code = $1", [code]));
    },
    async insertCategory(
      q: Db,
      c: { code: string; name: string; names: Record<string, string>; icon: string; enabled: boolean },
    ): Promise<number> {
      // Serialised by the table lock: two operators creating at once get distinct ids.
      await q.query("LOCK TABLE game_categories IN SHARE ROW EXCLUSIVE MODE");
      const r = await q.one<{ id: number }>(
        `INSERT INTO game_categories (id, code, name, names, icon, enabled)
         SELECT greatest(coalesce(max(id), 0) + 1, 100), $1, $2, $3, $4, $5 FROM game_categories RETURNING id`,
        [c.code, c.name, JSON.stringify(c.names), c.icon, c.enabled],
      );
      return r!.id;
    },
    async updateCategory(q: Db, id: number, c: { name: string; names: Record<string, string>; icon: string; enabled: boolean }) {
      await q.query("UPDATE game_categories SET name = $2, names = $3, icon = $4, enabled = $5 WHERE id = $1", [
        id,
        c.name,
        JSON.stringify(c.names),
        c.icon,
        c.enabled,
      ]);
    },
    async replaceLocations(
      q: Db,
      id: number,
      locations: { location: string; gameImageType: string; params: Record<string, unknown>; priority: number }[],
    ) {
      await q.query("DELETE FROM game_category_locations WHERE category_id = $1", [id]);
      if (!locations.length) return;
      await q.query(
        `INSERT INTO game_category_locations (category_id, location, game_image_type, params, priority)
         SELECT $1, l, t, p::jsonb, n FROM unnest($2::text[], $3::text[], $4::text[], $5::int[]) AS x(l, t, p, n)`,
        [
          id,
          locations.map((l) => l.location),
          locations.map((l) => l.gameImageType),
          locations.map((l) => JSON.stringify(l.params)),
          locations.map((l) => l.priority),
        ],
      );
    },
    async deleteCategory(q: Db, id: number) {
      await q.query("DELETE FROM game_categories WHERE id = $1", [id]);
    },

    // ---- placement ----

    async placement(q: Db, categoryId: number) {
      const rows = await q.query<{ game_id: string }>(
        "SELECT game_id FROM game_category_games WHERE category_id = $1 ORDER BY position, game_id",
        [categoryId],
      );
      return rows.map((r) => r.game_id);
    },
    async existingGames(q: Db, ids: string[]) {
      const rows = await q.query<{ id: string }>("SELECT id FROM games WHERE id = ANY($1::text[])", [ids]);
      return new Set(rows.map((r) => r.id));
    },
    /** The category holds exactly these games, in this order (positions 1…n). */
    async replacePlacement(q: Db, categoryId: number, gameIds: string[]) {
      await q.query("DELETE FROM game_category_games WHERE category_id = $1 AND NOT (game_id = ANY($2::text[]))", [
        categoryId,
        gameIds,
      ]);
      if (!gameIds.length) return;
      await q.query(
        `INSERT INTO game_category_games (category_id, game_id, position)
         SELECT $1, x.id, x.n::int FROM unnest($2::text[]) WITH ORDINALITY AS x(id, n)
         ON CONFLICT (category_id, game_id) DO UPDATE SET position = EXCLUDED.position`,
        [categoryId, gameIds],
      );
    },
    /** Adds games after the category's last one; games already there keep their place. */
    async appendPlacement(q: Db, categoryId: number, gameIds: string[]) {
      const rows = await q.query<{ game_id: string }>(
        `INSERT INTO game_category_games (category_id, game_id, position)
         SELECT $1, x.id, coalesce((SELECT max(position) FROM game_category_games WHERE category_id = $1), 0) + x.n::int
           FROM unnest($2::text[]) WITH ORDINALITY AS x(id, n)
         ON CONFLICT DO NOTHING RETURNING game_id`,
        [categoryId, gameIds],
      );
      return rows.map((r) => r.game_id);
    },
    async lockCategoryPlacement(q: Db, categoryId: number) {
      return q.one<{ id: number }>("SELECT id FROM game_categories WHERE id = $1 FOR UPDATE", [categoryId]);
    },

    // ---- games ----

    async games(f: AdminGameFilter & { limit: number; offset: number }) {
      const c = gameFilter(f);
      const n = c.params.length;
      return db.query<AdminGameRow>(
        `SELECT ${ADMIN_GAME_COLUMNS} FROM games g WHERE ${c.where} ORDER BY g.name_search, g.id LIMIT $${n + 1} OFFSET $${n + 2}`,
        [...c.params, f.limit, f.offset],
      );
    },
    async countGames(f: AdminGameFilter) {
      const c = gameFilter(f);
      const r = await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM games g WHERE ${c.where}`, c.params);
      return r?.n ?? 0;
    },
    async gamesInOrder(q: Db, ids: string[]) {
      const rows = await q.query<AdminGameRow>(`SELECT ${ADMIN_GAME_COLUMNS} FROM games g WHERE g.id = ANY($1::text[])`, [ids]);
      const byId = new Map(rows.map((r) => [r.id, r]));
      return ids.map((id) => byId.get(id)).filter((r): r is AdminGameRow => !!r);
    },
    async game(q: Db, id: string, forUpdate = false) {
      return q.one<AdminGameRow & { provider_has_demo: boolean }>(
        `SELECT ${ADMIN_GAME_COLUMNS}, g.provider_has_demo FROM games g WHERE g.id = $1${forUpdate ? " FOR UPDATE OF g" : ""}`,
        [id],
      );
    },
    async setEnabled(q: Db, id: string, enabled: boolean) {
      await q.query("UPDATE games SET operator_enabled = $2 WHERE id = $1", [id, enabled]);
    },
    /** The operator's word on each managed tag; the effective links follow, and has_demo with them. */
    async setOperatorTags(q: Db, id: string, managed: readonly string[], present: string[], noDemoTags: readonly string[]) {
      await q.query(
        `INSERT INTO game_tags (id, name) SELECT t, initcap(replace(t, '_', ' ')) FROM unnest($1::text[]) AS t
         ON CONFLICT (id) DO NOTHING`,
        [managed],
      );
      await q.query(
        `INSERT INTO game_tag_overrides (game_id, tag_id, present)
         SELECT $1, t, t = ANY($3::text[]) FROM unnest($2::text[]) AS t
         ON CONFLICT (game_id, tag_id) DO UPDATE SET present = EXCLUDED.present`,
        [id, managed, present],
      );
      await q.query(
        "DELETE FROM game_tag_links WHERE game_id = $1 AND tag_id = ANY($2::text[]) AND NOT (tag_id = ANY($3::text[]))",
        [id, managed, present],
      );
      await q.query(
        "INSERT INTO game_tag_links (game_id, tag_id) SELECT $1, t FROM unnest($2::text[]) AS t ON CONFLICT DO NOTHING",
        [id, present],
      );
      await q.query(
        `UPDATE games SET has_demo = provider_has_demo
           AND NOT EXISTS (SELECT 1 FROM game_tag_links l WHERE l.game_id = games.id AND l.tag_id = ANY($2::text[]))
          WHERE id = $1`,
        [id, noDemoTags],
      );
    },
  };
}

export type CatalogueAdminRepository = ReturnType<typeof catalogueAdminRepository>;
