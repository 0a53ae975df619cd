import type { Db } from "./db.js";

/**
 * Rollups of the ledger after the fact (the reports' aggregates, the lucky
 * club's wagered sums): wallet_transfers read above a watermark in bounded id
 * ranges, one transaction per range holding the state row's lock, so two api
 * processes never count a transfer twice and the sums and the watermark move
 * together (a crash leaves both as they were).
 *
 * Ids are drawn before their transaction commits, so an id above the
 * watermark that is not visible yet is a gap: it is kept and looked at again
 * on every run, counted when it appears, and forgotten only when it is
 * certainly dead (every transaction running when it was seen has ended, and a
 * grace time has passed).
 */
export interface LedgerRollupTables {
  /** The state row's table (name 'transfers', watermark, updated_at). */
  state: string;
  /** The gaps' table (id, seen_at, seen_xmax). */
  gaps: string;
}

/**
 * The statement of one range: `src` (every transfer of ids $1 < id ≤ $2 and
 * of the gaps: id, kind, amount, currency, status, from_player, from_kind,
 * to_player, to_kind and `columns`), the rollup's own CTEs reading it
 * (`ctes`), then the gaps kept, found and forgotten. $3 now, $4 the gaps'
 * grace cutoff. Answers `top` (the new watermark, null when nothing moved)
 * and `rows`.
 */
export function ledgerRollupSql(t: LedgerRollupTables, columns: string, ctes: string): string {
  return `WITH src AS MATERIALIZED (
    SELECT t.id, t.kind, t.amount, t.currency, t.status,${columns ? ` ${columns},` : ""}
           fa.player_id AS from_player, fa.kind AS from_kind, ta.player_id AS to_player, ta.kind AS to_kind
      FROM (
        -- Two index ranges, never an OR the planner could answer with a scan of the whole ledger.
        SELECT * FROM wallet_transfers WHERE id > $1 AND id <= $2
        UNION ALL
        -- LATERAL: a primary-key lookup per gap, whatever the statistics (a fresh bulk load has none and
        -- would otherwise hash-join the whole ledger on every catch-up).
        SELECT w.* FROM ${t.gaps} g CROSS JOIN LATERAL (SELECT * FROM wallet_transfers x WHERE x.id = g.id) w
      ) t
      JOIN wallet_accounts fa ON fa.id = t.from_account
      JOIN wallet_accounts ta ON ta.id = t.to_account
  ), ${ctes.trim()}
  ), top AS (
    SELECT coalesce(
      (SELECT max(id) FROM src WHERE id > $1),
      -- A whole range with nothing visible yet, while later ids exist: every id of it is a gap.
      (SELECT $2::bigint WHERE EXISTS (SELECT 1 FROM wallet_transfers WHERE id > $2))
    ) AS id
  ), gaps_in AS (
    INSERT INTO ${t.gaps} (id, seen_at, seen_xmax)
    SELECT g, $3, pg_snapshot_xmax(pg_current_snapshot())::text::bigint
      FROM top, generate_series($1::bigint + 1, top.id) AS g
     WHERE top.id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM src WHERE src.id = g)
    ON CONFLICT DO NOTHING
  ), gaps_found AS (
    DELETE FROM ${t.gaps} WHERE id IN (SELECT id FROM src)
  ), gaps_dead AS (
    DELETE FROM ${t.gaps}
     WHERE seen_at < $4 AND seen_xmax <= pg_snapshot_xmin(pg_current_snapshot())::text::bigint
       AND id NOT IN (SELECT id FROM src)
  )
  SELECT (SELECT id FROM top) AS top, (SELECT count(*) FROM src)::int AS rows`;
}

/** How long a gap is kept at least: an id drawn but not yet written is a matter of microseconds. */
export const GAP_GRACE_MS = 60_000;
export const ROLLUP_BATCH = 50_000;

export interface LedgerRollupResult {
  /** Transfers read (new ones and gaps that appeared). */
  rows: number;
  batches: number;
  watermark: bigint;
  /** False when the run stopped at its batch limit with more to read, or another process holds the run. */
  caughtUp: boolean;
}

/**
 * Runs `sql` (made by ledgerRollupSql) over up to `maxBatches` id ranges,
 * each in its own transaction. With `wait` false a run another process holds
 * is skipped (a job); with true it is waited for (a report catching up).
 */
export async function runLedgerRollup(
  db: Db,
  t: LedgerRollupTables,
  sql: string,
  opts: { now: Date; maxBatches?: number; batch?: number; wait?: boolean; graceMs?: number },
): Promise<LedgerRollupResult> {
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
        `SELECT watermark::text FROM ${t.state} WHERE name = 'transfers' FOR UPDATE${opts.wait ? "" : " SKIP LOCKED"}`,
      );
      if (!state) return undefined;
      const from = BigInt(state.watermark);
      const r = await tx.one<{ top: string | null; rows: number }>(sql, [
        from.toString(),
        (from + batch).toString(),
        opts.now,
        graceCutoff,
      ]);
      const top = r?.top == null ? from : BigInt(r.top);
      if (top > from)
        await tx.query(`UPDATE ${t.state} SET watermark = $1, updated_at = $2 WHERE name = 'transfers'`, [
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
