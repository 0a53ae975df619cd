import type { SelfLimit, SelfLimits } from "@casino/contracts/protection";

/**
 * A waiting change as the web keeps it: with `readyAt`, when it may be confirmed on the page's monotonic clock
 * (performance.now()), counted from the server's remaining seconds (`remainingCooldown`) as its answer came. The
 * device's wall clock (Date.now()) is never read: a phone set a day off still counts the server's 24 h.
 */
export type Waiting = NonNullable<SelfLimit["pending"]> & { readyAt?: number };

/** The monotonic clock the waits count on (a function: tests move it). */
export const monotonic = { now: () => performance.now() };

/** When a wait of `remainingSeconds` (the server's, as received at `receivedAt`) is over, on the monotonic clock. */
export const readyAt = (remainingSeconds: number, receivedAt: number) => receivedAt + Math.max(0, remainingSeconds) * 1000;

/** Whole seconds until `at` on the monotonic clock, rounded up: 0 only once the wait is over. */
export const secondsUntil = (at: number, now: number) => Math.max(0, Math.ceil((at - now) / 1000));

/** The limits an answer brought, each waiting change given its `readyAt` from the moment the answer came. */
export function received(limits: SelfLimits, at = monotonic.now()): SelfLimits {
  const stamp = (l: SelfLimit) => {
    if (l.pending) (l.pending as Waiting).readyAt = readyAt(l.pending.remainingCooldown, at);
  };
  for (const g of ["deposit", "losses"] as const) for (const l of Object.values(limits[g])) stamp(l);
  stamp(limits.gameSessionDuration);
  return limits;
}

/**
 * Seconds left of a waiting change at `now` (monotonic): from its `readyAt`, or, for one kept without it, from
 * `fallbackAt` (when the page first showed it).
 */
export const waitLeft = (pending: Waiting | null | undefined, now: number, fallbackAt: number) =>
  pending ? secondsUntil(pending.readyAt ?? readyAt(pending.remainingCooldown, fallbackAt), now) : 0;
