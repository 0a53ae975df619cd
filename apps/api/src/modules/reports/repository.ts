import type { Db } from "../../platform/db.js";

/** A local-day range as SQL bounds: [$1 local midnight, $2 + 1 local midnight) in zone $3, on the hour buckets' start. */
const IN_RANGE = (col: string) =>
  `${col} >= ($1::date::timestamp AT TIME ZONE $3) AND ${col} < (($2::date + 1)::timestamp AT TIME ZONE $3)
   AND ($4::text IS NULL OR currency = $4)`;
/** The local day of an instant: grouped on as a date, formatted once per group. */
const LOCAL_DATE = (col: string) => `(${col} AT TIME ZONE $3)::date`;
const LOCAL_DAY = (col: string) => `to_char(${LOCAL_DATE(col)}, 'YYYY-MM-DD')`;

export interface RangeArgs {
  from: string;
  to: string;
  tz: string;
  currency: string | null;
}
const args = (r: RangeArgs) => [r.from, r.to, r.tz, r.currency];

export interface GgrSqlRow {
  key: string;
  provider: string | null;
  currency: string;
  bets: string;
  bet_count: string;
  wins: string;
  rollbacks: string;
  bonus: string;
}

const PLAY_SUMS = `sum(bets)::text AS bets, sum(bet_count)::text AS bet_count, sum(wins)::text AS wins, sum(rollbacks)::text AS rollbacks`;
const PLAY_COLUMNS = "game_id, provider, currency, bets, bet_count, wins, rollbacks";
const DAY_MS = 86_400_000;

/**
 * A local range split for the per-game tables: whole UTC days from
 * report_day_games and the hours at either edge from report_game_hours.
 * Params: $1 start, $2 end (UTC instants), $3/$4 first and after-last whole
 * UTC day, $5 currency, $6 whether there are whole days, $7 end of the first
 * edge, $8 start of the last edge.
 */
const GAME_SPLIT = `(
  SELECT ${PLAY_COLUMNS} FROM report_day_games
   WHERE $6 AND day >= $3::date AND day < $4::date AND ($5::text IS NULL OR currency = $5)
  UNION ALL
  SELECT ${PLAY_COLUMNS} FROM report_game_hours
   WHERE hour >= $1 AND hour < $7 AND ($5::text IS NULL OR currency = $5)
  UNION ALL
  SELECT ${PLAY_COLUMNS} FROM report_game_hours
   WHERE hour >= $8 AND hour < $2 AND ($5::text IS NULL OR currency = $5)
) x`;

