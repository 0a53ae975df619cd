import type { Db } from "../../platform/db.js";

/**
 * The incremental rollup of the ledger into the report aggregates
 * (migration 0731): hourly sums per game, provider and currency of real-money
 * bets, wins and rollbacks; deposits, paid withdrawals and bonus cost per
 * method; the sets of players who bet or deposited each hour.
 *
 * It reads wallet_transfers above a watermark, in bounded id ranges, after
 * the fact: the bet statement does no extra work. One run is one transaction
 * holding the state row's lock, so two api processes never count a transfer
 * twice, and the aggregates and the watermark move together (a crash leaves
 * both as they were).
 *
 * Ids are drawn before their transaction commits, so an id above the
 * watermark that is not visible yet is a gap: it is kept and looked at again
 * on every run, counted when it appears, and forgotten only when it is
 * certainly dead (every transaction running when it was seen has ended, and a
 * grace time has passed; see report_rollup_gaps).
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

export const ROLLUP_SQL = `WITH src AS MATERIALIZED (
    SELECT t.id, t.kind, t.amount, t.currency, t.status, t.meta,
           date_trunc('hour', t.created_at, 'UTC') AS hour,
           fa.player_id AS from_player, fa.kind AS from_kind, ta.player_id AS to_player, ta.kind AS to_kind
      FROM (
        -- Two index ranges, never an OR the planner could answer with a scan of the whole ledger.
        SELECT * FROM wallet_transfers WHERE id > $1 AND id <= $2
        UNION ALL
        -- LATERAL: a primary-key lookup per gap, whatever the statistics (a fresh bulk load has none and
        -- would otherwise hash-join the whole ledger on every catch-up).
        SELECT w.* FROM report_rollup_gaps g CROSS JOIN LATERAL (SELECT * FROM wallet_transfers x WHERE x.id = g.id) w
      ) t
      JOIN wallet_accounts fa ON fa.id = t.from_account
      JOIN wallet_accounts ta ON ta.id = t.to_account
  ), play AS (
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
  ), top AS (
    SELECT coalesce(
      (SELECT max(id) FROM src WHERE id > $1),
      -- A whole range with nothing visible yet, while later ids exist: every id of it is a gap.
      (SELECT $2::bigint WHERE EXISTS (SELECT 1 FROM wallet_transfers WHERE id > $2))
    ) AS id
  ), gaps_in AS (
    INSERT INTO report_rollup_gaps (id, seen_at, seen_xmax)
    SELECT g, $3, pg_snapshot_xmax(pg_current_snapshot())::text::bigint
      FROM top, generate_series($1::bigint + 1, top.id) AS g
     WHERE top.id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM src WHERE src.id = g)
    ON CONFLICT DO NOTHING
  ), gaps_found AS (
    DELETE FROM report_rollup_gaps WHERE id IN (SELECT id FROM src)
  ), gaps_dead AS (
    DELETE FROM report_rollup_gaps
     WHERE seen_at < $4 AND seen_xmax <= pg_snapshot_xmin(pg_current_snapshot())::text::bigint
       AND id NOT IN (SELECT id FROM src)
  )
  SELECT (SELECT id FROM top) AS top, (SELECT count(*) FROM src)::int AS rows`;

/** How long a gap is kept at least: an id drawn but not yet written is a matter of microseconds. */
export const GAP_GRACE_MS = 60_000;
export const ROLLUP_BATCH = 50_000;

export interface RollupResult {
  /** Transfers read (new ones and gaps that appeared). */
  rows: number;
  batches: number;
  watermark: bigint;
  /** False when the run stopped at its batch limit with more to read. */
  caughtUp: boolean;
}

/**
 * Rolls up to `maxBatches` id ranges, each in its own transaction. With
 * `wait` false a run another process holds is skipped (the job); with true
 * it is waited for (a report catching up).
 */
export async function rollup(
  db: Db,
  opts: { now: Date; maxBatches?: number; batch?: number; wait?: boolean; graceMs?: number },
): Promise<RollupResult> {
  const batch = BigInt(opts.batch ?? ROLLUP_BATCH);
  const maxBatches = opts.maxBatches ?? 20;
  const graceCutoff = new Date(opts.now.getTime() - (opts.graceMs ?? GAP_GRACE_MS));
  let rows = 0;
  let batches = 0;
  let watermark = 0n;
  let caughtUp = false;
  while (batches < maxBatches) {
    const step = await db.transaction(async (tx) => {
      const state = await tx.one<{ watermark: string }>(
        `SELECT watermark::text FROM report_rollup_state WHERE name = 'transfers' FOR UPDATE${opts.wait ? "" : " SKIP LOCKED"}`,
      );
      if (!state) return undefined;
      const from = BigInt(state.watermark);
      const r = await tx.one<{ top: string | null; rows: number }>(ROLLUP_SQL, [
        from.toString(),
        (from + batch).toString(),
        opts.now,
        graceCutoff,
      ]);
      const top = r?.top == null ? from : BigInt(r.top);
      if (top > from)
        await tx.query("UPDATE report_rollup_state SET watermark = $1, updated_at = $2 WHERE name = 'transfers'", [
          top.toString(),
          opts.now,
        ]);
      // Caught up when this range reached past the last id drawn so far.
      const last = await tx.one<{ id: string | null }>("SELECT max(id)::text AS id FROM wallet_transfers");
      return { rows: r?.rows ?? 0, watermark: top, done: last?.id == null || BigInt(last.id) <= top };
    });
    if (!step) break; // another process is rolling up right now
    batches += 1;
    rows += step.rows;
    watermark = step.watermark;
    if (step.done) {
      caughtUp = true;
      break;
    }
  }
  return { rows, batches, watermark, caughtUp };
}

export async function rollupWatermark(db: Db): Promise<bigint> {
  const r = await db.one<{ watermark: string }>("SELECT watermark::text FROM report_rollup_state WHERE name = 'transfers'");
  return BigInt(r?.watermark ?? "0");
}
