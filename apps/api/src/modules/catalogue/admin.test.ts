import { Redis } from "ioredis";
import { describe, expect, it } from "vitest";
import { testApp } from "../../../test/harness.js";
import { doubleGame, studioDouble } from "../../../test/studio-double.js";
import { CATEGORY } from "./constants.js";

/**
 * The operator's catalogue through its service: what an operator changes is
 * what players see, at once, on every api process.
 */
const SECRET = "studio-test-secret-0123456789";
const REDIS_URL = process.env.REDIS_URL_TEST ?? process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const studio = await studioDouble(SECRET, [
  doubleGame("fruit-frenzy", { name: "Fruit Frenzy" }),
  doubleGame("book-of-sun", { name: "Book of Sun", tags: ["slot"] }),
  doubleGame("euro-roulette", { name: "European Roulette", family: "roulette", tags: ["roulette"] }),
  doubleGame("live-roulette", { name: "Live Roulette", family: "live-roulette", tags: ["live"] }),
]);
// Two api processes on one database with a long cache: only the invalidation can make B see A's change in time.
const config = { STUDIO_URL: studio.url, STUDIO_SECRET: SECRET, CATALOGUE_CACHE_TTL_MS: 600_000, DEMO_DATA: false };
const a = await testApp({ config, redis: new Redis(REDIS_URL) });
const b = await testApp({ config, sharedDb: a.db, redis: new Redis(REDIS_URL) });
await Promise.all([a.services.catalogue.changesReady, b.services.catalogue.changesReady]);
await a.services.catalogue.syncAll();
const admin = a.services.catalogueAdmin;

async function gql(app: typeof a, query: string, variables: Record<string, unknown> = {}) {
  const res = await app.inject({ method: "POST", url: "/data/v1/query", payload: { query, variables } });
  expect(res.statusCode).toBe(200);
  // biome-ignore lint/suspicious/noExplicitAny: GraphQL answers are asserted field by field
  return res.json().data as any;
}
const TOP_GAMES = `{ gamesByCategory(categoryIdList: [${CATEGORY.TOP}]) { games { id } } }`;
const topOn = async (app: typeof a) =>
  ((await gql(app, TOP_GAMES)).gamesByCategory[0].games as { id: string }[]).map((g) => g.id);

