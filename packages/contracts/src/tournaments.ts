import { z } from "zod";

/**
 * Tournaments in the back office (accounts spec §9): the live standings as
 * the api sends them and the back office reads them. Amounts are integer
 * minor units of the tournament's currency.
 */

/** One place of the table, the player unmasked (operators see who plays). */
export const operatorStandingSchema = z.object({
  rank: z.number().int(),
  playerId: z.string(),
  customerId: z.string(),
  /** The tournament's points: the amount wagered (minor units) or the best round multiplier. */
  score: z.number(),
  wagered: z.number().int(),
  bestMultiplier: z.number(),
  rounds: z.number().int(),
  /** The prize of this place if the tournament ended now, 0 past the prized places. */
  prize: z.number().int(),
});
export type OperatorStanding = z.infer<typeof operatorStandingSchema>;

/** A page of the table, best first, and when the standings job last ranked it. */
export const operatorStandingsSchema = z.object({
  items: z.array(operatorStandingSchema),
  total: z.number().int(),
  updatedAt: z.string().nullable(),
});
export type OperatorStandings = z.infer<typeof operatorStandingsSchema>;
