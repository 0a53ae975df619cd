import { describe, expect, it } from "vitest";
import { verifyRound } from "../registry.js";
import { createRng } from "../rng/fair.js";
import { FastRng } from "../rng/rng.js";
import { RunningMean } from "../stats.js";
import { KENO_PAYS, keno, kenoHitProbability, kenoRtp, settleKeno } from "./keno.js";
import { SCRATCH_RTP, SCRATCH_TIERS, scratchCard } from "./scratch.js";

describe("keno", () => {
  it("pays by picks and hits from the paytable", () => {
    const drawn = Array.from({ length: 20 }, (_, i) => i + 1);
    expect(settleKeno({ stake: 10, picks: [5] }, drawn).totalWin).toBe(38);
    expect(settleKeno({ stake: 10, picks: [50] }, drawn).totalWin).toBe(0);
    const ten = [41, 42, 43, 44, 45, 46, 47, 48, 49, 50];
    expect(settleKeno({ stake: 100, picks: ten }, drawn).totalWin).toBe(200); // ten picks, no hit: 2×
    expect(settleKeno({ stake: 10, picks: [1, 2, 3, 4, 5] }, drawn)).toMatchObject({ hits: [1, 2, 3, 4, 5], totalWin: 8000 });
  });

  it("refuses bad picks and stakes", () => {
    for (const picks of [[], [0], [81], [1, 1], Array.from({ length: 11 }, (_, i) => i + 1), [2.5]])
      expect(() => keno.validateBet({ stake: 10, picks })).toThrow(/pick 1 to 10/);
    expect(() => keno.validateBet({ stake: 15, picks: [1] })).toThrow(/multiple of 10/);
  });

  it("has hypergeometric probabilities that sum to 1 and an RTP within 94–96% for every pick count", () => {
    for (let picks = 1; picks <= 10; picks++) {
      let sum = 0;
      for (let h = 0; h <= picks; h++) sum += kenoHitProbability(picks, h);
      expect(sum).toBeCloseTo(1, 12);
      expect(kenoRtp(picks)).toBeGreaterThan(0.94);
      expect(kenoRtp(picks)).toBeLessThan(0.96);
      expect(Object.keys(KENO_PAYS[picks]!).length).toBeGreaterThan(0);
    }
    expect(kenoHitProbability(1, 1)).toBe(0.25);
  });

  it("draws 20 different numbers from 1 to 80", () => {
    const out = keno.play(createRng({ serverSeed: "4".repeat(64), clientSeed: "k", nonce: 0 }), { stake: 10, picks: [7] });
    expect(new Set(out.drawn).size).toBe(20);
    expect(out.drawn.every((n) => n >= 1 && n <= 80)).toBe(true);
  }, 30_000);

  it("simulated RTP for 4 picks holds the exact value inside its 99% interval", () => {
    const rng = new FastRng(8);
    const mean = new RunningMean();
    const bet = { stake: 10, picks: [3, 17, 44, 80] };
    for (let i = 0; i < 200_000; i++) mean.add(keno.play(rng, bet).totalWin / 10);
    const [lo, hi] = mean.ci99;
    expect(kenoRtp(4)).toBeGreaterThan(lo);
    expect(kenoRtp(4)).toBeLessThan(hi);
  }, 30_000);

  it("verifier recomputes a draw", () => {
    const seeds = { serverSeed: "5".repeat(64), clientSeed: "keno", nonce: 2 };
    const bet = { stake: 20, picks: [1, 2, 3] };
    expect(verifyRound("keno", seeds, bet).outcome).toEqual(keno.play(createRng(seeds), keno.validateBet(bet)));
  });
});

describe("scratch card", () => {
  const triples = (cells: string[]) => [...new Set(cells)].filter((s) => cells.filter((c) => c === s).length >= 3);

  it("shows three of a kind exactly when the ticket wins, and never two triples", () => {
    const rng = new FastRng(4);
    for (let i = 0; i < 20_000; i++) {
      const t = scratchCard.play(rng, { stake: 10 });
      const t3 = triples(t.cells);
      if (t.tier < 0) {
        expect(t3).toEqual([]);
        expect(t.totalWin).toBe(0);
      } else {
        expect(t3).toEqual([SCRATCH_TIERS[t.tier]!.symbol]);
        expect(t.winningCells.map((c) => t.cells[c])).toEqual([t3[0], t3[0], t3[0]]);
        expect(t.totalWin).toBe(10 * SCRATCH_TIERS[t.tier]!.multiplier);
      }
    }
  }, 30_000);

  it("returns 95% exactly by its prize weights, and a simulation agrees", () => {
    expect(SCRATCH_RTP).toBeCloseTo(0.95, 12);
    const rng = new FastRng(6);
    const mean = new RunningMean();
    for (let i = 0; i < 400_000; i++) mean.add(scratchCard.play(rng, { stake: 1 }).totalWin);
    const [lo, hi] = mean.ci99;
    expect(SCRATCH_RTP).toBeGreaterThan(lo);
    expect(SCRATCH_RTP).toBeLessThan(hi);
  }, 30_000);

  it("verifier recomputes a ticket", () => {
    const seeds = { serverSeed: "6".repeat(64), clientSeed: "scratch", nonce: 11 };
    expect(verifyRound("lucky-scratch", seeds, { stake: 5 }).outcome).toEqual(scratchCard.play(createRng(seeds), { stake: 5 }));
  });
});
