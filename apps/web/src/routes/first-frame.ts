/**
 * Issue 16 §5: the page's own first screen painted by index.html's first-frame script, before the app's code runs,
 * in the markup and classes the page itself renders (so React replaces it with the same boxes): a category's chips
 * and game tiles from the early answers (routes/first-requests.ts), the search page's and the public deposit page's
 * own text. index.html is one file for every language: the few words needed come per language from the messages,
 * picked at build time (vite.config.ts).
 */
import type { MoneyStyle } from "@casino/money";

/** The words a first frame shows, in one language. */
export interface FirstWords {
  /** nav.categories: the categories page's heading and the chips row's label. */
  categories: string;
  /** catalogue.category_names: a known category's name by its code. */
  categoryNames: Record<string, string>;
  searchTitle: string;
  searchPlaceholder: string;
  /** catalogue.search_min with its count in. */
  searchMin: string;
  depositTitle: string;
  depositIntro: string;
  promotionsTitle: string;
  /** promotions.guide.open: the button beside the heading. */
  promotionsGuide: string;
  promotionsCode: string;
  promotionsDetails: string;
  promotionsEmpty: string;
  blogTitle: string;
  blogFeatured: string;
  blogEmpty: string;
  blogMore: string;
  /** A post's path in this language with "__post__" for its slug (pathTo): the first frame's cards are links. */
  blogPostPath: string;
  /**
   * Where the first frame's links lead before the app runs, as the app's own links (pathTo), with placeholders:
   * a category ("__slug__", "__id__"), a game and its demo ("__name__", "__vendor__", "__id__"), and home.
   */
  categoryPath: string;
  gamePath: string;
  demoPath: string;
  homePath: string;
  /** games.register_to_play and games.register_to_play_no_demo: what a guest reads in a real-money game. */
  registerToPlay: string;
  registerToPlayNoDemo: string;
  playDemo: string;
  /** app.close: the game window's close button. */
  close: string;
  /** The history page: history.title, history.lifetime_net (with its {{amount}}), the tabs and the range's labels. */
  historyTitle: string;
  historyLifetime: string;
  historyFinance: string;
  historyGame: string;
  historyFrom: string;
  historyTo: string;
  /** The history page's tabs' paths in this language (pathTo). */
  historyTabs: { finance: string; game: string };
  /** The money locale this language writes amounts in (@casino/money moneyLocale): a key of FramePlan.money. */
  moneyLocale: string;
}

export interface FramePlan {
  /** The first path segment of each page's route, in every language. */
  categorySegments: string[];
  searchSegments: string[];
  /** payments/deposit in every language (the public deposit page). */
  depositPaths: string[];
  promotionsPaths: string[];
  blogPaths: string[];
  /** How many posts the blog shows before "more" (BLOG_FIRST_POSTS). */
  blogFirstPosts: number;
  /** The category of categories/ without a slug. */
  allCategory: number;
  /** The first path segment of the game route in every language, and the last segments that mark a demo. */
  gameSegments: string[];
  demoWords: string[];
  /** The history page's path without its tab, in every language. */
  historyPaths: string[];
  /** How each currency is written in each money locale (@casino/money moneyStyle, as the app's money() writes it). */
  money: Record<string, Record<string, MoneyStyle>>;
  words: Record<string, FirstWords>;
}

