import { z } from "zod";

/**
 * Promotions and bonus balances (accounts spec §3, §4, §7): the calls'
 * answers as the api sends them and the web reads them. Amounts are integer
 * minor units of `currency`.
 */

export const BONUS_STATUSES = [
  "PENDING",
  "ACCEPTED",
  "ACTIVATION_PENDING",
  "ACTIVE",
  "CLAIM_PENDING",
  "CLAIMED",
  "CANCEL_PENDING",
  "CANCELLED",
  "REVOKED",
  "FAILED",
] as const;
export type BonusStatus = (typeof BONUS_STATUSES)[number];

/** A bonus balance as balance updates carry it (accounts spec §3 `balance.bonus.balances[]`): the api sends it, the web compares it. */
export interface BonusBalance {
  id: string;
  value: number;
  current: number;
  total: number;
  completed: boolean;
  failed: boolean;
  real: number;
  freespins: number;
}

/** The spec's FTD (first-deposit) promotion type. */
export const FTD_TYPE = 1;
/** Any other promotion. */
export const OTHER_TYPE = 0;

/** Error codes of the promotion calls (HTTP status beside each in the api's errors.ts). */
export const PROMOTION_CODES = [
  "PROMOTION_NOT_FOUND",
  "PROMO_CODE",
  "PROMOTION_NOT_AVAILABLE",
  "PROMOTION_ALREADY_TAKEN",
  "PLAYER_RESTRICTED",
  "BONUS_ALREADY_ACTIVE",
  "NO_ACTIVE_BONUS",
  "BONUS_NOT_COMPLETED",
  "BONUS_NOT_FINISHED",
] as const;
export type PromotionCode = (typeof PROMOTION_CODES)[number];

const money = z.number().int();

/** The "honest bonus": what clearing it is expected to cost, on the cheapest allowed game. */
export const bonusCostSchema = z.object({
  wageringLeft: money,
  expectedCost: money.nullable(),
  expectedValue: money.nullable(),
  cheapestGame: z.object({ id: z.string(), name: z.string(), rtp: z.number(), contribution: z.number() }).nullable(),
});
export type BonusCost = z.infer<typeof bonusCostSchema>;

/** The promotion kinds: free_spins gives spins on our studio's games at a bet value per currency. */
export const PROMOTION_KINDS = ["deposit_match", "no_deposit", "cashback", "free_spins"] as const;

export const promotionTermsSchema = z.object({
  kind: z.enum(PROMOTION_KINDS),
  currency: z.string(),
  /** no_deposit: the bonus; deposit_match: the most it gives. */
  amount: money.nullable(),
  matchPercent: z.number().nullable(),
  minDeposit: money.nullable(),
  depositNumber: z.number().int().nullable(),
  wageringMultiplier: z.number(),
  wageringBase: z.enum(["bonus", "bonus_deposit"]),
  maxBet: money.nullable(),
  maxConversionMultiple: z.number().nullable(),
  claimHours: z.number().int(),
  wageringHours: z.number().int(),
  allowDeposits: z.boolean(),
  allowWithdrawals: z.boolean(),
  games: z.array(z.string()).nullable(),
  contribution: z.object({
    games: z.record(z.string(), z.number()).optional(),
    categories: z.record(z.string(), z.number()).optional(),
    default: z.number().optional(),
  }),
  /** free_spins: how many spins, on which studio games, at what bet value per spin (minor units). */
  freeSpins: z
    .object({ count: z.number().int(), games: z.array(z.string()), bet: money.nullable() })
    .nullable()
    .optional(),
});
export type PromotionTerms = z.infer<typeof promotionTermsSchema>;

export const promotionTextSchema = z.object({
  title: z.string().max(200),
  description: z.string().max(2000),
  details: z.string().max(20000),
});

/** A promotion as the spec names its fields (id, code, details, data, description, bigImagePath, weight). */
export const promotionSchema = z.object({
  id: z.string(),
  /** The shared code that activates it, when it is taken by code. */
  code: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  details: z.string(),
  bigImagePath: z.string().nullable(),
  weight: z.number().int(),
  /** 1: a first-deposit (FTD) promotion. */
  type: z.number().int(),
  texts: z.record(z.string(), promotionTextSchema),
  data: z.object({ terms: promotionTermsSchema, cost: bonusCostSchema.nullable(), endsAt: z.string().nullable() }),
  /** A grant of the player's waiting for them (the `pending` list): its id is what accept takes. */
  bonusId: z.string().nullable(),
  bonus: z.object({ status: z.enum(BONUS_STATUSES) }).nullable(),
});
export type Promotion = z.infer<typeof promotionSchema>;

export const availableSchema = z.object({ available: z.array(promotionSchema), pending: z.array(promotionSchema) });
export type Available = z.infer<typeof availableSchema>;

/** One grant: a bonus of the player's. */
export const bonusSchema = z.object({
  id: z.string(),
  promotionId: z.string(),
  title: z.string(),
  status: z.enum(BONUS_STATUSES),
  /** Why it was revoked, as the player reads it: expired, self-exclusion, withdrawal, operator, blocked. */
  reason: z.string().nullable(),
  note: z.string().nullable(),
  currency: z.string(),
  amount: money,
  /** Bonus money now in its balance. */
  balance: money,
  wageringRequired: money,
  wageringDone: money,
  completed: z.boolean(),
  failed: z.boolean(),
  maxConversion: money.nullable(),
  converted: money.nullable(),
  returned: money.nullable(),
  maxBet: money.nullable(),
  claimUntil: z.string().nullable(),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  type: z.number().int(),
  cost: bonusCostSchema.nullable(),
  /** free_spins: the spins given and those left to play at the studio. */
  freeSpins: z.object({ total: z.number().int(), left: z.number().int() }).nullable().optional(),
});
export type Bonus = z.infer<typeof bonusSchema>;

