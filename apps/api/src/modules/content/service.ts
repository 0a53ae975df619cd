import { createHash } from "node:crypto";
import { type ContentPage, isLanguage, isStaticPage, type SiteSeo, STATIC_PAGES } from "@casino/contracts/site";
import type { Clock } from "../../platform/clock.js";
import type { Db } from "../../platform/db.js";
import { AppError } from "../../platform/errors.js";
import { CONTENT_BASE } from "../site/service.js";
import { readFrontMatter, renderMarkdown } from "./markdown.js";
import { type ContentPageRow, contentFiles, contentRepository } from "./repository.js";
import { sniffImage } from "./uploads.js";

export interface Served<T> {
  body: T;
  etag: string;
}

/** An edited page is read again after this long, so every api process shows an edit within seconds. */
const EDIT_TTL_MS = 10_000;

const etagOf = (body: unknown) => `"${createHash("sha256").update(JSON.stringify(body)).digest("base64url").slice(0, 27)}"`;

/** Keeps a loaded file; a failed read is forgotten so the next request tries again. */
function remembered<T>(cache: Map<string, Promise<T>>, key: string, p: Promise<T>): Promise<T> {
  p.catch(() => cache.delete(key));
  return p;
}

const served = (page: ContentPage): Served<ContentPage> => ({ body: page, etag: etagOf(page) });

/**
 * Static pages and page titles per language: the content files shipped with
 * the api, unless the page was edited in the back office (content_pages). The
 * Markdown of both goes through the same parser and sanitiser.
 */
export function contentService(deps: { db: Db; clock: Clock; dir?: string }) {
  const files = contentFiles(deps.dir);
  const repo = contentRepository(deps.db);
  const filePages = new Map<string, Promise<Served<ContentPage> | null>>();
  const edits = new Map<string, { at: number; row: Promise<ContentPageRow | undefined> }>();
  const seoFiles = new Map<string, Promise<Omit<SiteSeo, "lang"> | null>>();

  async function loadFilePage(lang: string, path: string): Promise<Served<ContentPage> | null> {
    const source = await files.page(lang, path);
    if (source === null) return null;
    const { fields, body } = readFrontMatter(source);
    return served({ lang, path, title: fields.title ?? path, description: fields.description ?? "", html: renderMarkdown(body) });
  }

  function edited(lang: string, path: string) {
    const key = `${lang}/${path}`;
    const now = deps.clock.now().getTime();
    const hit = edits.get(key);
    if (hit && now - hit.at < EDIT_TTL_MS) return hit.row;
    const row = repo.page(lang, path);
    row.catch(() => edits.delete(key));
    edits.set(key, { at: now, row });
    return row;
  }

  async function page(lang: string, path: string): Promise<Served<ContentPage> | null> {
    if (!isLanguage(lang) || !isStaticPage(path)) return null;
    const row = await edited(lang, path);
    if (row) return served({ lang, path, title: row.title, description: row.description, html: renderMarkdown(row.body_md) });
    const key = `${lang}/${path}`;
    if (!filePages.has(key)) filePages.set(key, remembered(filePages, key, loadFilePage(lang, path)));
    return filePages.get(key)!;
  }

  async function seo(lang: string): Promise<Served<SiteSeo> | null> {
    if (!isLanguage(lang)) return null;
    if (!seoFiles.has(lang)) {
      const load = files.seo(lang).then((s) => (s === null ? null : (JSON.parse(s) as Omit<SiteSeo, "lang">)));
      seoFiles.set(lang, remembered(seoFiles, lang, load));
    }
    const parsed = await seoFiles.get(lang)!;
    if (!parsed) return null;
    const routes: SiteSeo["routes"] = { ...parsed.routes };
    for (const path of STATIC_PAGES) {
      const p = await page(lang, path);
      if (p) routes[path] = { title: p.body.title, description: p.body.description };
    }
    const body: SiteSeo = { lang, default: parsed.default, routes };
    return { body, etag: etagOf(body) };
  }

  return {
    /** One static page, or null for an unknown language or page. */
    page,
    /** Titles and descriptions of every route in a language, or null for an unknown one. */
    seo,

    // Back office -------------------------------------------------------------

    /** The page as the editor opens it: its Markdown (the edit, or the shipped file). */
    async source(lang: string, path: string) {
      if (!isLanguage(lang) || !isStaticPage(path)) throw new AppError(404, "CONTENT_PAGE_NOT_FOUND", "There is no such page.");
      const row = await repo.page(lang, path);
      if (row) return { lang, path, title: row.title, description: row.description, bodyMd: row.body_md, edited: true };
      const file = await files.page(lang, path);
      const { fields, body } = readFrontMatter(file ?? "");
      return { lang, path, title: fields.title ?? path, description: fields.description ?? "", bodyMd: body, edited: false };
    },

    editedPages: () => repo.editedPages(),

    /** Saves an edit of a static page; `tx` carries the caller's audit row. */
    async savePage(tx: Db, p: { lang: string; path: string; title: string; description: string; bodyMd: string }, by: string) {
      if (!isLanguage(p.lang) || !isStaticPage(p.path))
        throw new AppError(404, "CONTENT_PAGE_NOT_FOUND", "There is no such page.");
      const row = await repo.savePage(tx, p, by, deps.clock.now());
      edits.delete(`${p.lang}/${p.path}`);
      return row!;
    },

    /** Drops the edit: the shipped file shows again. */
    async resetPage(tx: Db, lang: string, path: string) {
      const row = await repo.resetPage(tx, lang, path);
      edits.delete(`${lang}/${path}`);
      return row ?? null;
    },

    /** Keeps an image for posts and pages; answers its address under the content base. */
    async saveImage(tx: Db, bytes: Uint8Array, by: string) {
      const mime = await sniffImage(bytes);
      const id = await repo.insertImage(tx, mime, bytes, by, deps.clock.now());
      return { id, url: `${CONTENT_BASE}/images/${id}`, mime, size: bytes.length };
    },

    image: (id: string) => repo.image(id),
  };
}

export type ContentService = ReturnType<typeof contentService>;
