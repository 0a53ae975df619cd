import type { Db } from "../../platform/db.js";
import { type PaymentRow, paymentsRepository } from "./repository.js";

/**
 * A rule another module adds to withdrawals (KYC): asked in the transaction
 * that reserves a withdrawal and moves it to approval. Answering a state keeps
 * the reserved withdrawal in that state (WAITING_FOR_VERIFICATION) instead of
 * PENDING, out of the approval queue, until the module releases it.
 */
export type WithdrawalHold = (
  tx: Db,
  w: { playerId: string; amount: bigint; currency: string; lifetimeDeposits: bigint },
) => Promise<"WAITING_FOR_VERIFICATION" | null>;

export function withdrawalHolds() {
  const holds: WithdrawalHold[] = [];
  return {
    add(hold: WithdrawalHold) {
      holds.push(hold);
    },
    /** The state a reserved withdrawal goes to: the first hold's answer, else PENDING. */
    async stateFor(tx: Db, row: PaymentRow): Promise<"PENDING" | "WAITING_FOR_VERIFICATION"> {
      if (holds.length === 0) return "PENDING";
      const lifetimeDeposits = await paymentsRepository(tx).lifetimeDeposits(row.player_id, row.currency);
      for (const hold of holds) {
        const held = await hold(tx, { playerId: row.player_id, amount: row.amount, currency: row.currency, lifetimeDeposits });
        if (held) return held;
      }
      return "PENDING";
    },
    /** The module's rule no longer holds the player's withdrawals (verified): they go on to approval, in `tx`. */
    release: (tx: Db, playerId: string, now: Date) => paymentsRepository(tx).releaseHeld(playerId, now),
  };
}
