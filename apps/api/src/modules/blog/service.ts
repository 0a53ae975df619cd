import type { BlogList, BlogPostMeta, BlogPostStatus, BlogPostSummary } from "@casino/contracts/content";
import { BLOG_LANGUAGES, type Language } from "@casino/contracts/site";
import type { Clock } from "../../platform/clock.js";
import type { Config } from "../../platform/config.js";
import type { Db } from "../../platform/db.js";
import { renderMarkdown } from "../content/markdown.js";
import { DEFAULT_REGION } from "../site/service.js";
import { blogError } from "./errors.js";
import { type BlogPostInput, type BlogPostRow, blogRepository } from "./repository.js";
import { substitute } from "./variables.js";

const FEATURED_MAX = 5;

/** "Blog" in each blog language: the second breadcrumb. */
const BLOG_LABEL: Record<(typeof BLOG_LANGUAGES)[number], { home: string; blog: string }> = {
  en: { home: "Home", blog: "Blog" },
  ru: { home: "Главная", blog: "Блог" },
  uk: { home: "Головна", blog: "Блог" },
  hi: { home: "होम", blog: "ब्लॉग" },
  de: { home: "Startseite", blog: "Blog" },
  pt: { home: "Início", blog: "Blog" },
};

export const isBlogLanguage = (v: string): v is (typeof BLOG_LANGUAGES)[number] =>
  (BLOG_LANGUAGES as readonly string[]).includes(v);

/**
 * The blog (accounts spec §2, §7): published posts per language, each post's
 * meta and its article HTML, with the reader's region's variables filled in.
 * Posts are written in the back office (draft, then published).
 */
export function blogService(deps: { db: Db; clock: Clock; config: Config }) {
  const repo = blogRepository(deps.db);
  const brand = deps.config.BRAND_NAME;

  const valuesFor = async (region: string | undefined) => ({
    brand,
    region: region ?? DEFAULT_REGION,
    ...(await repo.variables(region ?? DEFAULT_REGION)),
  });

  const summary = (r: BlogPostRow, v: Record<string, string>): BlogPostSummary => ({
    slug: r.slug,
    lang: r.lang,
    title: substitute(r.title, v),
    description: substitute(r.description, v),
    image: r.image,
    featured: r.featured,
    date: (r.published_at ?? r.created_at).toISOString(),
  });

  function requireBlog(lang: string) {
    if (!isBlogLanguage(lang)) throw blogError("BLOG_NOT_FOUND");
    return lang;
  }

  async function publishedPost(lang: string, slug: string) {
    const row = await repo.publishedBySlug(requireBlog(lang), slug);
    if (!row) throw blogError("BLOG_POST_NOT_FOUND");
    return row;
  }

  function validInput(p: BlogPostInput) {
    if (!isBlogLanguage(p.lang)) throw blogError("BLOG_LANGUAGE_UNSUPPORTED");
    return p;
  }

  return {
    /** `GET /blog/{region}/posts.json`: a page of published posts, newest first, and the featured ones. */
    async list(lang: string, q: { page: number; size: number; region?: string }): Promise<BlogList> {
      requireBlog(lang);
      const [rows, featured, total, v] = await Promise.all([
        repo.published(lang, q.size, (q.page - 1) * q.size),
        q.page === 1 ? repo.featured(lang, FEATURED_MAX) : Promise.resolve([]),
        repo.countPublished(lang),
        valuesFor(q.region),
      ]);
      return {
        lang,
        posts: rows.map((r) => summary(r, v)),
        featured: featured.map((r) => summary(r, v)),
        total,
        page: q.page,
        size: q.size,
      };
    },

    /** `GET /blog/{lang}/posts/{post}/post.json`: title, description, breadcrumbs, date and image. */
    async meta(lang: string, slug: string, region?: string): Promise<BlogPostMeta> {
      const row = await publishedPost(lang, slug);
      const v = await valuesFor(region);
      const s = summary(row, v);
      const label = BLOG_LABEL[row.lang as keyof typeof BLOG_LABEL];
      return {
        ...s,
        breadcrumbs: [
          { label: label.home, path: `/${lang}` },
          { label: label.blog, path: `/${lang}/blog` },
          { label: s.title, path: `/${lang}/blog/${slug}` },
        ],
      };
    },

    /** `GET /blog/{lang}/posts/{post}`: the article as sanitised HTML. */
    async html(lang: string, slug: string, region?: string): Promise<string> {
      const row = await publishedPost(lang, slug);
      return renderMarkdown(substitute(row.body_md, await valuesFor(region)));
    },

    // Back office -------------------------------------------------------------

    /** Posts for the editor (drafts included), newest edit first. */
    adminList: (filter: { lang?: Language; status?: BlogPostStatus }, limit = 100, offset = 0) =>
      repo.list(filter, limit, offset),

    async get(id: string) {
      const row = await repo.byId(deps.db, id);
      if (!row) throw blogError("BLOG_POST_NOT_FOUND");
      return row;
    },

    /** Renders a draft as readers would see it (default region). */
    async preview(bodyMd: string, region?: string) {
      return renderMarkdown(substitute(bodyMd, await valuesFor(region)));
    },

    /** Creates a post; `tx` carries the caller's audit row. BLOG_SLUG_TAKEN, BLOG_LANGUAGE_UNSUPPORTED. */
    async create(tx: Db, input: BlogPostInput, by: string) {
      const row = await repo.insert(tx, validInput(input), by, deps.clock.now());
      if (!row) throw blogError("BLOG_SLUG_TAKEN");
      return row;
    },

    /** Saves a post; returns the row before and after. BLOG_POST_NOT_FOUND, BLOG_SLUG_TAKEN. */
    async update(tx: Db, id: string, input: BlogPostInput, by: string) {
      const before = await repo.byId(tx, id);
      if (!before) throw blogError("BLOG_POST_NOT_FOUND");
      try {
        const after = await repo.update(tx, id, validInput(input), by, deps.clock.now());
        return { before, after: after! };
      } catch (err) {
        if ((err as { code?: string }).code === "23505") throw blogError("BLOG_SLUG_TAKEN");
        throw err;
      }
    },

    async remove(tx: Db, id: string) {
      const row = await repo.remove(tx, id);
      if (!row) throw blogError("BLOG_POST_NOT_FOUND");
      return row;
    },

    variables: () => repo.allVariables(),
    /** Sets (or with null removes) a variable's value for a region ('' for every region). */
    setVariable: (tx: Db, name: string, region: string, value: string | null) =>
      repo.setVariable(tx, name, region.toUpperCase(), value),
  };
}

export type BlogService = ReturnType<typeof blogService>;