export const activeSchema = z.object({ bonus: bonusSchema.nullable() });
export const historyEntrySchema = z.object({ bonus: bonusSchema });
export const historySchema = z.object({
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
  items: z.array(historyEntrySchema),
});
export type BonusHistory = z.infer<typeof historySchema>;

export const applyBodySchema = z.object({ recaptchaKey: z.string().max(4000).optional() });

export const bonusResultSchema = z.object({ status: z.enum(BONUS_STATUSES), bonus: bonusSchema });

/** The back office's promotion editor (operator routes, promotions.write). Amounts in minor units per currency. */
export const promotionInputSchema = z.object({
  kind: z.enum(PROMOTION_KINDS),
  trigger: z.enum(["deposit", "promo_code", "registration", "manual"]),
  texts: z.record(z.string().regex(/^[a-z]{2}$/), promotionTextSchema).refine((t) => !!t.en, "English texts are required"),
  bigImagePath: z.string().max(500).nullable().default(null),
  weight: z.number().int().min(-1000).max(1000).default(0),
  enabled: z.boolean().default(true),
  startsAt: z.iso.datetime().nullable().default(null),
  endsAt: z.iso.datetime().nullable().default(null),
  depositNumber: z.number().int().min(1).max(100).nullable().default(null),
  matchPercent: z.number().int().min(1).max(1000).nullable().default(null),
  money: z.record(
    z.string().regex(/^[A-Z]{3,5}$/),
    z.object({
      amount: z.number().int().min(0).optional(),
      maxBonus: z.number().int().min(0).optional(),
      minDeposit: z.number().int().min(0).optional(),
      maxBet: z.number().int().min(1).optional(),
      /** cashback: the least net loss over the period that qualifies (maxBonus: the most one payout gives). */
      minLoss: z.number().int().min(0).optional(),
      /** free_spins: the bet value of each spin. */
      spinBet: z.number().int().min(1).optional(),
    }),
  ),
  /** free_spins: spins per grant (1–1000). */
  freeSpins: z.number().int().min(1).max(1000).nullable().default(null),
  /** free_spins: the studio games the spins may be played on (any one of them). */
  freeSpinGames: z.array(z.string().min(1).max(100)).max(50).nullable().default(null),
  /** cashback: percent of the period's net loss of real money (to the hundredth). */
  cashbackPercent: z.number().min(0.01).max(100).nullable().default(null),
  /** cashback: the period, a UTC day or an ISO week (Monday 00:00 UTC). */
  cashbackPeriod: z.enum(["daily", "weekly"]).nullable().default(null),
  /** cashback: paid as cash, or as bonus money with this promotion's wagering, windows, max bet and weights. */
  cashbackPaidAs: z.enum(["cash", "bonus"]).default("cash"),
  wageringMultiplier: z.number().min(0).max(100),
  wageringBase: z.enum(["bonus", "bonus_deposit"]).default("bonus"),
  maxConversion: z.number().min(0).max(1000).nullable().default(null),
  claimHours: z
    .number()
    .int()
    .min(1)
    .max(24 * 365)
    .default(168),
  wageringHours: z
    .number()
    .int()
    .min(1)
    .max(24 * 365)
    .default(720),
  allowDeposits: z.boolean().default(true),
  allowWithdrawals: z.boolean().default(false),
  games: z.array(z.string().min(1).max(100)).max(1000).nullable().default(null),
  regions: z
    .array(z.string().regex(/^[A-Z]{3}$/))
    .max(300)
    .nullable()
    .default(null),
  contribution: z
    .object({
      games: z.record(z.string(), z.number().min(0).max(100)).optional(),
      categories: z.record(z.string(), z.number().min(0).max(100)).optional(),
      default: z.number().min(0).max(100).optional(),
    })
    .default({ categories: { slots: 100, table: 10, live: 5 }, default: 0 }),
});
export type PromotionInput = z.infer<typeof promotionInputSchema>;

export const promotionPatchSchema = z.object({
  enabled: z.boolean().optional(),
  weight: z.number().int().min(-1000).max(1000).optional(),
  texts: z.record(z.string().regex(/^[a-z]{2}$/), promotionTextSchema).optional(),
  bigImagePath: z.string().max(500).nullable().optional(),
  startsAt: z.iso.datetime().nullable().optional(),
  endsAt: z.iso.datetime().nullable().optional(),
  wageringMultiplier: z.number().min(0).max(100).optional(),
  maxConversion: z.number().min(0).max(1000).nullable().optional(),
  reason: z.string().trim().max(500).optional(),
});

export const promoCodeInputSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{3,40}$/),
  /** null: shared (any number of players); 1: single-use. */
  maxUses: z.number().int().min(1).max(1_000_000).nullable().default(null),
});

export const manualGrantSchema = z.object({ promotionId: z.uuid(), note: z.string().trim().min(1).max(500) });
export const revokeSchema = z.object({ note: z.string().trim().min(1).max(500) });
