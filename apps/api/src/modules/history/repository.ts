import type { Db } from "../../platform/db.js";

export interface GameDayRow {
  day: string;
  game_id: string;
  currency: string;
  bets: number;
  wager: bigint;
  win: bigint;
}

/** A date's game play summed over its games: what the charts and the range's totals read. */
export interface DateTotalsRow {
  kind: "date";
  day: string;
  /** Game days (game and currency) on the date. */
  rows: number;
  wager: bigint;
  win: bigint;
  /** The won days' outcomes summed, and the lost days'. */
  positive: bigint;
  negative: bigint;
}

export interface FinanceRow {
  id: string;
  type: "D" | "W" | "B" | "C";
  status: string;
  amount: bigint;
  currency: string;
  method: string | null;
  created: Date;
}

export interface RoundRow {
  round_id: string;
  game_id: string;
  started: Date;
  wager: bigint;
  win: bigint;
}

/** A launch of a real-money game: a game session at the provider, open until the player closes the game. */
export interface LaunchRow {
  id: string;
  game_id: string;
  vendor_id: string;
  created_at: Date;
  closed_at: Date | null;
}

/** One real-money game session and what was played in it (the reality check). */
export interface SessionTotalsRow {
  id: string;
  game_id: string;
  vendor_id: string;
  currency: string;
  created_at: Date;
  closed_at: Date | null;
  rounds: number;
  wager: bigint;
  win: bigint;
}

/**
 * What one game transaction adds to its day (alias x: wallet_game_transactions,
 * r: the refund's transfer): a taken stake, a win, or a refunded stake.
 */
const DAY_OF = "(x.created_at AT TIME ZONE 'UTC')::date";
const CONTRIB = `
  count(*) FILTER (WHERE x.kind = 'BET' AND x.status = 'OK')::int AS bets,
  COALESCE(sum(x.amount) FILTER (WHERE x.kind = 'BET' AND x.status = 'OK'), 0)
    - COALESCE(sum(r.amount) FILTER (WHERE x.kind = 'ROLLBACK'), 0) AS wager,
  COALESCE(sum(x.amount) FILTER (WHERE x.kind = 'WIN' AND x.status = 'OK'), 0) AS win`;
const CONTRIB_FROM = `wallet_game_transactions x LEFT JOIN wallet_transfers r ON x.kind = 'ROLLBACK' AND r.id = x.transfer_id`;
const COUNTED = `((x.kind IN ('BET', 'WIN') AND x.status = 'OK') OR (x.kind = 'ROLLBACK' AND x.transfer_id IS NOT NULL))`;

const FROM_DAY = "($2::timestamptz AT TIME ZONE 'UTC')::date";
const TO_DAY = "($3::timestamptz AT TIME ZONE 'UTC')::date";

/**
 * `fresh` (day, game_id, currency, bets, wager, win): what a player's ($1) game transactions in [$2, $3) after the
 * history job's mark ($4) add to their game days.
 */
const FRESH = `WITH tail AS MATERIALIZED (
    -- Only the transactions after the mark, by id: a range bounded on both sides keeps a cached generic plan on the
    -- primary key (one bound alone it would scan the table), never the player's whole year by the player's index.
    SELECT * FROM wallet_game_transactions WHERE id > $4 AND id < $4 + 1000000000000 ORDER BY id
  ), fresh AS (
    SELECT ${DAY_OF} AS day, x.game_id, x.currency, ${CONTRIB}
      FROM tail x LEFT JOIN wallet_transfers r ON x.kind = 'ROLLBACK' AND r.id = x.transfer_id
     WHERE x.player_id = $1 AND x.created_at >= $2 AND x.created_at < $3 AND ${COUNTED}
     GROUP BY 1, 2, 3
  )`;

/**
 * The player's game days in the range on the dates `where` picks (SQL on `day`): the kept ones with `fresh` added.
 * A kept day is one row (the key): only the few fresh days are added to it, not a year regrouped.
 */
