import { z } from "zod";
import { type Paging, pageQuerySchema } from "./paging.js";

/**
 * The back office's players (issue 10 §2): search, the player page, block and
 * notes. Amounts are decimal strings of minor units (they may pass 2^53).
 */

const minor = z.string().regex(/^-?\d{1,20}$/);
const isoDate = z.iso.datetime({ offset: true });

export const PLAYER_SORTS = ["registered", "customerId", "email", "country"] as const;
export const PLAYER_STANDINGS = ["ACTIVE", "PENDING", "BLOCKED", "SELF_EXCLUDED"] as const;

export const playerSearchQuerySchema = z.object({
  /** An account id, e-mail, phone or name: each matched by its beginning. */
  q: z.string().trim().max(120).optional(),
  country: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .optional(),
  registeredFrom: isoDate.optional(),
  registeredTo: isoDate.optional(),
  status: z.enum(["ACTIVE", "PENDING", "BLOCKED"]).optional(),
  /** A column, `-column` for descending (the back office's lists). */
  sort: z
    .string()
    .regex(new RegExp(`^-?(${PLAYER_SORTS.join("|")})$`))
    .default("-registered"),
  ...pageQuerySchema.shape,
});
export type PlayerSearchQuery = z.input<typeof playerSearchQuerySchema>;

/** The players search as the back office sends it and the service takes it: plain strings, checked by the schema above. */
export interface PlayerListQuery extends Paging {
  q?: string;
  country?: string;
  registeredFrom?: string;
  registeredTo?: string;
  status?: string;
  /** A column, `-column` for descending. */
  sort?: string;
}

export const standingSchema = z.object({
  status: z.enum(PLAYER_STANDINGS),
  reason: z.string().nullable(),
  since: z.string().nullable(),
  until: z.string().nullable(),
});

export const playerSummarySchema = z.object({
  id: z.string(),
  customerId: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  country: z.string(),
  currency: z.string(),
  registeredAt: z.string(),
  standing: standingSchema,
});
export type PlayerSummary = z.infer<typeof playerSummarySchema>;

export const playerSearchSchema = z.object({
  items: z.array(playerSummarySchema),
  /** Counted up to 10,000; `more` when there are more. */
  total: z.number().int(),
  more: z.boolean(),
});
export type PlayerSearch = z.infer<typeof playerSearchSchema>;

export const playerAccountSchema = z.object({
  id: z.string(),
  kind: z.string(),
  currency: z.string(),
  balance: minor,
  /** A bonus account's name (its promotion's title); null for cash and reserved, or a bonus without one. */
  name: z.string().nullable(),
});

export const playerDetailSchema = playerSummarySchema.extend({
  language: z.string(),
  registrationMethod: z.string(),
  emailVerified: z.boolean(),
  phoneVerified: z.boolean(),
  withdrawalsBlocked: z.boolean(),
  firstLoginAt: z.string().nullable(),
  details: z.record(z.string(), z.string()),
  accounts: z.array(playerAccountSchema),
});
export type PlayerDetail = z.infer<typeof playerDetailSchema>;

export const playerTransferSchema = z.object({
  id: z.string(),
  key: z.string(),
  kind: z.string(),
  amount: minor,
  currency: z.string(),
  from: z.string(),
  to: z.string(),
  direction: z.enum(["in", "out", "own"]),
  createdAt: z.string(),
});
export type PlayerTransfer = z.infer<typeof playerTransferSchema>;

export const playerRoundSchema = z.object({
  provider: z.string(),
  roundId: z.string(),
  gameId: z.string(),
  currency: z.string(),
  bet: minor,
  win: minor,
  rolledBack: minor,
  startedAt: z.string(),
  closedAt: z.string().nullable(),
  /** The provider's provably fair verifier for this round (our studio's), or null. */
  verifyUrl: z.string().nullable(),
});
export type PlayerRound = z.infer<typeof playerRoundSchema>;

export const playerLoginSchema = z.object({
  at: z.string(),
  /** SESSION: a session opened; REFUSED: a refused login. */
  outcome: z.enum(["SESSION", "REFUSED"]),
  /** A session's scope (WITHDRAWAL: the withdrawal-only login of an excluded player); null for a refused login. */
  scope: z.enum(["FULL", "WITHDRAWAL"]).nullable(),
  /** The device fingerprint (x-cid). */
  device: z.string().nullable(),
  ip: z.string().nullable(),
  live: z.boolean(),
  endedAt: z.string().nullable(),
});
export type PlayerLogin = z.infer<typeof playerLoginSchema>;

export const playerNoteSchema = z.object({
  id: z.string(),
  body: z.string(),
  by: z.object({ id: z.string(), email: z.string() }),
  at: z.string(),
});
export type PlayerNote = z.infer<typeof playerNoteSchema>;

export const reasonBodySchema = z.object({ reason: z.string().trim().min(3).max(500) });
export const noteBodySchema = z.object({ body: z.string().trim().min(1).max(4000) });
