import type { Db } from "../../platform/db.js";

/** Transactions taken per run. */
export const ROLLUP_BATCH = 5_000;
/**
 * A game transaction is read once it is this old: ids are drawn before their
 * transaction commits, so a younger one above the watermark may still be
 * invisible. (A bet statement takes milliseconds; the reports' rollup keeps
 * explicit gaps, this one waits.)
 */
export const SETTLE_MS = 10_000;

/**
 * Adds the game transactions above the watermark into the stake and win of
 * their round for every unpaid tournament they fall in (game, currency,
 * period), then moves the watermark; one transaction holding the state row.
 * A ROLLBACK takes its bet back out. Only accepted (OK) transactions count.
 */
export async function rollupRounds(db: Db, now: Date): Promise<{ read: number; lastId: string }> {
  return db.transaction(async (tx) => {
    const state = (await tx.one<{ last_id: string }>(
      "SELECT last_id::text AS last_id FROM tournament_rollup_state WHERE id = 1 FOR UPDATE",
    ))!;
    const r = await tx.one<{ read: number; last_id: string | null }>(
      `WITH src AS MATERIALIZED (
         SELECT id, kind, amount, player_id, provider, round_id, game_id, currency, created_at, status
           FROM wallet_game_transactions
          WHERE id > $1 AND created_at < $2
          ORDER BY id LIMIT $3
       ), hit AS (
         SELECT t.id AS tournament_id, s.*
           FROM src s
           JOIN tournaments t ON t.paid_at IS NULL AND (cardinality(t.game_ids) = 0 OR s.game_id = ANY (t.game_ids))
                             AND s.currency = t.currency
                             AND s.created_at >= t.starts_at AND s.created_at < t.ends_at
          WHERE s.status = 'OK' AND s.kind IN ('BET', 'WIN', 'ROLLBACK')
       ), agg AS (
         SELECT tournament_id, provider, round_id, player_id,
                sum(CASE kind WHEN 'BET' THEN amount WHEN 'ROLLBACK' THEN -amount ELSE 0 END)::bigint AS stake,
                sum(CASE kind WHEN 'WIN' THEN amount ELSE 0 END)::bigint AS win
           FROM hit GROUP BY 1, 2, 3, 4
       ), ins AS (
         INSERT INTO tournament_rounds AS r (tournament_id, provider, round_id, player_id, stake, win)
         SELECT * FROM agg
         ON CONFLICT (tournament_id, provider, round_id, player_id)
           DO UPDATE SET stake = r.stake + EXCLUDED.stake, win = r.win + EXCLUDED.win
       )
       SELECT count(*)::int AS read, max(id)::text AS last_id FROM src`,
      [state.last_id, new Date(now.getTime() - SETTLE_MS), ROLLUP_BATCH],
    );
    const lastId = r?.last_id ?? state.last_id;
    if (r?.last_id) await tx.query("UPDATE tournament_rollup_state SET last_id = $1 WHERE id = 1", [r.last_id]);
    return { read: r?.read ?? 0, lastId };
  });
}

/** Ranks a tournament's players from its rounds: by wagered amount or best round multiplier (ties: more wagered, then id). */
export async function rankStandings(tx: Db, tournamentId: string, metric: "wagered" | "multiplier") {
  await tx.query("DELETE FROM tournament_standings WHERE tournament_id = $1", [tournamentId]);
  const order =
    metric === "wagered" ? "wagered DESC, best_multiplier DESC, player_id" : "best_multiplier DESC, wagered DESC, player_id";
  await tx.query(
    `INSERT INTO tournament_standings (tournament_id, player_id, rank, wagered, best_multiplier, rounds)
     SELECT tournament_id, player_id, row_number() OVER (ORDER BY ${order}), wagered, best_multiplier, rounds
       FROM (SELECT tournament_id, player_id, sum(stake)::bigint AS wagered,
                    coalesce(max(round(win::numeric / stake, 4)) FILTER (WHERE stake > 0), 0) AS best_multiplier,
                    count(*) FILTER (WHERE stake > 0)::int AS rounds
               FROM tournament_rounds WHERE tournament_id = $1 GROUP BY tournament_id, player_id) s
      WHERE wagered > 0`,
    [tournamentId],
  );
}
