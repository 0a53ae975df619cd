import { describe, expect, it } from "vitest";
import { getGame, verifyRound } from "../registry.js";
import { createRng } from "../rng/fair.js";
import { FastRng } from "../rng/rng.js";
import { RunningMean } from "../stats.js";
import {
  KENO_CLASSIC_PAYS,
  KENO_GAMES,
  KENO_INFERNO_PAYS,
  KENO_PAYS,
  kenoClassic,
  kenoGame,
  kenoHitProbability,
  kenoInferno,
  kenoRtp,
} from "./keno.js";
import {
  DIAMOND_SCRATCH_TIERS,
  diamondScratch,
  FRUIT_SCRATCH_TIERS,
  fruitScratch,
  SCRATCH_GAMES,
  scratchGame,
  scratchLosingWeight,
} from "./scratch.js";

const drawnOneToTwenty = Array.from({ length: 20 }, (_, i) => i + 1);

describe("keno titles", () => {
  it("are three games with their own paytables, art and ids in the studio's registry", () => {
    expect(KENO_GAMES.map((g) => g.id)).toEqual(["keno", "keno-classic-10", "keno-inferno"]);
    for (const g of KENO_GAMES) expect(getGame(g.id)).toBe(g);
    expect(new Set(KENO_GAMES.map((g) => JSON.stringify(g.paytables))).size).toBe(3);
    expect(new Set(KENO_GAMES.map((g) => g.theme!.symbol)).size).toBe(3);
  });

  it("Keno Classic 10 pays its own ladder: 5 of 5 pays 600×, 10 picks and no hit 4.2×", () => {
    const five = [1, 2, 3, 4, 5];
    expect(kenoClassic.play(fixedDraw(), { stake: 10, picks: five }).totalWin).toBe(6000);
    const ten = [41, 42, 43, 44, 45, 46, 47, 48, 49, 50];
    expect(kenoClassic.play(fixedDraw(), { stake: 100, picks: ten }).totalWin).toBe(420);
    expect(kenoClassic.play(fixedDraw(), { stake: 10, picks: [1, 2, 30] }).totalWin).toBe(29);
  });

  it("Keno Inferno pays nothing for 2 of 3 and 69.4× for 3 of 3, and takes 3 to 10 picks only", () => {
    expect(kenoInferno.play(fixedDraw(), { stake: 10, picks: [1, 2, 30] }).totalWin).toBe(0);
    expect(kenoInferno.play(fixedDraw(), { stake: 10, picks: [1, 2, 3] }).totalWin).toBe(694);
    expect(kenoInferno.picks).toEqual([3, 4, 5, 6, 7, 8, 9, 10]);
    expect(() => kenoInferno.validateBet({ stake: 10, picks: [1, 2] })).toThrow(/pick 3 to 10 different numbers/);
    expect(() => kenoInferno.validateBet({ stake: 10, picks: [1, 2, 3] })).not.toThrow();
    expect(kenoInferno.rules[0]).toBe("Pick 3 to 10 numbers from 1 to 80; 20 numbers are drawn.");
  });

  it("shows exact RTPs computed from hypergeometric probabilities, every pick count between 94% and 97%", () => {
    for (const g of [kenoClassic, kenoInferno]) {
      g.picks.forEach((p, i) => {
        let rtp = 0;
        for (let h = 0; h <= p; h++) rtp += (kenoHitProbability(p, h) * (g.paytables[p]![h] ?? 0)) / 10;
        expect(g.rtpByPicks[i]).toBeCloseTo(rtp, 14);
        expect(rtp).toBeGreaterThan(0.94);
        expect(rtp).toBeLessThan(0.97);
      });
      expect(g.rtp.exact).toBe(Math.min(...g.rtpByPicks));
    }
    expect(kenoClassic.rtp.value).toBeCloseTo(0.94698, 5);
    expect(kenoInferno.rtp.value).toBeCloseTo(0.957141, 5);
    // One exact figure by hand: 1 pick, 1 hit pays 3.8×, P = 20/80.
    expect(kenoRtp(1, KENO_CLASSIC_PAYS)).toBe(0.95);
  });

  it("Keno Inferno is the more volatile: its top prizes are higher for every pick count from 5", () => {
    for (let p = 5; p <= 10; p++)
      expect(KENO_INFERNO_PAYS[p]![p]!).toBeGreaterThan(Math.max(KENO_CLASSIC_PAYS[p]![p]!, KENO_PAYS[p]![p]!));
    expect(kenoInferno.maxWinMultiplier).toBe(139_000);
    expect(kenoClassic.maxWinMultiplier).toBe(69_500);
  });

  it("a simulation of 6 picks in Keno Inferno holds the exact RTP inside its 99% interval", () => {
    const rng = new FastRng(16);
    const mean = new RunningMean();
    const bet = { stake: 10, picks: [2, 9, 23, 41, 57, 80] };
    for (let i = 0; i < 300_000; i++) mean.add(kenoInferno.play(rng, bet).totalWin / 10);
    const [lo, hi] = mean.ci99;
    expect(kenoRtp(6, KENO_INFERNO_PAYS)).toBeGreaterThan(lo);
    expect(kenoRtp(6, KENO_INFERNO_PAYS)).toBeLessThan(hi);
  }, 30_000);

  it("refuses a paytable with gaps in its pick counts or pays for more hits than picks", () => {
    const theme = { primary: "#000000", secondary: "#000000", accent: "#ffffff", symbol: "x" };
    const base = { id: "k", name: "K", volatility: "low" as const, tags: [], theme };
    expect(() => kenoGame({ ...base, paytables: { 1: { 1: 38 }, 3: { 3: 400 } } })).toThrow(/consecutive/);
    expect(() => kenoGame({ ...base, paytables: { 2: { 3: 10 } } })).toThrow(/bad pay/);
  });

  it("the verifier recomputes a Keno Inferno draw", () => {
    const seeds = { serverSeed: "7".repeat(64), clientSeed: "inferno", nonce: 3 };
    const bet = { stake: 20, picks: [5, 10, 15, 20] };
    expect(verifyRound("keno-inferno", seeds, bet).outcome).toEqual(
      kenoInferno.play(createRng(seeds), kenoInferno.validateBet(bet)),
    );
  });
});

