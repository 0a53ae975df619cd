/** Properties over random seeds, bets and player choices (fast-check). */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type BlackjackState, blackjack, handTotal } from "./cards/blackjack.js";
import { GAMES, verifyRound } from "./registry.js";
import { createRng } from "./rng/fair.js";
import { chipsOf, parseRouletteBet } from "./roulette/bets.js";
import { SLOT_GAMES } from "./slots/index.js";

const hex64 = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((b) => Buffer.from(b).toString("hex"));
const clientSeed = fc.stringMatching(/^[a-zA-Z0-9 _.-]{1,64}$/);
const seeds = fc.record({ serverSeed: hex64, clientSeed, nonce: fc.nat({ max: 1_000_000 }) });

describe("rng properties", () => {
  it("int(n) stays in [0, n) and shuffle returns a permutation, for any seeds", () => {
    fc.assert(
      fc.property(seeds, fc.integer({ min: 1, max: 2 ** 32 }), fc.integer({ min: 0, max: 400 }), (s, n, len) => {
        const rng = createRng(s);
        const v = rng.int(n);
        expect(Number.isInteger(v) && v >= 0 && v < n).toBe(true);
        const items = Array.from({ length: len }, (_, i) => i);
        const shuffled = rng.shuffle([...items]);
        expect([...shuffled].sort((a, b) => a - b)).toEqual(items);
      }),
      { numRuns: 300 },
    );
  }, 30_000);
});

describe("game properties", () => {
  it("every single-step game pays whole base units, never more than its max win, and verifies to the same outcome", () => {
    const bets: Record<string, (step: number) => unknown> = {
      slot: (step) => ({ stake: step * 3 }),
      roulette: () => ({
        bets: [
          { type: "red", amount: 5 },
          { type: "straight", numbers: [0], amount: 1 },
        ],
      }),
      "live-roulette": () => ({ bets: [{ type: "voisins", amount: 18 }] }),
      baccarat: () => ({ player: 20, banker: 40, tie: 20 }),
      keno: () => ({ stake: 30, picks: [1, 9, 17, 33, 52, 80] }),
      scratch: () => ({ stake: 7 }),
    };
    const singles = GAMES.filter((g) => g.kind === "single");
    fc.assert(
      fc.property(seeds, fc.constantFrom(...singles), (s, game) => {
        const bet = bets[game.family]!(game.stakeStep);
        const verified = verifyRound(game.id, s, bet);
        const again = game.play(createRng(s), game.validateBet(bet));
        expect(again).toEqual(verified.outcome);
        expect(Number.isSafeInteger(again.totalWin)).toBe(true);
        expect(again.totalWin).toBeGreaterThanOrEqual(0);
        const spins = game.family === "slot" ? 1 + (again as { freeSpins: unknown[] }).freeSpins.length : 1;
        expect(again.totalWin).toBeLessThanOrEqual(game.maxWinMultiplier * again.totalStake * spins);
      }),
      { numRuns: 400 },
    );
  }, 30_000);

  it("slot wins add up: the round's total is the sum of every spin's wins", () => {
    fc.assert(
      fc.property(seeds, fc.constantFrom(...SLOT_GAMES), (s, game) => {
        const out = game.play(createRng(s), { stake: game.stakeStep * 10 });
        const spins = [out.base, ...out.freeSpins];
        for (const spin of spins) expect(spin.win).toBe(spin.wins.reduce((sum, w) => sum + w.win, 0));
        expect(out.totalWin).toBe(spins.reduce((sum, sp) => sum + sp.win, 0));
      }),
      { numRuns: 300 },
    );
  }, 30_000);

  it("announced and neighbour bets place chips summing to their amount", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 36 }),
        fc.integer({ min: 1, max: 9 }),
        fc.integer({ min: 1, max: 50 }),
        (n, count, units) => {
          const bet = parseRouletteBet({ type: "neighbours", number: n, count, amount: units * (2 * count + 1) });
          const chips = chipsOf(bet);
          expect(chips.reduce((s, c) => s + c.amount, 0)).toBe(bet.amount);
          expect(new Set(chips.flatMap((c) => c.numbers)).size).toBe(2 * count + 1);
        },
      ),
    );
  });

  it("blackjack settles after any legal choices, through JSON reloads, with consistent money", () => {
    fc.assert(
      fc.property(seeds, fc.array(fc.nat(), { minLength: 30, maxLength: 30 }), (s, choices) => {
        const rng = createRng(s);
        let state: BlackjackState = blackjack.start(rng, { stake: 10 });
        let debited = 10;
        let steps = 0;
        while (!blackjack.isSettled(state)) {
          const legal = blackjack.legalActions(state);
          const action = legal[choices[steps % choices.length]! % legal.length]!;
          debited += blackjack.actionCost(state, action);
          state = JSON.parse(JSON.stringify(blackjack.act(state, action, rng)));
          steps++;
          expect(steps).toBeLessThan(60);
        }
        const { totalStake, totalWin } = blackjack.payout(state);
        expect(totalStake).toBe(debited);
        expect(Number.isSafeInteger(totalWin)).toBe(true);
        expect(totalWin).toBeLessThanOrEqual(blackjack.maxWinMultiplier * 10);
        for (const h of state.hands) if (handTotal(h.cards).total > 21) expect(h.win).toBe(0);
        expect(blackjack.legalActions(state)).toEqual([]);
      }),
      { numRuns: 300 },
    );
  }, 30_000);
});
