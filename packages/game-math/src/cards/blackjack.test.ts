import { describe, expect, it } from "vitest";
import { verifyRound } from "../registry.js";
import { createRng } from "../rng/fair.js";
import { FastRng, type Rng } from "../rng/rng.js";
import { RunningMean } from "../stats.js";
import {
  BLACKJACK_SIMULATED_RTP,
  type BlackjackState,
  blackjack,
  SINGLE_DECK_SIMULATED_RTP,
  singleDeckBlackjack,
} from "./blackjack.js";
import { type Card, cardAt } from "./cards.js";
import { basicStrategy } from "./strategy.js";

/** An rng whose shuffle puts these cards on top of the shoe, in this order (deal: player, dealer, player, dealer, then draws). */
function stacked(top: Card[]): Rng {
  const rng = new FastRng(1);
  rng.shuffle = <T>(items: T[]): T[] => {
    const used = new Set<number>();
    const first = top.map((card) => {
      const i = (items as number[]).findIndex((x, k) => !used.has(k) && cardAt(x) === card);
      used.add(i);
      return items[i]!;
    });
    return [...first, ...items.filter((_, k) => !used.has(k))];
  };
  return rng;
}

function play(top: Card[], actions: string[], stake = 10): BlackjackState {
  let s = blackjack.start(stacked(top), { stake });
  for (const a of actions) s = blackjack.act(s, blackjack.validateAction(s, a), stacked([]));
  return s;
}

describe("blackjack rules", () => {
  it("pays a natural 3:2 at once", () => {
    const s = play(["As", "9h", "Kd", "7c"], []);
    expect(blackjack.isSettled(s)).toBe(true);
    expect(s.hands[0]!.result).toBe("blackjack");
    expect(blackjack.payout(s)).toEqual({ totalStake: 10, totalWin: 25 });
  });

  it("offers insurance under an ace, pays it 2:1 when the dealer has blackjack", () => {
    const s0 = play(["9s", "Ah", "9d", "Kc"], []);
    expect(s0.phase).toBe("insurance");
    expect(blackjack.legalActions(s0)).toEqual(["insurance", "no-insurance"]);
    expect(blackjack.actionCost(s0, "insurance")).toBe(5);
    const s = blackjack.act(s0, "insurance", stacked([]));
    expect(s.hands[0]!.result).toBe("lose");
    expect(blackjack.payout(s)).toEqual({ totalStake: 15, totalWin: 15 });
  });

  it("peeks under a ten: dealer blackjack ends the round before the player acts", () => {
    const s = play(["9s", "Kh", "9d", "Ac"], []);
    expect(blackjack.isSettled(s)).toBe(true);
    expect(blackjack.payout(s).totalWin).toBe(0);
  });

  it("dealer stands on soft 17", () => {
    const s = play(["Ts", "Ah", "8d", "6c"], ["no-insurance", "stand"]);
    expect(s.dealer).toEqual(["Ah", "6c"]);
    expect(s.hands[0]!.result).toBe("win");
    expect(blackjack.payout(s)).toEqual({ totalStake: 10, totalWin: 20 });
  });

  it("doubles: one card, twice the stake", () => {
    const s0 = play(["5s", "6h", "6d", "Tc"], []);
    expect(blackjack.actionCost(s0, "double")).toBe(10);
    const s = blackjack.act(s0, "double", stacked([]));
    // player 5 6 + next card; we stack: after the deal the shoe continues with the 5th card.
    expect(s.hands[0]!.cards.length).toBe(3);
    expect(s.hands[0]!.stake).toBe(20);
    expect(blackjack.isSettled(s)).toBe(true);
  });

  it("doubles into 21 and wins 2× the doubled stake when the dealer busts", () => {
    const s = play(["5s", "6h", "6d", "Tc", "Th", "9c"], ["double"]);
    expect(s.hands[0]!.cards).toEqual(["5s", "6d", "Th"]);
    expect(s.dealer).toEqual(["6h", "Tc", "9c"]);
    expect(blackjack.payout(s)).toEqual({ totalStake: 20, totalWin: 40 });
  });

  it("splits a pair into two hands, each with its own stake and second card", () => {
    const s = play(["8s", "6h", "8d", "Tc", "3h", "Ts", "Kd", "9c"], ["split", "double", "stand"]);
    // hand 1: 8s 3h, doubled with Ts → 21; hand 2: 8d Kd → 18 stands; dealer 6 T 9 = 25 bust.
    expect(s.hands.map((h) => h.cards)).toEqual([
      ["8s", "3h", "Ts"],
      ["8d", "Kd"],
    ]);
    expect(s.hands.map((h) => h.result)).toEqual(["win", "win"]);
    expect(blackjack.payout(s)).toEqual({ totalStake: 30, totalWin: 60 });
  });

  it("split aces take one card each, and 21 there pays 1:1, not 3:2", () => {
    const s = play(["As", "9h", "Ad", "7c", "Kh", "Qs"], ["split"]);
    expect(blackjack.isSettled(s)).toBe(true);
    expect(s.hands.map((h) => [h.cards.length, h.result])).toEqual([
      [2, "win"],
      [2, "win"],
    ]);
    expect(blackjack.payout(s)).toEqual({ totalStake: 20, totalWin: 40 });
  });

  it("refuses an action that is not possible, and any action once settled", () => {
    const s = play(["5s", "6h", "6d", "Tc", "2h"], ["hit"]);
    expect(() => blackjack.validateAction(s, "double")).toThrow(/not possible/);
    expect(() => blackjack.validateAction(s, "split")).toThrow(/not possible/);
    expect(() => blackjack.validateAction(s, "cheat")).toThrow();
    const done = play(["As", "9h", "Kd", "7c"], []);
    expect(() => blackjack.validateAction(done, "hit")).toThrow(/settled/);
    expect(() => blackjack.validateBet({ stake: 3 })).toThrow();
  });

  it("never shows the hole card or the shoe before the round is settled", () => {
    const s = play(["Ts", "9h", "7d", "Kc"], []);
    const view = blackjack.view(s);
    expect(view.dealer).toEqual(["9h", null]);
    expect(JSON.stringify(view)).not.toContain("Kc");
    expect(view).not.toHaveProperty("shoe");
    expect(view.actions).toEqual(["hit", "stand", "double"]);
  });

  it("survives a reload mid-round (state through JSON) and settles once", () => {
    const seeds = { serverSeed: "2".repeat(64), clientSeed: "reload", nonce: 1 };
    const rng = createRng(seeds);
    let a = blackjack.start(rng, { stake: 10 });
    let b = JSON.parse(JSON.stringify(a)) as BlackjackState;
    const actions: string[] = [];
    while (!blackjack.isSettled(a)) {
      const move = basicStrategy(a);
      actions.push(move);
      a = blackjack.act(a, move, rng);
      b = JSON.parse(JSON.stringify(blackjack.act(b, blackjack.validateAction(b, move), rng)));
    }
    expect(b).toEqual(a);
    expect(() => blackjack.validateAction(b, "hit")).toThrow(/settled/);
    const verified = verifyRound("blackjack", seeds, { stake: 10 }, actions);
    expect(verified.settled).toBe(true);
    expect(verified.totalWin).toBe(blackjack.payout(a).totalWin);
  });

  it("keeps act pure: the previous state is unchanged", () => {
    const s0 = play(["5s", "6h", "6d", "Tc"], []);
    const before = JSON.stringify(s0);
    blackjack.act(s0, "hit", stacked([]));
    expect(JSON.stringify(s0)).toBe(before);
  });

  it("basic strategy returns the published RTP inside its 99% interval", () => {
    const rng = new FastRng(99);
    const mean = new RunningMean();
    for (let i = 0; i < 120_000; i++) {
      let s = blackjack.start(rng, { stake: 2 });
      while (!blackjack.isSettled(s)) s = blackjack.act(s, basicStrategy(s), rng);
      const p = blackjack.payout(s);
      mean.add(1 + (p.totalWin - p.totalStake) / 2);
    }
    const [lo, hi] = mean.ci99;
    expect(BLACKJACK_SIMULATED_RTP.value).toBeGreaterThan(lo);
    expect(BLACKJACK_SIMULATED_RTP.value).toBeLessThan(hi);
  }, 30_000);
});

