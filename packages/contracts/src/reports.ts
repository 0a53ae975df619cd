import { z } from "zod";

/** The back office reports (issue 10 §5). Money is in minor units, as strings (bigint). */
export const REPORT_CODES = ["INVALID_TIME_ZONE", "INVALID_RANGE"] as const;
export type ReportCode = (typeof REPORT_CODES)[number];

/** Longest range a report covers, in days. */
export const MAX_REPORT_DAYS = 366;

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "YYYY-MM-DD");

export const reportQuerySchema = z.object({
  /** First and last local day, inclusive, in the operator's time zone. */
  from: date,
  to: date,
  /** IANA time zone, e.g. Europe/Tallinn. */
  tz: z.string().min(1).max(64).default("UTC"),
  currency: z
    .string()
    .regex(/^[A-Z]{3,5}$/)
    .optional(),
});
export type ReportQuery = z.infer<typeof reportQuerySchema>;

export const GGR_GROUPS = ["day", "game", "provider"] as const;
export const ggrQuerySchema = reportQuerySchema.extend({ groupBy: z.enum(GGR_GROUPS).default("day") });
export type GgrQuery = z.infer<typeof ggrQuerySchema>;

const minor = z.string().regex(/^-?\d+$/);

export const ggrRowSchema = z.object({
  /** The local day (groupBy day), the game id (game) or the provider (provider). */
  key: z.string(),
  provider: z.string().nullable(),
  currency: z.string(),
  bets: minor,
  betCount: z.number().int(),
  wins: minor,
  rollbacks: minor,
  /** Real bets − rollbacks − real wins. */
  ggr: minor,
  /** Bonus money turned into cash that day (groupBy day only; 0 otherwise: bonus cost belongs to no game). */
  bonusCost: minor,
  /** GGR − bonus cost. */
  ngr: minor,
});
export type GgrRow = z.infer<typeof ggrRowSchema>;

export const paymentsRowSchema = z.object({
  day: z.string(),
  flow: z.enum(["deposit", "withdrawal"]),
  method: z.string(),
  currency: z.string(),
  amount: minor,
  count: z.number().int(),
});
export type PaymentsRow = z.infer<typeof paymentsRowSchema>;

export const playersRowSchema = z.object({
  day: z.string(),
  /** Registered that day. */
  newPlayers: z.number().int(),
  /** Made at least one deposit that day. */
  depositing: z.number().int(),
  /** Placed at least one real-money bet that day. */
  active: z.number().int(),
});
export type PlayersRow = z.infer<typeof playersRowSchema>;

export const reportMetaSchema = z.object({
  from: z.string(),
  to: z.string(),
  tz: z.string(),
  /** The ledger transfer id the aggregates are complete up to. */
  watermark: z.string(),
  /** Time zones whose offset is not whole hours: each UTC hour counts on the local day it starts in. */
  hourAligned: z.boolean(),
});

export const ggrReportSchema = z.object({ meta: reportMetaSchema, rows: z.array(ggrRowSchema) });
export const paymentsReportSchema = z.object({ meta: reportMetaSchema, rows: z.array(paymentsRowSchema) });
export const playersReportSchema = z.object({
  meta: reportMetaSchema,
  rows: z.array(playersRowSchema),
  /** Distinct over the whole range (not the sum of the days). */
  totals: z.object({ newPlayers: z.number().int(), depositing: z.number().int(), active: z.number().int() }),
});
export type GgrReport = z.infer<typeof ggrReportSchema>;
export type PaymentsReport = z.infer<typeof paymentsReportSchema>;
export type PlayersReport = z.infer<typeof playersReportSchema>;