/** An Rng whose partial shuffle draws 1..20. */
function fixedDraw() {
  return { sample: () => drawnOneToTwenty.map((n) => n - 1) } as unknown as Parameters<typeof kenoClassic.play>[0];
}

describe("scratch card titles", () => {
  const triples = (cells: string[]) => [...new Set(cells)].filter((s) => cells.filter((c) => c === s).length >= 3);

  it("are three cards with their own prize tables, symbols and art", () => {
    expect(SCRATCH_GAMES.map((g) => g.id)).toEqual(["lucky-scratch", "fruit-scratch", "diamond-jackpot-scratch"]);
    for (const g of SCRATCH_GAMES) expect(getGame(g.id)).toBe(g);
    expect(new Set(SCRATCH_GAMES.map((g) => g.paytable.map((t) => t.symbol).join())).size).toBe(3);
    expect(new Set(SCRATCH_GAMES.map((g) => g.theme!.symbol)).size).toBe(3);
  });

  it.each([
    [fruitScratch.id, fruitScratch, FRUIT_SCRATCH_TIERS, 0.95],
    [diamondScratch.id, diamondScratch, DIAMOND_SCRATCH_TIERS, 0.95],
  ] as const)(
    "%s returns exactly its prize weights' RTP, and a simulation agrees",
    (_id, game, tiers, rtp) => {
      const exact = tiers.reduce((s, t) => s + t.weight * t.multiplier, 0) / 1_000_000;
      expect(exact).toBeCloseTo(rtp, 12);
      expect(game.rtp.exact).toBe(exact);
      const rng = new FastRng(21);
      const mean = new RunningMean();
      for (let i = 0; i < 400_000; i++) mean.add(game.play(rng, { stake: 1 }).totalWin);
      const [lo, hi] = mean.ci99;
      expect(exact).toBeGreaterThan(lo);
      expect(exact).toBeLessThan(hi);
    },
    30_000,
  );

  it("Fruit Scratch wins often and small, Diamond Jackpot rarely and big", () => {
    const winShare = (tiers: typeof FRUIT_SCRATCH_TIERS) => 1 - scratchLosingWeight(tiers) / 1_000_000;
    expect(winShare(FRUIT_SCRATCH_TIERS)).toBeGreaterThan(0.5);
    expect(winShare(DIAMOND_SCRATCH_TIERS)).toBeLessThan(0.15);
    expect(fruitScratch.maxWinMultiplier).toBe(500);
    expect(diamondScratch.maxWinMultiplier).toBe(10_000);
    expect(fruitScratch.rules.at(-1)).toBe("One ticket in 1.94 wins; return to player 95.00%.");
  });

  it.each(SCRATCH_GAMES.map((g) => [g.id, g] as const))("%s shows three of a kind exactly when the ticket wins", (_id, game) => {
    const rng = new FastRng(9);
    for (let i = 0; i < 10_000; i++) {
      const t = game.play(rng, { stake: 10 });
      const t3 = triples(t.cells);
      expect(t.cells).toHaveLength(9);
      if (t.tier < 0) expect([t3, t.totalWin]).toEqual([[], 0]);
      else {
        expect(t3).toEqual([game.paytable[t.tier]!.symbol]);
        expect(t.totalWin).toBe(10 * game.paytable[t.tier]!.multiplier);
      }
    }
  });

  it("refuses a prize table too small to fill a losing card", () => {
    const theme = { primary: "#000000", secondary: "#000000", accent: "#ffffff", symbol: "x" };
    const tiers = ["a", "b", "c", "d"].map((symbol) => ({ symbol, multiplier: 2, weight: 1000 }));
    expect(() => scratchGame({ id: "s", name: "S", volatility: "low", tags: [], tiers, theme })).toThrow(/at least 5/);
  });

  it("the verifier recomputes a Diamond Jackpot ticket", () => {
    const seeds = { serverSeed: "8".repeat(64), clientSeed: "diamond", nonce: 5 };
    expect(verifyRound("diamond-jackpot-scratch", seeds, { stake: 5 }).outcome).toEqual(
      diamondScratch.play(createRng(seeds), { stake: 5 }),
    );
  });
});
