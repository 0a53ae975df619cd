import { createHash } from "node:crypto";
import { type ContentPage, isLanguage, isStaticPage, type SiteSeo, STATIC_PAGES } from "@casino/contracts/site";
import { readFrontMatter, renderMarkdown } from "./markdown.js";
import { contentFiles } from "./repository.js";

export interface Served<T> {
  body: T;
  etag: string;
}

const etagOf = (body: unknown) => `"${createHash("sha256").update(JSON.stringify(body)).digest("base64url").slice(0, 27)}"`;

/** Keeps a loaded file; a failed read is forgotten so the next request tries again. */
function remembered<T>(cache: Map<string, Promise<T>>, key: string, p: Promise<T>): Promise<T> {
  p.catch(() => cache.delete(key));
  return p;
}

/**
 * Static pages and page titles per language, read once from the content files
 * and kept in memory (they change only with a deployment).
 */
export function contentService(deps: { dir?: string } = {}) {
  const files = contentFiles(deps.dir);
  const pages = new Map<string, Promise<Served<ContentPage> | null>>();
  const seos = new Map<string, Promise<Served<SiteSeo> | null>>();

  async function loadPage(lang: string, path: string): Promise<Served<ContentPage> | null> {
    const source = await files.page(lang, path);
    if (source === null) return null;
    const { fields, body } = readFrontMatter(source);
    const page: ContentPage = {
      lang,
      path,
      title: fields.title ?? path,
      description: fields.description ?? "",
      html: renderMarkdown(body),
    };
    return { body: page, etag: etagOf(page) };
  }

  async function loadSeo(lang: string): Promise<Served<SiteSeo> | null> {
    const source = await files.seo(lang);
    if (source === null) return null;
    const parsed = JSON.parse(source) as Omit<SiteSeo, "lang">;
    const routes: SiteSeo["routes"] = { ...parsed.routes };
    for (const path of STATIC_PAGES) {
      const p = await page(lang, path);
      if (p) routes[path] = { title: p.body.title, description: p.body.description };
    }
    const seo: SiteSeo = { lang, default: parsed.default, routes };
    return { body: seo, etag: etagOf(seo) };
  }

  function page(lang: string, path: string) {
    if (!isLanguage(lang) || !isStaticPage(path)) return Promise.resolve(null);
    const key = `${lang}/${path}`;
    if (!pages.has(key)) pages.set(key, remembered(pages, key, loadPage(lang, path)));
    return pages.get(key)!;
  }

  return {
    /** One static page, or null for an unknown language or page. */
    page,
    /** Titles and descriptions of every route in a language, or null for an unknown one. */
    seo(lang: string) {
      if (!isLanguage(lang)) return Promise.resolve(null);
      if (!seos.has(lang)) seos.set(lang, remembered(seos, lang, loadSeo(lang)));
      return seos.get(lang)!;
    },
  };
}

export type ContentService = ReturnType<typeof contentService>;
