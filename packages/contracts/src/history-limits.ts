// Without zod: the player site's history page imports this number and nothing else from the contracts.

/**
 * How far back a player may read their history, in days from now: a year and a bit (at least 12 months,
 * issue 13). The api clamps a range's start to it (history/service.ts MAX_RANGE_MS); the web's date inputs
 * stop a day short of it (features/history/format.ts RANGE_DAYS).
 */
export const HISTORY_RANGE_DAYS = 400;
