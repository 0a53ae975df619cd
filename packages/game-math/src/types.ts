import type { Rng } from "./rng/rng.js";

/** Catalogue families, as in the studio operator API. */
export type GameFamily = "slot" | "roulette" | "blackjack" | "baccarat" | "video-poker" | "keno" | "scratch" | "live-roulette";

export type Volatility = "low" | "medium" | "high";

/**
 * Return to player, as a fraction of stakes (0.9612 = 96.12%).
 * `exact` comes from full-cycle enumeration or combinatorics; `simulated` from
 * `rounds` simulated rounds with a 99% confidence interval. `value` is the
 * figure a game shows: the exact one when known.
 */
export type RtpReport = {
  value: number;
  exact?: number;
  simulated?: { value: number; ci99: [number, number]; rounds: number };
  method: string;
};

/**
 * Money of a round in integer base units (the caller's unit, e.g. minor units):
 * what the player staked in total and what the round pays back in total
 * (stake included when a bet wins; 0 when everything loses).
 */
export type Settlement = { totalStake: number; totalWin: number };

type GameCommon = {
  id: string;
  name: string;
  family: GameFamily;
  volatility: Volatility;
  tags: string[];
  rtp: RtpReport;
  /** Every stake amount must be a positive integer multiple of this, so every win is a whole number of base units. */
  stakeStep: number;
  /** Largest win of one play as a multiple of the stake that starts it (slots: of one spin, each free spin apart; blackjack: four split hands doubled and won = 16). */
  maxWinMultiplier: number;
  /** Short rules text in English (clients translate their own rules screens). */
  rules: string[];
  /** Art direction: colours (#rrggbb) and an emoji motif. */
  theme?: { primary: string; secondary: string; accent: string; symbol: string };
};

/** Slots, roulette, keno, baccarat, scratch: one call settles the round. */
export interface SingleStepGame<Bet = unknown, Outcome extends Settlement = Settlement> extends GameCommon {
  kind: "single";
  /** Parses untrusted input; throws GameMathError("INVALID_BET"). */
  validateBet(bet: unknown): Bet;
  play(rng: Rng, bet: Bet): Outcome;
}

/**
 * Blackjack-like games: `start` deals, `act` applies a player action, the
 * round ends when `isSettled`. State is plain JSON (store it, reload it, go
 * on). `act` is pure: it returns a new state and never mutates its input.
 * `view` is what the player may see (no hole card, no shoe order).
 */
export interface MultiStepGame<Bet = unknown, State = unknown, Action = unknown, View = unknown> extends GameCommon {
  kind: "multi";
  validateBet(bet: unknown): Bet;
  start(rng: Rng, bet: Bet): State;
  legalActions(state: State): Action[];
  /** Parses untrusted input against the state; throws GameMathError("INVALID_ACTION" | "ROUND_SETTLED"). */
  validateAction(state: State, action: unknown): Action;
  /** Extra stake the action takes (double, split, insurance); 0 for the others. Debit it before `act`. */
  actionCost(state: State, action: Action): number;
  act(state: State, action: Action, rng: Rng): State;
  isSettled(state: State): boolean;
  /** Stake so far and, once settled, the total win. */
  payout(state: State): Settlement;
  view(state: State): View;
}

// biome-ignore lint/suspicious/noExplicitAny: the registry holds games of every bet and outcome type.
export type AnySingleStepGame = SingleStepGame<any, any>;
// biome-ignore lint/suspicious/noExplicitAny: as above.
export type AnyMultiStepGame = MultiStepGame<any, any, any, any>;
export type AnyGame = AnySingleStepGame | AnyMultiStepGame;

/** Checks an amount: a positive safe integer multiple of `step`. Returns it or null. */
export function isStake(value: unknown, step: number): value is number {
  return typeof value === "number" && Number.isSafeInteger(value) && value > 0 && value % step === 0;
}

/** Any game of the studio, single- or multi-step (the registry's element type). */
export type GameMath = AnyGame;
