import type { DocumentType, VerificationStatus } from "@casino/contracts/kyc";

/** Documents that prove who the player is. A PAN card is a tax card: in India it is asked besides one of these. */
export const IDENTITY_TYPES: DocumentType[] = ["PASS", "ID_CARD", "D_LICENCE", "F_PASS", "AADHAAR_CARD"];
/** Documents a region asks for besides an identity document (games spec §9: IND). */
export const SECOND_DOCUMENT: Record<string, DocumentType> = { IND: "PAN_CARD" };

export interface DocumentFacts {
  type: string;
  status: "IN_REVIEW" | "APPROVED" | "REJECTED";
  review_kind: "RETRY" | "FINAL" | null;
  expires_on: string | null;
}

const valid = (d: DocumentFacts, today: string) => d.status === "APPROVED" && (!d.expires_on || d.expires_on >= today);

/**
 * The player's status from their documents (issue 11 §3): VERIFIED when an
 * unexpired identity document is approved (and the region's second document),
 * IN_PROGRESS while one waits, REQUESTED when an operator asked, NOT_VERIFIED
 * otherwise. `today` is YYYY-MM-DD (UTC).
 */
export function statusOf(docs: DocumentFacts[], region: string, requested: boolean, today: string): VerificationStatus {
  const identity = docs.some((d) => valid(d, today) && (IDENTITY_TYPES as string[]).includes(d.type));
  const second = SECOND_DOCUMENT[region.toUpperCase()];
  const secondOk = !second || docs.some((d) => valid(d, today) && d.type === second);
  if (identity && secondOk) return "VERIFIED";
  if (docs.some((d) => d.status === "IN_REVIEW")) return "IN_PROGRESS";
  if (requested && !finallyRejected(docs)) return "REQUESTED";
  return "NOT_VERIFIED";
}

/** A FINAL rejection closes verification: no more documents from this player. */
export const finallyRejected = (docs: DocumentFacts[]) => docs.some((d) => d.status === "REJECTED" && d.review_kind === "FINAL");

/** Name and birthday against the profile: one rule for the api and the back office (contracts). */
export { holderMismatches as mismatches } from "@casino/contracts/kyc";

/** Per-currency amounts in minor units: `EUR:20000,USD:20000`. */
export function parseThresholds(value: string): Record<string, bigint> {
  const out: Record<string, bigint> = {};
  for (const part of value
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean)) {
    const m = part.match(/^([A-Za-z]{3,5}):(\d{1,18})$/);
    if (!m) throw new Error(`"${part}" is not CURRENCY:amount in minor units`);
    out[m[1]!.toUpperCase()] = BigInt(m[2]!);
  }
  return out;
}
