import type { BonusBalance } from "@casino/contracts/promotions";

export interface BonusPart {
  inprogress?: boolean;
  balances?: BonusBalance[];
}

/** What the snapshot of §4 compares: which bonus, and whether its conditions are completed or failed. */
export type Snapshot = string | false;

export function snapshotOf(bonus: BonusPart | null | undefined): Snapshot {
  const b = bonus?.balances?.[0];
  return b ? `${b.id}:${b.completed ? "c" : ""}${b.failed ? "f" : ""}` : false;
}

export type SnapshotAction = "none" | "store" | "reload" | "popup" | "clear";

/**
 * The bonus snapshot rules of accounts spec §4: the first update stores a
 * snapshot; none → some reloads the active bonus; a different value also
 * opens the balance popup; when the bonus vanishes the snapshot becomes false
 * and the active bonus is cleared.
 */
export function nextSnapshot(stored: Snapshot | undefined, incoming: Snapshot): { snapshot: Snapshot; action: SnapshotAction } {
  if (stored === undefined) return { snapshot: incoming, action: incoming ? "reload" : "store" };
  if (stored === incoming) return { snapshot: stored, action: "none" };
  if (!incoming) return { snapshot: false, action: "clear" };
  if (!stored) return { snapshot: incoming, action: "reload" };
  return { snapshot: incoming, action: "popup" };
}