describe("single-deck blackjack", () => {
  it("deals from one 52-card deck where the main table uses six", () => {
    expect(singleDeckBlackjack.start(new FastRng(3), { stake: 10 }).shoe).toHaveLength(52);
    expect(blackjack.start(new FastRng(3), { stake: 10 }).shoe).toHaveLength(312);
  });

  it("pays a natural 6:5 where the six-deck table pays 3:2", () => {
    const s = singleDeckBlackjack.start(stacked(["As", "9h", "Kd", "7c"]), { stake: 10 });
    expect(s.hands[0]!.result).toBe("blackjack");
    expect(singleDeckBlackjack.payout(s)).toEqual({ totalStake: 10, totalWin: 22 });
    expect(singleDeckBlackjack.rules.join(" ")).toContain("6:5");
  });

  it("takes stakes in tens only, so 6:5 and half-stake insurance pay whole units", () => {
    expect(() => singleDeckBlackjack.validateBet({ stake: 12 })).toThrow(/multiple of 10/);
    expect(singleDeckBlackjack.validateBet({ stake: 30 })).toEqual({ stake: 30 });
  });

  it("basic strategy returns the stored single-deck RTP inside its 99% interval", () => {
    const rng = new FastRng(5);
    const mean = new RunningMean();
    for (let i = 0; i < 120_000; i++) {
      let s = singleDeckBlackjack.start(rng, { stake: 10 });
      while (!singleDeckBlackjack.isSettled(s)) s = singleDeckBlackjack.act(s, basicStrategy(s), rng);
      const p = singleDeckBlackjack.payout(s);
      mean.add(1 + (p.totalWin - p.totalStake) / 10);
    }
    const [lo, hi] = mean.ci99;
    expect(SINGLE_DECK_SIMULATED_RTP.value).toBeGreaterThan(lo);
    expect(SINGLE_DECK_SIMULATED_RTP.value).toBeLessThan(hi);
    expect(singleDeckBlackjack.rtp.value).toBeLessThan(blackjack.rtp.value);
  }, 30_000);
});
