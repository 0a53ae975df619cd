import type { VerificationStatus } from "@casino/contracts/kyc";

/** English names of the KYC values the back office shows. */
export const TYPE_LABEL: Record<string, string> = {
  PASS: "Passport",
  ID_CARD: "ID card",
  D_LICENCE: "Driving licence",
  F_PASS: "Foreign passport",
  PAN_CARD: "PAN card",
  AADHAAR_CARD: "Aadhaar card",
};

export const LABEL_TEXT: Record<string, string> = {
  UNREADABLE: "Unreadable",
  EXPIRED: "Expired",
  NAME_OR_BIRTHDAY_MISMATCH: "Name or birthday mismatch",
  MISSING_PAGE: "Missing page",
  OTHER: "Other",
};

export const STATUS_STYLE: Record<VerificationStatus, string> = {
  VERIFIED: "bg-success/20 text-success",
  IN_PROGRESS: "bg-warning/20 text-warning",
  REQUESTED: "bg-danger/20 text-danger",
  NOT_VERIFIED: "bg-white/10 text-muted",
};

export function StatusBadge({ status }: { status: VerificationStatus }) {
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_STYLE[status]}`} data-testid="kyc-player-status">
      {status}
    </span>
  );
}
