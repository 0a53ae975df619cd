import type { Db } from "../../platform/db.js";

/**
 * The lucky club's rollup: real money wagered per player and currency, read
 * from the ledger after the fact (the bet statement does no extra work).
 * Real money: a BET from the player's cash account, less a ROLLBACK into it
 * (a bet called off); bonus money never counts.
 *
 * As the reports' rollup (reports/rollup.ts), it reads wallet_transfers above
 * a watermark in bounded id ranges, one transaction per range holding the
 * state row's lock, so two processes never count a transfer twice and the
 * sums and the watermark move together. An id above the watermark not visible
 * yet is a gap, read again on every run until it appears or is certainly dead.
 */
export const LOYALTY_ROLLUP_SQL = `WITH src AS MATERIALIZED (
    SELECT t.id, t.kind, t.amount, t.currency, t.status,
           fa.player_id AS from_player, fa.kind AS from_kind, ta.player_id AS to_player, ta.kind AS to_kind
      FROM (
        SELECT * FROM wallet_transfers WHERE id > $1 AND id <= $2
        UNION ALL
        SELECT w.* FROM loyalty_rollup_gaps g CROSS JOIN LATERAL (SELECT * FROM wallet_transfers x WHERE x.id = g.id) w
      ) t
      JOIN wallet_accounts fa ON fa.id = t.from_account
      JOIN wallet_accounts ta ON ta.id = t.to_account
  ), wagers AS (
    SELECT CASE WHEN kind = 'BET' THEN from_player ELSE to_player END AS player_id, currency,
           sum(CASE WHEN kind = 'BET' THEN amount ELSE -amount END)::bigint AS delta
      FROM src
     WHERE status = 'DONE'
       AND ((kind = 'BET' AND from_kind = 'cash' AND from_player IS NOT NULL)
         OR (kind = 'ROLLBACK' AND to_kind = 'cash' AND to_player IS NOT NULL))
     GROUP BY 1, 2
  ), wagers_in AS (
    INSERT INTO loyalty_players AS l (player_id, currency, wagered, updated_at)
    SELECT player_id, currency, GREATEST(delta, 0), $3 FROM wagers
    -- a range may hold more called-off bets than bets (its bets counted before): the delta, not its floor, is added
    ON CONFLICT (player_id, currency) DO UPDATE
      SET wagered = GREATEST(l.wagered + (SELECT w.delta FROM wagers w
                      WHERE w.player_id = EXCLUDED.player_id AND w.currency = EXCLUDED.currency), 0),
          updated_at = EXCLUDED.updated_at
  ), top AS (
    SELECT coalesce(
      (SELECT max(id) FROM src WHERE id > $1),
      (SELECT $2::bigint WHERE EXISTS (SELECT 1 FROM wallet_transfers WHERE id > $2))
    ) AS id
  ), gaps_in AS (
    INSERT INTO loyalty_rollup_gaps (id, seen_at, seen_xmax)
    SELECT g, $3, pg_snapshot_xmax(pg_current_snapshot())::text::bigint
      FROM top, generate_series($1::bigint + 1, top.id) AS g
     WHERE top.id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM src WHERE src.id = g)
    ON CONFLICT DO NOTHING
  ), gaps_found AS (
    DELETE FROM loyalty_rollup_gaps WHERE id IN (SELECT id FROM src)
  ), gaps_dead AS (
    DELETE FROM loyalty_rollup_gaps
     WHERE seen_at < $4 AND seen_xmax <= pg_snapshot_xmin(pg_current_snapshot())::text::bigint
       AND id NOT IN (SELECT id FROM src)
  )
  SELECT (SELECT id FROM top) AS top, (SELECT count(*) FROM src)::int AS rows`;

const GAP_GRACE_MS = 60_000;

/** Rolls up to `maxBatches` id ranges; a run another process holds is skipped. */
export async function rollupWagers(
  db: Db,
  opts: { now: Date; maxBatches?: number; batch?: number },
): Promise<{ rows: number; caughtUp: boolean }> {
  const batch = BigInt(opts.batch ?? 50_000);
  const graceCutoff = new Date(opts.now.getTime() - GAP_GRACE_MS);
  let rows = 0;
  for (let i = 0; i < (opts.maxBatches ?? 20); i++) {
    const step = await db.transaction(async (tx) => {
      const state = await tx.one<{ watermark: string }>(
        "SELECT watermark::text FROM loyalty_rollup_state WHERE name = 'transfers' FOR UPDATE SKIP LOCKED",
      );
      if (!state) return undefined;
      const from = BigInt(state.watermark);
      const r = await tx.one<{ top: string | null; rows: number }>(LOYALTY_ROLLUP_SQL, [
        from.toString(),
        (from + batch).toString(),
        opts.now,
        graceCutoff,
      ]);
      const top = r?.top == null ? from : BigInt(r.top);
      if (top > from)
        await tx.query("UPDATE loyalty_rollup_state SET watermark = $1, updated_at = $2 WHERE name = 'transfers'", [
          top.toString(),
          opts.now,
        ]);
      const last = await tx.one<{ id: string | null }>("SELECT max(id)::text AS id FROM wallet_transfers");
      return { rows: r?.rows ?? 0, done: last?.id == null || BigInt(last.id) <= top };
    });
    if (!step) return { rows, caughtUp: false }; // another process is rolling up right now
    rows += step.rows;
    if (step.done) return { rows, caughtUp: true };
  }
  return { rows, caughtUp: false };
}
