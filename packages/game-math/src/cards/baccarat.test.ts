import { describe, expect, it } from "vitest";
import { verifyRound } from "../registry.js";
import { createRng } from "../rng/fair.js";
import { FastRng, type Rng } from "../rng/rng.js";
import { RunningMean } from "../stats.js";
import { baccarat, baccaratCoup, baccaratProbabilities, bankerDraws } from "./baccarat.js";
import { cardAt } from "./cards.js";

/** An rng whose six dealt cards are these (in deal order: P B P B, then third cards). */
function dealing(cards: string[]): Rng {
  const rng = new FastRng(1);
  rng.sample = () => cards.map((c) => Array.from({ length: 52 }, (_, i) => i).find((i) => cardAt(i) === c)!);
  return rng;
}

describe("punto banco rules", () => {
  it("stops on a natural", () => {
    expect(baccaratCoup([8, 3, 0, 4, 9, 9])).toEqual({ player: [8, 0], banker: [3, 4] });
  });

  it("player draws on 0–5 and stands on 6–7; banker then draws on 0–5 if the player stood", () => {
    expect(baccaratCoup([3, 2, 2, 3, 7, 1]).player).toEqual([3, 2, 7]);
    expect(baccaratCoup([3, 2, 3, 3, 7, 1])).toEqual({ player: [3, 3], banker: [2, 3, 7] });
    expect(baccaratCoup([3, 3, 4, 3, 7, 1])).toEqual({ player: [3, 4], banker: [3, 3] });
  });

  it("follows the banker tableau on the player's third card", () => {
    expect(bankerDraws(3, 8)).toBe(false);
    expect(bankerDraws(3, 9)).toBe(true);
    expect(bankerDraws(4, 1)).toBe(false);
    expect(bankerDraws(4, 2)).toBe(true);
    expect(bankerDraws(5, 4)).toBe(true);
    expect(bankerDraws(5, 3)).toBe(false);
    expect(bankerDraws(6, 6)).toBe(true);
    expect(bankerDraws(6, 5)).toBe(false);
    expect(bankerDraws(7, 6)).toBe(false);
    expect(bankerDraws(2, 8)).toBe(true);
  });

  it("pays banker 0.95:1, tie 8:1 and returns player and banker bets on a tie", () => {
    const bankerWins = baccarat.play(dealing(["2s", "9h", "3d", "Kc", "Qs", "Jh"]), { player: 20, banker: 40, tie: 20 });
    expect(bankerWins.winner).toBe("banker");
    expect(bankerWins.wins).toEqual({ player: 0, banker: 78, tie: 0 });
    const tie = baccarat.play(dealing(["7s", "7h", "Kd", "Kc", "2s", "2h"]), { player: 20, banker: 40, tie: 20 });
    expect(tie.winner).toBe("tie");
    expect(tie.wins).toEqual({ player: 20, banker: 40, tie: 180 });
    expect(tie.player).toEqual(["7s", "Kd"]);
  });

  it("refuses stakes that would not pay whole units", () => {
    expect(() => baccarat.validateBet({ banker: 10 })).toThrow(/multiple of 20/);
    expect(() => baccarat.validateBet({})).toThrow(/at least one/);
    expect(baccarat.validateBet({ player: 20 })).toEqual({ player: 20, banker: 0, tie: 0 });
  });

  it("has the published exact probabilities and house edges for eight decks", () => {
    const p = baccaratProbabilities();
    expect(p.banker).toBeCloseTo(0.458597, 6);
    expect(p.player).toBeCloseTo(0.446247, 6);
    expect(p.tie).toBeCloseTo(0.095156, 6);
    expect(p.banker + p.player + p.tie).toBeCloseTo(1, 10);
    expect(baccarat.rtpByBet.banker).toBeCloseTo(0.98942, 5);
    expect(baccarat.rtpByBet.player).toBeCloseTo(0.98765, 5);
    expect(baccarat.rtpByBet.tie).toBeCloseTo(0.8564, 5);
  }, 30_000);

  it("simulated banker RTP holds the exact value inside its 99% interval", () => {
    const rng = new FastRng(5);
    const mean = new RunningMean();
    for (let i = 0; i < 300_000; i++) mean.add(baccarat.play(rng, { player: 0, banker: 20, tie: 0 }).totalWin / 20);
    const [lo, hi] = mean.ci99;
    expect(baccarat.rtpByBet.banker).toBeGreaterThan(lo);
    expect(baccarat.rtpByBet.banker).toBeLessThan(hi);
  }, 30_000);

  it("verifier recomputes a coup", () => {
    const seeds = { serverSeed: "3".repeat(64), clientSeed: "punto", nonce: 9 };
    const bet = { player: 20, banker: 0, tie: 20 };
    expect(verifyRound("baccarat", seeds, bet).outcome).toEqual(baccarat.play(createRng(seeds), bet));
  });
});
