import { z } from "zod";

/**
 * Player protection calls of the accounts spec (§3 Restrictions, §7
 * `account/v1/details/self-limits` and `self-exclusion`): one source for the
 * api's validation and the web's forms. Money in minor units of the player's
 * currency, durations in minutes.
 */

export const LIMIT_PERIODS = ["daily", "weekly", "monthly"] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];
export const COOLDOWN_PERIODS = ["24h", "1w", "1m", "6w"] as const;
export const LOCK_PERIODS = ["6m", "1y", "2y", "5y", "forever"] as const;
export const REALITY_CHECK_MINUTES = [15, 30, 60] as const;
export const SELF_EXCLUSION_TYPES = ["NOT_SET", "COOLDOWN", "LOCK"] as const;
export type SelfExclusionType = (typeof SELF_EXCLUSION_TYPES)[number];

const amount = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).nullable();
const periodsInput = z.object({ daily: amount, weekly: amount, monthly: amount }).partial();

/** POST self-limits: only the keys sent change; null removes a limit (after the wait). */
export const selfLimitsBodySchema = z.object({
  deposit: periodsInput.optional(),
  losses: periodsInput.optional(),
  gameSessionDuration: z
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .nullable()
    .optional(),
  /** Reality-check interval in minutes; null turns it off. */
  realityCheck: z
    .union([z.literal(15), z.literal(30), z.literal(60)])
    .nullable()
    .optional(),
  /** The player declines the deposit limit offered at the first deposit (setting one answers it too). */
  depositLimitOffer: z.literal("DECLINED").optional(),
});
export type SelfLimitsBody = z.infer<typeof selfLimitsBodySchema>;

/** POST self-limits/confirm: the waiting changes to apply now ("deposit.daily", "gameSessionDuration"…); none: every ready one. */
export const confirmLimitsBodySchema = z.object({ limits: z.array(z.string().max(40)).max(10).optional() });

const pendingSchema = z.object({
  /** The waiting value: null is a removal. */
  amount: z.number().nullable(),
  /** When it may be confirmed. */
  confirmableAt: z.string(),
  /** Seconds until then. */
  remainingCooldown: z.number(),
});
const limitSchema = z.object({
  /** The player's own limit in force; null: none. */
  amount: z.number().nullable(),
  /** An operator's limit, if any (the lowest applies). */
  operatorAmount: z.number().nullable(),
  kind: z.enum(["currency", "time"]),
  /** Used in the current rolling window (money limits). */
  used: z.number().optional(),
  pending: pendingSchema.nullable(),
});
export type SelfLimit = z.infer<typeof limitSchema>;
const periodsSchema = z.object({ daily: limitSchema, weekly: limitSchema, monthly: limitSchema });

export const selfLimitsSchema = z.object({
  currency: z.string(),
  deposit: periodsSchema,
  losses: periodsSchema,
  gameSessionDuration: limitSchema,
  realityCheck: z.number().nullable(),
  /** The longest wait of any pending change, in seconds. */
  remainingCooldown: z.number(),
  rules: z.object({
    minDeposit: z.number(),
    minLosses: z.object({ daily: z.number(), weekly: z.number(), monthly: z.number() }),
    minGameSessionDuration: z.number(),
    maxGameSessionDuration: z.number(),
  }),
  /** True when the player has not reviewed the limits for 6 months. */
  reviewDue: z.boolean(),
  /** True until the player sets a deposit limit or declines one: the deposit page offers it first. */
  depositLimitOffer: z.boolean(),
});
export type SelfLimits = z.infer<typeof selfLimitsSchema>;
export const selfLimitsResponseSchema = z.object({ data: selfLimitsSchema });

/**
 * GET reality-check/:sessionId: the player's reality check for one real-money
 * game session — the interval and what the session played so far.
 */
export const realityCheckSchema = z.object({
  sessionId: z.string(),
  gameId: z.string(),
  /** The player's interval in minutes; null: off. */
  interval: z.number().nullable(),
  /** The interval as the clock counts it, in milliseconds (a minute may be shortened in tests); null: off. */
  intervalMs: z.number().nullable(),
  /** When the session started (ISO). */
  started: z.string(),
  /** Milliseconds since then by the server's clock: the web times the next check from it. */
  elapsedMs: z.number(),
  /** Time played, in seconds of the reality check's minutes. */
  playedSeconds: z.number(),
  rounds: z.number(),
  /** Stakes taken in the session (net of refunds) and wins paid, minor units of `currency`. */
  wager: z.number(),
  win: z.number(),
  /** Wins minus stakes. */
  net: z.number(),
  currency: z.string(),
});
export type RealityCheck = z.infer<typeof realityCheckSchema>;
export const realityCheckResponseSchema = z.object({ data: realityCheckSchema });

export const selfExclusionBodySchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("COOLDOWN"), period: z.enum(COOLDOWN_PERIODS) }),
  z.object({ type: z.literal("LOCK"), period: z.enum(LOCK_PERIODS) }),
]);
export type SelfExclusionBody = z.infer<typeof selfExclusionBodySchema>;

/** An operator starts a cool-down or self-exclusion at the player's request (support, by phone or chat), with why. */
const exclusionReason = z.string().trim().min(3).max(500);
export const operatorExclusionBodySchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("COOLDOWN"), period: z.enum(COOLDOWN_PERIODS), reason: exclusionReason }),
  z.object({ type: z.literal("LOCK"), period: z.enum(LOCK_PERIODS), reason: exclusionReason }),
]);
export type OperatorExclusionBody = z.infer<typeof operatorExclusionBodySchema>;

