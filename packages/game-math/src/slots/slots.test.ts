import { describe, expect, it } from "vitest";
import { verifyRound } from "../registry.js";
import { createRng } from "../rng/fair.js";
import { FastRng, type Rng } from "../rng/rng.js";
import { RunningMean } from "../stats.js";
import { SlotEngine } from "./engine.js";
import { factorisedRtp, fullCycleRtp } from "./exact.js";
import { dragonFortuneSlot, fruitFrenzySlot, jingleRichesSlot, SLOT_GAMES, safariWaysSlot } from "./index.js";
import { compileSlot, type SlotModel } from "./model.js";
import { dragonFortune } from "./models/dragon-fortune.js";
import { fruitFrenzy } from "./models/fruit-frenzy.js";
import { safariWays } from "./models/safari-ways.js";

/** An rng whose every draw is 0: the window shows each strip from its first symbol. */
const zeros: Rng = new FastRng(0);
zeros.int = () => 0;

/** The model with its strips replaced by exactly this window (window[reel][row]) and no free spins after. */
function showing(model: SlotModel, window: string[][]) {
  const m: SlotModel = { ...model, strips: window, freeSpins: undefined };
  return new SlotEngine(compileSlot(m)).play(zeros, model.coins);
}

const filler = (reel: number) => ["ten", "jack", "queen", "king", "ace"][reel]!;

/** Dragon Fortune window with `middle` on the middle row and a non-paying top and bottom. */
function dragonMiddle(middle: string[]) {
  return showing(
    dragonFortune,
    middle.map((s, r) => [filler(r), s, filler((r + 2) % 5)]),
  );
}

describe("line slot rules", () => {
  it("pays three dragons from the left on the middle line, per coin", () => {
    const out = dragonMiddle(["dragon", "dragon", "dragon", "tiger", "tiger"]);
    const line0 = out.base.wins.find((w) => w.line === 0)!;
    expect(line0).toMatchObject({ symbol: "dragon", count: 3, win: 50 });
    expect(line0.cells).toEqual([
      [0, 1],
      [1, 1],
      [2, 1],
    ]);
    expect(out.totalWin).toBe(out.base.wins.reduce((s, w) => s + w.win, 0));
  });

  it("lets a wild stand in and pays the longest run, one win per line", () => {
    const out = dragonMiddle(["tiger", "wild", "wild", "tiger", "ace"]);
    expect(out.base.wins.find((w) => w.line === 0)).toMatchObject({ symbol: "tiger", count: 4, win: 100 });
  });

  it("pays wins only from the first reel: a run starting on reel 2 pays nothing", () => {
    const out = dragonMiddle(["ace", "dragon", "dragon", "dragon", "dragon"]);
    expect(out.base.wins.find((w) => w.line === 0)).toBeUndefined();
  });

  it("breaks a line on a scatter: wild does not stand in for the Pearl", () => {
    const out = dragonMiddle(["dragon", "dragon", "pearl", "dragon", "dragon"]);
    expect(out.base.wins.find((w) => w.line === 0)).toMatchObject({ symbol: "dragon", count: 2, win: 2 });
  });

  it("pays three Pearls anywhere 3× the stake and awards 10 free spins", () => {
    const out = showing(dragonFortune, [
      ["pearl", "ten", "jack"],
      ["ace", "pearl", "king"],
      ["queen", "jack", "ten"],
      ["king", "ace", "pearl"],
      ["ten", "queen", "jack"],
    ]);
    const scatter = out.base.wins.find((w) => w.kind === "scatter")!;
    expect(scatter).toMatchObject({ symbol: "pearl", count: 3, win: 60 });
    expect(out.base.freeSpinsAwarded).toBe(10);
  });

  it("pays a leading wild run as the symbol that follows it", () => {
    const model: SlotModel = { ...dragonFortune, strips: [] };
    const out = showing(
      model,
      ["wild", "wild", "coin", "coin", "ten"].map((s, r) => [filler(r), s, filler((r + 2) % 5)]),
    );
    expect(out.base.wins.find((w) => w.line === 0)).toMatchObject({ symbol: "coin", count: 4, win: 75 });
  });

  it("pays cherries on the first reel alone in the classic fruit slot", () => {
    const out = showing(fruitFrenzy, [
      ["lemon", "cherry", "plum"],
      ["bell", "orange", "bar"],
      ["plum", "seven", "lemon"],
    ]);
    // middle line: cherry 1 (1 coin); diagonals 0-1-2 starts lemon, 2-1-0 starts plum: nothing else.
    expect(out.base.wins.map((w) => [w.line, w.symbol, w.count, w.win])).toEqual([[0, "cherry", 1, 1]]);
  });
});

describe("ways slot rules", () => {
  it("multiplies ways through multiplier wilds: 2 × (1 + ×2 wild) × 1 lions of 3 = 6 ways", () => {
    const out = showing(safariWays, [
      ["lion", "lion", "nine", "ten"],
      ["wild2", "lion", "jack", "queen"],
      ["king", "lion", "ace", "nine"],
      ["ten", "jack", "queen", "king"],
      ["nine", "ten", "jack", "queen"],
    ]);
    const lion = out.base.wins.find((w) => w.symbol === "lion")!;
    // wild2 counts 2, lion 1: reel 2 = 3; ways = 2 × 3 × 1 = 6 at 15 coins per way.
    expect(lion).toMatchObject({ kind: "ways", count: 3, ways: 6, win: 90 });
  });
});

