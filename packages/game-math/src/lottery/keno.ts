import { GameMathError } from "../rng/errors.js";
import type { SingleStepGame } from "../types.js";

export const KENO_NUMBERS = 80;
export const KENO_DRAWN = 20;
export const KENO_MAX_PICKS = 10;

/**
 * Pays in tenths of the stake by picks then hits: KENO_PAYS[picks][hits] / 10 × stake.
 * Stakes are multiples of 10 base units so every win is whole.
 */
export const KENO_PAYS: Record<number, Record<number, number>> = {
  1: { 1: 38 },
  2: { 1: 5, 2: 126 },
  3: { 2: 22, 3: 460 },
  4: { 2: 15, 3: 60, 4: 1200 },
  5: { 3: 25, 4: 180, 5: 8000 },
  6: { 3: 21, 4: 80, 5: 800, 6: 16000 },
  7: { 3: 10, 4: 44, 5: 240, 6: 3000, 7: 50000 },
  8: { 4: 23, 5: 150, 6: 900, 7: 12000, 8: 200000 },
  9: { 4: 17, 5: 70, 6: 400, 7: 3000, 8: 30000, 9: 300000 },
  10: { 0: 20, 4: 10, 5: 40, 6: 180, 7: 1000, 8: 7000, 9: 40000, 10: 1000000 },
};

function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return r;
}

/** Hypergeometric: probability that `hits` of `picks` chosen numbers are among the 20 drawn of 80. */
export function kenoHitProbability(picks: number, hits: number): number {
  return (binomial(picks, hits) * binomial(KENO_NUMBERS - picks, KENO_DRAWN - hits)) / binomial(KENO_NUMBERS, KENO_DRAWN);
}

/** Exact RTP of a pick count: Σ P(hits) · pay(hits). */
export function kenoRtp(picks: number): number {
  let rtp = 0;
  for (const [hits, pay] of Object.entries(KENO_PAYS[picks]!)) rtp += (kenoHitProbability(picks, Number(hits)) * pay) / 10;
  return rtp;
}

export type KenoBet = { stake: number; picks: number[] };

export type KenoOutcome = {
  picks: number[];
  /** 20 numbers 1..80 in draw order. */
  drawn: number[];
  hits: number[];
  totalStake: number;
  totalWin: number;
};

export function settleKeno(bet: KenoBet, drawn: number[]): KenoOutcome {
  const set = new Set(drawn);
  const hits = bet.picks.filter((n) => set.has(n));
  const pay = KENO_PAYS[bet.picks.length]![hits.length] ?? 0;
  return { picks: bet.picks, drawn, hits, totalStake: bet.stake, totalWin: (bet.stake * pay) / 10 };
}

const RTPS = Array.from({ length: KENO_MAX_PICKS }, (_, i) => kenoRtp(i + 1));
const LOWEST = Math.min(...RTPS);

export const keno: SingleStepGame<KenoBet, KenoOutcome> & { rtpByPicks: number[] } = {
  kind: "single",
  id: "keno",
  name: "Keno",
  family: "keno",
  volatility: "high",
  tags: ["lottery", "keno"],
  rtp: {
    value: LOWEST,
    exact: LOWEST,
    method: "exact: hypergeometric probabilities per pick count (the lowest of the ten is shown)",
  },
  rtpByPicks: RTPS,
  stakeStep: 10,
  maxWinMultiplier: 100_000,
  theme: { primary: "#0e7490", secondary: "#082f3a", accent: "#fde047", symbol: "🔢" },
  rules: [
    "Pick 1 to 10 numbers from 1 to 80; 20 numbers are drawn.",
    "The paytable for your pick count pays by how many of your numbers are drawn.",
    "Picking 10 and hitting none pays 2× the stake.",
    `Return to player by pick count: ${RTPS.map((r, i) => `${i + 1}: ${(r * 100).toFixed(2)}%`).join(", ")}.`,
  ],
  validateBet(bet) {
    const b = bet as { stake?: unknown; picks?: unknown } | null;
    const stake = b?.stake;
    if (typeof stake !== "number" || !Number.isSafeInteger(stake) || stake <= 0 || stake % 10 !== 0)
      throw new GameMathError("INVALID_BET", "stake must be a positive integer multiple of 10");
    const picks = b?.picks;
    if (
      !Array.isArray(picks) ||
      picks.length < 1 ||
      picks.length > KENO_MAX_PICKS ||
      !picks.every((n) => Number.isInteger(n) && n >= 1 && n <= KENO_NUMBERS) ||
      new Set(picks).size !== picks.length
    )
      throw new GameMathError("INVALID_BET", "pick 1 to 10 different numbers from 1 to 80");
    return { stake, picks: [...(picks as number[])].sort((x, y) => x - y) };
  },
  play(rng, bet) {
    // The draw: the first 20 of a Fisher–Yates shuffle of 1..80 (partial Fisher–Yates).
    const drawn = rng.sample(KENO_NUMBERS, KENO_DRAWN).map((i) => i + 1);
    return settleKeno(bet, drawn);
  },
};
