import { describe, expect, it } from "vitest";
import { verifyRound } from "../registry.js";
import { createRng } from "../rng/fair.js";
import { betWin, chipsOf, parseRouletteBet, type RouletteBet } from "./bets.js";
import { europeanRoulette, frenchRoulette, laPartageWin, parseRouletteRound, settleRoulette } from "./european.js";
import { POCKETS, WHEEL_ORDER, wheelNeighbours } from "./wheel.js";

/** Every bet of every kind a player can place on the European table and racetrack. */
function everyBet(): RouletteBet[] {
  const bets: RouletteBet[] = [];
  for (let n = 0; n <= 36; n++) bets.push({ type: "straight", numbers: [n], amount: 1 });
  for (let a = 0; a <= 36; a++)
    for (let b = a + 1; b <= 36; b++) {
      try {
        bets.push(parseRouletteBet({ type: "split", numbers: [a, b], amount: 1 }));
      } catch {}
    }
  for (let r = 0; r < 12; r++) bets.push({ type: "street", numbers: [3 * r + 1, 3 * r + 2, 3 * r + 3], amount: 1 });
  for (let r = 0; r < 11; r++)
    for (let c = 1; c <= 2; c++) {
      const a = 3 * r + c;
      bets.push({ type: "corner", numbers: [a, a + 1, a + 3, a + 4], amount: 1 });
    }
  for (let r = 0; r < 11; r++) bets.push({ type: "line", numbers: [1, 2, 3, 4, 5, 6].map((k) => 3 * r + k), amount: 1 });
  bets.push({ type: "trio", numbers: [0, 1, 2], amount: 1 }, { type: "trio", numbers: [0, 2, 3], amount: 1 });
  bets.push({ type: "first-four", numbers: [0, 1, 2, 3], amount: 1 });
  for (const type of ["red", "black", "odd", "even", "low", "high"] as const) bets.push({ type, amount: 1 });
  for (const target of [1, 2, 3] as const) bets.push({ type: "dozen", target, amount: 1 }, { type: "column", target, amount: 1 });
  bets.push(
    { type: "voisins", amount: 9 },
    { type: "tiers", amount: 6 },
    { type: "orphelins", amount: 5 },
    { type: "jeu-zero", amount: 4 },
  );
  for (let n = 0; n <= 36; n++)
    for (let k = 1; k <= 9; k++) bets.push({ type: "neighbours", number: n, count: k, amount: 2 * k + 1 });
  return bets;
}

