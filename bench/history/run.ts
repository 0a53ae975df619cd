// `npm run bench:history`: a player with 100,000 rounds (in the game
// transactions and in the ledger), 3,000 game launches and 520 finance rows
// over a year (issue 13).
// Times `POST /data/v1/history` over 12 months (the first page of each list:
// finance rows, game days, launches; a later page of each) and over one month, and one
// game's rounds of a day, through the api (inject), beside a primary-key
// lookup of the player in the same run; prints p50 and p99 of each. Target:
// p99 under 50 ms. Game days are kept by the history job (run here first);
// the transactions after its mark are summed on the fly.
import { randomBytes } from "node:crypto";
import { buildApp } from "../../apps/api/src/app.js";
import { MIGRATIONS_DIR } from "../../apps/api/src/paths.js";
import { loadConfig } from "../../apps/api/src/platform/config.js";
import { dropSchema, migrate, openDb } from "../../apps/api/src/platform/db.js";

const URL_ = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 100_000);
const CALLS = Number(process.env.BENCH_CALLS ?? 200);

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
};

async function time(label: string, fn: () => Promise<unknown>) {
  for (let i = 0; i < 10; i++) await fn();
  const ms: number[] = [];
  for (let i = 0; i < CALLS; i++) {
    const t0 = performance.now();
    await fn();
    ms.push(performance.now() - t0);
  }
  console.log(`${label.padEnd(58)} p50 ${pct(ms, 50).toFixed(2).padStart(7)} ms   p99 ${pct(ms, 99).toFixed(2).padStart(7)} ms`);
  return pct(ms, 99);
}

