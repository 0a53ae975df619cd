/**
 * Issue 16 §5: the catalogue calls a page opened directly needs first are made by index.html's first-frame
 * script as the HTML arrives, not after the app's code and the page's chunk; the app then takes the answers
 * from there (features/catalogue/gql.ts), each once. Guests only: a player's answers differ (favourites).
 * The promotions page's list is asked the same way (features/promotions/api.ts), and the blog's first page after
 * the site's configuration (features/blog/api.ts, shell/site-config.ts).
 */

/** The promotions page's first call (a GET, `promotionsApi.available()`): also its answer's key. */
export const FIRST_PROMOTIONS_URL = "/promotions/v2/available";
/** The site's configuration (`fetchSiteConfig`): the blog's first call, for the reader's region. */
export const FIRST_CONFIG_URL = "/data/v1/config";

/**
 * A page of the blog's list, as blogApi.list asks it and the first-frame script after the configuration (the
 * key of its early answer). Self-contained, as firstRequests.
 */
export function blogListUrl(lang: string, page: number, region?: string): string {
  return `/blog/${encodeURIComponent(lang)}/posts.json?page=${page}${region ? `&region=${encodeURIComponent(region)}` : ""}`;
}

/** What the first-frame script needs to know: the queries' texts and the routes' first segments. */
export interface FirstPlan {
  categoriesQuery: string;
  gamesQuery: string;
  gameQuery: string;
  pageSize: number;
  /** The "every game" category of categories/ without a slug. */
  allCategory: number;
  /** The first path segment of the category route and of the game route, in every language. */
  categorySegments: string[];
  gameSegments: string[];
  /** The last segment that marks a demo game (catalogue/slug.ts). */
  demoWords: string[];
  /** The promotions page's path in every language, and its first call. */
  promotionsPaths: string[];
  promotionsUrl: string;
  /** The blog's list path in every language, and the configuration its list waits for. */
  blogPaths: string[];
  configUrl: string;
  /** The history page's path without its tab, in every language, and its first call (a player's: asked with the stored session). */
  historyPaths: string[];
  historyUrl: string;
}

export interface FirstRequest {
  /** The body of the `POST /data/v1/query` call, exactly as gql() sends it: the key the app finds it by. */
  body?: string;
  /** Else a GET of this path, the key the app finds it by. */
  url?: string;
  /** The configuration, then the blog's first page in the reader's region (blogListUrl). */
  blog?: boolean;
  /** A page of games whose first tiles' art is wanted at once. */
  tiles?: boolean;
  /** The game's own query: a guest's real-money game paints its window from it (first-frame.ts). */
  game?: boolean;
}

/**
 * The calls a path needs first. Self-contained (no imports, no outer names): vite.config.ts writes it into
 * index.html as it is.
 */
export function firstRequests(pathname: string, plan: FirstPlan): FirstRequest[] {
  const segs = pathname.split("/").filter(Boolean);
  if (segs.length < 2) return [];
  const out: FirstRequest[] = [];
  const first = segs[1] as string;
  if (plan.categorySegments.indexOf(first) >= 0 && segs.length <= 4) {
    out.push({ body: JSON.stringify({ query: plan.categoriesQuery }) });
    // categories/{humanReadableSearchSlug?}/{technicalSearchSlug?}: a number is the category's id.
    const slug = segs[3] || segs[2];
    const categoryId = slug === undefined ? plan.allCategory : /^[0-9]+$/.test(slug) ? Number(slug) : null;
    if (categoryId !== null)
      out.push({
        body: JSON.stringify({ query: plan.gamesQuery, variables: { categoryId, page: 0, size: plan.pageSize } }),
        tiles: true,
      });
  } else if (segs.length === 2 && plan.promotionsPaths.indexOf(first) >= 0) {
    out.push({ url: plan.promotionsUrl });
  } else if (segs.length === 2 && plan.blogPaths.indexOf(first) >= 0) {
    out.push({ url: plan.configUrl, blog: true });
  } else if (plan.gameSegments.indexOf(first) >= 0) {
    // games/{gameName?}/{vendorId}/{gameId?}/{demo?}, read as features/games/path.ts does.
    const rest = segs.slice(2).map(decodeURIComponent);
    if (rest.length > 0 && plan.demoWords.indexOf(rest[rest.length - 1] as string) >= 0) rest.pop();
    const id = rest.length === 3 ? rest[2] : rest.length === 2 ? rest[1] : undefined;
    if (id !== undefined) out.push({ body: JSON.stringify({ query: plan.gameQuery, variables: { id } }), game: true });
  }
  return out;
}

/** The history page's first call: `POST /data/v1/history` as historyApi.history sends it. */
export const FIRST_HISTORY_URL = "/data/v1/history";

/** Whether the path is the history page, with or without its tab. Self-contained, as firstRequests. */
export function isHistoryPath(pathname: string, plan: FirstPlan): boolean {
  const rest = pathname.split("/").filter(Boolean).slice(1);
  return plan.historyPaths.some((p) => {
    const base = p.split("/");
    return (
      (rest.length === base.length || rest.length === base.length + 1) && base.join("/") === rest.slice(0, base.length).join("/")
    );
  });
}

/**
 * The body of the history page's first call for a range, as historyApi.history sends it: the key the page takes
 * the early answer by. A player's call: the first-frame script makes it with the stored session's token.
 * Self-contained, as firstRequests.
 */
export function historyBody(range: { from: string; to: string }): string {
  return JSON.stringify({ filter: { from: range.from, to: range.to } });
}

interface TilesAnswers {
  categories?: { data?: { categories?: { id: number; locations: { gameImageType: string }[] }[] } } | null;
  games?: { data?: { gamesByQuery?: { content: { images: { type: string; path: string }[] }[] } } } | null;
}

/**
 * The art of a games page's first tiles, in the type the page shows them (the category's first location's, as
 * CategoryPage picks it): index.html preloads them as the answers arrive. Self-contained, as firstRequests.
 */
export function firstTiles(pathname: string, answers: TilesAnswers, count: number): string[] {
  const segs = pathname.split("/").filter(Boolean);
  const slug = segs[3] || segs[2];
  const category = (answers.categories?.data?.categories || []).filter((c) => String(c.id) === slug)[0];
  const type = category?.locations[0]?.gameImageType || "SMALL_WIDE";
  return (answers.games?.data?.gamesByQuery?.content || []).slice(0, count).flatMap((g) => {
    const image = g.images.filter((i) => i.type === type)[0] || g.images[0];
    return image ? [image.path] : [];
  });
}
