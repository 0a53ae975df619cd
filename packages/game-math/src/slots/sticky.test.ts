import { describe, expect, it } from "vitest";
import { verifyRound } from "../registry.js";
import { createRng } from "../rng/fair.js";
import { FastRng } from "../rng/rng.js";
import { RunningMean } from "../stats.js";
import { SlotEngine } from "./engine.js";
import { factorisedRtp, fullCycleRtp, stickyFreeSpins } from "./exact.js";
import { type SlotGame, slotGame } from "./game.js";
import { VARIANT_SLOTS } from "./index.js";
import { compileSlot, type SlotModel } from "./model.js";
import { safariWays } from "./models/safari-ways.js";

const STICKY = VARIANT_SLOTS.filter((g) => g.model.freeSpins?.stickyWilds);
const lanterns = STICKY.find((g) => g.id === "golden-lanterns")!;

/** A tiny line game whose sticky free spins can be enumerated spin by spin: 3 reels, 2 rows, strips of 4. */
const tiny: SlotModel = {
  id: "tiny-sticky",
  name: "Tiny",
  tags: [],
  volatility: "low",
  reels: 3,
  rows: 2,
  symbols: [
    { id: "a", name: "A", kind: "regular" },
    { id: "b", name: "B", kind: "regular" },
    { id: "w", name: "W", kind: "wild" },
    { id: "s", name: "S", kind: "scatter" },
  ],
  strips: [
    ["a", "b", "s", "a"],
    ["w", "a", "b", "s"],
    ["b", "w", "a", "s"],
  ],
  evaluation: {
    kind: "lines",
    lines: [
      [0, 0, 0],
      [1, 1, 1],
      [0, 1, 0],
    ],
  },
  coins: 3,
  pays: { a: [0, 0, 0, 5], b: [0, 0, 2, 8], w: [0, 0, 0, 0] },
  scatter: { symbol: "s", pays: [0, 0, 1, 4, 0, 0, 0], freeSpins: [0, 0, 2, 3, 0, 0, 0], retrigger: false },
  freeSpins: { multiplier: 2, stickyWilds: true },
  rules: [],
};

/** Mean coins of `spins` sticky free spins by walking every stop combination of every spin with the engine itself. */
function bruteForce(model: SlotModel, spins: number): number {
  const slot = compileSlot(model);
  const engine = new SlotEngine(slot);
  const lengths = Array.from(slot.free.lengths);
  const combos = lengths.reduce((a, b) => a * b, 1);
  const walk = (left: number): number => {
    if (left === 0) return 0;
    const before = Uint8Array.from(engine.held);
    let total = 0;
    for (let c = 0; c < combos; c++) {
      let rest = c;
      lengths.forEach((l, r) => {
        engine.stops[r] = rest % l;
        rest = Math.floor(rest / l);
      });
      engine.held.set(before);
      total += engine.evaluate(slot.free, true) + walk(left - 1);
    }
    engine.held.set(before);
    return total / combos;
  };
  engine.held.fill(0);
  return walk(spins);
}

/** Rounds of a game with free spins, from consecutive seeds. */
function roundsWithFreeSpins(game: SlotGame, wanted: number) {
  const out: ReturnType<SlotGame["play"]>[] = [];
  for (let seed = 0; out.length < wanted; seed++) {
    const o = game.play(new FastRng(seed), { stake: game.model.coins });
    if (o.freeSpins.length > 0) out.push(o);
  }
  return out;
}

