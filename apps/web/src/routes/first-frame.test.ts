import { formatMinor, formatMoney, MONEY_LOCALES, moneyLocale, moneyStyle } from "@casino/money";
import { describe, expect, it } from "vitest";
import { DEMO_WORDS, slugify } from "../features/catalogue/slug";
import { CATEGORY_IDS } from "../features/catalogue/types";
import { type FirstWords, type FrameAnswers, type FramePlan, firstFrame } from "./first-frame";
import { routePatterns } from "./table";

const en: FirstWords = {
  categories: "Categories",
  categoryNames: { TOP: "Top" },
  searchTitle: "Search games",
  searchPlaceholder: "Search games",
  searchMin: "Type at least 3 letters to search.",
  depositTitle: "Deposit",
  depositIntro: "Top up your balance with any of these methods.",
  promotionsTitle: "Promotions",
  promotionsGuide: "How bonuses work",
  promotionsCode: "Promo code",
  promotionsDetails: "Details",
  promotionsEmpty: "No promotions right now.",
  blogTitle: "Blog",
  blogFeatured: "Featured",
  blogEmpty: "No posts yet.",
  blogMore: "Show more",
  registerToPlay: "Register or log in to play for real money. You can try the demo for free.",
  registerToPlayNoDemo: "Register or log in to play for real money.",
  playDemo: "Play demo",
  close: "Close",
  historyTitle: "History",
  historyLifetime: "Net deposits since you joined: {{amount}}",
  historyFinance: "Payments",
  historyGame: "Games",
  historyFrom: "From",
  historyTo: "To",
  historyTabs: { finance: "/en/account/history/finance", game: "/en/account/history/game" },
  blogPostPath: "/en/blog/__post__",
  categoryPath: "/en/categories/__slug__/__id__",
  gamePath: "/en/games/__name__/__vendor__/__id__",
  demoPath: "/en/games/__name__/__vendor__/__id__/free",
  homePath: "/en",
  moneyLocale: moneyLocale("en"),
};
const plan: FramePlan = {
  categorySegments: routePatterns("categories").map((p) => p.split("/")[0]!),
  searchSegments: routePatterns("search"),
  depositPaths: routePatterns("paymentsDeposit"),
  promotionsPaths: routePatterns("promotions"),
  blogPaths: routePatterns("blog"),
  blogFirstPosts: 3,
  allCategory: CATEGORY_IDS.ALL,
  gameSegments: routePatterns("gamePopup").map((p) => p.split("/")[0]!),
  demoWords: DEMO_WORDS,
  historyPaths: routePatterns("history").map((p) => p.replace("/:tab?", "")),
  // As vite.config.ts writes it: every currency in every money locale.
  money: Object.fromEntries(
    Object.keys(MONEY_LOCALES).map((l) => [
      l,
      Object.fromEntries(["EUR", "USD", "BTC"].map((c) => [c, moneyStyle(c, { locale: l })])),
    ]),
  ),
  words: {
    en,
    ru: { ...en, searchTitle: "Поиск игр", categoryNames: { TOP: "Топ" }, moneyLocale: moneyLocale("ru") },
    de: { ...en, historyTitle: "Verlauf <&>", moneyLocale: moneyLocale("de") },
  },
};

const answers: FrameAnswers = {
  categories: {
    data: {
      categories: [
        { id: 2, code: "TOP", name: "Top", names: {}, totalGames: 12, locations: [{ gameImageType: "BIG_SQUARE" }] },
        { id: 3, code: "NEW", name: "New <games>", names: { ru: "Новые" }, totalGames: 4, locations: [] },
        { id: 4, code: "EMPTY", name: "Empty", totalGames: 0, locations: [] },
      ],
    },
  },
  games: {
    data: {
      gamesByQuery: {
        content: Array.from({ length: 8 }, (_, i) => ({
          id: `g${i}`,
          name: i === 0 ? 'Book "of" <Ra>' : `Game ${i}`,
          vendorId: "aurum",
          images: [
            { type: "SMALL_WIDE", path: `/art/${i}-wide.png` },
            { type: "BIG_SQUARE", path: `/art/${i}-square.png` },
          ],
        })),
      },
    },
  },
};

