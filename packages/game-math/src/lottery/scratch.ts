import { GameMathError } from "../rng/errors.js";
import type { Rng } from "../rng/rng.js";
import type { SingleStepGame } from "../types.js";

/** Prize tiers: symbol, prize as a multiple of the stake, tickets per million. */
export const SCRATCH_TIERS = [
  { symbol: "coin", multiplier: 1, weight: 205_000 },
  { symbol: "cherry", multiplier: 2, weight: 100_000 },
  { symbol: "bell", multiplier: 5, weight: 36_000 },
  { symbol: "clover", multiplier: 10, weight: 12_000 },
  { symbol: "horseshoe", multiplier: 20, weight: 5_000 },
  { symbol: "diamond", multiplier: 50, weight: 1_500 },
  { symbol: "crown", multiplier: 100, weight: 500 },
  { symbol: "pot", multiplier: 1000, weight: 20 },
] as const;

/** Tickets per million that win nothing. */
export const SCRATCH_LOSING_WEIGHT = 1_000_000 - SCRATCH_TIERS.reduce((s, t) => s + t.weight, 0);

export const SCRATCH_CELLS = 9;

/** Exact RTP: Σ weight · multiplier / 1,000,000. */
export const SCRATCH_RTP = SCRATCH_TIERS.reduce((s, t) => s + t.weight * t.multiplier, 0) / 1_000_000;

export type ScratchOutcome = {
  /** 9 symbols of a 3×3 card, row by row. */
  cells: string[];
  /** Index of the prize tier won, or -1. */
  tier: number;
  multiplier: number;
  /** Cells of the winning three. */
  winningCells: number[];
  totalStake: number;
  totalWin: number;
};

/**
 * A ticket: first its prize tier by weight (int(1,000,000) over the cumulative
 * weights, losing tickets last), then its card: a win puts the tier's symbol in
 * three cells (partial Fisher–Yates of the 9 cells) and fills the other six from
 * the other symbols at most twice each; a loss fills nine cells with every
 * symbol at most twice. So a card shows three of a kind exactly when it wins.
 */
export function scratchTicket(rng: Rng, stake: number): ScratchOutcome {
  const weights = [...SCRATCH_TIERS.map((t) => t.weight), SCRATCH_LOSING_WEIGHT];
  const drawn = rng.weighted(weights);
  const tier = drawn < SCRATCH_TIERS.length ? drawn : -1;
  const symbols = SCRATCH_TIERS.map((t) => t.symbol as string);
  const cells = new Array<string>(SCRATCH_CELLS);
  let winningCells: number[] = [];
  if (tier >= 0) {
    winningCells = rng.sample(SCRATCH_CELLS, 3).sort((a, b) => a - b);
    for (const c of winningCells) cells[c] = symbols[tier]!;
  }
  const others = symbols.filter((_, i) => i !== tier).flatMap((s) => [s, s]);
  rng.shuffle(others);
  let k = 0;
  for (let c = 0; c < SCRATCH_CELLS; c++) if (cells[c] === undefined) cells[c] = others[k++]!;
  const multiplier = tier >= 0 ? SCRATCH_TIERS[tier]!.multiplier : 0;
  return { cells, tier, multiplier, winningCells, totalStake: stake, totalWin: stake * multiplier };
}

export const scratchCard: SingleStepGame<{ stake: number }, ScratchOutcome> = {
  kind: "single",
  id: "lucky-scratch",
  name: "Lucky Scratch",
  family: "scratch",
  volatility: "medium",
  tags: ["lottery", "scratch"],
  rtp: { value: SCRATCH_RTP, exact: SCRATCH_RTP, method: "exact: prize weights per million tickets" },
  stakeStep: 1,
  maxWinMultiplier: 1000,
  theme: { primary: "#a16207", secondary: "#3b2403", accent: "#fef08a", symbol: "🪙" },
  rules: [
    "Scratch nine cells; three of the same symbol win that symbol's prize.",
    `Prizes: ${SCRATCH_TIERS.map((t) => `${t.symbol} ${t.multiplier}×`).join(", ")} the stake.`,
    "A card has at most one winning symbol.",
  ],
  validateBet(bet) {
    const stake = (bet as { stake?: unknown } | null)?.stake;
    if (typeof stake !== "number" || !Number.isSafeInteger(stake) || stake <= 0)
      throw new GameMathError("INVALID_BET", "stake must be a positive integer");
    return { stake };
  },
  play: (rng, bet) => scratchTicket(rng, bet.stake),
};
