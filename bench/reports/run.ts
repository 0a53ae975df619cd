// `npm run bench:reports`: the back office reports over 10 million generated
// bets on PostgreSQL (DATABASE_URL), p50 and p99 of each report query beside
// the time of one `SELECT count(*)` over the same bets in the same run.
// Target: every report's p99 under 1 s. Not part of `npm test`.
//
// The bets (and wins, deposits, bonus conversions) are generated straight into
// the real ledger tables with generate_series, spread over 90 days, then the
// rollup the api runs (modules/reports/rollup.ts) turns them into the hourly
// aggregates, in its own bounded batches, timed. Each report call is what the
// back office's route does: a catch-up of the rollup, then the query.
import { randomBytes } from "node:crypto";
import { rollup } from "../../apps/api/src/modules/reports/rollup.js";
import { reportsService } from "../../apps/api/src/modules/reports/service.js";
import { MIGRATIONS_DIR } from "../../apps/api/src/paths.js";
import { systemClock } from "../../apps/api/src/platform/clock.js";
import { dropSchema, migrate, openDb } from "../../apps/api/src/platform/db.js";

const URL_ = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const BETS = Number(process.env.BENCH_BETS ?? 10_000_000);
const WIN_SHARE = Number(process.env.BENCH_WIN_SHARE ?? 0.3);
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 20_000);
const GAMES = 300;
const PROVIDERS = 6;
const DAYS = 90;
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const CHUNK = 1_000_000;
/** Consecutive bets of one player at one game, as a player's session at a slot. */
const SESSION = 50;
const KEEP = process.env.BENCH_KEEP === "1";
/** Reuse a schema a run kept (BENCH_KEEP=1): no generation, only the catch-up and the queries. */
const REUSE = process.env.BENCH_SCHEMA;

const ms = (t0: bigint) => Number(process.hrtime.bigint() - t0) / 1e6;
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
};
const log = (m: string) => process.stdout.write(`${m}\n`);

