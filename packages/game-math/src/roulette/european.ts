import { GameMathError } from "../rng/errors.js";
import type { Rng } from "../rng/rng.js";
import type { SingleStepGame } from "../types.js";
import { betWin, parseRouletteBet, type RouletteBet } from "./bets.js";
import { POCKETS, type PocketColor, pocketColor } from "./wheel.js";

export type RouletteRoundBet = { bets: RouletteBet[] };

export type RouletteOutcome = {
  pocket: number;
  color: PocketColor;
  bets: { bet: RouletteBet; win: number }[];
  totalStake: number;
  totalWin: number;
};

export const MAX_BETS_PER_SPIN = 300;

export function parseRouletteRound(input: unknown): RouletteRoundBet {
  const bets = (input as { bets?: unknown } | null)?.bets;
  if (!Array.isArray(bets) || bets.length === 0) throw new GameMathError("INVALID_BET", "place at least one bet");
  if (bets.length > MAX_BETS_PER_SPIN) throw new GameMathError("INVALID_BET", `at most ${MAX_BETS_PER_SPIN} bets per spin`);
  return { bets: bets.map(parseRouletteBet) };
}

const EVEN_MONEY = new Set(["red", "black", "odd", "even", "low", "high"]);

/** La partage: on zero an even-money bet returns half its stake (rounded down to the minor unit). */
export function laPartageWin(bet: RouletteBet, pocket: number): number {
  if (pocket === 0 && EVEN_MONEY.has(bet.type)) return Math.floor(bet.amount / 2);
  return betWin(bet, pocket);
}

/** Settles bets against a pocket: used by single-player spins and by the live table's shared spin. */
export function settleRoulette(pocket: number, round: RouletteRoundBet, laPartage = false): RouletteOutcome {
  let totalStake = 0;
  let totalWin = 0;
  const bets = round.bets.map((bet) => {
    const win = laPartage ? laPartageWin(bet, pocket) : betWin(bet, pocket);
    totalStake += bet.amount;
    totalWin += win;
    return { bet, win };
  });
  return { pocket, color: pocketColor(pocket), bets, totalStake, totalWin };
}

/** The winning pocket of a spin: one uniform draw of 37. */
export function spinWheel(rng: Rng): number {
  return rng.int(POCKETS);
}

const RULES = [
  "European roulette, single zero, 37 pockets.",
  "Inside bets: straight 35:1, split 17:1, street 11:1, trio 11:1, corner 8:1, first four 8:1, six line 5:1.",
  "Outside bets: red/black, odd/even, 1-18/19-36 pay 1:1; dozens and columns pay 2:1. Zero loses every outside bet.",
  "Racetrack: voisins du zéro (9 chips), tiers du cylindre (6), orphelins (5), jeu zéro (4) and a number with n neighbours each side (2n+1 straight bets) are placed as the inside bets they stand for.",
  "Every bet returns 36/37 of its stake on average: RTP 97.297%.",
];

function roulette(
  id: string,
  name: string,
  family: "roulette" | "live-roulette",
  tags: string[],
): SingleStepGame<RouletteRoundBet, RouletteOutcome> {
  return {
    kind: "single",
    id,
    name,
    family,
    volatility: "low",
    tags,
    rtp: { value: 36 / 37, exact: 36 / 37, method: "enumeration of the 37 pockets for every bet type" },
    stakeStep: 1,
    maxWinMultiplier: 36,
    rules: RULES,
    validateBet: parseRouletteRound,
    play: (rng, bet) => settleRoulette(spinWheel(rng), bet),
  };
}

export const europeanRoulette = roulette("european-roulette", "European Roulette", "roulette", ["roulette"]);
/** Same math; the studio runs one shared spin per table round and settles every seat with `settleRoulette`. */
const FRENCH_RULES = [
  "French roulette, single zero, 37 pockets, with la partage.",
  RULES[1]!,
  "Outside bets: red/black, odd/even, 1-18/19-36 pay 1:1; dozens and columns pay 2:1.",
  "La partage: when the ball lands on zero, every even-money bet (red/black, odd/even, 1-18/19-36) returns half its stake (rounded down to the cent); dozens and columns lose.",
  RULES[3]!,
  "Even-money bets return 73/74 of their stake on average (RTP 98.649%); every other bet 36/37 (97.297%), the RTP shown.",
];

/** French roulette: the European wheel with la partage on even-money bets. */
export const frenchRoulette: SingleStepGame<RouletteRoundBet, RouletteOutcome> = {
  ...roulette("french-roulette", "French Roulette", "roulette", ["roulette", "la_partage"]),
  rtp: {
    value: 36 / 37,
    exact: 36 / 37,
    method: "enumeration of the 37 pockets for every bet type: 36/37 for every bet, 73/74 for even-money bets with la partage",
  },
  rules: FRENCH_RULES,
  play: (rng, bet) => settleRoulette(spinWheel(rng), bet, true),
};

export const liveRoulette = roulette("live-roulette", "Live Roulette", "live-roulette", ["live", "roulette", "no_demo"]);
