// `npm run bench:wallet`: bets per second, p50 and p99 through the signed HTTP
// bet call of the seamless wallet on PostgreSQL at 8 and 32 clients, beside
// `pgbench -M prepared` (tpcb-like) at the same client counts on the same
// server in the same run, and the ratio. Not part of `npm test`. The bets come
// from a lean driver (./driver.ts) with requests signed before the clock starts.
// BENCH_CLUSTER_APIS=N (N ≥ 2) adds the plain run through HAProxy in front of N
// api processes on the same database, beside the single process's figure.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { signedHeaders } from "@casino/signing";
import { MIGRATIONS_DIR } from "../../apps/api/src/paths.js";
import { loadConfig } from "../../apps/api/src/platform/config.js";
import { dropSchema, migrate, openDb } from "../../apps/api/src/platform/db.js";
import { createServices } from "../../apps/api/src/services.js";
import { ensureHaproxy, haproxyConfig } from "../../scripts/haproxy.mjs";
import { waitHealthy } from "../../scripts/health.mjs";
import { type CpuPerBet, cpuPerBet, cpuSample, cpuText } from "./cpu.js";
import { drive, httpPost } from "./driver.js";
import { type BenchPlayer, benchPlayers, putOnBonus, putOnLossLimits } from "./players.js";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const URL_ = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const DURATION = Number(process.env.BENCH_SECONDS ?? 4);
const CLIENTS = (process.env.BENCH_CLIENTS ?? "8,32").split(",").map(Number);
const PORT = Number(process.env.BENCH_API_PORT ?? 4302);
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 400);
const PGBENCH_DB = process.env.BENCH_PGBENCH_DB ?? "bench_wallet_pgbench";
const PGBENCH_SCALE = Number(process.env.BENCH_PGBENCH_SCALE ?? 8);
const SECRET = "bench-wallet-secret-0123456789";
const MAX_RATE = Number(process.env.BENCH_MAX_RATE ?? 6000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const CLUSTER_APIS = Number(process.env.BENCH_CLUSTER_APIS ?? 0);
const HAPROXY_PORT = PORT + 20;

interface Figures {
  name: string;
  tps: number;
  p50: number;
  p99: number;
  note?: string;
  /** CPU time a bet of the api, PostgreSQL and the driver (where /proc tells it). */
  cpu?: CpuPerBet;
}

const pgArgs = () => {
  const u = new URL(URL_);
  return ["-h", u.hostname, "-p", u.port || "5432", "-U", decodeURIComponent(u.username || "postgres")];
};

function pgbenchPrepare() {
  const exists = execFileSync("psql", [
    ...pgArgs(),
    "-d",
    new URL(URL_).pathname.slice(1) || "postgres",
    "-tAc",
    `SELECT 1 FROM pg_database WHERE datname = '${PGBENCH_DB}'`,
  ])
    .toString()
    .trim();
  if (exists !== "1") execFileSync("createdb", [...pgArgs(), PGBENCH_DB]);
  execFileSync("pgbench", [...pgArgs(), "-i", "-q", "-s", String(PGBENCH_SCALE), PGBENCH_DB], { stdio: "ignore" });
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

function pgbench(clients: number): Figures {
  const dir = mkdtempSync(join(tmpdir(), "pgbench-"));
  try {
    const out = execFileSync(
      "pgbench",
      [
        ...pgArgs(),
        "-M",
        "prepared",
        "-n",
        "-c",
        String(clients),
        "-j",
        "2",
        "-T",
        String(DURATION),
        "-l",
        "--log-prefix",
        join(dir, "tx"),
        PGBENCH_DB,
      ],
      { maxBuffer: 64 * 1024 * 1024 },
    ).toString();
    const tps = Number(/tps = ([\d.]+)/.exec(out)?.[1] ?? 0);
    // Per-transaction log lines: client_id transaction_no time_us script_no time_epoch time_us_part
    const lat: number[] = [];
    for (const f of readdirSync(dir)) {
      for (const line of readFileSync(join(dir, f), "utf8").split("\n")) {
        const us = Number(line.split(" ")[2]);
        if (us > 0) lat.push(us / 1000);
      }
    }
    lat.sort((a, b) => a - b);
    return { name: `pgbench tpcb-like -M prepared, ${clients} clients`, tps, p50: percentile(lat, 50), p99: percentile(lat, 99) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The api processes running now (their CPU time is the api's). */
const apiPids: number[] = [];

async function startApi(schema: string, port = PORT): Promise<ChildProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATABASE_URL: `${URL_}${URL_.includes("?") ? "&" : "?"}options=-c%20search_path%3D${schema}${process.env.BENCH_PGOPTIONS ?? ""}`,
    DEMO_DATA: "false",
    LOG_LEVEL: "error",
    NODE_ENV: "production",
    STUDIO_SECRET: SECRET,
    STUDIO_URL: "http://127.0.0.1:9",
    CATALOGUE_SYNC_INTERVAL_MS: "3600000",
  };
  delete env.REDIS_URL;
  // BENCH_PGOPTIONS: more -c settings for the api's connections, URL-encoded, e.g. auto_explain to log slow plans:
  // "%20-c%20session_preload_libraries%3Dauto_explain%20-c%20auto_explain.log_min_duration%3D5"
  // BENCH_CPU_PROF=<dir>: the api writes a V8 CPU profile there when the bench stops it.
  const profile = process.env.BENCH_CPU_PROF ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...profile, "--import", "tsx", "apps/api/src/main.ts"], {
    cwd: ROOT,
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  await waitHealthy([`http://127.0.0.1:${port}/health`], {
    what: "the api",
    ms: 60_000,
    stop: () => (child.exitCode !== null ? `exited with ${child.exitCode}` : undefined),
  });
  apiPids.push(child.pid!);
  return child;
}

/**
 * Signed bets, one unique transaction id and nonce each, serialised before the
 * clock starts (enough for `BENCH_MAX_RATE` bets/s; more are signed on the fly).
 */
async function bets(
  clients: number,
  players: BenchPlayer[],
  seconds: number,
  label: string,
  port = PORT,
): Promise<Figures & { ok: number }> {
  const run = randomBytes(3).toString("hex");
  const request = (n: number) => {
    const p = players[n % players.length]!;
    const body = JSON.stringify({
      playerId: p.id,
      token: p.token,
      currency: "EUR",
      gameId: "bench-slot",
      roundId: `${run}-${n}`,
      transactionId: `${run}-${n}:bet`,
      amount: 100,
    });
    return httpPost("/wallet/v1/bet", signedHeaders("aurum-studio", SECRET, body), body);
  };
  const signed = Array.from({ length: seconds * MAX_RATE }, (_, n) => request(n));
  const cpuBefore = cpuSample(apiPids);
  const r = await drive({
    port,
    connections: clients,
    seconds,
    next: (n) => signed[n] ?? request(n),
    okBody: '"status":"OK"',
  });
  const cpu = cpuPerBet(cpuBefore, cpuSample(apiPids), r.ok + r.failed);
  return {
    name: `${label}, ${clients} clients`,
    tps: r.rate,
    p50: r.p50,
    p99: r.p99,
    ok: r.ok,
    note: r.failed > 0 ? `${r.failed} not OK` : undefined,
    cpu,
  };
}

/** HAProxy (scripts/haproxy.mjs, the cluster's) in front of the api processes, balanced by least connections. */
function startHaproxy(ports: number[]): { proxy: ChildProcess; dir: string } {
  ensureHaproxy();
  const dir = mkdtempSync(join(tmpdir(), "bench-haproxy-"));
  const cfg = join(dir, "haproxy.cfg");
  // No health checks nor failover: the bench's processes are up for its whole short run (keep-alive to them).
  writeFileSync(cfg, haproxyConfig({ bind: `127.0.0.1:${HAPROXY_PORT}`, ports, failover: false }));
  return { proxy: spawn("haproxy", ["-db", "-f", cfg], { stdio: ["ignore", "ignore", "inherit"] }), dir };
}

/** The round with the median rate (its latencies with it). */
const median = (rounds: Figures[]) => [...rounds].sort((a, b) => a.tps - b.tps)[Math.floor(rounds.length / 2)]!;

const fmt = (f: Figures) =>
  `${f.name.padEnd(48)} ${f.tps.toFixed(0).padStart(7)}/s   p50 ${f.p50.toFixed(2).padStart(6)} ms   p99 ${f.p99.toFixed(2).padStart(6)} ms${f.note ? `   (${f.note})` : ""}${f.cpu ? `\n${" ".repeat(49)}CPU ms a bet: ${cpuText(f.cpu)}` : ""}`;

async function main() {
  const schema = `bench_wallet_${randomBytes(4).toString("hex")}`;
  const db = await openDb({ url: URL_, schema, poolSize: 8 });
  let api: ChildProcess | undefined;
  const more: ChildProcess[] = [];
  let haproxy: { proxy: ChildProcess; dir: string } | undefined;
  let services: ReturnType<typeof createServices> | undefined;
  try {
    await migrate(db, MIGRATIONS_DIR);
    services = createServices({
      config: loadConfig({ LOG_LEVEL: "silent" } as NodeJS.ProcessEnv, { DATABASE_URL: URL_ }),
      db,
    });
    const players = await benchPlayers(db, services, PLAYERS);
    console.log(`wallet bench: ${PLAYERS} players on ${new URL(URL_).host} (schema ${schema}), ${DURATION} s per figure`);
    pgbenchPrepare();
    api = await startApi(schema);
    await bets(8, players, 3, "warm-up");

    const rows: string[] = [];
    const measure = async (label: string, port = PORT) => {
      for (const c of CLIENTS) {
        // The machine's load moves both figures; alternating rounds and taking the median of each keeps the ratio honest.
        const bases: Figures[] = [];
        const runs: Figures[] = [];
        for (let round = 0; round < ROUNDS; round++) {
          bases.push(pgbench(c));
          runs.push(await bets(c, players, DURATION, label, port));
          console.log(`  round ${round + 1}: ${fmt(bases.at(-1)!)}\n           ${fmt(runs.at(-1)!)}`);
        }
        const base = median(bases);
        const w = median(runs);
        console.log(fmt(base));
        console.log(fmt(w));
        const ratio = w.tps / base.tps;
        const line = `${c} clients: ratio bets/s ÷ pgbench TPS = ${ratio.toFixed(2)}   bet p99 ${w.p99.toFixed(1)} ms   (rounds: ${runs.map((r, i) => (r.tps / bases[i]!.tps).toFixed(2)).join(", ")})`;
        console.log(line);
        rows.push(
          `| ${label} | ${c} | ${w.tps.toFixed(0)} | ${w.p50.toFixed(1)} | ${w.p99.toFixed(1)} | ${base.tps.toFixed(0)} | ${base.p50.toFixed(1)} | ${base.p99.toFixed(1)} | ${ratio.toFixed(2)} | ${w.cpu ? cpuText(w.cpu) : "–"} |`,
        );
      }
    };
    await measure("signed HTTP bet (seamless wallet)");
    if (CLUSTER_APIS >= 2) {
      // The same plain bets through HAProxy to N api processes on the same database (issue 15 §5).
      const ports = Array.from({ length: CLUSTER_APIS }, (_, i) => PORT + i);
      for (const port of ports.slice(1)) more.push(await startApi(schema, port));
      const lb = startHaproxy(ports);
      haproxy = lb;
      await waitHealthy([`http://127.0.0.1:${HAPROXY_PORT}/health`], { what: "HAProxy", ms: 30_000 });
      await bets(8, players, 2, "warm-up", HAPROXY_PORT);
      await measure(`same, HAProxy → ${CLUSTER_APIS} api processes`, HAPROXY_PORT);
      for (const c of more.splice(0)) {
        if (apiPids.includes(c.pid!)) apiPids.splice(apiPids.indexOf(c.pid!), 1);
        c.kill("SIGTERM");
      }
      lb.proxy.kill("SIGTERM");
    }
    if (process.env.BENCH_BONUS !== "0") {
      // Half the players wager an active bonus with no cash left: each of their bets is paid from the bonus
      // account and adds to the grant's wagering, in the same statement (promotions/bet-sql.ts).
      const onBonus = players.filter((_, i) => i % 2 === 0);
      await putOnBonus(services, onBonus);
      await measure("same, half the players wagering a bonus");
      for (const p of onBonus) await services.promotions.cancel(p.id, "en");
      for (const p of onBonus) {
        await services.wallet.credit({
          playerId: p.id,
          amount: 10n ** 12n,
          currency: "EUR",
          key: `bench-back-${p.id}`,
          kind: "C",
          from: "corrections",
        });
      }
    }
    if (process.env.BENCH_LOSS_LIMITS !== "0") {
      // The same bets with loss limits on every player (never reached): each bet also moves the player's loss windows.
      await putOnLossLimits(services, players);
      await measure("same, loss limits on every player");
    }
    const done = await db.one<{ n: number }>(
      "SELECT count(*)::int AS n FROM wallet_transfers WHERE kind = 'BET' AND status = 'DONE'",
    );
    const rec = await services.wallet.reconcile();
    console.log(`bets taken: ${done!.n}; ledger reconciles: ${rec.ok}`);
    console.log(
      "\n| run | clients | bets/s | bet p50 ms | bet p99 ms | pgbench TPS | pgbench p50 ms | pgbench p99 ms | ratio | CPU ms a bet (median round) |\n|---|---|---|---|---|---|---|---|---|---|",
    );
    console.log(rows.join("\n"));
  } finally {
    await services?.balanceHub.close();
    api?.kill("SIGTERM");
    for (const c of more) c.kill("SIGTERM");
    haproxy?.proxy.kill("SIGTERM");
    if (haproxy) rmSync(haproxy.dir, { recursive: true, force: true });
    await db.close();
    await dropSchema(URL_, schema);
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
