import type { Db } from "../../platform/db.js";
import { kycRepository } from "./repository.js";
import { parseThresholds } from "./rules.js";
import type { KycService } from "./service.js";

/**
 * The withdrawal gate (issue 11 §4), registered on payments as a hold: a
 * withdrawal above KYC_WITHDRAWAL_THRESHOLDS, or any withdrawal once lifetime
 * deposits pass KYC_DEPOSIT_THRESHOLDS (per currency, minor units), needs a
 * VERIFIED player; otherwise it is reserved as usual and waits
 * (WAITING_FOR_VERIFICATION) until an approval verifies the player. It runs in
 * the withdrawal's own transaction and locks the player's KYC row, as an
 * approval does, so the two never cross.
 */
export function withdrawalGate(kyc: KycService, config: { KYC_WITHDRAWAL_THRESHOLDS: string; KYC_DEPOSIT_THRESHOLDS: string }) {
  const overAmount = parseThresholds(config.KYC_WITHDRAWAL_THRESHOLDS);
  const overDeposits = parseThresholds(config.KYC_DEPOSIT_THRESHOLDS);
  const needsVerification = (w: { amount: bigint; currency: string; lifetimeDeposits: bigint }) => {
    const a = overAmount[w.currency];
    const d = overDeposits[w.currency];
    return (a !== undefined && w.amount > a) || (d !== undefined && w.lifetimeDeposits > d);
  };
  return {
    needsVerification,
    async hold(tx: Db, w: { playerId: string; amount: bigint; currency: string; lifetimeDeposits: bigint }) {
      if (!needsVerification(w)) return null;
      await kycRepository(tx).lockPlayer(w.playerId);
      const { value } = await kyc.statusIn(tx, w.playerId);
      return value === "VERIFIED" ? null : ("WAITING_FOR_VERIFICATION" as const);
    },
  };
}
