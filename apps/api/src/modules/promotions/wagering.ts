/**
 * The arithmetic of bonus money, pure (no I/O): contribution of a stake to
 * wagering, the cash-first split of a stake, a win's shares, conversion and
 * the "honest bonus" figures. Every amount is bigint minor units; whatever
 * rounds is rounded in the player's disfavour only where the rule says so
 * (weighted stakes round down) and otherwise to cash.
 */

/** Contribution weights in percent: a game's own, else its category's, else the default. */
export interface Contribution {
  games?: Record<string, number>;
  categories?: Record<string, number>;
  default?: number;
}

export type GameCategory = "slots" | "table" | "live" | "lottery";

/** The house default: slots 100 %, table games 10 %, live 5 %, anything unweighted 0 %. */
export const DEFAULT_CONTRIBUTION: Contribution = { categories: { slots: 100, table: 10, live: 5 }, default: 0 };

/** The wagering multiplier may not pass this in any region we know no stricter rule for (UK from 2026). */
export const DEFAULT_WAGERING_CAP = 10;
/** Regions with their own cap on the wagering multiplier (ISO3). */
export const REGION_WAGERING_CAPS: Record<string, number> = { GBR: 10 };

/** The studio's game families, grouped as wagering rules name them. */
export function categoryOfFamily(family: string): GameCategory {
  if (family.startsWith("live")) return "live";
  if (family === "slot") return "slots";
  if (family === "keno" || family === "scratch") return "lottery";
  return "table";
}

const clampPercent = (p: number | undefined) =>
  p === undefined || !Number.isFinite(p) ? undefined : Math.max(0, Math.min(100, p));

/** Percent (0–100, whole) of a stake on this game that counts towards wagering. */
export function contributionPercent(rules: Contribution, game: { id: string; category: string }): number {
  const own = clampPercent(rules.games?.[game.id]);
  if (own !== undefined) return Math.floor(own);
  const cat = clampPercent(rules.categories?.[game.category]);
  if (cat !== undefined) return Math.floor(cat);
  return Math.floor(clampPercent(rules.default) ?? 0);
}

/** The part of a stake that counts, rounded down. */
export function weightedStake(stake: bigint, percent: number): bigint {
  if (stake <= 0n || percent <= 0) return 0n;
  return (stake * BigInt(Math.floor(percent))) / 100n;
}

/** Cash first, bonus only for the shortfall; null when both together do not cover the stake. */
export function splitStake(stake: bigint, cash: bigint, bonus: bigint): { cash: bigint; bonus: bigint } | null {
  if (stake <= 0n) return { cash: 0n, bonus: 0n };
  if (cash + bonus < stake) return null;
  const fromCash = cash >= stake ? stake : cash;
  return { cash: fromCash, bonus: stake - fromCash };
}

/** a × num / den, rounded down (num, den > 0). */
export function mulRatio(a: bigint, num: bigint, den: bigint): bigint {
  if (den <= 0n) throw new RangeError("mulRatio: den must be positive");
  return (a * num) / den;
}

/**
 * A win (or a rollback's refund) goes back in the proportion its stake was
 * paid: the bonus share rounded down, the leftover to cash.
 */
export function winShares(win: bigint, stake: { cash: bigint; bonus: bigint }): { cash: bigint; bonus: bigint } {
  const total = stake.cash + stake.bonus;
  if (win <= 0n) return { cash: 0n, bonus: 0n };
  if (total <= 0n || stake.bonus <= 0n) return { cash: win, bonus: 0n };
  const bonus = mulRatio(win, stake.bonus, total);
  return { cash: win - bonus, bonus };
}

/** The multiplier after the region's cap. */
export function cappedMultiplier(multiplier: number, region: string | null | undefined): number {
  const cap = (region ? REGION_WAGERING_CAPS[region] : undefined) ?? DEFAULT_WAGERING_CAP;
  return Math.max(0, Math.min(multiplier, cap));
}

/** Wagering required: the multiplier (in hundredths) × the base, rounded up so a whole unit never goes missing. */
export function wageringRequired(multiplier: number, base: bigint): bigint {
  const hundredths = BigInt(Math.round(multiplier * 100));
  return (base * hundredths + 99n) / 100n;
}

/** The most of a bonus that may become cash (multiple of the bonus, in hundredths); null: no cap. */
export function conversionCap(multiple: number | null, bonus: bigint): bigint | null {
  if (multiple === null || multiple === undefined) return null;
  return (bonus * BigInt(Math.round(multiple * 100))) / 100n;
}

/** At completion: what becomes cash (up to the cap) and what goes back to the house. */
export function conversion(balance: bigint, cap: bigint | null): { convert: bigint; giveBack: bigint } {
  const convert = cap === null || balance <= cap ? balance : cap;
  return { convert, giveBack: balance - convert };
}

/** Deposit match: percent of the deposit, at most the maximum. */
export function matchAmount(deposit: bigint, percent: number, maxBonus: bigint | null): bigint {
  const raw = (deposit * BigInt(Math.floor(percent))) / 100n;
  return maxBonus !== null && raw > maxBonus ? maxBonus : raw;
}

export interface CostGame {
  id: string;
  name?: string;
  /** Return to player as a fraction (0.965), the studio's exact figure. */
  rtp: number;
  /** Percent of a stake counted towards wagering. */
  contribution: number;
}

/**
 * The honest bonus: clearing `left` of weighted wagering on a game that counts
 * c % needs stakes of left × 100 / c, which lose (1 − RTP) of themselves on
 * average. The cheapest allowed game is the one a careful player picks;
 * the figure is rounded up (we never understate a cost).
 */
export function expectedCostToClear(left: bigint, games: CostGame[]): { cost: bigint; game: CostGame } | null {
  let best: { cost: bigint; game: CostGame } | null = null;
  for (const g of games) {
    if (g.contribution <= 0 || !(g.rtp > 0)) continue;
    // edge in parts per million, stakes needed = left × 100 / contribution
    const edgePpm = BigInt(Math.max(0, Math.round((1 - g.rtp) * 1_000_000)));
    const num = left * 100n * edgePpm;
    const den = BigInt(Math.floor(g.contribution)) * 1_000_000n;
    const cost = (num + den - 1n) / den;
    if (!best || cost < best.cost) best = { cost, game: g };
  }
  return best;
}

/** Expected value to the player: what the bonus could turn into, less the expected cost of clearing it. */
export function expectedValue(bonusBalance: bigint, cap: bigint | null, cost: bigint): bigint {
  const reachable = cap === null || bonusBalance <= cap ? bonusBalance : cap;
  return reachable - cost;
}
