/**
 * The live table's clock: every round lasts ROUND_MS and its phases follow
 * from the time alone, so every studio process agrees without talking.
 */
export const ROUND_MS = 30_000;
export const BETTING_MS = 15_000;
export const NO_MORE_BETS_MS = 2_000;
export const SPIN_MS = 6_000;
/** Rounds under one table seed pair (one hour); the pair is revealed when its hour is over. */
export const ROUNDS_PER_SEED = 120;

export type TablePhase = "betting" | "closed" | "spinning" | "result";

export interface TableMoment {
  round: number;
  phase: TablePhase;
  /** When the current phase ends (ms since epoch). */
  phaseEndsAt: number;
  /** When the ball rests and the round settles. */
  settlesAt: number;
}

export function tableMoment(nowMs: number): TableMoment {
  const round = Math.floor(nowMs / ROUND_MS);
  const start = round * ROUND_MS;
  const t = nowMs - start;
  const closeAt = start + BETTING_MS;
  const spinAt = closeAt + NO_MORE_BETS_MS;
  const settlesAt = spinAt + SPIN_MS;
  if (t < BETTING_MS) return { round, phase: "betting", phaseEndsAt: closeAt, settlesAt };
  if (t < BETTING_MS + NO_MORE_BETS_MS) return { round, phase: "closed", phaseEndsAt: spinAt, settlesAt };
  if (t < BETTING_MS + NO_MORE_BETS_MS + SPIN_MS) return { round, phase: "spinning", phaseEndsAt: settlesAt, settlesAt };
  return { round, phase: "result", phaseEndsAt: start + ROUND_MS, settlesAt };
}

export const seedHourOf = (round: number) => Math.floor(round / ROUNDS_PER_SEED);