/** Report queries: they read the hourly aggregates only, never the ledger. */
export function reportsRepository(db: Db) {
  /** The UTC instants of the local range and its whole UTC days. */
  async function split(r: RangeArgs) {
    const b = await db.one<{ s: Date; e: Date }>(
      "SELECT ($1::date::timestamp AT TIME ZONE $3) AS s, (($2::date + 1)::timestamp AT TIME ZONE $3) AS e",
      [r.from, r.to, r.tz],
    );
    const s = new Date(b!.s);
    const e = new Date(b!.e);
    const ds = new Date(Math.ceil(s.getTime() / DAY_MS) * DAY_MS);
    const de = new Date(Math.floor(e.getTime() / DAY_MS) * DAY_MS);
    const days = ds < de;
    const day = (d: Date) => d.toISOString().slice(0, 10);
    return [s, e, day(ds), day(de), r.currency, days, days ? ds : e, days ? de : e];
  }

  return {
    async ggrByDay(r: RangeArgs) {
      return db.query<GgrSqlRow>(
        `WITH g AS (
           SELECT ${LOCAL_DAY("hour")} AS key, currency, ${PLAY_SUMS}
             FROM report_hour_totals WHERE ${IN_RANGE("hour")} GROUP BY ${LOCAL_DATE("hour")}, currency
         ), b AS (
           SELECT ${LOCAL_DAY("hour")} AS key, currency, sum(amount)::text AS bonus
             FROM report_money_hours WHERE flow = 'bonus' AND ${IN_RANGE("hour")} GROUP BY ${LOCAL_DATE("hour")}, currency
         )
         SELECT key, NULL AS provider, currency, coalesce(g.bets, '0') AS bets, coalesce(g.bet_count, '0') AS bet_count,
                coalesce(g.wins, '0') AS wins, coalesce(g.rollbacks, '0') AS rollbacks, coalesce(b.bonus, '0') AS bonus
           FROM g FULL JOIN b USING (key, currency) ORDER BY key, currency`,
        args(r),
      );
    },
    async ggrByGame(r: RangeArgs) {
      return db.query<GgrSqlRow>(
        `SELECT game_id AS key, provider, currency, ${PLAY_SUMS}, '0' AS bonus
           FROM ${GAME_SPLIT}
          GROUP BY game_id, provider, currency
          ORDER BY sum(bets) - sum(wins) - sum(rollbacks) DESC, game_id, currency`,
        await split(r),
      );
    },
    async ggrByProvider(r: RangeArgs) {
      return db.query<GgrSqlRow>(
        `SELECT provider AS key, provider, currency, ${PLAY_SUMS}, '0' AS bonus
           FROM ${GAME_SPLIT}
          GROUP BY provider, currency ORDER BY provider, currency`,
        await split(r),
      );
    },
    async payments(r: RangeArgs) {
      return db.query<{
        day: string;
        flow: "deposit" | "withdrawal";
        method: string;
        currency: string;
        amount: string;
        count: string;
      }>(
        `SELECT ${LOCAL_DAY("hour")} AS day, flow, method, currency, sum(amount)::text AS amount, sum(count)::text AS count
           FROM report_money_hours WHERE flow IN ('deposit', 'withdrawal') AND ${IN_RANGE("hour")}
          GROUP BY ${LOCAL_DATE("hour")}, flow, method, currency ORDER BY 1, 2, 3, 4`,
        args(r),
      );
    },
    async players(r: RangeArgs) {
      const a = [r.from, r.to, r.tz];
      // One after the other: PGlite has one connection, and the second holds a transaction.
      const news = await db.query<{ day: string; n: number }>(
        `SELECT ${LOCAL_DAY("created_at")} AS day, count(*)::int AS n FROM players
            WHERE created_at >= ($1::date::timestamp AT TIME ZONE $3) AND created_at < (($2::date + 1)::timestamp AT TIME ZONE $3)
            GROUP BY ${LOCAL_DATE("created_at")}`,
        a,
      );
      // Each local day and (day NULL) the whole range, in one pass over the range's player-hour sets: grouped on
      // the date (to_char per row cost more than the counting) with room to count in memory.
      const sets = await db.transaction(async (tx) => {
        await tx.query("SET LOCAL work_mem = '64MB'");
        return tx.query<{ day: string | null; depositing: number; active: number }>(
          `SELECT to_char(d, 'YYYY-MM-DD') AS day,
                    count(DISTINCT player_id) FILTER (WHERE activity = 'deposit')::int AS depositing,
                    count(DISTINCT player_id) FILTER (WHERE activity = 'bet')::int AS active
               FROM (SELECT (hour AT TIME ZONE $3)::date AS d, activity, player_id FROM report_player_hours
                      WHERE hour >= ($1::date::timestamp AT TIME ZONE $3) AND hour < (($2::date + 1)::timestamp AT TIME ZONE $3)) x
              GROUP BY GROUPING SETS ((d), ())`,
          a,
        );
      });
      const newBy = new Map(news.map((n) => [n.day, n.n]));
      const setBy = new Map(sets.filter((x) => x.day !== null).map((x) => [x.day, x]));
      const all = sets.find((x) => x.day === null);
      const days: { day: string; new_players: number; depositing: number; active: number }[] = [];
      for (let t = Date.parse(`${r.from}T00:00:00Z`); t <= Date.parse(`${r.to}T00:00:00Z`); t += 86_400_000) {
        const day = new Date(t).toISOString().slice(0, 10);
        days.push({
          day,
          new_players: newBy.get(day) ?? 0,
          depositing: setBy.get(day)?.depositing ?? 0,
          active: setBy.get(day)?.active ?? 0,
        });
      }
      const totals = {
        new_players: news.reduce((n, x) => n + x.n, 0),
        depositing: all?.depositing ?? 0,
        active: all?.active ?? 0,
      };
      return { days, totals };
    },
  };
}