/** Polls until the check passes (a Redis message takes a moment), at most 2 s. */
async function eventually<T>(read: () => Promise<T>, ok: (v: T) => boolean): Promise<T> {
  const until = Date.now() + 2_000;
  for (;;) {
    const v = await read();
    if (ok(v) || Date.now() > until) return v;
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe("operator catalogue", () => {
  it("with DEMO_DATA=false the lobby starts empty and the operator fills it; both api processes show it at once", async () => {
    expect(await topOn(a)).toEqual([]);
    expect(await topOn(b)).toEqual([]); // B has now cached the empty answer for ten minutes

    const placed = await admin.setCategoryGames("system", CATEGORY.TOP, ["euro-roulette", "fruit-frenzy", "book-of-sun"]);
    expect(placed.map((g) => g.id)).toEqual(["euro-roulette", "fruit-frenzy", "book-of-sun"]);
    expect(await topOn(a)).toEqual(["euro-roulette", "fruit-frenzy", "book-of-sun"]);
    expect(
      await eventually(
        () => topOn(b),
        (ids) => ids.length === 3,
      ),
    ).toEqual(["euro-roulette", "fruit-frenzy", "book-of-sun"]);

    // Reorder and remove in one call (what a drag and drop sends).
    await admin.setCategoryGames("system", CATEGORY.TOP, ["book-of-sun", "euro-roulette"]);
    expect(
      await eventually(
        () => topOn(b),
        (ids) => ids[0] === "book-of-sun",
      ),
    ).toEqual(["book-of-sun", "euro-roulette"]);
    expect((await admin.categoryGames(CATEGORY.TOP)).map((g) => g.id)).toEqual(["book-of-sun", "euro-roulette"]);
  });

  it("refuses a placement with an unknown game or a game twice, and changes nothing", async () => {
    await expect(admin.setCategoryGames("system", CATEGORY.TOP, ["book-of-sun", "nope"])).rejects.toMatchObject({
      status: 404,
      code: "GAME_NOT_FOUND",
      extra: { gameIds: ["nope"] },
    });
    await expect(admin.setCategoryGames("system", CATEGORY.TOP, ["book-of-sun", "book-of-sun"])).rejects.toMatchObject({
      status: 400,
      code: "DUPLICATE_GAME",
    });
    await expect(admin.setCategoryGames("system", 9999, [])).rejects.toMatchObject({ status: 404, code: "CATEGORY_NOT_FOUND" });
    expect(await topOn(a)).toEqual(["book-of-sun", "euro-roulette"]);
  });

  it("a hidden game leaves the player site on both processes and comes back when shown", async () => {
    const GAME = `{ game(id: "euro-roulette") { id } }`;
    expect((await gql(b, GAME)).game).toEqual({ id: "euro-roulette" });
    const hidden = await admin.updateGame("system", "euro-roulette", { enabled: false });
    expect(hidden).toMatchObject({ enabled: false, visible: false });
    expect(
      await eventually(
        () => gql(b, GAME),
        (d) => d.game === null,
      ),
    ).toEqual({ game: null });
    expect(await topOn(b)).toEqual(["book-of-sun"]);
    const listed = await admin.games({ hidden: "true", limit: 50, offset: 0 });
    expect(listed.items.map((g) => g.id)).toEqual(["euro-roulette"]);

    await admin.updateGame("system", "euro-roulette", { enabled: true });
    expect(
      await eventually(
        () => gql(b, GAME),
        (d) => d.game !== null,
      ),
    ).toEqual({ game: { id: "euro-roulette" } });
  });

  it("operator tags: no_demo switches demo off, survives a provider sync, and removing it restores demo", async () => {
    const GAME = `{ game(id: "fruit-frenzy") { hasDemo tags { id } } }`;
    expect((await gql(a, GAME)).game).toEqual({ hasDemo: true, tags: [{ id: "slot" }] });
    const tagged = await admin.updateGame("system", "fruit-frenzy", { tags: ["no_demo", "new"] });
    expect(tagged).toMatchObject({ hasDemo: false, tags: ["new", "no_demo", "slot"] });
    expect((await gql(b, GAME)).game).toEqual({ hasDemo: false, tags: [{ id: "new" }, { id: "no_demo" }, { id: "slot" }] });

    // The provider changes the game: a sync refreshes it but keeps the operator's tags.
    studio.games.find((g) => g.id === "fruit-frenzy")!.name = "Fruit Frenzy II";
    const [report] = await a.services.catalogue.syncAll();
    expect(report!.updated).toEqual(["fruit-frenzy"]);
    expect((await gql(a, GAME)).game).toEqual({ hasDemo: false, tags: [{ id: "new" }, { id: "no_demo" }, { id: "slot" }] });

    // The operator may also take away a provider's tag (live) and give it back.
    expect(await admin.updateGame("system", "live-roulette", { tags: [] })).toMatchObject({ tags: [], hasDemo: true });
    expect(await admin.updateGame("system", "live-roulette", { tags: ["live"] })).toMatchObject({
      tags: ["live"],
      hasDemo: false,
    });

    await admin.updateGame("system", "fruit-frenzy", { tags: [] });
    expect((await gql(b, GAME)).game).toEqual({ hasDemo: true, tags: [{ id: "slot" }] });
    const [again] = await a.services.catalogue.syncAll();
    expect(again!.updated).toEqual([]);
  });

  it("creates a category with locations and names per language; it shows in the menu and can be deleted, the contract's cannot", async () => {
    const created = await admin.createCategory("system", {
      code: "JACKPOTS",
      name: "Jackpots",
      names: { de: "Jackpots DE", ru: "Джекпоты" },
      icon: "jackpot",
      enabled: true,
      locations: [{ location: "MAIN_MENU", gameImageType: "SMALL_WIDE", params: {}, priority: 5 }],
    });
    expect(created).toMatchObject({ code: "JACKPOTS", fixed: false, games: 0 });
    expect(created.id).toBeGreaterThanOrEqual(100);
    await expect(
      admin.createCategory("system", { code: "JACKPOTS", name: "x", names: {}, icon: "x", enabled: true, locations: [] }),
    ).rejects.toMatchObject({ status: 409, code: "CATEGORY_CODE_TAKEN" });

    const CATS = "{ categories { id code name names icon locations { location priority } } }";
    const onB = await eventually(
      () => gql(b, CATS),
      (d) => d.categories.some((c: { code: string }) => c.code === "JACKPOTS"),
    );
    expect(onB.categories.find((c: { code: string }) => c.code === "JACKPOTS")).toEqual({
      id: created.id,
      code: "JACKPOTS",
      name: "Jackpots",
      names: { de: "Jackpots DE", ru: "Джекпоты" },
      icon: "jackpot",
      locations: [{ location: "MAIN_MENU", priority: 5 }],
    });

    // Hiding a category takes it off the site; its order in a location is its priority.
    await admin.updateCategory("system", CATEGORY.NEW, { enabled: false });
    await admin.updateCategory("system", created.id, {
      locations: [{ location: "MAIN_MENU", gameImageType: "SMALL_WIDE", params: {}, priority: 1 }],
    });
    const after = await eventually(
      () => gql(b, CATS),
      (d) => !d.categories.some((c: { code: string }) => c.code === "NEW"),
    );
    expect(after.categories.some((c: { code: string }) => c.code === "NEW")).toBe(false);
    expect(after.categories.find((c: { code: string }) => c.code === "JACKPOTS").locations).toEqual([
      { location: "MAIN_MENU", priority: 1 },
    ]);

    await expect(admin.deleteCategory("system", CATEGORY.TOP)).rejects.toMatchObject({ status: 409, code: "CATEGORY_FIXED" });
    await admin.setCategoryGames("system", created.id, ["book-of-sun"]);
    await admin.deleteCategory("system", created.id);
    expect((await admin.categories()).some((c) => c.code === "JACKPOTS")).toBe(false);
  });
});
