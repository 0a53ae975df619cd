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

/** A paytable: pays in tenths of the stake by picks then hits (the pick counts it lists are the ones a player may choose). */
export type KenoPaytable = Record<number, Record<number, number>>;

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

/** Exact RTP of a pick count under a paytable: Σ P(hits) · pay(hits). */
export function kenoRtp(picks: number, pays: KenoPaytable = KENO_PAYS): number {
  let rtp = 0;
  for (const [hits, pay] of Object.entries(pays[picks] ?? {})) rtp += (kenoHitProbability(picks, Number(hits)) * pay) / 10;
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

export function settleKeno(bet: KenoBet, drawn: number[], pays: KenoPaytable = KENO_PAYS): KenoOutcome {
  const set = new Set(drawn);
  const hits = bet.picks.filter((n) => set.has(n));
  const pay = pays[bet.picks.length]?.[hits.length] ?? 0;
  return { picks: bet.picks, drawn, hits, totalStake: bet.stake, totalWin: (bet.stake * pay) / 10 };
}

/** A keno title: its own paytable (so its own pick range, volatility and exact RTP) and art. */
export type KenoSpec = {
  id: string;
  name: string;
  volatility: SingleStepGame["volatility"];
  tags: string[];
  paytables: KenoPaytable;
  theme: NonNullable<SingleStepGame["theme"]>;
  /** Rule lines particular to the title, after the common ones. */
  rules?: string[];
};

export type KenoGame = SingleStepGame<KenoBet, KenoOutcome> & {
  /** The paytable the client draws: picks → hits → tenths of the stake. */
  paytables: KenoPaytable;
  /** Picks a bet may hold, lowest first. */
  picks: number[];
  /** Exact RTP per pick count, same order as `picks`. */
  rtpByPicks: number[];
};

/** A keno game over 80 numbers and 20 drawn, settled by its paytable; the RTP shown is the lowest of its pick counts. */
export function kenoGame(spec: KenoSpec): KenoGame {
  const { paytables } = spec;
  const picks = Object.keys(paytables)
    .map(Number)
    .sort((a, b) => a - b);
  for (const p of picks) {
    if (!Number.isInteger(p) || p < 1 || p > KENO_MAX_PICKS) throw new Error(`${spec.id}: bad pick count ${p}`);
    for (const [hits, pay] of Object.entries(paytables[p]!))
      if (Number(hits) > p || !Number.isInteger(pay) || pay <= 0) throw new Error(`${spec.id}: bad pay ${p}/${hits}`);
  }
  const min = picks[0]!;
  const max = picks[picks.length - 1]!;
  if (picks.length !== max - min + 1) throw new Error(`${spec.id}: pick counts must be consecutive`);
  const rtps = picks.map((p) => kenoRtp(p, paytables));
  const lowest = Math.min(...rtps);
  const top = Math.max(...picks.flatMap((p) => Object.values(paytables[p]!)));
  const range = min === max ? `${min}` : `${min} to ${max}`;
  const zero = picks.filter((p) => (paytables[p]![0] ?? 0) > 0);
  return {
    kind: "single",
    id: spec.id,
    name: spec.name,
    family: "keno",
    volatility: spec.volatility,
    tags: spec.tags,
    rtp: {
      value: lowest,
      exact: lowest,
      method: `exact: hypergeometric probabilities per pick count (the lowest of the ${picks.length} is shown)`,
    },
    paytables,
    picks,
    rtpByPicks: rtps,
    stakeStep: 10,
    maxWinMultiplier: top / 10,
    theme: spec.theme,
    rules: [
      `Pick ${range} numbers from 1 to 80; 20 numbers are drawn.`,
      "The paytable for your pick count pays by how many of your numbers are drawn.",
      ...zero.map((p) => `Picking ${p} and hitting none pays ${paytables[p]![0]! / 10}× the stake.`),
      ...(spec.rules ?? []),
      `Return to player by pick count: ${rtps.map((r, i) => `${picks[i]}: ${(r * 100).toFixed(2)}%`).join(", ")}.`,
    ],
    validateBet(bet) {
      const b = bet as { stake?: unknown; picks?: unknown } | null;
      const stake = b?.stake;
      if (typeof stake !== "number" || !Number.isSafeInteger(stake) || stake <= 0 || stake % 10 !== 0)
        throw new GameMathError("INVALID_BET", "stake must be a positive integer multiple of 10");
      const chosen = b?.picks;
      if (
        !Array.isArray(chosen) ||
        chosen.length < min ||
        chosen.length > max ||
        !chosen.every((n) => Number.isInteger(n) && n >= 1 && n <= KENO_NUMBERS) ||
        new Set(chosen).size !== chosen.length
      )
        throw new GameMathError("INVALID_BET", `pick ${range} different numbers from 1 to 80`);
      return { stake, picks: [...(chosen as number[])].sort((x, y) => x - y) };
    },
    play(rng, bet) {
      // The draw: the first 20 of a Fisher–Yates shuffle of 1..80 (partial Fisher–Yates).
      const drawn = rng.sample(KENO_NUMBERS, KENO_DRAWN).map((i) => i + 1);
      return settleKeno(bet, drawn, paytables);
    },
  };
}

export const keno = kenoGame({
  id: "keno",
  name: "Keno",
  volatility: "high",
  tags: ["lottery", "keno"],
  paytables: KENO_PAYS,
  theme: { primary: "#0e7490", secondary: "#082f3a", accent: "#fde047", symbol: "🔢" },
});

/** A classic ladder over 1 to 10 picks: small pays from two hits on, a 69,500× top prize, 10 picks and no hit pay 4.2×. */
export const KENO_CLASSIC_PAYS: KenoPaytable = {
  1: { 1: 38 },
  2: { 1: 10, 2: 95 },
  3: { 2: 29, 3: 395 },
  4: { 2: 13, 3: 65, 4: 1300 },
  5: { 2: 5, 3: 29, 4: 150, 5: 6000 },
  6: { 3: 20, 4: 65, 5: 800, 6: 20000 },
  7: { 3: 7, 4: 44, 5: 295, 6: 2200, 7: 75000 },
  8: { 4: 26, 5: 135, 6: 800, 7: 13500, 8: 200000 },
  9: { 4: 13, 5: 65, 6: 385, 7: 3200, 8: 50000, 9: 320000 },
  10: { 0: 42, 5: 41, 6: 210, 7: 1100, 8: 7000, 9: 41500, 10: 695000 },
};

/** High volatility over 3 to 10 picks: nothing for a few hits, the top prizes far higher (139,000× for 10 of 10). */
export const KENO_INFERNO_PAYS: KenoPaytable = {
  3: { 3: 694 },
  4: { 3: 42, 4: 2550 },
  5: { 4: 183, 5: 11500 },
  6: { 4: 41, 5: 1000, 6: 41500 },
  7: { 5: 245, 6: 4850, 7: 160000 },
  8: { 5: 79, 6: 1150, 7: 23500, 8: 390000 },
  9: { 6: 550, 7: 6000, 8: 70000, 9: 880000 },
  10: { 0: 35, 6: 208, 7: 1400, 8: 17500, 9: 140000, 10: 1390000 },
};

export const kenoClassic = kenoGame({
  id: "keno-classic-10",
  name: "Keno Classic 10",
  volatility: "medium",
  tags: ["lottery", "keno", "classic"],
  paytables: KENO_CLASSIC_PAYS,
  theme: { primary: "#1d4ed8", secondary: "#0a1a45", accent: "#f8fafc", symbol: "🎱" },
});

export const kenoInferno = kenoGame({
  id: "keno-inferno",
  name: "Keno Inferno",
  volatility: "high",
  tags: ["lottery", "keno", "high_volatility"],
  paytables: KENO_INFERNO_PAYS,
  theme: { primary: "#b91c1c", secondary: "#2a0505", accent: "#fb923c", symbol: "🔥" },
});

export const KENO_GAMES = [keno, kenoClassic, kenoInferno];
