import type { Db } from "../../platform/db.js";
import { type LedgerRollupTables, ledgerRollupSql, runLedgerRollup } from "../../platform/ledger-rollup.js";

/**
 * The lucky club's rollup: real money wagered per player and currency, read
 * from the ledger after the fact (the bet statement does no extra work), above
 * a watermark with its gaps as the reports' (platform/ledger-rollup.ts).
 * Real money: a BET from the player's cash account, less a ROLLBACK into it
 * (a bet called off); bonus money never counts.
 */
const TABLES: LedgerRollupTables = { state: "loyalty_rollup_state", gaps: "loyalty_rollup_gaps" };

export const LOYALTY_ROLLUP_SQL = ledgerRollupSql(
  TABLES,
  "",
  `wagers AS (
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
  `,
);

/** Rolls up to `maxBatches` id ranges; a run another process holds is skipped. */
export async function rollupWagers(
  db: Db,
  opts: { now: Date; maxBatches?: number; batch?: number },
): Promise<{ rows: number; caughtUp: boolean }> {
  const r = await runLedgerRollup(db, TABLES, LOYALTY_ROLLUP_SQL, opts);
  return { rows: r.rows, caughtUp: r.caughtUp };
}
