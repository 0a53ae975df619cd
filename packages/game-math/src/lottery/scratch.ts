import { GameMathError } from "../rng/errors.js";
import type { Rng } from "../rng/rng.js";
import type { SingleStepGame } from "../types.js";

/** A prize tier: its symbol, the prize as a multiple of the stake, and tickets per million that win it. */
export type ScratchTier = { symbol: string; multiplier: number; weight: number };

/** Prize tiers of Lucky Scratch. */
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

export const SCRATCH_TICKETS = 1_000_000;

/** Tickets per million that win nothing. */
export const scratchLosingWeight = (tiers: readonly ScratchTier[]) => SCRATCH_TICKETS - tiers.reduce((s, t) => s + t.weight, 0);

/** Exact RTP of a prize table: Σ weight · multiplier / 1,000,000. */
export const scratchRtp = (tiers: readonly ScratchTier[]) =>
  tiers.reduce((s, t) => s + t.weight * t.multiplier, 0) / SCRATCH_TICKETS;

/** Tickets per million of Lucky Scratch that win nothing. */
export const SCRATCH_LOSING_WEIGHT = scratchLosingWeight(SCRATCH_TIERS);

export const SCRATCH_CELLS = 9;

/** Exact RTP of Lucky Scratch. */
export const SCRATCH_RTP = scratchRtp(SCRATCH_TIERS);

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
export function scratchTicket(rng: Rng, stake: number, tiers: readonly ScratchTier[] = SCRATCH_TIERS): ScratchOutcome {
  const weights = [...tiers.map((t) => t.weight), scratchLosingWeight(tiers)];
  const drawn = rng.weighted(weights);
  const tier = drawn < tiers.length ? drawn : -1;
  const symbols = tiers.map((t) => t.symbol);
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
  const multiplier = tier >= 0 ? tiers[tier]!.multiplier : 0;
  return { cells, tier, multiplier, winningCells, totalStake: stake, totalWin: stake * multiplier };
}

/** A scratch card title: its own prize table (so its own volatility and exact RTP) and art. */
export type ScratchSpec = {
  id: string;
  name: string;
  volatility: SingleStepGame["volatility"];
  tags: string[];
  tiers: readonly ScratchTier[];
  theme: NonNullable<SingleStepGame["theme"]>;
};

export type ScratchGame = SingleStepGame<{ stake: number }, ScratchOutcome> & {
  /** The prize table the client draws, lowest prize first. */
  paytable: readonly ScratchTier[];
};

export function scratchGame(spec: ScratchSpec): ScratchGame {
  const { tiers } = spec;
  // Five symbols at least, so a losing card's nine cells fit with each symbol at most twice.
  if (tiers.length < 5) throw new Error(`${spec.id}: a card needs at least 5 symbols`);
  if (new Set(tiers.map((t) => t.symbol)).size !== tiers.length) throw new Error(`${spec.id}: symbols repeat`);
  if (tiers.some((t) => !Number.isInteger(t.weight) || t.weight <= 0 || !Number.isInteger(t.multiplier) || t.multiplier <= 0))
    throw new Error(`${spec.id}: weights and prizes are positive integers`);
  if (scratchLosingWeight(tiers) < 0) throw new Error(`${spec.id}: more than a million tickets`);
  const rtp = scratchRtp(tiers);
  const winning = (SCRATCH_TICKETS - scratchLosingWeight(tiers)) / SCRATCH_TICKETS;
  return {
    kind: "single",
    id: spec.id,
    name: spec.name,
    family: "scratch",
    volatility: spec.volatility,
    tags: spec.tags,
    rtp: { value: rtp, exact: rtp, method: "exact: prize weights per million tickets" },
    paytable: tiers,
    stakeStep: 1,
    maxWinMultiplier: Math.max(...tiers.map((t) => t.multiplier)),
    theme: spec.theme,
    rules: [
      "Scratch nine cells; three of the same symbol win that symbol's prize.",
      `Prizes: ${tiers.map((t) => `${t.symbol} ${t.multiplier}×`).join(", ")} the stake.`,
      "A card has at most one winning symbol.",
      `One ticket in ${(1 / winning).toFixed(2)} wins; return to player ${(rtp * 100).toFixed(2)}%.`,
    ],
    validateBet(bet) {
      const stake = (bet as { stake?: unknown } | null)?.stake;
      if (typeof stake !== "number" || !Number.isSafeInteger(stake) || stake <= 0)
        throw new GameMathError("INVALID_BET", "stake must be a positive integer");
      return { stake };
    },
    play: (rng, bet) => scratchTicket(rng, bet.stake, tiers),
  };
}

export const scratchCard = scratchGame({
  id: "lucky-scratch",
  name: "Lucky Scratch",
  volatility: "medium",
  tags: ["lottery", "scratch"],
  tiers: SCRATCH_TIERS,
  theme: { primary: "#a16207", secondary: "#3b2403", accent: "#fef08a", symbol: "🪙" },
});

/** Fruit Scratch: low volatility, many small prizes (about one ticket in 1.94 wins), 500× top; 95% exactly. */
export const FRUIT_SCRATCH_TIERS: readonly ScratchTier[] = [
  { symbol: "lemon", multiplier: 1, weight: 300_000 },
  { symbol: "orange", multiplier: 2, weight: 140_000 },
  { symbol: "plum", multiplier: 3, weight: 50_000 },
  { symbol: "cherry", multiplier: 5, weight: 20_000 },
  { symbol: "bell", multiplier: 10, weight: 6_000 },
  { symbol: "bar", multiplier: 50, weight: 600 },
  { symbol: "seven", multiplier: 500, weight: 60 },
];

/** Diamond Jackpot Scratch: high volatility, few wins (about one ticket in 7.04) and a 10,000× top prize; 95% exactly. */
export const DIAMOND_SCRATCH_TIERS: readonly ScratchTier[] = [
  { symbol: "coin", multiplier: 2, weight: 100_000 },
  { symbol: "bell", multiplier: 5, weight: 30_000 },
  { symbol: "star", multiplier: 20, weight: 10_000 },
  { symbol: "crown", multiplier: 100, weight: 2_000 },
  { symbol: "diamond", multiplier: 1000, weight: 100 },
  { symbol: "pot", multiplier: 10_000, weight: 10 },
];

export const fruitScratch = scratchGame({
  id: "fruit-scratch",
  name: "Fruit Scratch",
  volatility: "low",
  tags: ["lottery", "scratch", "classic"],
  tiers: FRUIT_SCRATCH_TIERS,
  theme: { primary: "#15803d", secondary: "#052e16", accent: "#fde047", symbol: "🍋" },
});

export const diamondScratch = scratchGame({
  id: "diamond-jackpot-scratch",
  name: "Diamond Jackpot Scratch",
  volatility: "high",
  tags: ["lottery", "scratch", "jackpot"],
  tiers: DIAMOND_SCRATCH_TIERS,
  theme: { primary: "#0e7490", secondary: "#06222b", accent: "#e0f2fe", symbol: "💎" },
});

export const SCRATCH_GAMES = [scratchCard, fruitScratch, diamondScratch];
