/**
 * The rules of self-limits and exclusions, pure (no I/O): rolling windows, a
 * decrease at once and an increase only after a wait and a confirmation
 * (UKGC RTS 12–14, MGA), the lowest applicable limit winning, and the periods
 * of a cool-down or self-exclusion.
 */

export const PERIODS = ["daily", "weekly", "monthly"] as const;
export type Period = (typeof PERIODS)[number];
export const LIMIT_KINDS = ["deposit", "loss"] as const;
export type MoneyLimitKind = (typeof LIMIT_KINDS)[number];

/** An increase or removal waits this long before the player may confirm it. */
export const PENDING_MS = 24 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Smallest limits a player may set (minor units, minutes). */
export const RULES = {
  minDeposit: 100,
  minLosses: { daily: 100, weekly: 100, monthly: 100 },
  minGameSessionDuration: 5,
  maxGameSessionDuration: 24 * 60,
} as const;

/** Where each rolling window starts at `now`: 24 hours, 7 days and one calendar month back (UTC). */
export function windowStarts(now: Date): Record<Period, Date> {
  const month = new Date(now.getTime());
  const day = month.getUTCDate();
  month.setUTCDate(1);
  month.setUTCMonth(month.getUTCMonth() - 1);
  const last = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 0)).getUTCDate();
  month.setUTCDate(Math.min(day, last));
  return { daily: new Date(now.getTime() - DAY_MS), weekly: new Date(now.getTime() - 7 * DAY_MS), monthly: month };
}

/** A limit as stored: the amount in force (null: none) and a waiting change. */
export interface LimitState {
  amount: bigint | null;
  pending: boolean;
  /** The waiting value: null means removal. */
  pendingAmount: bigint | null;
  pendingReadyAt: Date | null;
}

export const NO_LIMIT: LimitState = { amount: null, pending: false, pendingAmount: null, pendingReadyAt: null };

/**
 * What a player's request does to a limit: a new limit or a lower one applies
 * at once (and drops a waiting change); a higher one or a removal waits
 * `PENDING_MS` and then needs a confirmation; the same value drops a waiting change.
 */
export function requestChange(current: LimitState, requested: bigint | null, now: Date): LimitState {
  const loosens = current.amount !== null && (requested === null || requested > current.amount);
  if (!loosens) return { amount: requested ?? current.amount, pending: false, pendingAmount: null, pendingReadyAt: null };
  if (current.pending && current.pendingAmount === requested) return current;
  return { ...current, pending: true, pendingAmount: requested, pendingReadyAt: new Date(now.getTime() + PENDING_MS) };
}

/** True when a waiting change may be confirmed now. */
export const confirmable = (l: LimitState, now: Date) =>
  l.pending && l.pendingReadyAt !== null && l.pendingReadyAt.getTime() <= now.getTime();

/** The waiting change applied (call only when `confirmable`). */
export const confirm = (l: LimitState): LimitState => ({
  amount: l.pendingAmount,
  pending: false,
  pendingAmount: null,
  pendingReadyAt: null,
});

/** Seconds until a waiting change may be confirmed (0 when it may, or when none waits). */
export const remainingCooldown = (l: LimitState, now: Date) =>
  l.pending && l.pendingReadyAt ? Math.max(0, Math.ceil((l.pendingReadyAt.getTime() - now.getTime()) / 1000)) : 0;

/** The lowest applicable limit: null only when none is set. */
export function lowest(...limits: (bigint | null | undefined)[]): bigint | null {
  let min: bigint | null = null;
  for (const l of limits) if (l !== null && l !== undefined && (min === null || l < min)) min = l;
  return min;
}

/** The first period whose limit `used + amount` would pass, or null. */
export function passedPeriod(
  limits: Partial<Record<Period, bigint | null>>,
  used: Record<Period, bigint>,
  amount: bigint,
): Period | null {
  for (const p of PERIODS) {
    const l = limits[p];
    if (l !== null && l !== undefined && used[p] + amount > l) return p;
  }
  return null;
}

/** Cool-down (time-out) and self-exclusion periods. */
export const COOLDOWN_PERIODS = ["24h", "1w", "1m", "6w"] as const;
export const LOCK_PERIODS = ["6m", "1y", "2y", "5y", "forever"] as const;
export type CooldownPeriod = (typeof COOLDOWN_PERIODS)[number];
export type LockPeriod = (typeof LOCK_PERIODS)[number];
export type ExclusionType = "COOLDOWN" | "LOCK";

const addMonths = (d: Date, n: number) => {
  const r = new Date(d.getTime());
  const day = r.getUTCDate();
  r.setUTCDate(1);
  r.setUTCMonth(r.getUTCMonth() + n);
  const last = new Date(Date.UTC(r.getUTCFullYear(), r.getUTCMonth() + 1, 0)).getUTCDate();
  r.setUTCDate(Math.min(day, last));
  return r;
};

/** When an exclusion of this period started at `now` ends; null for good. Undefined when the period does not fit the type. */
export function exclusionEnd(type: ExclusionType, period: string, now: Date): Date | null | undefined {
  const t = now.getTime();
  if (type === "COOLDOWN") {
    if (period === "24h") return new Date(t + DAY_MS);
    if (period === "1w") return new Date(t + 7 * DAY_MS);
    if (period === "1m") return addMonths(now, 1);
    if (period === "6w") return new Date(t + 42 * DAY_MS);
    return undefined;
  }
  if (period === "6m") return addMonths(now, 6);
  if (period === "1y") return addMonths(now, 12);
  if (period === "2y") return addMonths(now, 24);
  if (period === "5y") return addMonths(now, 60);
  if (period === "forever") return null;
  return undefined;
}

/** Whether an exclusion is in force at `now`. */
export const excluded = (type: string | null, expires: Date | null, now: Date) =>
  type !== null && (expires === null || expires.getTime() > now.getTime());

/**
 * A new exclusion never shortens one in force: the later end wins (null, for
 * good, beats any date), and a LOCK is not turned into a COOLDOWN.
 */
export function mergeExclusion(
  current: { type: ExclusionType | null; expires: Date | null },
  next: { type: ExclusionType; expires: Date | null },
  now: Date,
): { type: ExclusionType; expires: Date | null } {
  if (!current.type || !excluded(current.type, current.expires, now)) return next;
  const type: ExclusionType = current.type === "LOCK" || next.type === "LOCK" ? "LOCK" : "COOLDOWN";
  if (current.expires === null || next.expires === null) return { type, expires: null };
  return { type, expires: current.expires > next.expires ? current.expires : next.expires };
}