interface FrameCategory {
  id: number;
  code: string;
  name: string;
  names?: Record<string, string> | null;
  totalGames: number;
  locations: { gameImageType: string }[];
}
interface FrameGame {
  id: string;
  name: string;
  vendorId: string;
  images: { type: string; path: string }[];
}
interface FramePromotion {
  id: string;
  title: string;
  description: string;
  code?: string | null;
}
interface FramePost {
  slug: string;
  title: string;
  description: string;
  image?: string | null;
  date: string;
}
interface FrameGameInfo {
  id: string;
  name: string;
  vendorId: string;
  hasDemo: boolean;
}
export interface FrameAnswers {
  /** A guest's answer to the game's query (`game(id)`). */
  game?: { data?: { game?: FrameGameInfo | null } } | null;
  categories?: { data?: { categories?: FrameCategory[] } } | null;
  games?: { data?: { gamesByQuery?: { content: FrameGame[] } } } | null;
  /** A guest's `GET /promotions/v2/available`. */
  promotions?: { available?: FramePromotion[]; pending?: unknown[] } | null;
  /** The blog's first page in the reader's region. */
  blog?: { posts?: FramePost[]; featured?: FramePost[]; page: number; size: number; total: number } | null;
  /** A player's history of the default range (`POST /data/v1/history`), that range, and the stored session's currency. */
  history?: { lifetimeNetDeposits: number } | null;
  historyRange?: { from: string; to: string };
  currency?: string | null;
}

/**
 * The first frame of the page at this path (the content of <main>), or "" when the path has none or its answers
 * are not there. Self-contained (no imports, no outer names): vite.config.ts writes it into index.html as it is.
 * The classes are those of CategoryPage/ChipScroller/GameGrid/GameTile, SearchPage, PaymentsPage/PublicMethods and
 * PromotionsPage/PromotionCard, BlogListPage/FeaturedSlider/PostCard and GamePopup (a guest's real-money game,
 * the content of the game window) and HistoryPage (its heading, lifetime net deposits, tabs and range): change them
 * together (e2e/first-frames.test.ts fails when the app no longer renders a box of the first frame with its classes,
 * in order). `formatMinor` is @casino/money's and `slugify` the catalogue's (a name in a link), which index.html
 * carries beside this function. Its chips, tiles and the game window's buttons are the app's links, so a tap
 * before the app runs goes where it would after; a button that opens a dialog or more of the page says what it
 * does in `data-first-tap`, and the page does it once it runs (routes/first-tap.ts).
 */