export const selfExclusionSchema = z.object({
  type: z.enum(SELF_EXCLUSION_TYPES),
  /** ISO date the cool-down or exclusion ends; null for good (or when NOT_SET). */
  expires: z.string().nullable(),
});
export type SelfExclusion = z.infer<typeof selfExclusionSchema>;
export const selfExclusionResponseSchema = z.object({ data: selfExclusionSchema, status: z.string().optional() });

/* ─── Back office (issue 13 §3, operator side) ─────────────────────────── */

const operatorAmount = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).nullable();
const operatorPeriods = z.object({ daily: operatorAmount, weekly: operatorAmount, monthly: operatorAmount }).partial();

/**
 * PUT /operator/v1/players/:id/protection/limits: the operator's own limits
 * of one player (only the keys sent change; null removes the operator's
 * limit), with the reason the audit trail keeps. An operator's limit may only
 * tighten: one above the player's own limit in force is refused
 * (400 OPERATOR_MAY_ONLY_TIGHTEN), as it would change nothing.
 */
export const operatorLimitsBodySchema = z.object({
  deposit: operatorPeriods.optional(),
  losses: operatorPeriods.optional(),
  /** The operator's session-time limit in minutes (5 to 1440; null removes it). */
  gameSessionDuration: z
    .number()
    .int()
    .min(5)
    .max(24 * 60)
    .nullable()
    .optional(),
  reason: z.string().trim().min(3).max(500),
});
export type OperatorLimitsBody = z.infer<typeof operatorLimitsBodySchema>;

/** One limit as the back office sees it: each source and the one that applies. */
export const operatorLimitSchema = z.object({
  /** The player's own limit in force; null: none. */
  player: z.number().nullable(),
  /** A waiting increase or removal of the player's (null amount: removal). */
  playerPending: z.object({ amount: z.number().nullable(), confirmableAt: z.string() }).nullable(),
  /** This player's operator limit. */
  operator: z.number().nullable(),
  /** The global operator limit of the player's currency (deposits only). */
  global: z.number().nullable(),
  /** The lowest of them: the limit that applies. */
  effective: z.number().nullable(),
  /** Used in the current rolling window. */
  used: z.number().optional(),
});
export type OperatorLimit = z.infer<typeof operatorLimitSchema>;
const operatorPeriodsSchema = z.object({ daily: operatorLimitSchema, weekly: operatorLimitSchema, monthly: operatorLimitSchema });

export const protectionChangeSchema = z.object({
  id: z.string(),
  at: z.string(),
  /** "player", "operator:<e-mail>" or "system". */
  actor: z.string(),
  /** limit.set, limit.pending, limit.confirmed, operator-limit.set, cooldown.start, exclusion.start, reality-check.set… */
  action: z.string(),
  detail: z.record(z.string(), z.unknown()),
});
export type ProtectionChange = z.infer<typeof protectionChangeSchema>;

/** GET /operator/v1/players/:id/protection. */
export const playerProtectionSchema = z.object({
  playerId: z.string(),
  customerId: z.string(),
  currency: z.string(),
  deposit: operatorPeriodsSchema,
  losses: operatorPeriodsSchema,
  /** The player's session-time limit in minutes (and an operator's, if any). */
  gameSessionDuration: z.object({ player: z.number().nullable(), operator: z.number().nullable() }),
  realityCheck: z.number().nullable(),
  exclusion: selfExclusionSchema,
  /** The newest 100 changes, newest first (every one: GET …/protection/history, paged). */
  history: z.array(protectionChangeSchema),
  /** How many changes the player has in all. */
  historyTotal: z.number().int(),
});
export type PlayerProtection = z.infer<typeof playerProtectionSchema>;

/** GET /operator/v1/players/:id/protection/history: a page of the changes, newest first. */
export const protectionHistoryQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(25),
});
export const protectionHistorySchema = z.object({ items: z.array(protectionChangeSchema), total: z.number().int() });
export type ProtectionHistory = z.infer<typeof protectionHistorySchema>;

/** A global operator limit per currency: every player of that currency (deposits). */
export const globalLimitsSchema = z.object({
  currency: z.string(),
  deposit: z.object({ daily: z.number().nullable(), weekly: z.number().nullable(), monthly: z.number().nullable() }),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type GlobalLimits = z.infer<typeof globalLimitsSchema>;
export const globalLimitsListSchema = z.object({ items: z.array(globalLimitsSchema) });

/** PUT /operator/v1/protection/global-limits: only the periods sent change; null removes. */
export const globalLimitsBodySchema = z.object({
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .max(3),
  deposit: operatorPeriods,
  reason: z.string().trim().min(3).max(500),
});
export type GlobalLimitsBody = z.infer<typeof globalLimitsBodySchema>;

export const exclusionsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});

export const excludedPlayerSchema = z.object({
  playerId: z.string(),
  customerId: z.string(),
  email: z.string().nullable(),
  type: z.enum(["COOLDOWN", "LOCK"]),
  /** ISO date it ends; null for good. */
  expires: z.string().nullable(),
});
export type ExcludedPlayer = z.infer<typeof excludedPlayerSchema>;
export const exclusionListSchema = z.object({ items: z.array(excludedPlayerSchema), total: z.number().int() });
export type ExclusionList = z.infer<typeof exclusionListSchema>;