describe("European roulette math", () => {
  it("has the standard number of each inside bet: 60 splits, 12 streets, 22 corners, 11 lines", () => {
    const bets = everyBet();
    const count = (t: string) => bets.filter((b) => b.type === t).length;
    expect([count("split"), count("street"), count("corner"), count("line")]).toEqual([60, 12, 22, 11]);
  });

  it("returns exactly 36/37 of the stake for every bet, by enumerating the 37 pockets", () => {
    for (const bet of everyBet()) {
      let returned = 0;
      for (let pocket = 0; pocket < POCKETS; pocket++) returned += betWin(bet, pocket);
      expect(returned * 37).toBe(36 * 37 * bet.amount);
    }
    expect(europeanRoulette.rtp.exact).toBeCloseTo(0.972973, 6);
  }, 30_000);

  it("pays 35:1 straight, 2:1 dozen, 1:1 red, and zero loses red", () => {
    const round = parseRouletteRound({
      bets: [
        { type: "straight", numbers: [17], amount: 10 },
        { type: "dozen", target: 2, amount: 10 },
        { type: "red", amount: 10 },
      ],
    });
    const on17 = settleRoulette(17, round);
    expect(on17.color).toBe("black");
    expect(on17.bets.map((b) => b.win)).toEqual([360, 30, 0]);
    expect(on17.totalStake).toBe(30);
    expect(settleRoulette(0, round).totalWin).toBe(0);
  });

  it("places announced bets as their inside chips", () => {
    const voisins = chipsOf({ type: "voisins", amount: 90 });
    expect(voisins.reduce((s, c) => s + c.amount, 0)).toBe(90);
    expect(new Set(voisins.flatMap((c) => c.numbers)).size).toBe(17);
    expect(new Set(chipsOf({ type: "tiers", amount: 6 }).flatMap((c) => c.numbers)).size).toBe(12);
    expect(new Set(chipsOf({ type: "orphelins", amount: 5 }).flatMap((c) => c.numbers)).size).toBe(8);
    // voisins on 26 (a corner chip of two units, 36/4 each): 2 × 9 = 18 on a stake of 9.
    expect(betWin({ type: "voisins", amount: 9 }, 26)).toBe(18);
    expect(wheelNeighbours(0, 2)).toEqual([3, 26, 0, 32, 15]);
    expect(WHEEL_ORDER.length).toBe(37);
  });

  it("refuses bets that are not on the layout", () => {
    const bad = [
      { type: "split", numbers: [3, 4], amount: 1 },
      { type: "split", numbers: [0, 4], amount: 1 },
      { type: "street", numbers: [2, 3, 4], amount: 1 },
      { type: "corner", numbers: [3, 4, 6, 7], amount: 1 },
      { type: "straight", numbers: [37], amount: 1 },
      { type: "red", amount: 0 },
      { type: "red", amount: 1.5 },
      { type: "dozen", target: 4, amount: 1 },
      { type: "voisins", amount: 10 },
      { type: "neighbours", number: 5, count: 2, amount: 4 },
      { type: "martingale", amount: 1 },
    ];
    for (const b of bad) expect(() => parseRouletteBet(b), JSON.stringify(b)).toThrow();
    expect(() => parseRouletteRound({ bets: [] })).toThrow();
  });

  it("lands every pocket equally often (chi-square at 99% over a million provably fair spins is in the stats suite)", () => {
    const rng = createRng({ serverSeed: "0".repeat(64), clientSeed: "c", nonce: 0 });
    const outcome = europeanRoulette.play(rng, parseRouletteRound({ bets: [{ type: "even", amount: 2 }] }));
    expect(outcome.pocket).toBeGreaterThanOrEqual(0);
    expect(outcome.pocket).toBeLessThan(37);
  });

  it("verifier recomputes a round from the revealed seeds", () => {
    const seeds = { serverSeed: "f".repeat(64), clientSeed: "me", nonce: 3 };
    const bet = { bets: [{ type: "straight", numbers: [7], amount: 5 }] };
    const played = europeanRoulette.play(createRng(seeds), europeanRoulette.validateBet(bet));
    const verified = verifyRound("european-roulette", seeds, bet);
    expect(verified.outcome).toEqual(played);
    expect(verified.totalWin).toBe(played.totalWin);
  });
});

describe("French roulette (la partage)", () => {
  const round = {
    bets: [
      { type: "red" as const, amount: 100 },
      { type: "dozen" as const, target: 1 as const, amount: 100 },
    ],
  };

  it("returns half of an even-money bet on zero where European roulette keeps it all; dozens still lose", () => {
    expect(settleRoulette(0, round, true).bets.map((b) => b.win)).toEqual([50, 0]);
    expect(settleRoulette(0, round).bets.map((b) => b.win)).toEqual([0, 0]);
    expect(settleRoulette(1, round, true).bets.map((b) => b.win)).toEqual([200, 300]);
  });

  it("returns exactly 73/74 on even-money bets and 36/37 on every other bet, over the 37 pockets", () => {
    for (const bet of everyBet()) {
      let back = 0;
      for (let p = 0; p < POCKETS; p++) back += laPartageWin({ ...bet, amount: bet.amount * 2 }, p);
      const rtp = back / POCKETS / (bet.amount * 2);
      if (["red", "black", "odd", "even", "low", "high"].includes(bet.type)) expect(rtp).toBeCloseTo(73 / 74, 12);
      else expect(rtp).toBeCloseTo(36 / 37, 12);
    }
    expect(frenchRoulette.rtp.exact).toBe(36 / 37);
    expect(frenchRoulette.rules.join(" ")).toContain("98.649%");
  });
});