describe("a page's first frame in index.html", () => {
  it("a category: its name, the chips of non-empty categories, every tile with its art in the category's type", () => {
    const html = firstFrame("/en/categories/top/2", plan, answers, undefined, slugify);
    expect(html).toContain('<h1 class="text-2xl font-bold">Top</h1>');
    expect(html).toContain(
      '<a href="/en/categories/top/2" aria-current="page" class="btn-secondary shrink-0 text-sm border-accent text-accent">Top<span',
    );
    // Chips and tiles are the app's links, named as the app names them (slugify).
    expect(html).toContain('<a href="/en/categories/new-games/3" class="btn-secondary shrink-0 text-sm ">');
    expect(html).toContain(
      '<a href="/en/games/book-of-ra/aurum/g0" class="block overflow-hidden rounded-xl bg-surface-2 aspect-square"',
    );
    expect(html).toContain('aria-label="Book &#34;of&#34; &#60;Ra&#62;"');
    expect(html).toContain("New &#60;games&#62;");
    expect(html).not.toContain("Empty");
    expect(html.match(/class="group relative"/g)).toHaveLength(8);
    expect(html).toContain('<img src="/art/0-square.png" alt="" loading="eager" fetchpriority="high"');
    expect(html).toContain('<img src="/art/7-square.png" alt="" loading="lazy" decoding');
    expect(html).toContain("aspect-square");
    expect(html).toContain("Book &#34;of&#34; &#60;Ra&#62;");
  });

  it("every game under the categories heading, in the path's language and the operator's names", () => {
    const html = firstFrame("/ru/kategorii", plan, answers);
    expect(html).toContain('<h1 class="text-2xl font-bold">Categories</h1>');
    expect(html).toContain(">Топ<span");
    expect(html).toContain(">Новые<span");
    expect(html).toContain('<img src="/art/0-wide.png"');
    expect(html).toContain("aspect-[3/2]");
  });

  it("nothing for a category before its answers, nor for a category named by code (no early games)", () => {
    expect(firstFrame("/en/categories/top/2", plan, {})).toBe("");
    expect(firstFrame("/en/categories/top/2", plan, { categories: answers.categories })).toBe("");
    expect(firstFrame("/en/categories/a/b/c", plan, answers)).toBe("");
  });

  it("the search page's heading, field and hint in the path's language, at once", () => {
    expect(firstFrame("/en/search", plan, {})).toContain("Type at least 3 letters to search.");
    expect(firstFrame("/ru/poisk/", plan, {})).toContain('<h1 class="text-2xl font-bold">Поиск игр</h1>');
  });

  it("the public deposit page's heading and intro over the skeleton", () => {
    const html = firstFrame("/en/payments/deposit", plan, {});
    expect(html).toContain('<h1 class="mb-4 text-2xl font-bold">Deposit</h1>');
    expect(html).toContain('<p class="text-sm text-muted">Top up your balance with any of these methods.</p>');
    expect(html).toContain("animate-pulse");
  });

  it("the promotions' heading and a card per promotion, with its code", () => {
    const promotions = {
      available: [
        { id: "p1", title: "€10 <free>", description: "Register and play.", code: "WELCOME" },
        { id: "p2", title: "Reload", description: "50% on Fridays.", code: null },
      ],
      pending: [],
    };
    const html = firstFrame("/ru/akcii", plan, { promotions });
    expect(html).toContain('<h1 class="text-2xl font-bold">Promotions</h1>');
    // Buttons that open a dialog say which, for the page to open it when it runs (routes/first-tap.ts).
    expect(html).toContain('<button type="button" class="btn-ghost" data-first-tap="promotion-guide">How bonuses work</button>');
    expect(html).toContain(
      '<button type="button" class="btn-secondary mt-3" data-first-tap="promotion-details:p2">Details</button>',
    );
    expect(html.match(/<article /g)).toHaveLength(2);
    expect(html).toContain('<h3 class="text-lg font-bold">€10 &#60;free&#62;</h3>');
    expect(html).toContain('Promo code: <span class="font-mono font-semibold">WELCOME</span>');
    expect(html.match(/Promo code/g)).toHaveLength(1);
    expect(firstFrame("/en/promotions", plan, { promotions: { available: [], pending: [] } })).toContain(
      "No promotions right now.",
    );
  });

  it("no promotions before their answer, nor when some wait for a player", () => {
    expect(firstFrame("/en/promotions", plan, {})).toBe("");
    expect(firstFrame("/en/promotions", plan, { promotions: null })).toBe("");
    expect(firstFrame("/en/promotions", plan, { promotions: { available: [], pending: [{}] } })).toBe("");
  });

  it("the blog's heading, its featured post, the first posts with their dates, and more", () => {
    const post = (n: number) => ({
      slug: n === 2 ? "post 2?" : `post-${n}`,
      title: `Post ${n}`,
      description: `About <${n}>`,
      image: n === 1 ? "/blog/1.png" : null,
      date: "2026-11-27T11:09:12.330Z",
    });
    const blog = { posts: [1, 2, 3, 4].map(post), featured: [post(1), post(2)], page: 1, size: 12, total: 4 };
    const html = firstFrame("/en/blog", plan, { blog });
    expect(html).toContain('<h1 class="text-3xl font-bold">Blog</h1>');
    expect(html).toContain(
      '<p class="text-xs uppercase tracking-wide text-accent">Featured</p><h2 class="mt-1 text-2xl font-bold">Post 1</h2>',
    );
    expect(html).toContain('<img src="/blog/1.png" alt="" class="h-40 w-full rounded-xl object-cover sm:w-72">');
    expect(html.match(/size-2\.5 rounded-full/g)).toHaveLength(2);
    expect(html.match(/<li /g)).toHaveLength(3);
    // The cards and the featured post are links to their posts before the app has come.
    expect(html).toContain('<a href="/en/blog/post-1" class="flex flex-col gap-4 p-6 sm:flex-row sm:items-center">');
    expect(html).toContain('<a href="/en/blog/post%202%3F" class="block h-full hover:bg-surface-2">');
    expect(html).toContain(
      `datetime="2026-11-27T11:09:12.330Z">${new Date(blog.posts[0]!.date).toLocaleDateString("en", { day: "2-digit", month: "2-digit", year: "numeric" })}</time>`,
    );
    expect(html).toContain("About &#60;4&#62;".replace("4", "3"));
    expect(html).not.toContain("Post 4");
    expect(html).toContain('<button type="button" class="btn-secondary" data-first-tap="blog-more">Show more</button>');
    const few = firstFrame("/en/blog", plan, { blog: { ...blog, posts: blog.posts.slice(0, 2), featured: [], total: 2 } });
    expect(few).not.toContain("Featured");
    expect(few).not.toContain("Show more");
    expect(firstFrame("/en/blog", plan, { blog: { posts: [], featured: [], page: 1, size: 12, total: 0 } })).toContain(
      "No posts yet.",
    );
    expect(firstFrame("/en/blog", plan, {})).toBe("");
    expect(firstFrame("/en/blog/post-1", plan, { blog })).toBe("");
  });

  it("a guest's real-money game: its name, why it does not start, and the demo where there is one", () => {
    const game = (name: string, hasDemo: boolean): FrameAnswers => ({
      game: { data: { game: { id: slugify(name), name, vendorId: "aurum-studio", hasDemo } } },
    });
    const slots = firstFrame(
      "/en/games/book-of-ra/aurum-studio/book-of-ra",
      plan,
      game('Book "of" <Ra>', true),
      undefined,
      slugify,
    );
    expect(slots).toContain('<h1 class="min-w-0 break-words font-semibold leading-tight">Book &#34;of&#34; &#60;Ra&#62;</h1>');
    expect(slots).toContain(">Register or log in to play for real money. You can try the demo for free.</p>");
    expect(slots.match(/>Play demo</g)).toHaveLength(2);
    // Both demo buttons lead to the demo, and close goes home, before the app's code runs.
    expect(
      slots.match(/<a href="\/en\/games\/book-of-ra\/aurum-studio\/book-of-ra\/free" class="[^"]*">Play demo<\/a>/g),
    ).toHaveLength(2);
    expect(slots).toContain('<a href="/en" class="btn-ghost" aria-label="Close">');
    // Live tables have no demo: nothing offers one.
    const live = firstFrame("/en/games/roulette-live/aurum-studio/roulette-live", plan, game("Roulette Live", false));
    expect(live).toContain(">Register or log in to play for real money.</p>");
    expect(live).not.toContain("Play demo");
  });

  it("no game window before its answer, for a game the casino does not have, nor in a demo (it starts)", () => {
    const slots: FrameAnswers = {
      game: { data: { game: { id: "slots", name: "Slots", vendorId: "aurum-studio", hasDemo: true } } },
    };
    expect(firstFrame("/en/games/slots/aurum-studio/slots", plan, {})).toBe("");
    expect(firstFrame("/en/games/slots/aurum-studio/slots", plan, { game: { data: { game: null } } })).toBe("");
    for (const word of DEMO_WORDS) expect(firstFrame(`/en/games/slots/aurum-studio/slots/${word}`, plan, slots)).toBe("");
  });

  it("a player's history: heading, lifetime net deposits written as the app writes money, the tabs and the range", () => {
    const range = { from: "2026-10-29", to: "2026-11-27" };
    const at = (path: string, amount: number, currency?: string) =>
      firstFrame(path, plan, { history: { lifetimeNetDeposits: amount }, historyRange: range, currency }, formatMinor);
    const html = at("/en/account/history", 123456789, "USD");
    expect(html).toContain('<h1 class="text-2xl font-bold">History</h1>');
    expect(html).toContain(
      `<p class="rounded-xl bg-white/5 p-3">Net deposits since you joined: ${formatMoney(123456789, "USD", { locale: "en" })}</p>`,
    );
    expect(html).toContain("$1,234,567.89");
    expect(html).toContain('<a href="/en/account/history/finance" class="btn-primary" aria-current="page">Payments</a>');
    expect(html).toContain('<a href="/en/account/history/game" class="btn-secondary">Games</a>');
    expect(html).toContain('<input type="date" class="field" value="2026-10-29" max="2026-11-27">');
    expect(html).toContain('<input type="date" class="field" value="2026-11-27" min="2026-10-29">');
    expect(at("/en/account/history/game", 0)).toContain('class="btn-primary" aria-current="page">Games</a>');
    // No currency stored: euros, as the page; another money locale; a negative sum; eight places for crypto.
    expect(at("/en/account/history/finance", -5)).toContain(`joined: ${formatMoney(-5, "EUR", { locale: "en" })}</p>`);
    expect(at("/de/account/history", 100000, "EUR")).toContain(`joined: ${formatMoney(100000, "EUR", { locale: "de" })}</p>`);
    expect(at("/de/account/history", 1, "BTC")).toContain(`joined: ${formatMoney(1, "BTC", { locale: "de" })}</p>`);
    expect(at("/de/account/history", 1, "BTC")).toContain("Verlauf &#60;&#38;&#62;");
  });

  it("no history before its answer, for a currency it cannot write, nor under another tab's path", () => {
    const range = { from: "2026-10-29", to: "2026-11-27" };
    expect(firstFrame("/en/account/history", plan, {}, formatMinor)).toBe("");
    expect(firstFrame("/en/account/history", plan, { history: null, historyRange: range }, formatMinor)).toBe("");
    expect(
      firstFrame(
        "/en/account/history",
        plan,
        { history: { lifetimeNetDeposits: 1 }, historyRange: range, currency: "XYZ" },
        formatMinor,
      ),
    ).toBe("");
    expect(
      firstFrame(
        "/en/account/history",
        plan,
        { history: { lifetimeNetDeposits: 1 }, historyRange: range, currency: "constructor" },
        formatMinor,
      ),
    ).toBe("");
    expect(
      firstFrame("/en/account/history/game/1", plan, { history: { lifetimeNetDeposits: 1 }, historyRange: range }, formatMinor),
    ).toBe("");
  });

  it("nothing for other pages, and English for an unknown language", () => {
    expect(firstFrame("/en", plan, {})).toBe("");
    expect(firstFrame("/en/payments/withdrawals", plan, {})).toBe("");
    expect(firstFrame("/xx/search", plan, {})).toContain("Search games");
  });

  it("runs on its own, as index.html writes it", () => {
    const own = new Function(`return ${firstFrame.toString()}`)() as typeof firstFrame;
    expect(own("/en/categories/top/2", plan, answers)).toBe(firstFrame("/en/categories/top/2", plan, answers));
    const money = new Function(`return ${formatMinor.toString()}`)() as typeof formatMinor;
    const history = { history: { lifetimeNetDeposits: -987654321 }, historyRange: { from: "a", to: "b" }, currency: "USD" };
    expect(own("/de/account/history", plan, history, money)).toBe(firstFrame("/de/account/history", plan, history, formatMinor));
  });
});