async function main() {
  const schema = REUSE ?? `bench_reports_${randomBytes(4).toString("hex")}`;
  const db = await openDb({ url: URL_, schema, poolSize: 4 });
  try {
    await migrate(db, MIGRATIONS_DIR);
    if (!REUSE) await generateLedger();
    await measure();
  } finally {
    await db.close();
    if (!KEEP && !REUSE) await dropSchema(URL_, schema);
  }

  async function generateLedger() {
    const start = new Date(Date.UTC(2026, 0, 1));
    const spanS = DAYS * 86_400;
    log(`bench:reports on ${new URL(URL_).host}, schema ${schema}: ${BETS.toLocaleString("en")} bets over ${DAYS} days`);

    let t = process.hrtime.bigint();
    await db.query(
      `INSERT INTO players (customer_id, password_hash, currency, country, created_at)
       SELECT 'BENCH' || i, 'x', CASE WHEN i % 5 = 0 THEN 'USD' ELSE 'EUR' END, 'EST',
              $2::timestamptz + make_interval(secs => (i::bigint * $3 / $1))
         FROM generate_series(1, $1) AS i`,
      [PLAYERS, start, spanS],
    );
    await db.query(
      `INSERT INTO wallet_accounts (player_id, kind, currency)
       SELECT id, 'cash', currency FROM players ORDER BY customer_id`,
    );
    await db.query(
      `INSERT INTO wallet_accounts (kind, currency)
       SELECT k, c FROM (SELECT 'game:provider-' || p AS k FROM generate_series(1, $1) AS p
                         UNION ALL SELECT 'psp:sandbox' UNION ALL SELECT 'bonus') h, (VALUES ('EUR'), ('USD')) AS cur(c)`,
      [PROVIDERS],
    );
    // Player n's cash account, in the order of generate_series below.
    await db.exec(`CREATE TEMP TABLE bench_cash AS
      SELECT row_number() OVER (ORDER BY a.id) - 1 AS n, a.id, a.currency FROM wallet_accounts a WHERE a.kind = 'cash';
      CREATE TEMP TABLE bench_house AS SELECT kind, currency, id FROM wallet_accounts WHERE player_id IS NULL;
      ANALYZE bench_cash; ANALYZE bench_house;`);
    log(`  players and accounts: ${ms(t).toFixed(0)} ms`);

    /** Rows of one kind, generated in chunks: sessions of SESSION rows share a player and a game; instants spread over the span. */
    async function generate(kind: "BET" | "WIN" | "D" | "B", count: number) {
      for (let from = 0; from < count; from += CHUNK) {
        const to = Math.min(count, from + CHUNK);
        const t0 = process.hrtime.bigint();
        await db.query(
          `INSERT INTO wallet_transfers (key, kind, from_account, to_account, amount, currency, status, meta, created_at)
           SELECT 'bench:' || $1 || ':' || i, $1, CASE WHEN $1 = 'BET' THEN c.id ELSE h.id END, CASE WHEN $1 = 'BET' THEN h.id ELSE c.id END,
                  CASE $1 WHEN 'BET' THEN 10 + (i * 7919) % 990 WHEN 'WIN' THEN 20 + (i * 104729) % 2500 WHEN 'D' THEN 1000 + (i % 50) * 500 ELSE 500 END,
                  c.currency, 'DONE',
                  CASE WHEN $1 IN ('BET', 'WIN') THEN jsonb_build_object('gameId', 'game-' || ((i / ${SESSION}) * 7) % ${GAMES})
                       WHEN $1 = 'D' THEN jsonb_build_object('method', (ARRAY['card', 'crypto', 'e-wallet', 'bank'])[1 + i % 4])
                       ELSE '{}'::jsonb END,
                  $4::timestamptz + make_interval(secs => (i::bigint * $5 / $6))
             FROM generate_series($2::bigint, $3::bigint - 1) AS i
             JOIN bench_cash c ON c.n = ((i / ${SESSION}) * 31) % ${PLAYERS}
             JOIN bench_house h ON h.currency = c.currency
                               AND h.kind = CASE WHEN $1 IN ('BET', 'WIN') THEN 'game:provider-' || (1 + (((i / ${SESSION}) * 7) % ${GAMES}) % ${PROVIDERS})
                                                 WHEN $1 = 'D' THEN 'psp:sandbox' ELSE 'bonus' END`,
          [kind, from, to, start, spanS, count],
        );
        log(`  ${kind} ${to.toLocaleString("en")}/${count.toLocaleString("en")}: ${ms(t0).toFixed(0)} ms`);
      }
    }
    t = process.hrtime.bigint();
    await generate("BET", BETS);
    await generate("WIN", Math.round(BETS * WIN_SHARE));
    await generate("D", Math.round(BETS / 50));
    await generate("B", Math.round(BETS / 1000));
    await db.exec("ANALYZE wallet_transfers; ANALYZE wallet_accounts; ANALYZE players;");
    const genMs = ms(t);
    log(`  ledger generated in ${(genMs / 1000).toFixed(1)} s`);

    t = process.hrtime.bigint();
    let rolled = 0;
    for (;;) {
      const r = await rollup(db, { now: new Date(), batch: 100_000, maxBatches: 10, wait: true });
      rolled += r.rows;
      if (r.caughtUp || r.batches === 0) break;
    }
    const rollMs = ms(t);
    log(
      `  rollup: ${rolled.toLocaleString("en")} transfers in ${(rollMs / 1000).toFixed(1)} s (${Math.round(rolled / (rollMs / 1000)).toLocaleString("en")}/s)`,
    );
    // The steady state autovacuum gives a live casino: visibility maps set, so the aggregates' keys serve index-only scans.
    for (const t of [
      "report_game_hours",
      "report_day_games",
      "report_hour_totals",
      "report_money_hours",
      "report_player_hours",
      "players",
    ])
      await db.exec(`VACUUM ANALYZE ${t}`);
  }

  async function measure() {
    const counts: number[] = [];
    let counted = 0;
    for (let i = 0; i < 3; i++) {
      const t0 = process.hrtime.bigint();
      const r = await db.one<{ n: string }>("SELECT count(*)::text AS n FROM wallet_transfers WHERE kind = 'BET'");
      counts.push(ms(t0));
      counted = Number(r!.n);
    }
    const countMs = pct(counts, 50);

    const reports = reportsService({ db, clock: systemClock });
    const month = { from: "2026-02-01", to: "2026-03-02" };
    const all = { from: "2026-01-01", to: "2026-03-31" };
    const cases: [string, () => Promise<unknown>][] = [
      ["GGR/NGR by day, 30 days, Europe/Tallinn", () => reports.ggr({ ...month, tz: "Europe/Tallinn", groupBy: "day" })],
      ["GGR/NGR by day, 90 days, UTC", () => reports.ggr({ ...all, tz: "UTC", groupBy: "day" })],
      ["GGR by game, 30 days", () => reports.ggr({ ...month, tz: "Europe/Tallinn", groupBy: "game" })],
      ["GGR by game, 90 days", () => reports.ggr({ ...all, tz: "UTC", groupBy: "game" })],
      ["GGR by provider, 90 days", () => reports.ggr({ ...all, tz: "America/New_York", groupBy: "provider" })],
      ["deposits/withdrawals by method, 90 days", () => reports.payments({ ...all, tz: "Europe/Tallinn" })],
      ["new/depositing/active players, 30 days", () => reports.players({ ...month, tz: "Europe/Tallinn" })],
      ["new/depositing/active players, 90 days", () => reports.players({ ...all, tz: "UTC" })],
    ];
    log("");
    log(`count(*) of ${counted.toLocaleString("en")} bets: ${countMs.toFixed(0)} ms (median of 3)`);
    log("");
    log(`${"report".padEnd(44)} ${"p50 ms".padStart(8)} ${"p99 ms".padStart(8)} ${"p99/count".padStart(10)}`);
    let worst = 0;
    for (const [name, run] of cases) {
      await run(); // warm
      const xs: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const t0 = process.hrtime.bigint();
        await run();
        xs.push(ms(t0));
      }
      const p99 = pct(xs, 99);
      worst = Math.max(worst, p99);
      log(
        `${name.padEnd(44)} ${pct(xs, 50).toFixed(1).padStart(8)} ${p99.toFixed(1).padStart(8)} ${(p99 / countMs).toFixed(3).padStart(10)}`,
      );
    }
    log("");
    log(`worst p99 ${worst.toFixed(1)} ms: ${worst < 1000 ? "meets" : "MISSES"} the 1 s target`);
  }
}

void main().catch((err) => {
  console.error(err);
  process.exit(1);
});
