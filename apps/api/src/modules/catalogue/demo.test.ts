import { listGames } from "@casino/game-math/node";
import { describe, expect, it } from "vitest";
import { testApp } from "../../../test/harness.js";
import { doubleGame, studioDouble } from "../../../test/studio-double.js";
import { CATEGORY } from "./constants.js";
import { demoCategoriesFor, rankShelves, SHELF_SIZE, seedCatalogueDemo } from "./demo.js";
import { startSyncLoop } from "./sync.js";

const SECRET = "studio-test-secret-0123456789";
const studio = await studioDouble(SECRET, [
  doubleGame("fruit-frenzy"),
  doubleGame("euro-roulette", { family: "roulette", tags: ["roulette"] }),
]);
const app = await testApp({ config: { STUDIO_URL: studio.url, STUDIO_SECRET: SECRET } });

const inCategory = async (id: number) => {
  const res = await app.inject({
    method: "POST",
    url: "/data/v1/query",
    payload: { query: `{ gamesByQuery(categoryId: ${id}) { content { id } } }` },
  });
  return res
    .json()
    .data.gamesByQuery.content.map((g: { id: string }) => g.id)
    .sort();
};

describe("demo catalogue", () => {
  it("places synced games into categories by family and tag, now and on later syncs", async () => {
    await seedCatalogueDemo(app.services.catalogue, app.services.catalogueAdmin);
    await app.services.catalogue.syncAll();
    expect(await inCategory(CATEGORY.SLOT)).toEqual(["fruit-frenzy"]);
    expect(await inCategory(CATEGORY.ROULETTE)).toEqual(["euro-roulette"]);
    expect(await inCategory(CATEGORY.TOP)).toEqual(["euro-roulette", "fruit-frenzy"]);

    studio.games.push(doubleGame("live-blackjack", { family: "blackjack", tags: ["live"], hasDemo: false }));
    await app.services.catalogue.syncAll();
    expect(await inCategory(CATEGORY.LIVE)).toEqual(["live-blackjack"]);
    expect(await inCategory(CATEGORY.CARDS)).toEqual(["live-blackjack"]);
  });

  it("lists only providers with games: empty demo providers of earlier seeds are removed", async () => {
    await app.services.catalogue.repo.insertDemoVendor("red-fox", "Red Fox Studios");
    await seedCatalogueDemo(app.services.catalogue, app.services.catalogueAdmin);
    const vendors = await app.services.catalogue.vendors();
    expect(vendors.map((v) => v.id)).toEqual(["aurum-studio"]);
    expect(vendors[0]!.totalGames).toBeGreaterThan(0);
  });
});

describe("demo categories of the studio's titles", () => {
  it("places the keno and scratch titles in Lottery and the sticky-wild slots in Slots, by family and tags", () => {
    const placed = new Map(listGames().map((g) => [g.id, demoCategoriesFor(g.family, g.tags)]));
    for (const id of ["keno", "keno-classic-10", "keno-inferno", "lucky-scratch", "fruit-scratch", "diamond-jackpot-scratch"]) {
      expect(placed.get(id), id).toContain(CATEGORY.LOTTERY);
      expect(placed.get(id), id).toContain(CATEGORY.CASINO);
      expect(placed.get(id), id).not.toContain(CATEGORY.SLOT);
    }
    for (const id of ["golden-lanterns", "frozen-wilds"]) {
      expect(placed.get(id), id).toContain(CATEGORY.SLOT);
      expect(placed.get(id), id).not.toContain(CATEGORY.LOTTERY);
    }
  });
});

describe("demo lobby shelves", () => {
  const day = (d: number) => new Date(Date.UTC(2026, 0, d));
  const games = Array.from({ length: 20 }, (_, i) => ({
    id: `g${String(i).padStart(2, "0")}`,
    family: i % 4 === 0 ? "roulette" : "slot",
    rtp: 0.94 + i * 0.001,
    listedAt: day(1 + ((i * 7) % 20)),
    rounds: i % 5 === 0 ? 100 - i : 0,
  }));

  it("ranks Top by rounds played then RTP, New by listing date and Recommended by RTP per family", () => {
    const shelves = rankShelves(games);
    expect(shelves.top.slice(0, 5)).toEqual(["g00", "g05", "g10", "g15", "g19"]);
    expect(shelves.new[0]).toBe(games.reduce((a, b) => (b.listedAt > a.listedAt ? b : a)).id);
    expect(shelves.recommended.slice(0, 3)).toEqual(["g19", "g16", "g18"]);
    for (const list of Object.values(shelves)) expect(list).toHaveLength(SHELF_SIZE);
    expect(shelves.top).not.toEqual(shelves.new);
    expect(shelves.top).not.toEqual(shelves.recommended);
    expect(shelves.new).not.toEqual(shelves.recommended);
  });
});

describe("sync loop", () => {
  it("retries with growing waits while the provider is down, then syncs on the interval", async () => {
    const started = Date.now();
    const calls: number[] = [];
    const waits: number[] = [];
    await new Promise<void>((resolve) => {
      const stop = startSyncLoop({
        intervalMs: 30,
        firstRetryMs: 10,
        run: async () => {
          calls.push(Date.now() - started);
          if (calls.length <= 3) throw new Error("studio not up yet");
          if (calls.length === 5) {
            stop();
            resolve();
          }
        },
        onError: (_err, wait) => waits.push(wait),
      });
    });
    expect(waits).toEqual([10, 20, 40]);
    expect(calls).toHaveLength(5);
  });
});
