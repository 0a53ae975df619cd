import type { Db } from "../../platform/db.js";
import {
  type LedgerRollupResult,
  type LedgerRollupTables,
  ledgerRollupSql,
  runLedgerRollup,
} from "../../platform/ledger-rollup.js";

/**
 * The incremental rollup of the ledger into the report aggregates
 * (migration 0731): hourly sums per game, provider and currency of real-money
 * bets, wins and rollbacks; deposits, paid withdrawals and bonus cost per
 * method; the sets of players who bet or deposited each hour.
 *
 * It reads the ledger after the fact (the bet statement does no extra work),
 * above a watermark with its gaps, as platform/ledger-rollup.ts tells.
 *
 * Real money: a BET from a player's cash account; a WIN or ROLLBACK into it.
 * Bets paid from or wins paid into bonus accounts are not real money. Bonus
 * cost: transfers of kind B into a player's cash (a bonus turning into cash).
 */
const SUMS = `sum(bets)::bigint, sum(bet_count)::bigint, sum(wins)::bigint, sum(win_count)::bigint,
  sum(rollbacks)::bigint, sum(rollback_count)::bigint`;
const ADD_SUMS = `bets = r.bets + EXCLUDED.bets, bet_count = r.bet_count + EXCLUDED.bet_count,
      wins = r.wins + EXCLUDED.wins, win_count = r.win_count + EXCLUDED.win_count,
      rollbacks = r.rollbacks + EXCLUDED.rollbacks, rollback_count = r.rollback_count + EXCLUDED.rollback_count`;

const TABLES: LedgerRollupTables = { state: "report_rollup_state", gaps: "report_rollup_gaps" };

export const ROLLUP_SQL = ledgerRollupSql(
  TABLES,
  "t.meta, date_trunc('hour', t.created_at, 'UTC') AS hour",
  `play AS (
    SELECT hour, coalesce(meta->>'gameId', '?') AS game_id,
           CASE WHEN kind = 'BET' THEN to_kind ELSE from_kind END AS house, currency,
           coalesce(sum(amount) FILTER (WHERE kind = 'BET'), 0)::bigint AS bets,
           count(*) FILTER (WHERE kind = 'BET') AS bet_count,
           coalesce(sum(amount) FILTER (WHERE kind = 'WIN'), 0)::bigint AS wins,
           count(*) FILTER (WHERE kind = 'WIN') AS win_count,
           coalesce(sum(amount) FILTER (WHERE kind = 'ROLLBACK'), 0)::bigint AS rollbacks,
           count(*) FILTER (WHERE kind = 'ROLLBACK') AS rollback_count
      FROM src
     WHERE status = 'DONE'
       AND ((kind = 'BET' AND from_kind = 'cash' AND from_player IS NOT NULL)
         OR (kind IN ('WIN', 'ROLLBACK') AND to_kind = 'cash' AND to_player IS NOT NULL))
     GROUP BY 1, 2, 3, 4
  ), games AS (
    SELECT hour, game_id, CASE WHEN house LIKE 'game:%' THEN substr(house, 6) ELSE house END AS provider, currency,
           bets, bet_count, wins, win_count, rollbacks, rollback_count
      FROM play
  ), games_in AS (
    INSERT INTO report_game_hours AS r (hour, game_id, provider, currency, bets, bet_count, wins, win_count, rollbacks, rollback_count)
    SELECT * FROM games
    ON CONFLICT (hour, game_id, provider, currency) DO UPDATE SET ${ADD_SUMS}
  ), days_in AS (
    INSERT INTO report_day_games AS r (day, game_id, provider, currency, bets, bet_count, wins, win_count, rollbacks, rollback_count)
    SELECT (hour AT TIME ZONE 'UTC')::date, game_id, provider, currency, ${SUMS} FROM games GROUP BY 1, 2, 3, 4
    ON CONFLICT (day, game_id, provider, currency) DO UPDATE SET ${ADD_SUMS}
  ), totals_in AS (
    INSERT INTO report_hour_totals AS r (hour, currency, bets, bet_count, wins, win_count, rollbacks, rollback_count)
    SELECT hour, currency, ${SUMS} FROM games GROUP BY 1, 2
    ON CONFLICT (hour, currency) DO UPDATE SET ${ADD_SUMS}
  ), flows AS (
    SELECT hour, 'deposit' AS flow, coalesce(meta->>'method', 'unknown') AS method, currency, amount
      FROM src WHERE status = 'DONE' AND kind = 'D' AND to_kind = 'cash' AND to_player IS NOT NULL
    UNION ALL
    SELECT s.hour, 'withdrawal', coalesce(p.method, 'unknown'), s.currency, s.amount
      FROM src s
      LEFT JOIN payments p ON p.id = CASE WHEN s.meta->>'paymentId' ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
                                          THEN (s.meta->>'paymentId')::uuid END
     WHERE s.status = 'DONE' AND s.kind = 'W' AND s.meta->>'step' = 'settle'
    UNION ALL
    SELECT hour, 'bonus', 'bonus', currency, amount
      FROM src WHERE status = 'DONE' AND kind = 'B' AND to_kind = 'cash' AND to_player IS NOT NULL
  ), flows_in AS (
    INSERT INTO report_money_hours AS r (hour, flow, method, currency, amount, count)
    SELECT hour, flow, method, currency, sum(amount)::bigint, count(*) FROM flows GROUP BY 1, 2, 3, 4
    ON CONFLICT (hour, flow, method, currency) DO UPDATE SET amount = r.amount + EXCLUDED.amount, count = r.count + EXCLUDED.count
  ), who_in AS (
    INSERT INTO report_player_hours (hour, activity, player_id)
    SELECT DISTINCT hour, 'bet', from_player FROM src
     WHERE status = 'DONE' AND kind = 'BET' AND from_kind = 'cash' AND from_player IS NOT NULL
    UNION
    SELECT DISTINCT hour, 'deposit', to_player FROM src
     WHERE status = 'DONE' AND kind = 'D' AND to_kind = 'cash' AND to_player IS NOT NULL
    ON CONFLICT DO NOTHING
  `,
);

export type RollupResult = LedgerRollupResult;

/**
 * Rolls up to `maxBatches` id ranges, each in its own transaction. With
 * `wait` false a run another process holds is skipped (the job); with true
 * it is waited for (a report catching up).
 */
export const rollup = (
  db: Db,
  opts: { now: Date; maxBatches?: number; batch?: number; wait?: boolean; graceMs?: number },
): Promise<RollupResult> => runLedgerRollup(db, TABLES, ROLLUP_SQL, opts);

export async function rollupWatermark(db: Db): Promise<bigint> {
  const r = await db.one<{ watermark: string }>("SELECT watermark::text FROM report_rollup_state WHERE name = 'transfers'");
  return BigInt(r?.watermark ?? "0");
}