describe("slot stakes", () => {
  it("takes stakes in whole coins only", () => {
    expect(dragonFortuneSlot.validateBet({ stake: 40 })).toEqual({ stake: 40 });
    for (const stake of [0, -20, 30, 20.5, "20", undefined])
      expect(() => dragonFortuneSlot.validateBet({ stake })).toThrow(/multiple of 20/);
    expect(dragonFortuneSlot.stakeStep).toBe(20);
  });
});

describe("slot RTP proofs", () => {
  it("full cycle and factorisation agree exactly on the classic slot", () => {
    const slot = compileSlot(fruitFrenzy);
    expect(fullCycleRtp(slot).rtp).toBeCloseTo(factorisedRtp(slot).rtp, 12);
    expect(fullCycleRtp(slot, "engine").rtp).toBeCloseTo(factorisedRtp(slot).rtp, 12);
  }, 30_000);

  it("full cycle and factorisation agree on short-strip versions with wilds, scatters, free spins and multiplier wilds", () => {
    const short = (model: SlotModel, strips: string[][], free = strips) =>
      compileSlot({ ...model, strips, freeSpins: model.freeSpins && { ...model.freeSpins, strips: free } });
    const strips = [
      ["ten", "pearl", "dragon", "jack", "tiger", "ace", "queen"],
      ["wild", "dragon", "ten", "pearl", "king", "tiger", "fan"],
      ["dragon", "wild", "coin", "ten", "pearl", "lantern", "jack"],
      ["tiger", "wild", "dragon", "pearl", "ace", "ten", "coin"],
      ["pearl", "dragon", "tiger", "ten", "jack", "queen", "king"],
    ];
    // Free-spin strips without Pearls on reels 2 and 4, so retriggers stay below one per spin.
    const free = strips.map((reel, r) => (r === 1 || r === 3 ? reel.map((s) => (s === "pearl" ? "ten" : s)) : reel));
    const dragon = short(dragonFortune, strips, free);
    const full = fullCycleRtp(dragon);
    const fact = factorisedRtp(dragon);
    expect(full.rtp).toBeCloseTo(fact.rtp, 10);
    expect(fullCycleRtp(dragon, "engine").rtp).toBeCloseTo(full.rtp, 12);
    expect(full.freeSpinsPerRound).toBeCloseTo(fact.freeSpinsPerRound, 12);
    const ways = short(safariWays, [
      ["lion", "nine", "ten", "lion", "jack", "queen", "ace", "king"],
      ["wild2", "lion", "nine", "ten", "wild3", "zebra", "king", "ace"],
      ["lion", "wild3", "leopard", "nine", "ten", "jack", "elephant", "queen"],
      ["wild2", "nine", "lion", "ten", "jack", "king", "ace", "zebra"],
      ["lion", "lion", "nine", "elephant", "ten", "leopard", "jack", "queen"],
    ]);
    expect(fullCycleRtp(ways).rtp).toBeCloseTo(factorisedRtp(ways).rtp, 10);
    expect(fullCycleRtp(ways, "engine").rtp).toBeCloseTo(factorisedRtp(ways).rtp, 10);
  }, 30_000);

  it("shows RTPs between 94% and 98%", () => {
    for (const game of SLOT_GAMES) {
      expect(game.rtp.value, game.id).toBeGreaterThan(0.94);
      expect(game.rtp.value, game.id).toBeLessThan(0.98);
      expect(game.rtp.exact).toBe(game.proof().rtp);
    }
  });

  it.each([
    ["fruit-frenzy", fruitFrenzySlot, 400_000],
    ["dragon-fortune", dragonFortuneSlot, 400_000],
    ["safari-ways", safariWaysSlot, 400_000],
    ["jingle-riches", jingleRichesSlot, 400_000],
  ] as const)(
    "simulated RTP of %s holds the exact value inside its 99% interval",
    (_id, game, rounds) => {
      const engine = new SlotEngine(game.compiled);
      const rng = new FastRng(2024);
      const mean = new RunningMean();
      for (let i = 0; i < rounds; i++) mean.add(engine.roundCoins(rng) / game.model.coins);
      const [lo, hi] = mean.ci99;
      expect(game.rtp.exact!).toBeGreaterThan(lo);
      expect(game.rtp.exact!).toBeLessThan(hi);
    },
    30_000,
  );

  it("plays the same round for players as the allocation-free path, free spins included", () => {
    const game = dragonFortuneSlot;
    const engine = new SlotEngine(game.compiled);
    for (let seed = 0; seed < 3000; seed++) {
      const coins = engine.roundCoins(new FastRng(seed));
      const out = game.play(new FastRng(seed), { stake: 20 });
      expect(out.totalWin).toBe(coins);
      expect(out.freeSpins.length).toBe(engine.freeSpinsPlayed);
    }
  }, 30_000);
});

describe("slot verifier", () => {
  it("recomputes a round from the revealed seeds", () => {
    const seeds = { serverSeed: "1".repeat(64), clientSeed: "spin", nonce: 42 };
    const played = dragonFortuneSlot.play(createRng(seeds), { stake: 100 });
    const verified = verifyRound("dragon-fortune", seeds, { stake: 100 });
    expect(verified.outcome).toEqual(played);
    expect(verified.totalStake).toBe(100);
  });
});
