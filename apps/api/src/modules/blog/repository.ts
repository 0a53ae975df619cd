import type { BlogPostStatus } from "@casino/contracts/content";
import type { Db } from "../../platform/db.js";

export interface BlogPostRow {
  id: string;
  lang: string;
  slug: string;
  title: string;
  description: string;
  body_md: string;
  image: string | null;
  featured: boolean;
  status: BlogPostStatus;
  published_at: Date | null;
  created_by: string | null;
  updated_by: string | null;
  created_at: Date;
  updated_at: Date;
}

export interface BlogPostInput {
  lang: string;
  slug: string;
  title: string;
  description: string;
  bodyMd: string;
  image: string | null;
  featured: boolean;
  status: BlogPostStatus;
}

const COLUMNS = `id::text AS id, lang, slug, title, description, body_md, image, featured, status, published_at,
  created_by, updated_by, created_at, updated_at`;

export function blogRepository(db: Db) {
  return {
    /** Published posts of a language, newest first. */
    async published(lang: string, limit: number, offset: number) {
      return db.query<BlogPostRow>(
        `SELECT ${COLUMNS} FROM blog_posts WHERE lang = $1 AND status = 'published'
         ORDER BY published_at DESC, id LIMIT $2 OFFSET $3`,
        [lang, limit, offset],
      );
    },

    async featured(lang: string, limit: number) {
      return db.query<BlogPostRow>(
        `SELECT ${COLUMNS} FROM blog_posts WHERE lang = $1 AND status = 'published' AND featured
         ORDER BY published_at DESC, id LIMIT $2`,
        [lang, limit],
      );
    },

    async countPublished(lang: string) {
      const r = await db.one<{ n: number }>(
        "SELECT count(*)::int AS n FROM blog_posts WHERE lang = $1 AND status = 'published'",
        [lang],
      );
      return r?.n ?? 0;
    },

    async publishedBySlug(lang: string, slug: string) {
      return db.one<BlogPostRow>(`SELECT ${COLUMNS} FROM blog_posts WHERE lang = $1 AND slug = $2 AND status = 'published'`, [
        lang,
        slug,
      ]);
    },

    async byId(q: Db, id: string) {
      return q.one<BlogPostRow>(`SELECT ${COLUMNS} FROM blog_posts WHERE id = $1`, [id]);
    },

    async list(filter: { lang?: string; status?: BlogPostStatus }, limit: number, offset: number) {
      return db.query<BlogPostRow>(
        `SELECT ${COLUMNS} FROM blog_posts
         WHERE ($1::text IS NULL OR lang = $1) AND ($2::text IS NULL OR status = $2)
         ORDER BY updated_at DESC, id LIMIT $3 OFFSET $4`,
        [filter.lang ?? null, filter.status ?? null, limit, offset],
      );
    },

    /** Inserts a post; undefined when the language already has that slug. */
    async insert(q: Db, p: BlogPostInput, by: string, at: Date) {
      return q.one<BlogPostRow>(
        `INSERT INTO blog_posts (lang, slug, title, description, body_md, image, featured, status, published_at,
           created_by, updated_by, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, CASE WHEN $8 = 'published' THEN $10::timestamptz END, $9, $9, $10, $10)
         ON CONFLICT (lang, slug) DO NOTHING
         RETURNING ${COLUMNS}`,
        [p.lang, p.slug, p.title, p.description, p.bodyMd, p.image, p.featured, p.status, by, at],
      );
    },

    /** Updates a post; the first publication sets its date, later edits keep it. */
    async update(q: Db, id: string, p: BlogPostInput, by: string, at: Date) {
      return q.one<BlogPostRow>(
        `UPDATE blog_posts SET lang = $2, slug = $3, title = $4, description = $5, body_md = $6, image = $7, featured = $8,
           status = $9, published_at = CASE WHEN $9 = 'published' THEN coalesce(published_at, $11::timestamptz) END,
           updated_by = $10, updated_at = $11
         WHERE id = $1
         RETURNING ${COLUMNS}`,
        [id, p.lang, p.slug, p.title, p.description, p.bodyMd, p.image, p.featured, p.status, by, at],
      );
    },

    async remove(q: Db, id: string) {
      return q.one<BlogPostRow>(`DELETE FROM blog_posts WHERE id = $1 RETURNING ${COLUMNS}`, [id]);
    },

    /** Variable values for a region, the region's own over the defaults. */
    async variables(region: string) {
      const rows = await db.query<{ name: string; region: string; value: string }>(
        "SELECT name, region, value FROM blog_variables WHERE region IN ('', $1) ORDER BY region",
        [region],
      );
      const out: Record<string, string> = {};
      for (const r of rows) out[r.name] = r.value; // '' sorts first, the region's value wins
      return out;
    },

    async allVariables() {
      return db.query<{ name: string; region: string; value: string }>(
        "SELECT name, region, value FROM blog_variables ORDER BY name, region",
      );
    },

    async setVariable(q: Db, name: string, region: string, value: string | null) {
      if (value === null) {
        await q.query("DELETE FROM blog_variables WHERE name = $1 AND region = $2", [name, region]);
        return;
      }
      await q.query(
        `INSERT INTO blog_variables (name, region, value) VALUES ($1, $2, $3)
         ON CONFLICT (name, region) DO UPDATE SET value = EXCLUDED.value`,
        [name, region, value],
      );
    },
  };
}

export type BlogRepository = ReturnType<typeof blogRepository>;
