import { z } from "zod";
import { REJECTION_KINDS, REJECTION_LABELS, REVIEW_STATES, VERIFICATION_STATUSES } from "./kyc.js";

/** zod schemas of the KYC calls (api validation and OpenAPI); the web imports kyc.ts only. */

export const uploadAnswerSchema = z.object({
  referenceId: z.string(),
  name: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});

export const submitDocumentBodySchema = z.object({
  type: z.string().max(40),
  /** referenceIds of `POST upload/v1` (also accepted as `referenceIds` or `files`). */
  referenceIds: z.array(z.string().max(100)).max(20).optional(),
  files: z.array(z.string().max(100)).max(20).optional(),
  comment: z.string().trim().max(500).optional(),
});
export type SubmitDocumentBody = z.input<typeof submitDocumentBodySchema>;

export const documentFileSchema = z.object({ id: z.string(), name: z.string(), contentType: z.string(), size: z.number() });

export const playerDocumentSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  comment: z.string().nullable(),
  status: z.enum(REVIEW_STATES),
  review: z
    .object({ kind: z.enum(REJECTION_KINDS).nullable(), label: z.string().nullable(), comment: z.string().nullable() })
    .nullable(),
  expiresOn: z.string().nullable(),
  files: z.array(documentFileSchema),
  createdAt: z.string(),
});

export const documentsListSchema = z.object({ documents: z.array(playerDocumentSchema) });

export const verificationStatusSchema = z.object({
  value: z.enum(VERIFICATION_STATUSES),
  /** Set while an operator's request is open: when it was made. */
  requestedAt: z.string().nullable(),
  /** False once a FINAL rejection closed verification. */
  canSubmit: z.boolean(),
});

/** The region's document types, and the document it asks for besides an identity document (IND: PAN_CARD), or null. */
export const documentTypesSchema = z.object({
  region: z.string(),
  types: z.array(z.string()),
  alsoRequired: z.string().nullable(),
});

// —— operator calls ——

export const approveDocumentBodySchema = z.object({
  /** Name and birthday as read on the document: they must match the profile. */
  holderName: z.string().trim().min(1).max(200),
  holderBirthday: z.iso.date(),
  expiresOn: z.iso.date().optional(),
  internalNote: z.string().trim().max(1000).optional(),
});
export const rejectDocumentBodySchema = z.object({
  kind: z.enum(REJECTION_KINDS),
  label: z.enum(REJECTION_LABELS),
  /** Shown to the player. */
  comment: z.string().trim().min(1).max(500),
  internalNote: z.string().trim().max(1000).optional(),
});
export const requestVerificationBodySchema = z.object({ note: z.string().trim().max(500).optional() });
