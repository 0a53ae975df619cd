/**
 * Chi-square goodness of fit at 99% on outcomes drawn from the provably fair
 * HMAC-SHA256 stream itself (node:crypto), one round per nonce, as players get them.
 */
import { describe, expect, it } from "vitest";
import { BACCARAT_DECKS, baccarat, baccaratProbabilities } from "./cards/baccarat.js";
import { BLACKJACK_DECKS } from "./cards/blackjack.js";
import { shoeOrder } from "./cards/cards.js";
import { KENO_DRAWN, KENO_NUMBERS } from "./lottery/keno.js";
import { SCRATCH_LOSING_WEIGHT, SCRATCH_TIERS, scratchCard } from "./lottery/scratch.js";
import { createRng, nodeCrypto } from "./node.js";
import { FairByteStream } from "./rng/fair.js";
import { POCKETS } from "./roulette/wheel.js";
import { SlotEngine } from "./slots/engine.js";
import { dragonFortuneSlot } from "./slots/index.js";
import { chiSquare, chiSquareCritical99 } from "./stats.js";

const serverSeed = "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08";
const clientSeed = "chi-square";
const round = (nonce: number) => createRng({ serverSeed, clientSeed, nonce });

function expectUniformFit(observed: ArrayLike<number>, total: number) {
  const expected = new Array<number>(observed.length).fill(total / observed.length);
  expectFit(observed, expected);
}

function expectFit(observed: ArrayLike<number>, expected: number[]) {
  const x = chiSquare(observed, expected);
  const critical = chiSquareCritical99(observed.length - 1);
  expect(x).toBeLessThan(critical);
  // A fit too good to be true would be as suspicious as a bad one.
  expect(x).toBeGreaterThan(0);
}

describe("chi-square at 99% on the provably fair stream", () => {
  it("1,000,000 stream bytes are uniform over 256 values", () => {
    const stream = new FairByteStream({ serverSeed, clientSeed, nonce: 0 }, nodeCrypto);
    const counts = new Uint32Array(256);
    for (let i = 0; i < 1_000_000; i++) counts[stream.nextByte()]!++;
    expectUniformFit(counts, 1_000_000);
  }, 120_000);

  it("roulette: 1,000,000 spins land evenly on the 37 pockets", () => {
    const counts = new Uint32Array(POCKETS);
    for (let n = 0; n < 1_000_000; n++) counts[round(n).int(POCKETS)]!++;
    expectUniformFit(counts, 1_000_000);
  }, 120_000);

  it("slot: 1,000,000 reel stops (200,000 spins × 5 reels) are even on every strip position", () => {
    const engine = new SlotEngine(dragonFortuneSlot.compiled);
    const base = dragonFortuneSlot.compiled.base;
    const counts = Array.from(base.lengths, (l) => new Uint32Array(l));
    for (let n = 0; n < 200_000; n++) {
      engine.drawStops(round(n), base);
      engine.stops.forEach((stop, r) => {
        counts[r]![stop]!++;
      });
    }
    let x = 0;
    let df = 0;
    counts.forEach((c) => {
      x += chiSquare(c, new Array<number>(c.length).fill(200_000 / c.length));
      df += c.length - 1;
    });
    expect(x).toBeLessThan(chiSquareCritical99(df));
  }, 120_000);

  it("keno: 1,000,000 drawn numbers (50,000 draws of 20) are even over 1–80", () => {
    const counts = new Uint32Array(KENO_NUMBERS);
    for (let n = 0; n < 50_000; n++) for (const i of round(n).sample(KENO_NUMBERS, KENO_DRAWN)) counts[i]!++;
    expectUniformFit(counts, 1_000_000);
  }, 120_000);

  it("blackjack: 1,000,000 dealt cards (first 20 of 50,000 six-deck shuffles) are even over the 52 cards", () => {
    const counts = new Uint32Array(52);
    for (let n = 0; n < 50_000; n++) {
      const shoe = round(n).shuffle(shoeOrder(BLACKJACK_DECKS));
      for (let k = 0; k < 20; k++) counts[shoe[k]! % 52]!++;
    }
    expectUniformFit(counts, 1_000_000);
  }, 120_000);

  it("baccarat: 400,000 coups split player, banker and tie as the exact probabilities say", () => {
    const p = baccaratProbabilities();
    const counts = [0, 0, 0];
    const bet = { player: 20, banker: 0, tie: 0 };
    const index = { player: 0, banker: 1, tie: 2 } as const;
    for (let n = 0; n < 400_000; n++) counts[index[baccarat.play(round(n), bet).winner]]!++;
    expectFit(counts, [p.player * 4e5, p.banker * 4e5, p.tie * 4e5]);
    expect(BACCARAT_DECKS).toBe(8);
  }, 120_000);

  it("scratch card: 400,000 tickets fall in the prize tiers by their weights", () => {
    const counts = new Array<number>(SCRATCH_TIERS.length + 1).fill(0);
    for (let n = 0; n < 400_000; n++) {
      const tier = scratchCard.play(round(n), { stake: 1 }).tier;
      counts[tier < 0 ? SCRATCH_TIERS.length : tier]!++;
    }
    expectFit(counts, [...SCRATCH_TIERS.map((t) => t.weight * 0.4), SCRATCH_LOSING_WEIGHT * 0.4]);
  }, 120_000);
});