async function main() {
  const schema = `bench_history_${randomBytes(4).toString("hex")}`;
  const db = await openDb({ url: URL_, schema, poolSize: 4 });
  try {
    await migrate(db, MIGRATIONS_DIR);
    const config = loadConfig({ LOG_LEVEL: "silent", NODE_ENV: "test" } as NodeJS.ProcessEnv, { DATABASE_URL: URL_ });
    const app = await buildApp({ config, db });
    await app.ready();
    const player = (await db.one<{ id: string }>(
      "INSERT INTO players (customer_id, password_hash, currency, country) VALUES ('BENCHHIST', 'x', 'EUR', 'EST') RETURNING id",
    ))!.id;
    // Other players' rounds beside, so the tables are not the player's alone.
    const others = await db.query<{ id: string }>(
      "INSERT INTO players (customer_id, password_hash, currency, country) SELECT 'BH' || g, 'x', 'EUR', 'EST' FROM generate_series(1, 50) g RETURNING id",
    );
    const t0 = performance.now();
    // A round: a stake, then a win (zero for two rounds in three), spread over the last 365 days across 12 games.
    await db.query(
      `INSERT INTO wallet_game_transactions (provider, transaction_id, kind, player_id, currency, game_id, round_id, amount, status, created_at)
       SELECT 'aurum-studio', 'b' || g, 'BET', $1::uuid, 'EUR', 'game-' || (g % 12), 'r' || g, 100 + g % 400, 'OK',
              now() - (g::double precision / $2::int) * interval '365 days'
         FROM generate_series(1, $2::int) g
       UNION ALL
       SELECT 'aurum-studio', 'w' || g, 'WIN', $1::uuid, 'EUR', 'game-' || (g % 12), 'r' || g, CASE WHEN g % 3 = 0 THEN 250 + g % 700 ELSE 0 END, 'OK',
              now() - (g::double precision / $2::int) * interval '365 days' + interval '1 second'
         FROM generate_series(1, $2::int) g`,
      [player, ROUNDS],
    );
    // The same rounds in the ledger, as the wallet moves them: every stake a transfer from the player's cash to the
    // game's account, every win back; and over the year 200 bonuses paid out and 20 corrections, the finance rows.
    const account = async (playerId: string | null, kind: string) =>
      (await db.one<{ id: string }>(
        "INSERT INTO wallet_accounts (player_id, kind, currency) VALUES ($1, $2, 'EUR') RETURNING id",
        [playerId, kind],
      ))!.id;
    const cash = await account(player, "cash");
    const game = await account(null, "game:aurum-studio");
    const bonuses = await account(null, "bonus-paid");
    const corrections = await account(null, "corrections");
    await db.query(
      `INSERT INTO wallet_transfers (key, kind, from_account, to_account, amount, currency, status, created_at)
       SELECT 'bench-b' || g, 'BET', $1::bigint, $2::bigint, 100 + g % 400, 'EUR', 'DONE', now() - (g::double precision / $3::int) * interval '365 days'
         FROM generate_series(1, $3::int) g
       UNION ALL
       SELECT 'bench-w' || g, 'WIN', $2::bigint, $1::bigint, 250 + g % 700, 'EUR', 'DONE',
              now() - (g::double precision / $3::int) * interval '365 days' + interval '1 second'
         FROM generate_series(1, $3::int) g WHERE g % 3 = 0
       UNION ALL
       SELECT 'bench-bonus' || g, 'B', $4::bigint, $1::bigint, 500, 'EUR', 'DONE', now() - (g::double precision / 200) * interval '365 days'
         FROM generate_series(1, 200) g
       UNION ALL
       SELECT 'bench-c' || g, 'C', $5::bigint, $1::bigint, 100, 'EUR', 'DONE', now() - (g::double precision / 20) * interval '365 days'
         FROM generate_series(1, 20) g`,
      [cash, game, ROUNDS, bonuses, corrections],
    );
    await db.query(
      `INSERT INTO wallet_game_transactions (provider, transaction_id, kind, player_id, currency, game_id, round_id, amount, status, created_at)
       SELECT 'aurum-studio', 'ob' || g, 'BET', ($1::uuid[])[1 + g % 50], 'EUR', 'game-' || (g % 12), 'or' || g, 100, 'OK',
              now() - (g::double precision / $2::int) * interval '365 days'
         FROM generate_series(1, $2::int) g`,
      [others.map((o) => o.id), ROUNDS],
    );
    await db.query(
      `INSERT INTO payments (player_id, type, provider, method, category, amount, currency, status, created_at)
       SELECT $1::uuid, CASE WHEN g % 4 = 0 THEN 'withdrawal' ELSE 'deposit' END, 'sandbox', 'card', 'CARDS', 1000 + g, 'EUR',
              CASE WHEN g % 10 = 0 THEN 'FAILED' ELSE 'SUCCESS' END, now() - g * interval '1 day'
         FROM generate_series(1, 300) g`,
      [player],
    );
    // The games and the player's launches of them: 3,000 real-money game sessions over the year, 20 minutes each.
    await db.query("INSERT INTO game_vendors (id, name) VALUES ('aurum-studio', 'Aurum') ON CONFLICT DO NOTHING");
    await db.query(
      `INSERT INTO games (id, vendor_id, name, family, art_version)
       SELECT 'game-' || g, 'aurum-studio', 'Game ' || g, 'slot', '1' FROM generate_series(0, 11) g ON CONFLICT DO NOTHING`,
    );
    await db.query(
      `INSERT INTO game_sessions (player_id, vendor_id, game_id, provider_session_id, mode, currency, platform, created_at, closed_at)
       SELECT $1::uuid, 'aurum-studio', 'game-' || (g % 12), 'ps' || g, 'real', 'EUR', 'mobile',
              now() - (g::double precision / 3000) * interval '365 days',
              now() - (g::double precision / 3000) * interval '365 days' + interval '20 minutes'
         FROM generate_series(1, 3000) g`,
      [player],
    );
    let kept = 0;
    for (;;) {
      const n = await app.services.history.rollup(200_000, 0);
      if (n === 0) break;
      kept += n;
    }
    // A fresh tail after the mark, as between two runs of the job: an hour of play.
    await db.query(
      `INSERT INTO wallet_game_transactions (provider, transaction_id, kind, player_id, currency, game_id, round_id, amount, status)
       SELECT 'aurum-studio', 'tb' || g, 'BET', $1::uuid, 'EUR', 'game-1', 'tr' || g, 100, 'OK' FROM generate_series(1, 500) g`,
      [player],
    );
    await db.exec("ANALYZE");
    console.log(
      `history bench: ${ROUNDS} rounds of one player (+${ROUNDS} of 50 others) on ${new URL(URL_).host}, ${kept} transactions kept by day, 500 after the mark, loaded in ${((performance.now() - t0) / 1000).toFixed(1)} s; ${CALLS} calls each`,
    );
    const s = await app.services.session.start(player, null);
    const auth = { authorization: `Bearer ${s.token}` };
    const now = new Date();
    const ymd = (d: Date) => d.toISOString().slice(0, 10);
    const yearAgo = ymd(new Date(now.getTime() - 365 * 86_400_000));
    const monthAgo = ymd(new Date(now.getTime() - 30 * 86_400_000));
    const dayAgo = ymd(new Date(now.getTime() - 100 * 86_400_000));
    let calls = 1;
    const post = (url: string, payload: object) => async () => {
      // Each call from its own address: the routes' per-address rate limit is not what is measured.
      const remoteAddress = `10.${calls >> 16}.${(calls >> 8) & 255}.${calls++ & 255}`;
      const r = await app.inject({ method: "POST", url, headers: auth, payload, remoteAddress });
      if (r.statusCode !== 200) throw new Error(`${url} → ${r.statusCode} ${r.body}`);
    };
    const pk = await time("primary-key lookup of the player (SQL)", () =>
      db.one("SELECT id, customer_id, currency FROM players WHERE id = $1", [player]),
    );
    const year = await time(
      "POST /data/v1/history, 12 months (tables + charts)",
      post("/data/v1/history", { filter: { from: yearAgo, to: ymd(now) } }),
    );
    // A page of the year's game days further on, as the game tab's pager asks for it.
    const yearPage = await time(
      "POST /data/v1/history, 12 months, game days' page 200",
      post("/data/v1/history", { filter: { from: yearAgo, to: ymd(now) }, page: 200 }),
    );
    // A page of the year's finance rows further on, as the finance tab's pager asks for it.
    const financePage = await time(
      "POST /data/v1/history, 12 months, finance rows' page 40",
      post("/data/v1/history", { filter: { from: yearAgo, to: ymd(now) }, financePage: 40 }),
    );
    // A page of the year's game launches further on, as the launches' pager asks for it.
    const launchPage = await time(
      "POST /data/v1/history, 12 months, game launches' page 100",
      post("/data/v1/history", { filter: { from: yearAgo, to: ymd(now) }, launchPage: 100 }),
    );
    const month = await time(
      "POST /data/v1/history, last 30 days",
      post("/data/v1/history", { filter: { from: monthAgo, to: ymd(now) } }),
    );
    const rounds = await time(
      "POST /data/v1/history/gameSessions, one game, one day",
      post("/data/v1/history/gameSessions", { gameId: "game-5", from: dayAgo, to: dayAgo }),
    );
    const worst = Math.max(year, yearPage, financePage, launchPage, month, rounds);
    console.log(
      `worst p99 ${worst.toFixed(2)} ms (target < 50 ms: ${worst < 50 ? "met" : "NOT met"}); primary-key lookup p99 ${pk.toFixed(2)} ms`,
    );
    await app.close();
  } finally {
    await db.close();
    await dropSchema(URL_, schema);
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
