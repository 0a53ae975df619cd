import { z } from "zod";
import { pageQuerySchema } from "./paging.js";

/**
 * The back office's money (issue 10 §3): the withdrawal queue with four eyes,
 * corrections with maker-checker, ledger health. Amounts are decimal strings of
 * minor units.
 */

const minorIn = z.union([z.number().int().positive().max(Number.MAX_SAFE_INTEGER), z.string().regex(/^[1-9]\d{0,18}$/)]);

/** Payment states as stored; the queue's "paid" is SUCCESS; WAITING_FOR_VERIFICATION is held until KYC passes. */
export const WITHDRAWAL_STATES = [
  "PENDING",
  "WAITING_FOR_VERIFICATION",
  "APPROVED",
  "SUCCESS",
  "REJECTED",
  "CANCELLED",
  "FAILED",
] as const;
export type WithdrawalState = (typeof WITHDRAWAL_STATES)[number];

export const withdrawalQueueQuerySchema = z.object({
  status: z.enum(WITHDRAWAL_STATES).optional(),
  playerId: z.uuid().optional(),
  ...pageQuerySchema.shape,
});

const approvalSchema = z.object({ operatorId: z.string(), email: z.string(), at: z.string().nullable() });

export const operatorPaymentSchema = z.object({
  id: z.string(),
  type: z.enum(["deposit", "withdrawal"]),
  method: z.string(),
  state: z.string(),
  status: z.string(),
  amount: z.string(),
  currency: z.string(),
  reason: z.string().optional(),
  playerId: z.string(),
  customerId: z.string().nullable(),
  account: z.record(z.string(), z.string()),
  /** Names of the files the player attached through the form (a bank statement): GET …/withdrawals/:id/files/:name. */
  files: z.array(z.string()),
  needsSecondApprover: z.boolean(),
  firstApproval: approvalSchema.nullable(),
  decision: approvalSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OperatorPayment = z.infer<typeof operatorPaymentSchema>;

export const withdrawalQueueSchema = z.object({ items: z.array(operatorPaymentSchema), total: z.number().int() });
export type WithdrawalQueue = z.infer<typeof withdrawalQueueSchema>;

export const rejectBodySchema = z.object({ reason: z.string().trim().min(3).max(500) });

export const CORRECTION_STATES = ["PENDING", "APPLIED", "REJECTED"] as const;

export const correctionBodySchema = z.object({
  direction: z.enum(["credit", "debit"]),
  /** Player id or customer id. */
  player: z.string().trim().min(1).max(64),
  amount: minorIn,
  currency: z
    .string()
    .regex(/^[A-Z]{3,5}$/)
    .optional(),
  reason: z.string().trim().min(3).max(500),
  /** Idempotency key: asking twice with the same key is one correction. */
  key: z
    .string()
    .regex(/^[A-Za-z0-9_.:-]{8,100}$/)
    .optional(),
});
export type CorrectionBody = z.input<typeof correctionBodySchema>;

export const correctionSchema = z.object({
  id: z.string(),
  key: z.string(),
  playerId: z.string(),
  customerId: z.string(),
  direction: z.enum(["credit", "debit"]),
  amount: z.string(),
  currency: z.string(),
  reason: z.string(),
  status: z.enum(CORRECTION_STATES),
  requestedBy: z.object({ id: z.string(), email: z.string() }),
  decidedBy: z.object({ id: z.string(), email: z.string() }).nullable(),
  decidedAt: z.string().nullable(),
  decisionReason: z.string().nullable(),
  transferId: z.string().nullable(),
  createdAt: z.string(),
  needsSecondApprover: z.boolean(),
});
export type Correction = z.infer<typeof correctionSchema>;

export const correctionListQuerySchema = z.object({
  status: z.enum(CORRECTION_STATES).optional(),
  playerId: z.uuid().optional(),
  ...pageQuerySchema.shape,
});
export const correctionListSchema = z.object({ items: z.array(correctionSchema), total: z.number().int() });

export const ledgerCheckSchema = z.object({
  id: z.string(),
  trigger: z.enum(["schedule", "operator", "command"]),
  operatorId: z.string().nullable(),
  startedAt: z.string(),
  finishedAt: z.string(),
  durationMs: z.number(),
  ok: z.boolean(),
  result: z
    .object({
      ok: z.boolean(),
      currencies: z.array(
        z.object({ currency: z.string(), sum: z.string(), players: z.string(), house: z.string(), transfers: z.number() }),
      ),
      mismatches: z.array(
        z.object({
          accountId: z.string(),
          playerId: z.string().nullable(),
          kind: z.string(),
          currency: z.string(),
          stored: z.string(),
          replayed: z.string(),
        }),
      ),
      negativeAccounts: z.number(),
      danglingReferences: z.number(),
    })
    .optional(),
});
export type LedgerCheck = z.infer<typeof ledgerCheckSchema>;

export const ledgerHealthSchema = z.object({
  last: ledgerCheckSchema.nullable(),
  recent: z.array(ledgerCheckSchema),
  nextScheduledAt: z.string().nullable(),
});
export type LedgerHealth = z.infer<typeof ledgerHealthSchema>;
