import type { PendingWithdrawal } from "./types";

/** What the reserved-balance dialog offers back: the pending withdrawals the player can still cancel. */
export interface ReservedOffer {
  amount: number;
  currency: string;
  ids: string[];
}

const DECLINED_KEY = "reservedDeclined";

/**
 * The reserved-balance dialog (games spec §2 "Reserved-balance dialog (yes or no)"): on the deposit page, a player
 * whose money is reserved for withdrawals is asked whether to have it back instead of depositing. Offered when the
 * balance has money reserved and at least one pending withdrawal can still be cancelled (not yet processing);
 * the amount is what cancelling returns. Withdrawals the player already said no to are not offered again.
 */
export function reservedOffer(
  balance: { reserved: number; currency: string } | null | undefined,
  pending: readonly PendingWithdrawal[] | undefined,
  declined: readonly string[] = [],
): ReservedOffer | null {
  if (!balance || !(balance.reserved > 0) || !pending?.length) return null;
  const open = pending.filter((w) => !w.processing && w.cancellable !== false);
  if (open.length === 0 || open.every((w) => declined.includes(w.id))) return null;
  return {
    amount: open.reduce((sum, w) => sum + w.amount, 0),
    currency: open[0]!.currency,
    ids: open.map((w) => w.id),
  };
}

/** The withdrawals the player said no to in this tab. */
export function declinedReserved(): string[] {
  try {
    const v = JSON.parse(sessionStorage.getItem(DECLINED_KEY) ?? "[]") as unknown;
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : [];
  } catch {
    return [];
  }
}

export function declineReserved(ids: readonly string[]) {
  try {
    sessionStorage.setItem(DECLINED_KEY, JSON.stringify([...new Set([...declinedReserved(), ...ids])]));
  } catch {}
}