const KEPT_PLUS_FRESH = (
  where: string,
) => `SELECT day, game_id, currency, (COALESCE(k.bets, 0) + COALESCE(f.bets, 0))::int AS bets,
           (COALESCE(k.wager, 0) + COALESCE(f.wager, 0))::bigint AS wager, (COALESCE(k.win, 0) + COALESCE(f.win, 0))::bigint AS win
      FROM (SELECT day, game_id, currency, bets, wager, win FROM history_game_days
             WHERE player_id = $1 AND day >= ${FROM_DAY} AND day < ${TO_DAY} AND ${where}) k
      FULL JOIN (SELECT * FROM fresh WHERE ${where}) f USING (day, game_id, currency)`;

/**
 * One page ($4 from 0, $5 rows) of a player's ($1) finance rows in [$2, $3), newest first, each with the count of them
 * all (one row of nulls but the count when there are none): payments, and the B and C transfers of their cash account
 * (by the finance indexes of migration 1303).
 */
export const FINANCE_PAGE = `WITH cash AS (
    SELECT id FROM wallet_accounts WHERE player_id = $1 AND kind = 'cash'
  ), finance AS MATERIALIZED (
    SELECT id::text AS id, CASE type WHEN 'deposit' THEN 'D' ELSE 'W' END AS type, status, amount, currency,
           method, created_at AS created
      FROM payments WHERE player_id = $1 AND created_at >= $2 AND created_at < $3 AND status <> 'NEW'
    UNION ALL
    SELECT 't' || t.id::text, t.kind, 'ADD', t.amount, t.currency, NULL, t.created_at
      FROM cash JOIN wallet_transfers t ON t.to_account = cash.id
     WHERE t.kind IN ('B', 'C') AND t.status = 'DONE' AND t.created_at >= $2 AND t.created_at < $3
    UNION ALL
    SELECT 't' || t.id::text, t.kind, 'SUCCESSFUL', -t.amount, t.currency, NULL, t.created_at
      FROM cash JOIN wallet_transfers t ON t.from_account = cash.id
     WHERE t.kind IN ('B', 'C') AND t.status = 'DONE' AND t.created_at >= $2 AND t.created_at < $3
  ), total AS (
    SELECT count(*)::int AS total FROM finance
  )
  SELECT f.*, total.total FROM total
    LEFT JOIN LATERAL (
      SELECT * FROM finance ORDER BY created DESC, id COLLATE "C"
      OFFSET LEAST($4::int, GREATEST((total.total + $5::int - 1) / $5::int - 1, 0)) * $5::int LIMIT $5::int
    ) f ON true`;

