import { describe, expect, it } from "vitest";
import { takeFirstAnswer } from "../api/client";
import { CATEGORIES_QUERY, GAME_QUERY, GAMES_QUERY } from "../features/catalogue/query-texts";
import { CATEGORY_IDS, PAGE_SIZE } from "../features/catalogue/types";
import { defaultRange } from "../features/history/format";
import { AVAILABLE_URL } from "../features/promotions/api";
import { FIRST_PLAN } from "./first-plan";
import {
  blogListUrl,
  FIRST_CONFIG_URL,
  FIRST_PROMOTIONS_URL,
  firstRequests,
  firstTiles,
  historyBody,
  isHistoryPath,
} from "./first-requests";

const plan = FIRST_PLAN;
// Exactly what gql() sends for the same call: the app finds the early answer by it.
const body = (query: string, variables?: Record<string, unknown>) => JSON.stringify({ query, variables });
const bodies = (path: string) => firstRequests(path, plan).map((r) => r.body);

describe("the calls a page opened directly makes before its code arrives", () => {
  it("every game of the categories page, with the categories", () => {
    expect(bodies("/en/categories")).toEqual([
      body(CATEGORIES_QUERY),
      body(GAMES_QUERY, { categoryId: CATEGORY_IDS.ALL, page: 0, size: PAGE_SIZE }),
    ]);
  });

  it("a category's games by the id in its address, in any language's slug", () => {
    const games = body(GAMES_QUERY, { categoryId: 2, page: 0, size: PAGE_SIZE });
    expect(bodies("/en/categories/top/2")).toEqual([body(CATEGORIES_QUERY), games]);
    expect(bodies("/de/kategorien/top/2")).toEqual([body(CATEGORIES_QUERY), games]);
    expect(firstRequests("/en/categories/top/2", plan)[1]?.tiles).toBe(true);
  });

  it("only the categories when the address names a category by its code: its id is not known yet", () => {
    expect(bodies("/en/categories/slots")).toEqual([body(CATEGORIES_QUERY)]);
  });

  it("a game by its id, with or without its name and the demo word", () => {
    const game = body(GAME_QUERY, { id: "blackjack" });
    expect(bodies("/en/games/blackjack/aurum-studio/blackjack")).toEqual([game]);
    expect(bodies("/en/games/aurum-studio/blackjack")).toEqual([game]);
    expect(bodies("/en/games/blackjack/aurum-studio/blackjack/free")).toEqual([game]);
    expect(bodies("/de/spiele/aurum-studio/blackjack/kostenlos")).toEqual([game]);
    // Its answer paints a guest's game window (first-frame.ts).
    expect(firstRequests("/en/games/aurum-studio/blackjack", plan)[0]?.game).toBe(true);
  });

  it("the promotions list by a GET, in any language's slug", () => {
    expect(firstRequests("/en/promotions", plan)).toEqual([{ url: FIRST_PROMOTIONS_URL }]);
    expect(firstRequests("/ru/akcii/", plan)).toEqual([{ url: FIRST_PROMOTIONS_URL }]);
    expect(FIRST_PROMOTIONS_URL).toBe(AVAILABLE_URL);
  });

  it("the configuration for the blog, whose first page follows in the reader's region", () => {
    expect(firstRequests("/en/blog", plan)).toEqual([{ url: FIRST_CONFIG_URL, blog: true }]);
    expect(firstRequests("/en/blog/a-post", plan)).toEqual([]);
    expect(blogListUrl("en", 1, "EST")).toBe("/blog/en/posts.json?page=1&region=EST");
    expect(blogListUrl("en", 2)).toBe("/blog/en/posts.json?page=2");
  });

  it("nothing for the other pages", () => {
    expect(bodies("/en")).toEqual([]);
    expect(bodies("/en/promotions/x")).toEqual([]);
    expect(bodies("/en/account/history")).toEqual([]);
  });

  it("a player's history page, with or without its tab, asked for the range the page shows first", () => {
    expect(isHistoryPath("/en/account/history", plan)).toBe(true);
    expect(isHistoryPath("/ru/account/history/game", plan)).toBe(true);
    expect(isHistoryPath("/en/account/history/game/2", plan)).toBe(false);
    expect(isHistoryPath("/en/account", plan)).toBe(false);
    expect(isHistoryPath("/en/account/restrictions", plan)).toBe(false);
    // The body historyApi.history sends (api() writes JSON.stringify of { filter: { from, to } }).
    const range = defaultRange(new Date(2026, 10, 27, 12));
    expect(historyBody(range)).toBe(JSON.stringify({ filter: { from: "2026-10-29", to: "2026-11-27" } }));
  });

  it("runs as written into index.html: no outer names", () => {
    const history = new Function(`return ${isHistoryPath.toString()}`)() as typeof isHistoryPath;
    expect(history("/en/account/history/finance", plan)).toBe(true);
    const body = new Function(`return ${historyBody.toString()}`)() as typeof historyBody;
    const range = new Function(`return ${defaultRange.toString()}`)() as typeof defaultRange;
    expect(body(range(new Date(2026, 0, 5)))).toBe(historyBody(defaultRange(new Date(2026, 0, 5))));
    const copy = new Function(`return ${firstRequests.toString()}`)() as typeof firstRequests;
    expect(copy("/en/categories/top/2", plan)).toEqual(firstRequests("/en/categories/top/2", plan));
    const tiles = new Function(`return ${firstTiles.toString()}`)() as typeof firstTiles;
    expect(tiles("/en/categories", {}, 6)).toEqual([]);
  });
});

describe("the first tiles' art", () => {
  const game = (n: number) => ({
    images: [
      { type: "SMALL_WIDE", path: `/s${n}.svg` },
      { type: "BIG_WIDE", path: `/b${n}.svg` },
    ],
  });
  const games = { data: { gamesByQuery: { content: [1, 2, 3].map(game) } } };

  it("in the type the category shows its tiles", () => {
    const categories = { data: { categories: [{ id: 2, locations: [{ gameImageType: "BIG_WIDE" }] }] } };
    expect(firstTiles("/en/categories/top/2", { games, categories }, 2)).toEqual(["/b1.svg", "/b2.svg"]);
  });

  it("small and wide on the page of every game", () => {
    expect(firstTiles("/en/categories", { games, categories: { data: { categories: [] } } }, 6)).toEqual([
      "/s1.svg",
      "/s2.svg",
      "/s3.svg",
    ]);
  });
});

describe("the app takes an early answer", () => {
  it("once, and not a failed one", async () => {
    (globalThis as { __firstAnswers?: unknown }).__firstAnswers = { a: Promise.resolve({ data: 1 }), b: Promise.resolve(null) };
    expect(await takeFirstAnswer("a")).toEqual({ data: 1 });
    expect(await takeFirstAnswer("a")).toBeUndefined();
    expect(await takeFirstAnswer("b")).toBeUndefined();
    expect(await takeFirstAnswer("c")).toBeUndefined();
  });
});