describe("sticky wilds", () => {
  it("a wild landing in a free spin stays in its cell for every remaining free spin of the round", () => {
    const wild = lanterns.model.symbols.find((s) => s.kind === "wild")!.id;
    let checked = 0;
    for (const round of roundsWithFreeSpins(lanterns, 60)) {
      const held = new Set<string>();
      round.freeSpins.forEach((spin) => {
        for (const key of held) {
          const [r, j] = key.split(",").map(Number) as [number, number];
          expect(spin.window[r]![j]).toBe(wild);
          checked++;
        }
        spin.window.forEach((col, r) => {
          col.forEach((s, j) => {
            if (s === wild) held.add(`${r},${j}`);
          });
        });
        expect(new Set(spin.sticky!.map(([r, j]) => `${r},${j}`))).toEqual(held);
      });
      expect(round.base.sticky).toBeUndefined();
    }
    expect(checked).toBeGreaterThan(50);
  });

  it("held wilds leave when the free spins end: the next round and its first free spin start from a clear window", () => {
    const game = lanterns;
    const strips = game.compiled.free.reels;
    const ids = game.model.symbols.map((s) => s.id);
    const rounds = roundsWithFreeSpins(game, 40);
    expect(rounds.some((r) => r.freeSpins.at(-1)!.sticky!.length > 0)).toBe(true);
    for (const round of rounds) {
      const first = round.freeSpins[0]!;
      // The first free spin shows exactly its strips: nothing carried over from an earlier round.
      first.stops.forEach((stop, r) => {
        expect(first.window[r]).toEqual(Array.from({ length: 3 }, (_, j) => ids[strips[r]![stop + j]!]));
      });
    }
    // One engine, two rounds in a row: the second's base spin shows its strips even after held wilds.
    const engine = new SlotEngine(game.compiled);
    const rng = new FastRng(5);
    let afterFree = false;
    for (let i = 0; i < 3000 && !afterFree; i++) {
      const o = engine.play(rng, game.model.coins);
      if (o.freeSpins.at(-1)?.sticky?.length) {
        const next = engine.play(rng, game.model.coins);
        next.base.stops.forEach((stop, r) => {
          expect(next.base.window[r]).toEqual(Array.from({ length: 3 }, (_, j) => ids[game.compiled.base.reels[r]![stop + j]!]));
        });
        afterFree = true;
      }
    }
    expect(afterFree).toBe(true);
  });

  it("a held cell pays as a wild and hides a scatter under it", () => {
    const slot = compileSlot(tiny);
    const engine = new SlotEngine(slot);
    // Reel 1 at stop 0 shows a / b, reel 2 at stop 1 shows a / b, reel 3 at stop 2 shows a / s.
    engine.stops.set([0, 1, 2]);
    engine.held.fill(0);
    // Lines: a a a pays 5, b b s pays 2 for two b, a b a pays nothing.
    expect(engine.evaluate(slot.free, true)).toBe(7);
    expect(engine.scatters).toBe(1);
    // Hold reel 3's lower cell (r·rows + j = 5): the scatter becomes a wild and b b w pays 8 instead of 2.
    engine.held.fill(0);
    engine.held[5] = 1;
    expect(engine.evaluate(slot.free, true)).toBe(13);
    expect(engine.scatters).toBe(0);
  });

  it("the Markov chain's worth of 1, 2 and 3 free spins equals the literal enumeration of every spin", () => {
    const chain = stickyFreeSpins(compileSlot(tiny));
    for (const n of [1, 2, 3]) expect(chain.value(n)).toBeCloseTo(bruteForce(tiny, n), 12);
    // Sticky wilds are worth more than the same spins without them.
    const plain = compileSlot({ ...tiny, freeSpins: { multiplier: 2 } });
    expect(chain.value(3)).toBeGreaterThan(3 * factorisedRtp(plain).free!.win);
  });

  it("the factorised and full-cycle RTPs agree for a sticky game, and a simulation of the tiny game agrees too", () => {
    const slot = compileSlot(tiny);
    const exact = factorisedRtp(slot).rtp;
    expect(fullCycleRtp(slot).rtp).toBeCloseTo(exact, 12);
    const engine = new SlotEngine(slot);
    const rng = new FastRng(77);
    const mean = new RunningMean();
    for (let i = 0; i < 200_000; i++) mean.add(engine.roundCoins(rng) / tiny.coins);
    const [lo, hi] = mean.ci99;
    expect(exact).toBeGreaterThan(lo);
    expect(exact).toBeLessThan(hi);
  }, 30_000);

  it.each(STICKY.map((g) => [g.id, g] as const))(
    "%s: exact RTP between 94% and 98%, inside the 99% interval of 400,000 simulated rounds (seed 2026)",
    (_id, game) => {
      expect(game.rtp.exact).toBeGreaterThan(0.94);
      expect(game.rtp.exact).toBeLessThan(0.98);
      expect(game.rtp.method).toContain("sticky-wild free spins by a Markov chain");
      const engine = new SlotEngine(game.compiled);
      const rng = new FastRng(2026);
      const mean = new RunningMean();
      for (let i = 0; i < 400_000; i++) mean.add(engine.roundCoins(rng) / game.model.coins);
      const [lo, hi] = mean.ci99;
      expect(game.rtp.exact!).toBeGreaterThan(lo);
      expect(game.rtp.exact!).toBeLessThan(hi);
    },
    60_000,
  );

  it("plays the same rounds for players as the allocation-free path, and the verifier recomputes them", () => {
    const engine = new SlotEngine(lanterns.compiled);
    for (let seed = 0; seed < 2000; seed++) {
      const coins = engine.roundCoins(new FastRng(seed));
      const out = lanterns.play(new FastRng(seed), { stake: 20 });
      expect(out.totalWin).toBe(coins);
      expect(out.freeSpins.length).toBe(engine.freeSpinsPlayed);
    }
    const seeds = { serverSeed: "9".repeat(64), clientSeed: "sticky", nonce: 4 };
    expect(verifyRound("frozen-wilds", seeds, { stake: 10 }).outcome).toEqual(
      STICKY.find((g) => g.id === "frozen-wilds")!.play(createRng(seeds), { stake: 10 }),
    );
  }, 30_000);

  it("is refused where it cannot be exact: on a ways game, or with free spins that retrigger", () => {
    expect(() => slotGame({ ...safariWays, freeSpins: { multiplier: 1, stickyWilds: true } })).toThrow(/sticky wilds need/);
    expect(() => compileSlot({ ...tiny, scatter: { ...tiny.scatter!, retrigger: true } })).toThrow(/sticky wilds need/);
  });

  it("says so in the rules", () => {
    expect(lanterns.rules.join(" ")).toContain("stays in place for the remaining free spins");
  });
});
