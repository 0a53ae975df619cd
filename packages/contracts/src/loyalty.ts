import { z } from "zod";

/** The lucky club's codes (issue 12 §1): what a bad ladder or call answers. */
export const LOYALTY_CODES = ["INVALID_LADDER", "LEVEL_BONUS_NOT_GRANTABLE"] as const;
export type LoyaltyCode = (typeof LOYALTY_CODES)[number];

const names = z
  .record(z.string().regex(/^[a-z]{2}$/), z.string().trim().min(1).max(60))
  .refine((n) => !!n.en, "The English name is required");

/** One rung of the ladder as the operator sets it. Amounts are minor units per currency. */
export const loyaltyLevelInputSchema = z.object({
  /** The level's name per language (English required). */
  names,
  /** Real money wagered to reach the level, per currency. */
  thresholds: z.record(z.string().regex(/^[A-Z]{3,5}$/), z.number().int().min(1)),
  /** Percent added to every cashback promotion's percent for players at this level (to the hundredth). */
  cashbackBoost: z.number().min(0).max(100).default(0),
  /** The level-up bonus: a no-deposit promotion granted once on reaching the level. */
  promotionId: z.uuid().nullable().default(null),
});
export type LoyaltyLevelInput = z.infer<typeof loyaltyLevelInputSchema>;

/** The whole ladder, lowest level first (each level's thresholds above the one before). */
export const ladderInputSchema = z.object({
  levels: z.array(loyaltyLevelInputSchema).max(50),
  /** Why (the audit row keeps it). */
  reason: z.string().trim().min(3).max(500),
});

export const loyaltyLevelViewSchema = loyaltyLevelInputSchema.extend({
  level: z.number().int(),
  /** The level-up bonus's promotion title (English), for the editor. */
  promotionTitle: z.string().nullable(),
});
export const ladderSchema = z.object({ levels: z.array(loyaltyLevelViewSchema) });
export type LoyaltyLevelView = z.infer<typeof loyaltyLevelViewSchema>;

/** What one level brings a player, in their language and currency. */
export const levelPerksSchema = z.object({
  level: z.number().int(),
  name: z.string(),
  /** Real money wagered to reach it, in the player's currency (minor units). */
  threshold: z.number(),
  cashbackBoost: z.number(),
  /** The level-up bonus: its amount (minor units), wagering multiplier and title; null when the level gives none. */
  levelUpBonus: z
    .object({
      title: z.string(),
      amount: z.number(),
      wageringMultiplier: z.number(),
    })
    .nullable(),
});
export type LevelPerks = z.infer<typeof levelPerksSchema>;

/** `GET /loyalty/v1/status`: the player's level, progress to the next and what every level brings. */
export const loyaltyStatusSchema = z.object({
  currency: z.string(),
  /** Real money wagered so far (minor units), as the last rollup counted it. */
  wagered: z.number(),
  /** 0 below the first level. */
  level: z.number().int(),
  levelName: z.string().nullable(),
  next: z
    .object({
      level: z.number().int(),
      name: z.string(),
      threshold: z.number(),
      /** Still to wager (minor units). */
      left: z.number(),
      /** 0 … 100, from the current level's threshold to the next one's. */
      percent: z.number(),
    })
    .nullable(),
  levels: z.array(levelPerksSchema),
});
export type LoyaltyStatus = z.infer<typeof loyaltyStatusSchema>;