export function firstFrame(
  pathname: string,
  plan: FramePlan,
  answers: FrameAnswers,
  formatMinor?: (amount: bigint, style: MoneyStyle) => string,
  slugify?: (name: string) => string,
): string {
  const segs = pathname.split("/").filter(Boolean);
  const words = plan.words[segs[0] || ""] || plan.words.en;
  if (!words || segs.length < 2) return "";
  const esc = (s: string) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  // A path from one of the words' patterns: each placeholder replaced by a function, so a "$" stays a "$".
  const fill = (pattern: string, values: Record<string, string>) =>
    pattern.replace(/__(\w+)__/g, (whole, key: string) =>
      Object.hasOwn(values, key) ? encodeURIComponent(values[key] as string) : whole,
    );
  const named = (name: string) => (slugify ? slugify(name) : name);
  const gameLink = (g: { id: string; name: string; vendorId: string }, demo: boolean) =>
    fill(demo ? words.demoPath : words.gamePath, { name: named(g.name), vendor: g.vendorId, id: g.id });
  const skeleton =
    '<div class="animate-pulse space-y-4 py-6" aria-busy="true" aria-live="polite"><div class="h-8 w-1/3 rounded bg-surface-2"></div><div class="h-4 w-2/3 rounded bg-surface-2"></div><div class="grid grid-cols-2 gap-3 md:grid-cols-4">' +
    '<div class="aspect-[4/3] rounded-lg bg-surface-2"></div>'.repeat(8) +
    "</div></div>";
  if (plan.gameSegments.indexOf(segs[1] as string) >= 0) {
    // A guest in a real-money game reads why it does not start (GamePopup's "register" state); a demo starts.
    const last = decodeURIComponent(segs[segs.length - 1] as string);
    const game = answers.game?.data?.game;
    if (!game || plan.demoWords.indexOf(last) >= 0) return "";
    const demo = (cls: string) => `<a href="${esc(gameLink(game, true))}" class="${cls}">${esc(words.playDemo)}</a>`;
    return (
      '<div class="flex min-h-12 shrink-0 items-center gap-3 border-b border-surface-2 bg-bg px-3 py-1"><h1 class="min-w-0 break-words font-semibold leading-tight">' +
      esc(game.name) +
      '</h1><div class="ml-auto flex shrink-0 items-center gap-2">' +
      (game.hasDemo ? demo("btn-secondary whitespace-nowrap px-3 py-1 text-sm") : "") +
      // Closing a game opened first goes home (GamePopup's close with no page before it).
      '<a href="' +
      esc(words.homePath) +
      '" class="btn-ghost" aria-label="' +
      esc(words.close) +
      '"><svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M6 6l12 12M18 6 6 18"></path></svg></a></div></div><div class="relative flex-1"><div class="flex h-full flex-col items-center justify-center gap-4 p-6 text-center" aria-live="polite"><p class="max-w-sm text-muted">' +
      esc(game.hasDemo ? words.registerToPlay : words.registerToPlayNoDemo) +
      "</p>" +
      (game.hasDemo ? demo("btn-secondary") : "") +
      "</div></div>"
    );
  }
  const rest = segs.slice(1).join("/");
  const tab = segs.slice(1, -1).join("/");
  if (
    answers.history &&
    answers.historyRange &&
    formatMinor &&
    (plan.historyPaths.indexOf(rest) >= 0 || plan.historyPaths.indexOf(tab) >= 0)
  ) {
    // The page's top as HistoryPage renders it with the answer: the player's lifetime net deposits in their currency.
    const amount = answers.history.lifetimeNetDeposits;
    // The stored session's currency, as HistoryPage's first render (the balance comes after it).
    const styles = plan.money[words.moneyLocale] || {};
    const currency = answers.currency ?? "EUR";
    const style = Object.hasOwn(styles, currency) ? styles[currency] : undefined;
    if (!style || typeof amount !== "number" || !Number.isInteger(amount)) return "";
    const range = answers.historyRange;
    const game = plan.historyPaths.indexOf(tab) >= 0 && segs[segs.length - 1] === "game";
    const link = (href: string, label: string, current: boolean) =>
      '<a href="' +
      esc(href) +
      '" class="' +
      (current ? 'btn-primary" aria-current="page"' : 'btn-secondary"') +
      ">" +
      esc(label) +
      "</a>";
    const field = (label: string, value: string, bound: string) =>
      '<label><span class="field-label">' +
      esc(label) +
      '</span><input type="date" class="field" value="' +
      esc(value) +
      '" ' +
      bound +
      "></label>";
    return (
      '<section class="space-y-5 py-6"><h1 class="text-2xl font-bold">' +
      esc(words.historyTitle) +
      '</h1><p class="rounded-xl bg-white/5 p-3">' +
      // A function, so that a "$" in the amount is not read as a replacement pattern.
      esc(words.historyLifetime.replace("{{amount}}", () => formatMinor(BigInt(amount), style))) +
      '</p><nav class="flex gap-2" aria-label="' +
      esc(words.historyTitle) +
      '">' +
      link(words.historyTabs.finance, words.historyFinance, !game) +
      link(words.historyTabs.game, words.historyGame, game) +
      '</nav><form class="flex flex-wrap items-end gap-3">' +
      field(words.historyFrom, range.from, `max="${esc(range.to)}"`) +
      field(words.historyTo, range.to, `min="${esc(range.from)}"`) +
      "</form></section>"
    );
  }
  if (plan.searchSegments.indexOf(rest) >= 0)
    return (
      '<div class="py-6"><h1 class="text-2xl font-bold">' +
      esc(words.searchTitle) +
      '</h1><label class="relative mt-4 block max-w-xl"><span class="sr-only">' +
      esc(words.searchPlaceholder) +
      '</span><svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" class="absolute left-3 top-1/2 -translate-y-1/2 text-muted"><circle cx="11" cy="11" r="7"></circle><path d="m20 20-3.5-3.5"></path></svg><input type="search" class="field pl-10" placeholder="' +
      esc(words.searchPlaceholder) +
      '"></label><p class="mt-4 text-sm text-muted">' +
      esc(words.searchMin) +
      '</p><div class="mt-6"></div></div>'
    );
  if (plan.depositPaths.indexOf(rest) >= 0)
    return (
      '<section class="mx-auto max-w-5xl py-6"><h1 class="mb-4 text-2xl font-bold">' +
      esc(words.depositTitle) +
      '</h1><div class="space-y-4"><p class="text-sm text-muted">' +
      esc(words.depositIntro) +
      "</p>" +
      skeleton +
      "</div></section>"
    );
  if (plan.promotionsPaths.indexOf(rest) >= 0) {
    const list = answers.promotions;
    // A guest has no offers waiting; the page's pending section is a player's.
    if (!list?.available || (list.pending && list.pending.length > 0)) return "";
    const cards = list.available
      .map(
        (p) =>
          '<article class="flex flex-col rounded-xl bg-surface p-4"><h3 class="text-lg font-bold">' +
          esc(p.title) +
          '</h3><p class="mt-1 flex-1 text-muted">' +
          esc(p.description) +
          "</p>" +
          (p.code
            ? '<p class="mt-2 text-sm">' +
              esc(words.promotionsCode) +
              ': <span class="font-mono font-semibold">' +
              esc(p.code) +
              "</span></p>"
            : "") +
          '<button type="button" class="btn-secondary mt-3" data-first-tap="promotion-details:' +
          esc(p.id) +
          '">' +
          esc(words.promotionsDetails) +
          "</button></article>",
      )
      .join("");
    return (
      '<section class="py-6"><div class="mb-4 flex flex-wrap items-center justify-between gap-2"><h1 class="text-2xl font-bold">' +
      esc(words.promotionsTitle) +
      '</h1><div class="flex gap-2"><button type="button" class="btn-ghost" data-first-tap="promotion-guide">' +
      esc(words.promotionsGuide) +
      "</button></div></div>" +
      (cards
        ? `<div class="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">${cards}</div>`
        : `<p class="text-muted">${esc(words.promotionsEmpty)}</p>`) +
      "</section>"
    );
  }
  if (plan.blogPaths.indexOf(rest) >= 0) {
    const list = answers.blog;
    if (!list?.posts) return "";
    const lang = segs[0] as string;
    // A card opens its post even before the app has come (a page load, as any link).
    const postPath = (p: FramePost) => words.blogPostPath.replace("__post__", () => encodeURIComponent(p.slug));
    const featured = (list.featured || [])[0];
    const slides = (list.featured || []).length;
    const dots =
      slides > 1
        ? `<div class="absolute bottom-3 right-4 flex gap-2">${(list.featured || [])
            .map(
              (_, i) => `<button type="button" class="size-2.5 rounded-full ${i === 0 ? "bg-accent" : "bg-muted/50"}"></button>`,
            )
            .join("")}</div>`
        : "";
    const slider = featured
      ? `<div class="mt-6"><section class="relative overflow-hidden rounded-2xl bg-surface"><a href="${esc(postPath(featured))}" class="flex flex-col gap-4 p-6 sm:flex-row sm:items-center">${
          featured.image ? `<img src="${esc(featured.image)}" alt="" class="h-40 w-full rounded-xl object-cover sm:w-72">` : ""
        }<div><p class="text-xs uppercase tracking-wide text-accent">${esc(words.blogFeatured)}</p><h2 class="mt-1 text-2xl font-bold">${esc(
          featured.title,
        )}</h2><p class="mt-2 text-muted">${esc(featured.description)}</p></div></a>${dots}</section></div>`
      : "";
    const cards = list.posts
      .slice(0, plan.blogFirstPosts)
      .map(
        (p) =>
          `<li class="overflow-hidden rounded-xl bg-surface"><a href="${esc(postPath(p))}" class="block h-full hover:bg-surface-2">${
            p.image ? `<img src="${esc(p.image)}" alt="" loading="lazy" class="h-40 w-full object-cover">` : ""
          }<div class="p-4"><time class="text-xs text-muted" datetime="${esc(p.date)}">${esc(
            new Date(p.date).toLocaleDateString(lang, { day: "2-digit", month: "2-digit", year: "numeric" }),
          )}</time><h2 class="mt-1 text-lg font-bold">${esc(p.title)}</h2><p class="mt-2 line-clamp-3 text-sm text-muted">${esc(
            p.description,
          )}</p></div></a></li>`,
      )
      .join("");
    const more = list.posts.length > plan.blogFirstPosts || list.page * list.size < list.total;
    return `<section class="py-6"><h1 class="text-3xl font-bold">${esc(words.blogTitle)}</h1>${slider}${
      cards
        ? `<ul class="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">${cards}</ul>`
        : `<p class="mt-8 text-muted">${esc(words.blogEmpty)}</p>`
    }${more ? `<div class="mt-8 text-center"><button type="button" class="btn-secondary" data-first-tap="blog-more">${esc(words.blogMore)}</button></div>` : ""}</section>`;
  }
  if (plan.categorySegments.indexOf(segs[1] as string) < 0 || segs.length > 4) return "";
  const categories = answers.categories?.data?.categories;
  const games = answers.games?.data?.gamesByQuery?.content;
  if (!categories || !games) return "";
  // categories/{humanReadableSearchSlug?}/{technicalSearchSlug?}: the early games are asked by a number only.
  const slug = segs[3] || segs[2];
  const category = categories.filter((c) => String(c.id) === slug)[0];
  const nameOf = (c: FrameCategory) => c.names?.[segs[0] as string] || words.categoryNames[c.code] || c.name;
  const type = category?.locations[0]?.gameImageType || "SMALL_WIDE";
  const aspect = type === "BIG_WIDE" ? "aspect-[16/9]" : type === "BIG_SQUARE" ? "aspect-square" : "aspect-[3/2]";
  const chips = categories
    .filter((c) => c.totalGames > 0)
    .map(
      (c) =>
        '<a href="' +
        esc(fill(words.categoryPath, { slug: named(c.name), id: String(c.id) })) +
        '"' +
        (category && c.id === category.id ? ' aria-current="page"' : "") +
        ' class="btn-secondary shrink-0 text-sm ' +
        (category && c.id === category.id ? "border-accent text-accent" : "") +
        '">' +
        esc(nameOf(c)) +
        '<span class="ml-1.5 text-xs text-muted">' +
        c.totalGames +
        "</span></a>",
    )
    .join("");
  const tiles = games
    .map((g, i) => {
      const image = g.images.filter((im) => im.type === type)[0] || g.images[0];
      return (
        '<div class="group relative"><a href="' +
        esc(gameLink(g, false)) +
        '" class="block overflow-hidden rounded-xl bg-surface-2 ' +
        aspect +
        '" aria-label="' +
        esc(g.name) +
        '">' +
        (image
          ? '<img src="' +
            esc(image.path) +
            '" alt="" loading="' +
            (i < 6 ? "eager" : "lazy") +
            '"' +
            (i < 2 ? ' fetchpriority="high"' : "") +
            ' decoding="async" class="size-full object-cover transition duration-300 group-hover:scale-105">'
          : "") +
        '</a><span class="absolute right-2 top-2 flex size-9 items-center justify-center rounded-full bg-bg/70 backdrop-blur transition text-text"><svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2"><path d="M12 21s-7-4.5-9.5-9A5.5 5.5 0 0 1 12 6a5.5 5.5 0 0 1 9.5 6c-2.5 4.5-9.5 9-9.5 9z"></path></svg></span><p class="mt-1.5 truncate text-sm font-medium">' +
        esc(g.name) +
        "</p></div>"
      );
    })
    .join("");
  return (
    '<div class="py-6"><h1 class="text-2xl font-bold">' +
    esc(category ? nameOf(category) : words.categories) +
    '</h1><div class="relative mt-4"><nav class="flex gap-2 overflow-x-auto pb-1 [scrollbar-width:none]">' +
    chips +
    '</nav></div><div class="mt-6"><div class="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6">' +
    tiles +
    "</div></div></div>"
  );
}
