/**
 * Identity verification (KYC), games spec §3, §5, §7, §9: statuses, document
 * types, the upload rules and the answers' shapes. Plain data, no zod (the
 * web bundle takes only what it uses); the calls' zod schemas are in kyc-schemas.ts.
 */

/** games spec §3: NOT_VERIFIED by default. */
export const VERIFICATION_STATUSES = ["REQUESTED", "IN_PROGRESS", "VERIFIED", "NOT_VERIFIED"] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** games spec §3, in the order the player picks from. */
export const DOCUMENT_TYPES = ["PASS", "ID_CARD", "D_LICENCE", "F_PASS", "PAN_CARD", "AADHAAR_CARD"] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export const isDocumentType = (v: string): v is DocumentType => (DOCUMENT_TYPES as readonly string[]).includes(v);

/** games spec §9: the regions with rules of their own (PAN and Aadhaar cards; a PAN card besides the identity document). */
export const VERIFICATION_REGIONS = ["IND"] as const;
/** Types every region offers; a verification region adds its own. */
export const COMMON_DOCUMENT_TYPES: DocumentType[] = ["PASS", "ID_CARD", "D_LICENCE", "F_PASS"];
export const REGION_DOCUMENT_TYPES: Record<string, DocumentType[]> = { IND: ["PAN_CARD", "AADHAAR_CARD"] };
export const documentTypesFor = (region: string): DocumentType[] => [
  ...COMMON_DOCUMENT_TYPES,
  ...(REGION_DOCUMENT_TYPES[region.toUpperCase()] ?? []),
];

/** games spec §5. */
export const UPLOAD_RULES = {
  maxBytes: 5_242_880,
  /** Files one document may carry ("up to 5 files"). */
  maxFilesPerDocument: 5,
  /** Uploads a player may hold that no document uses yet ("limit constant 10"). */
  maxLooseUploads: 10,
  extensions: [".jpg", ".png", ".pdf", ".jpeg", ".3gp", ".mp4", ".mkv", ".webm"],
} as const;
/** For `<input accept>`. */
export const UPLOAD_ACCEPT = UPLOAD_RULES.extensions.join(",");

/** The review of one document. */
export const REVIEW_STATES = ["IN_REVIEW", "APPROVED", "REJECTED"] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];
export const REJECTION_KINDS = ["RETRY", "FINAL"] as const;
export type RejectionKind = (typeof REJECTION_KINDS)[number];
export const REJECTION_LABELS = ["UNREADABLE", "EXPIRED", "NAME_OR_BIRTHDAY_MISMATCH", "MISSING_PAGE", "OTHER"] as const;
export type RejectionLabel = (typeof REJECTION_LABELS)[number];

/** Error codes of the KYC calls (the web shows error.file.not.uploaded for every upload refusal). */
export const KYC_CODES = [
  "FILE_MISSING",
  "FILE_TOO_LARGE",
  "TOO_MANY_FILES",
  "FILE_TYPE_NOT_ALLOWED",
  "FILE_NAME_NOT_ALLOWED",
  "FILE_CONTENT_MISMATCH",
  "TOO_MANY_UPLOADS",
  "UPLOAD_NOT_FOUND",
  "UPLOAD_ALREADY_USED",
  "DOCUMENT_TYPE_NOT_ALLOWED",
  "DOCUMENT_NOT_FOUND",
  "DOCUMENT_ALREADY_REVIEWED",
  "VERIFICATION_REJECTED",
  "ALREADY_VERIFIED",
  "PROFILE_MISMATCH",
  "LINK_EXPIRED",
  "LINK_INVALID",
  "PLAYER_NOT_FOUND",
] as const;
export type KycCode = (typeof KYC_CODES)[number];

/** One file of a document. */
export interface DocumentFile {
  id: string;
  name: string;
  contentType: string;
  size: number;
}

/** games spec §3 "Uploaded document: id, name, type, comment", with its review. */
export interface PlayerDocument {
  id: string;
  name: string;
  type: string;
  comment: string | null;
  status: ReviewState;
  review: { kind: RejectionKind | null; label: string | null; comment: string | null } | null;
  expiresOn: string | null;
  files: DocumentFile[];
  createdAt: string;
}

export interface VerificationStatusAnswer {
  value: VerificationStatus;
  /** Set while an operator's request is open: when it was made. */
  requestedAt: string | null;
  /** False once a FINAL rejection closed verification. */
  canSubmit: boolean;
}

export interface UploadAnswer {
  referenceId: string;
  name: string;
  contentType: string;
  size: number;
}

const tokens = (s: string) =>
  s
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()
    .split(" ")
    .filter(Boolean);

/**
 * Name and birthday on a document against the profile (issue 11 §4): the
 * document's name must hold every word of the profile's first and last name
 * (case, accents and punctuation aside; middle names allowed), the birthday
 * must be the same day. Returns the fields that differ.
 */
export function holderMismatches(
  profile: { FIRSTNAME?: string; LASTNAME?: string; BIRTHDAY?: string },
  holder: { name: string; birthday: string },
): ("name" | "birthday")[] {
  const out: ("name" | "birthday")[] = [];
  const want = tokens(`${profile.FIRSTNAME ?? ""} ${profile.LASTNAME ?? ""}`);
  const have = new Set(tokens(holder.name));
  if (want.length === 0 || want.some((t) => !have.has(t))) out.push("name");
  if (!profile.BIRTHDAY || profile.BIRTHDAY !== holder.birthday) out.push("birthday");
  return out;
}
