import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Db } from "../../platform/db.js";

/** apps/api/content/<lang>/<page>.md and <lang>/seo.json: the texts shipped with the api. */
export const CONTENT_DIR = fileURLToPath(new URL("../../../content", import.meta.url));

/** Reads one content file; null when it does not exist. */
export function contentFiles(dir = CONTENT_DIR) {
  const read = async (lang: string, file: string) => {
    try {
      return await readFile(join(dir, lang, file), "utf8");
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw err;
    }
  };
  return {
    page: (lang: string, page: string) => read(lang, `${page}.md`),
    seo: (lang: string) => read(lang, "seo.json"),
  };
}

export interface ContentPageRow {
  lang: string;
  path: string;
  title: string;
  description: string;
  body_md: string;
  updated_by: string | null;
  updated_at: Date;
}

export interface ContentImageRow {
  id: string;
  mime: string;
  bytes: Uint8Array;
  size: number;
}

/** Pages edited in the back office and the images of posts and pages. */
export function contentRepository(db: Db) {
  return {
    async page(lang: string, path: string) {
      return db.one<ContentPageRow>(
        "SELECT lang, path, title, description, body_md, updated_by, updated_at FROM content_pages WHERE lang = $1 AND path = $2",
        [lang, path],
      );
    },

    async editedPages() {
      return db.query<Omit<ContentPageRow, "body_md">>(
        "SELECT lang, path, title, description, updated_by, updated_at FROM content_pages ORDER BY lang, path",
      );
    },

    async savePage(
      q: Db,
      p: { lang: string; path: string; title: string; description: string; bodyMd: string },
      by: string,
      at: Date,
    ) {
      return q.one<ContentPageRow>(
        `INSERT INTO content_pages (lang, path, title, description, body_md, updated_by, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (lang, path) DO UPDATE SET title = EXCLUDED.title, description = EXCLUDED.description,
           body_md = EXCLUDED.body_md, updated_by = EXCLUDED.updated_by, updated_at = EXCLUDED.updated_at
         RETURNING lang, path, title, description, body_md, updated_by, updated_at`,
        [p.lang, p.path, p.title, p.description, p.bodyMd, by, at],
      );
    },

    async resetPage(q: Db, lang: string, path: string) {
      return q.one<ContentPageRow>(
        "DELETE FROM content_pages WHERE lang = $1 AND path = $2 RETURNING lang, path, title, description, body_md, updated_by, updated_at",
        [lang, path],
      );
    },

    async insertImage(q: Db, mime: string, bytes: Uint8Array, by: string, at: Date) {
      const r = await q.one<{ id: string }>(
        "INSERT INTO content_images (mime, bytes, size, created_by, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING id::text AS id",
        [mime, bytes, bytes.length, by, at],
      );
      return r!.id;
    },

    async image(id: string) {
      return db.one<ContentImageRow>("SELECT id::text AS id, mime, bytes, size FROM content_images WHERE id = $1", [id]);
    },
  };
}
