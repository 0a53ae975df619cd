import { describe, expect, it } from "vitest";
import { insertPlayer } from "../../../test/fixtures.js";
import { testApp } from "../../../test/harness.js";
import { doubleGame, studioDouble } from "../../../test/studio-double.js";
import { CATEGORY } from "./constants.js";
import { STUDIO_VENDOR } from "./service.js";

const SECRET = "studio-test-secret-0123456789";
const studio = await studioDouble(SECRET, [
  doubleGame("fruit-frenzy", { name: "Fruit Frenzy" }),
  doubleGame("book-of-sun", { name: "Book of Sun", tags: ["slot", "christmas"] }),
  doubleGame("euro-roulette", { name: "European Roulette", family: "roulette", tags: ["roulette"] }),
  doubleGame("live-roulette", { name: "Live Roulette", family: "live-roulette", tags: ["live"], hasDemo: false }),
]);
const app = await testApp({ config: { STUDIO_URL: studio.url, STUDIO_SECRET: SECRET } });
const V = STUDIO_VENDOR.id;

async function gql(query: string, variables: Record<string, unknown> = {}, token?: string) {
  const res = await app.inject({
    method: "POST",
    url: "/data/v1/query",
    payload: { query, variables },
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return {
    status: res.statusCode,
    // biome-ignore lint/suspicious/noExplicitAny: GraphQL answers are asserted field by field
    body: res.json() as { data?: any; errors?: { message: string; extensions?: { code?: string } }[] },
  };
}

async function playerToken() {
  const playerId = await insertPlayer(app.db);
  return (await app.services.session.start(playerId, null)).token;
}

const favourite = (token: string, id: string, action: "add" | "remove" = "add") =>
  app.inject({
    method: "POST",
    url: `/api/account/v1/games/${action}`,
    payload: { id },
    headers: { authorization: `Bearer ${token}` },
  });

const GAME_FIELDS =
  "id name vendorId categoryIds tags { id name } images { type path } isFavourite categoryOrder { categoryId order } hasDemo";

describe("catalogue sync from the studio's game list", () => {
  it("adds the provider's games with tags, art and demo flags", async () => {
    const [report] = await app.services.catalogue.syncAll();
    expect(report!.added.sort()).toEqual(["book-of-sun", "euro-roulette", "fruit-frenzy", "live-roulette"]);

    const { body } = await gql(`query($id: String!) { game(id: $id) { ${GAME_FIELDS} } }`, { id: "book-of-sun" });
    expect(body.data.game).toMatchObject({
      id: "book-of-sun",
      name: "Book of Sun",
      vendorId: V,
      hasDemo: true,
      isFavourite: false,
      tags: [
        { id: "christmas", name: "Christmas" },
        { id: "slot", name: "Slot" },
      ],
    });
    expect(body.data.game.images.map((i: { type: string }) => i.type).sort()).toEqual(["BIG_SQUARE", "BIG_WIDE", "SMALL_WIDE"]);
    const live = await gql(`{ game(id: "live-roulette") { hasDemo } }`);
    expect(live.body.data.game.hasDemo).toBe(false);
  });

  it("a second sync of the same list changes nothing", async () => {
    const [report] = await app.services.catalogue.syncAll();
    expect(report).toMatchObject({ added: [], updated: [], removed: [] });
  });

  it("refreshes renamed games, disables removed ones, and keeps the operator's categories and orders", async () => {
    await app.services.catalogueAdmin.appendGames("system", CATEGORY.TOP, ["euro-roulette", "fruit-frenzy"]);
    studio.games = studio.games.filter((g) => g.id !== "book-of-sun");
    studio.games.find((g) => g.id === "fruit-frenzy")!.name = "Fruit Frenzy Deluxe";
    studio.games.push(doubleGame("gold-rush", { name: "Gold Rush" }));

    const [report] = await app.services.catalogue.syncAll();
    expect(report).toMatchObject({ added: ["gold-rush"], updated: ["fruit-frenzy"], removed: ["book-of-sun"] });

    const renamed = await gql(`{ game(id: "fruit-frenzy") { name categoryOrder { categoryId order } } }`);
    expect(renamed.body.data.game).toEqual({
      name: "Fruit Frenzy Deluxe",
      categoryOrder: [{ categoryId: CATEGORY.TOP, order: 2 }],
    });
    const top = await gql(`{ gamesByQuery(categoryId: ${CATEGORY.TOP}) { content { id } } }`);
    expect(top.body.data.gamesByQuery.content.map((g: { id: string }) => g.id)).toEqual(["euro-roulette", "fruit-frenzy"]);

    const removed = await gql(`{ game(id: "book-of-sun") { id } all: gamesByQuery(name: "book") { content { id } } }`);
    expect(removed.body.data.game).toBeNull();
    expect(removed.body.data.all.content).toEqual([]);
  });

  it("brings a removed game back when the provider lists it again", async () => {
    studio.games.push(doubleGame("book-of-sun", { name: "Book of Sun", tags: ["slot", "christmas"] }));
    const [report] = await app.services.catalogue.syncAll();
    expect(report!.updated).toEqual(["book-of-sun"]);
    expect((await gql(`{ game(id: "book-of-sun") { id } }`)).body.data.game).toEqual({ id: "book-of-sun" });
  });

  it("hides a game the provider switched off", async () => {
    studio.games.push(doubleGame("paused-slot", { enabled: false }));
    await app.services.catalogue.syncAll();
    expect((await gql(`{ game(id: "paused-slot") { id } }`)).body.data.game).toBeNull();
  });

  it("reports a sync as failed while the provider is down, leaving the catalogue as it was", async () => {
    studio.failWith = 503;
    await expect(app.services.catalogue.syncAll()).rejects.toMatchObject({
      code: "GAME_IS_TEMPORARILY_NOT_AVAILABLE_AT_PROVIDER",
    });
    studio.failWith = null;
    expect((await gql(`{ game(id: "gold-rush") { id } }`)).body.data.game).toEqual({ id: "gold-rush" });
  });
});

describe("catalogue queries", () => {
  it("lists vendors sorted by the name players see, egt as Amusnet (ex EGT)", async () => {
    for (const [id, name] of [
      ["egt", "EGT"],
      ["zeta", "Zeta Gaming"],
      ["belatra", "Belatra"],
    ] as const)
      await app.services.catalogue.repo.insertDemoVendor(id, name);
    const { body } = await gql("{ vendors { id name totalGames demo logo } }");
    const names = body.data.vendors.map((v: { name: string }) => v.name);
    expect(names).toEqual(["Amusnet (ex EGT)", "Aurum Studio", "Belatra", "Zeta Gaming"]);
    expect(body.data.vendors[1]).toMatchObject({ id: V, totalGames: 5, demo: false });
    expect(body.data.vendors[0]).toMatchObject({ id: "egt", totalGames: 0, demo: true, logo: "/data/v1/static/vendors/egt.svg" });
  });

  it("lists categories with their fixed ids, locations and visible game counts", async () => {
    const { body } = await gql("{ categories { id name icon totalGames locations { location gameImageType params priority } } }");
    const byId = new Map(body.data.categories.map((c: { id: number }) => [c.id, c]));
    expect((byId.get(CATEGORY.ALL) as { totalGames: number }).totalGames).toBe(5);
    expect(byId.get(CATEGORY.TOP)).toMatchObject({ name: "Top", totalGames: 2 });
    expect(byId.get(CATEGORY.CHRISTMAS)).toMatchObject({ name: "Christmas" });
    expect(byId.get(CATEGORY.RANDOM_SLOTS)).toMatchObject({
      name: "Random slots",
      locations: [{ location: "WIDGET_RANDOM_SLOTS", gameImageType: "BIG_SQUARE", params: { count: 3 }, priority: 10 }],
    });
    expect(body.data.categories).toHaveLength(14);
  });

  it("searches by name (case-insensitive, wildcards literal), vendor and category together", async () => {
    const byName = await gql(`{ gamesByQuery(name: "ROUL") { content { id } totalElements } }`);
    expect(byName.body.data.gamesByQuery.content.map((g: { id: string }) => g.id)).toEqual(["euro-roulette", "live-roulette"]);
    expect(byName.body.data.gamesByQuery.totalElements).toBe(2);
    const wildcard = await gql(`{ gamesByQuery(name: "%") { content { id } } }`);
    expect(wildcard.body.data.gamesByQuery.content).toEqual([]);
    const vendorAndCategory = await gql(
      `query($v: String) { gamesByQuery(vendorId: $v, categoryId: ${CATEGORY.TOP}, name: "fruit") { content { id } } }`,
      { v: V },
    );
    expect(vendorAndCategory.body.data.gamesByQuery.content).toEqual([{ id: "fruit-frenzy" }]);
    const otherVendor = await gql(`{ gamesByQuery(vendorId: "egt") { content { id } totalElements } }`);
    expect(otherVendor.body.data.gamesByQuery).toEqual({ content: [], totalElements: 0 });
  });

  it("pages 32 games by default and says when more remain", async () => {
    const extra = Array.from({ length: 40 }, (_, i) => doubleGame(`paging-slot-${String(i).padStart(2, "0")}`));
    studio.games.push(...extra);
    await app.services.catalogue.syncAll();
    const first = await gql(`{ gamesByQuery(name: "paging") { content { id } page size hasMore totalElements totalPages } }`);
    expect(first.body.data.gamesByQuery).toMatchObject({ page: 0, size: 32, hasMore: true, totalElements: 40, totalPages: 2 });
    expect(first.body.data.gamesByQuery.content).toHaveLength(32);
    const second = await gql(`{ gamesByQuery(name: "paging", pageable: { page: 1 }) { content { id } hasMore } }`);
    expect(second.body.data.gamesByQuery.content.map((g: { id: string }) => g.id)).toEqual(extra.slice(32).map((g) => g.id));
    expect(second.body.data.gamesByQuery.hasMore).toBe(false);
  });

  it("previews categories with 35 games by default, in the operator's order", async () => {
    await app.services.catalogueAdmin.appendGames(
      "system",
      CATEGORY.SLOT,
      Array.from({ length: 40 }, (_, i) => `paging-slot-${String(39 - i).padStart(2, "0")}`),
    );
    const { body } = await gql(
      `{ gamesByCategory(categoryIdList: [${CATEGORY.SLOT}, ${CATEGORY.TOP}]) { categoryId totalGames games { id } } }`,
    );
    const [slots, top] = body.data.gamesByCategory;
    expect(slots).toMatchObject({ categoryId: CATEGORY.SLOT, totalGames: 40 });
    expect(slots.games).toHaveLength(35);
    expect(slots.games[0].id).toBe("paging-slot-39");
    expect(top.games.map((g: { id: string }) => g.id)).toEqual(["euro-roulette", "fruit-frenzy"]);
  });

  it("answers games by id list in the asked order, skipping unknown ids", async () => {
    const { body } = await gql(`{ games(idList: ["gold-rush", "nope", "fruit-frenzy"]) { id name } }`);
    expect(body.data.games).toEqual([
      { id: "gold-rush", name: "Gold Rush" },
      { id: "fruit-frenzy", name: "Fruit Frenzy Deluxe" },
    ]);
  });

  it("refuses queries that are too deep, too costly, malformed or ask for huge pages", async () => {
    const deep = await gql(
      "{ categories { locations { location } } __schema { types { fields { type { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } } }",
    );
    expect(deep.status).toBe(400);
    expect(deep.body.errors![0]!.extensions?.code).toBe("QUERY_TOO_DEEP");
    const ids = JSON.stringify(Array.from({ length: 20 }, (_, i) => i));
    const costly = await gql(`{ gamesByCategory(categoryIdList: ${ids}, size: 100) { games { ${GAME_FIELDS} } } }`);
    expect(costly.status).toBe(400);
    expect(costly.body.errors![0]!.extensions?.code).toBe("QUERY_TOO_COSTLY");
    const broken = await gql("{ vendors { id ");
    expect(broken.status).toBe(400);
    expect(broken.body.errors![0]!.message).toMatch(/Syntax Error/);
    const unknownField = await gql("{ vendors { secret } }");
    expect(unknownField.status).toBe(400);
    const huge = await gql("{ gamesByQuery(pageable: { size: 5000 }) { content { id } } }");
    expect(huge.status).toBe(200);
    expect(huge.body.errors![0]!.extensions?.code).toBe("BAD_ARGUMENT");
  });
});

describe("favourites", () => {
  it("marks a game favourite for the player only, and clears it on remove", async () => {
    const token = await playerToken();
    const other = await playerToken();
    expect((await favourite(token, "gold-rush")).statusCode).toBe(200);
    expect((await favourite(token, "gold-rush")).statusCode).toBe(200);

    const mine = await gql(`{ game(id: "gold-rush") { isFavourite } favouriteGames { id } }`, {}, token);
    expect(mine.body.data).toEqual({ game: { isFavourite: true }, favouriteGames: [{ id: "gold-rush" }] });
    const theirs = await gql(`{ game(id: "gold-rush") { isFavourite } }`, {}, other);
    expect(theirs.body.data.game.isFavourite).toBe(false);
    const guest = await gql(`{ game(id: "gold-rush") { isFavourite } favouriteGames { id } }`);
    expect(guest.body.data).toEqual({ game: { isFavourite: false }, favouriteGames: [] });

    expect((await favourite(token, "gold-rush", "remove")).statusCode).toBe(200);
    const after = await gql(`{ game(id: "gold-rush") { isFavourite } }`, {}, token);
    expect(after.body.data.game.isFavourite).toBe(false);
  });

  it("answers 412 CUSTOMER_GAMES_LIMIT_REACHED past 100 favourites", async () => {
    studio.games.push(...Array.from({ length: 61 }, (_, i) => doubleGame(`fav-slot-${i}`)));
    await app.services.catalogue.syncAll();
    const ids = (await gql(`{ gamesByQuery(pageable: { size: 100 }) { content { id } } }`)).body.data.gamesByQuery.content.map(
      (g: { id: string }) => g.id,
    );
    expect(ids).toHaveLength(100);
    const [oneMore] = (await gql(`{ gamesByQuery(pageable: { page: 1, size: 100 }) { content { id } } }`)).body.data.gamesByQuery
      .content;
    const token = await playerToken();
    for (const id of ids) expect((await favourite(token, id)).statusCode).toBe(200);
    const over = await favourite(token, oneMore.id);
    expect(over.statusCode).toBe(412);
    expect(over.json().code).toBe("CUSTOMER_GAMES_LIMIT_REACHED");
    expect((await favourite(token, ids[0]!, "remove")).statusCode).toBe(200);
    expect((await favourite(token, oneMore.id)).statusCode).toBe(200);
  });

  it("answers 404 for an unknown game and 401 for a guest", async () => {
    const token = await playerToken();
    const unknown = await favourite(token, "no-such-game");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe("GAME_NOT_FOUND");
    expect((await favourite(token, "no-such-game", "remove")).statusCode).toBe(404);
    const guest = await app.inject({ method: "POST", url: "/api/account/v1/games/add", payload: { id: "gold-rush" } });
    expect(guest.statusCode).toBe(401);
  });
});

describe("generated game art", () => {
  it("serves each image type as SVG with a year-long immutable cache under a versioned path", async () => {
    const { body } = await gql(`{ game(id: "gold-rush") { images { type path } } }`);
    for (const image of body.data.game.images as { type: string; path: string }[]) {
      const res = await app.inject({ method: "GET", url: image.path });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^image\/svg\+xml/);
      expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(res.body).toContain("Gold Rush");
      expect(res.body).toContain("#7b1fa2");
    }
  });

  it("gives new art a new path when the game is renamed, and caches a stale path only briefly", async () => {
    const before = (await gql(`{ game(id: "gold-rush") { images { path } } }`)).body.data.game.images[0].path as string;
    studio.games.find((g) => g.id === "gold-rush")!.name = "Gold Rush Megaways";
    studio.games.find((g) => g.id === "gold-rush")!.theme.title = "Gold Rush Megaways";
    await app.services.catalogue.syncAll();
    const after = (await gql(`{ game(id: "gold-rush") { images { path } } }`)).body.data.game.images[0].path as string;
    expect(after).not.toBe(before);
    const stale = await app.inject({ method: "GET", url: before });
    expect(stale.headers["cache-control"]).toBe("public, max-age=300");
    expect(stale.body).toContain("Gold Rush Megaways");
  });

  it("answers 404 for an unknown game and 400 for an unknown image type", async () => {
    expect((await app.inject({ method: "GET", url: "/data/v1/static/games/nope/abcdef123456/big-wide.svg" })).statusCode).toBe(
      404,
    );
    expect((await app.inject({ method: "GET", url: "/data/v1/static/games/gold-rush/huge.svg" })).statusCode).toBe(400);
    const logo = await app.inject({ method: "GET", url: "/data/v1/static/vendors/egt.svg" });
    expect(logo.body).toContain("Amusnet (ex EGT)");
  });
});