export function historyRepository(db: Db) {
  // The mark is read first and passed as a value: the few transactions after it are found by their ids.
  const mark = async () =>
    (await db.one<{ through_id: bigint }>("SELECT through_id FROM history_rollup WHERE id = 1"))?.through_id ?? 0n;
  return {
    /**
     * Adds the game transactions after the mark, up to `max` of them and only
     * those older than `lagMs` by the database's clock (a transaction still
     * open may commit a smaller id later), to the days and sums their dates again; moves the mark.
     * Returns the rows read.
     */
    async rollup(lagMs: number, max: number) {
      return db.transaction(async (tx) => {
        const mark = await tx.one<{ through_id: bigint }>("SELECT through_id FROM history_rollup WHERE id = 1 FOR UPDATE");
        const from = mark!.through_id;
        const edge = await tx.one<{ upto: bigint | null }>(
          `SELECT CASE WHEN bool_and(created_at < now() - $2 * interval '1 millisecond') THEN max(id)
                       ELSE min(id) FILTER (WHERE created_at >= now() - $2 * interval '1 millisecond') - 1 END AS upto
             FROM (SELECT id, created_at FROM wallet_game_transactions WHERE id > $1 ORDER BY id LIMIT $3) s`,
          [from, lagMs, max],
        );
        const upto = edge?.upto ?? null;
        if (upto === null || upto <= from) return 0;
        const touched = await tx.query<{ player_id: string; day: string }>(
          `INSERT INTO history_game_days AS d (player_id, day, game_id, currency, bets, wager, win)
           SELECT x.player_id, ${DAY_OF}, x.game_id, x.currency, ${CONTRIB}
             FROM ${CONTRIB_FROM}
            WHERE x.id > $1 AND x.id <= $2 AND ${COUNTED}
            GROUP BY 1, 2, 3, 4
           ON CONFLICT (player_id, day, game_id, currency) DO UPDATE
             SET bets = d.bets + EXCLUDED.bets, wager = d.wager + EXCLUDED.wager, win = d.win + EXCLUDED.win
           RETURNING d.player_id, d.day::text AS day`,
          [from, upto],
        );
        // The dates those game days are on (as the insert returned them: the transactions are not read twice), summed
        // again from their game days (a game day's outcome may have changed sign).
        await tx.query(
          `INSERT INTO history_game_dates AS t (player_id, day, days, wager, win, positive, negative)
           SELECT d.player_id, d.day, count(*), sum(d.wager), sum(d.win), sum(GREATEST(d.win - d.wager, 0)),
                  sum(LEAST(d.win - d.wager, 0))
             FROM (SELECT DISTINCT player_id, day FROM unnest($1::uuid[], $2::date[]) AS t(player_id, day)) touched
             JOIN history_game_days d ON d.player_id = touched.player_id AND d.day = touched.day
            GROUP BY d.player_id, d.day
           ON CONFLICT (player_id, day) DO UPDATE
             SET days = EXCLUDED.days, wager = EXCLUDED.wager, win = EXCLUDED.win, positive = EXCLUDED.positive,
                 negative = EXCLUDED.negative`,
          [touched.map((r) => r.player_id), touched.map((r) => r.day)],
        );
        await tx.query("UPDATE history_rollup SET through_id = $1 WHERE id = 1", [upto]);
        return Number(upto - from);
      });
    },

    /** A player's game days in [from, to): the kept days plus the transactions after the mark, newest first. */
    async gameDays(playerId: string, from: Date, to: Date) {
      return db.query<GameDayRow>(
        `${FRESH}
         SELECT to_char(day, 'YYYY-MM-DD') AS day, game_id, currency, bets, wager, win FROM (${KEPT_PLUS_FRESH("true")}) d
          ORDER BY d.day DESC, game_id COLLATE "C", currency COLLATE "C"`,
        [playerId, from, to, await mark()],
      );
    },

    /**
     * A range's game days as its totals by date (oldest first, for the charts) and one page of the days themselves
     * (newest first; a page past the last is the last). The kept dates say which dates the page falls on: only
     * those dates' game days are read, and the transactions after the mark only change the dates they are on.
     */
    async gameDayPage(playerId: string, from: Date, to: Date, page: number, size: number) {
      const rows = await db.query<DateTotalsRow | (GameDayRow & { kind: "page" })>(
        `${FRESH}, fresh_dates AS (
           SELECT DISTINCT day FROM fresh
         ), dates AS MATERIALIZED (
           SELECT day, days, wager, win, positive, negative FROM history_game_dates
            WHERE player_id = $1 AND day >= ${FROM_DAY} AND day < ${TO_DAY} AND day NOT IN (SELECT day FROM fresh_dates)
           UNION ALL
           SELECT day, count(*)::int, sum(wager)::bigint, sum(win)::bigint, sum(GREATEST(win - wager, 0))::bigint,
                  sum(LEAST(win - wager, 0))::bigint
             FROM (${KEPT_PLUS_FRESH("day IN (SELECT day FROM fresh_dates)")}) d
            GROUP BY day
         ), newest AS (
           -- each date and how many game days come before it, newest first; then where the asked page starts
           SELECT day, days, sum(days) OVER (ORDER BY day DESC) - days AS before FROM dates
         ), start AS (
           SELECT LEAST($5::int, GREATEST((COALESCE(sum(days), 0)::int + $6::int - 1) / $6::int - 1, 0)) * $6::int AS at
             FROM dates
         ), on_page AS MATERIALIZED (
           SELECT newest.day, newest.before FROM newest, start WHERE newest.before < start.at + $6 AND newest.before + newest.days > start.at
         )
         (SELECT 'date' AS kind, to_char(day, 'YYYY-MM-DD') AS day, days AS rows, wager, win, positive, negative,
                 NULL AS game_id, NULL AS currency, NULL::int AS bets
            FROM dates ORDER BY dates.day)
         UNION ALL
         (SELECT 'page', to_char(day, 'YYYY-MM-DD'), NULL, wager, win, NULL, NULL, game_id, currency, bets
            FROM (${KEPT_PLUS_FRESH("day IN (SELECT day FROM on_page)")}) d
           ORDER BY d.day DESC, game_id COLLATE "C", currency COLLATE "C"
          OFFSET (SELECT start.at - COALESCE(min(on_page.before), 0) FROM start, on_page GROUP BY start.at) LIMIT $6::int)`,
        [playerId, from, to, await mark(), page, size],
      );
      const dates: DateTotalsRow[] = [];
      const days: GameDayRow[] = [];
      for (const r of rows) {
        if (r.kind === "date") dates.push(r);
        else days.push(r);
      }
      // Each part in its order whatever order UNION ALL gave them in (the SQL's are for the page's OFFSET).
      const bytes = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
      dates.sort((a, b) => bytes(a.day, b.day));
      days.sort((a, b) => bytes(b.day, a.day) || bytes(a.game_id, b.game_id) || bytes(a.currency, b.currency));
      return { dates, days, total: dates.reduce((t, d) => t + d.rows, 0) };
    },

    /**
     * One page of the player's finance rows in [from, to), newest first: deposits and withdrawals (payments) and
     * bonuses paid and corrections (the ledger's B and C transfers of their cash account, by the finance indexes of
     * migration 1303: a player's cash account also has a transfer for every stake and win), and how many there are.
     * The page is kept within the pages there are.
     */
    async financePage(playerId: string, from: Date, to: Date, page: number, size: number) {
      const rows = await db.query<FinanceRow & { total: number }>(FINANCE_PAGE, [playerId, from, to, page, size]);
      const total = rows[0]?.total ?? 0;
      return { total, rows: rows.filter((r) => r.id !== null) as FinanceRow[] };
    },

    /** Deposits taken and withdrawals paid in [from, to), summed by date (UTC), oldest first. */
    async financeByDate(playerId: string, from: Date, to: Date) {
      return db.query<{ day: string; deposits: bigint; withdrawals: bigint }>(
        `SELECT to_char((created_at AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS day,
                COALESCE(sum(amount) FILTER (WHERE type = 'deposit'), 0)::bigint AS deposits,
                COALESCE(sum(amount) FILTER (WHERE type <> 'deposit'), 0)::bigint AS withdrawals
           FROM payments WHERE player_id = $1 AND status = 'SUCCESS' AND created_at >= $2 AND created_at < $3
          GROUP BY 1 ORDER BY 1`,
        [playerId, from, to],
      );
    },

    /** Deposits taken minus withdrawals paid, over the player's whole life (UKGC RTS 1C). */
    async lifetimeNetDeposits(playerId: string) {
      const r = await db.one<{ net: bigint }>(
        `SELECT COALESCE(sum(CASE type WHEN 'deposit' THEN amount ELSE -amount END), 0)::bigint AS net
           FROM payments WHERE player_id = $1 AND status = 'SUCCESS'`,
        [playerId],
      );
      return r?.net ?? 0n;
    },

    /** Rounds of one game in [from, to), newest first. */
    async rounds(playerId: string, gameId: string, from: Date, to: Date, max: number) {
      return db.query<RoundRow>(
        `SELECT x.round_id, x.game_id, min(x.created_at) AS started,
                COALESCE(sum(x.amount) FILTER (WHERE x.kind = 'BET' AND x.status = 'OK'), 0)
                  - COALESCE(sum(r.amount) FILTER (WHERE x.kind = 'ROLLBACK'), 0) AS wager,
                COALESCE(sum(x.amount) FILTER (WHERE x.kind = 'WIN' AND x.status = 'OK'), 0) AS win
           FROM ${CONTRIB_FROM}
          WHERE x.player_id = $1 AND x.game_id = $2 AND x.created_at >= $3 AND x.created_at < $4 AND ${COUNTED}
          GROUP BY x.round_id, x.game_id ORDER BY started DESC LIMIT $5`,
        [playerId, gameId, from, to, max],
      );
    },

    /**
     * A player's real-money game session and its rounds' totals: the transactions of its provider and game in the
     * player's currency from the launch to the close (or now). Undefined for another player's session or a demo.
     */
    async sessionTotals(playerId: string, sessionId: string) {
      return db.one<SessionTotalsRow>(
        `SELECT s.id, s.game_id, s.vendor_id, s.currency, s.created_at, s.closed_at,
                (count(DISTINCT x.round_id) FILTER (WHERE x.kind = 'BET' AND x.status = 'OK' AND NOT x.rolled_back))::int AS rounds,
                (COALESCE(sum(x.amount) FILTER (WHERE x.kind = 'BET' AND x.status = 'OK'), 0)
                  - COALESCE(sum(r.amount) FILTER (WHERE x.kind = 'ROLLBACK'), 0))::bigint AS wager,
                COALESCE(sum(x.amount) FILTER (WHERE x.kind = 'WIN' AND x.status = 'OK'), 0)::bigint AS win
           FROM game_sessions s
           LEFT JOIN wallet_game_transactions x
             ON x.player_id = s.player_id AND x.provider = s.vendor_id AND x.game_id = s.game_id AND x.currency = s.currency
            AND x.created_at >= s.created_at AND (s.closed_at IS NULL OR x.created_at <= s.closed_at) AND ${COUNTED}
           LEFT JOIN wallet_transfers r ON x.kind = 'ROLLBACK' AND r.id = x.transfer_id
          WHERE s.id = $2 AND s.player_id = $1 AND s.mode = 'real'
          GROUP BY s.id`,
        [playerId, sessionId],
      );
    },

    /**
     * One page of the player's launches of real-money games in [from, to) (game sessions at the provider), newest
     * first, and how many there are: the page is kept within the pages there are (`page` past the end is the last).
     */
    async launchPage(playerId: string, from: Date, to: Date, page: number, size: number) {
      const rows = await db.query<LaunchRow & { total: number }>(
        `WITH launches AS MATERIALIZED (
           SELECT id, game_id, vendor_id, created_at, closed_at FROM game_sessions
            WHERE player_id = $1 AND mode = 'real' AND created_at >= $2 AND created_at < $3
         ), total AS (
           SELECT count(*)::int AS total FROM launches
         )
         SELECT l.*, total.total FROM total
           LEFT JOIN LATERAL (
             SELECT * FROM launches ORDER BY created_at DESC, id
             OFFSET LEAST($4::int, GREATEST((total.total + $5::int - 1) / $5::int - 1, 0)) * $5::int LIMIT $5::int
           ) l ON true`,
        [playerId, from, to, page, size],
      );
      const total = rows[0]?.total ?? 0;
      return { total, launches: rows.filter((r) => r.id !== null) as LaunchRow[] };
    },

    /** Game names by id (catalogue). */
    async gameNames(ids: string[]) {
      if (ids.length === 0) return new Map<string, string>();
      const rows = await db.query<{ id: string; name: string }>("SELECT id, name FROM games WHERE id = ANY($1::text[])", [ids]);
      return new Map(rows.map((r) => [r.id, r.name]));
    },
  };
}
