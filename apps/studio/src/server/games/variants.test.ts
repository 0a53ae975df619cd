import { getGame } from "@casino/game-math/node";
import { describe, expect, it } from "vitest";
import { fakeCasino, testStudio } from "../testing.js";

const casino = await fakeCasino();
const studio = await testStudio({ config: { CASINO_URL: casino.url } });

const NEW_GAMES = [
  ["keno-classic-10", "keno"],
  ["keno-inferno", "keno"],
  ["fruit-scratch", "scratch"],
  ["diamond-jackpot-scratch", "scratch"],
  ["golden-lanterns", "slot"],
  ["frozen-wilds", "slot"],
] as const;

describe("the studio's keno, scratch and sticky-wild titles", () => {
  it("the casino's game list carries each new title with its family, its exact RTP and its own art", async () => {
    const res = await studio.operator("/operator/v1/games");
    const games = (res.json() as { games: { id: string; family: string; rtp: number; theme: { symbol: string } }[] }).games;
    for (const [id, family] of NEW_GAMES) {
      const g = games.find((x) => x.id === id);
      expect(g, id).toMatchObject({ family });
      expect(g!.rtp).toBeCloseTo(getGame(id).rtp.exact!, 6);
      expect(g!.rtp).toBeGreaterThan(0.94);
    }
    const symbols = games.filter((g) => ["keno", "scratch"].includes(g.family)).map((g) => g.theme.symbol);
    expect(new Set(symbols).size).toBe(symbols.length);
  });

  it("Keno Inferno sends its own paytable and pick range to the client, refuses 2 picks and pays 3 of 3 by its table", async () => {
    const s = await studio.session({ gameId: "keno-inferno", mode: "fun" });
    const state = (await s.client("GET", "/state")).json();
    expect(state.game.model.picks).toEqual([3, 4, 5, 6, 7, 8, 9, 10]);
    expect(state.game.model.paytables["3"]).toEqual({ "3": 694 });
    expect(state.game.rules[0]).toBe("Pick 3 to 10 numbers from 1 to 80; 20 numbers are drawn.");
    const two = await s.client("POST", "/rounds", { bet: { stake: 100, picks: [1, 2] } });
    expect(two.statusCode).toBe(400);
    expect(two.json()).toMatchObject({ code: "INVALID_PLAY_REQUEST", reason: "INVALID_BET" });
    for (let i = 0; i < 20; i++) {
      const r = (await s.client("POST", "/rounds", { bet: { stake: 100, picks: [7, 21, 64] } })).json();
      const pays: Record<number, number> = { 3: 6940 };
      expect(r.win).toBe(pays[r.outcome.hits.length] ?? 0);
    }
  });

  it("Fruit Scratch sends its prize table and pays three alike by it", async () => {
    const s = await studio.session({ gameId: "fruit-scratch", mode: "fun" });
    const state = (await s.client("GET", "/state")).json();
    const table = state.game.model.paytable as { symbol: string; multiplier: number }[];
    expect(table.map((t) => t.symbol)).toEqual(["lemon", "orange", "plum", "cherry", "bell", "bar", "seven"]);
    for (let i = 0; i < 20; i++) {
      const r = (await s.client("POST", "/rounds", { bet: { stake: 100 } })).json();
      const tier = r.outcome.tier as number;
      expect(r.win).toBe(tier < 0 ? 0 : 100 * table[tier]!.multiplier);
    }
  });

  it("Golden Lanterns tells the client its free spins hold wilds, and its rounds carry the held cells", async () => {
    const s = await studio.session({ gameId: "golden-lanterns", mode: "fun" });
    const state = (await s.client("GET", "/state")).json();
    expect(state.game.model.model.freeSpins.stickyWilds).toBe(true);
    expect(state.game.rules.join(" ")).toContain("stays in place for the remaining free spins");
    const r = (await s.client("POST", "/rounds", { bet: { stake: 20 } })).json();
    expect(r.outcome.base.sticky).toBeUndefined();
    for (const spin of r.outcome.freeSpins) expect(Array.isArray(spin.sticky)).toBe(true);
  });
});
