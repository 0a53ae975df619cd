/**
 * `npm run test:chaos`: the cluster of `npm run start:cluster` (2 api processes behind HAProxy, a
 * throwaway PostgreSQL primary with its replica, a throwaway Redis) under a steady load of seamless-wallet
 * bets through HAProxy while parts are killed: kill -9 of an api process, a restart of PostgreSQL, Redis
 * stopped. Every bet is retried with its transaction id until answered, as a game provider does. After
 * each fault: every answered bet is in the ledger once, none twice, balances equal the answers, and the
 * ledger reconciles. Prints fault / requests / acknowledged / lost / doubled; exits 1 on any loss.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { openDb } from "@casino/db";
import { signedHeaders } from "@casino/signing";
import { loadConfig } from "../apps/api/src/platform/config.js";
import { createServices } from "../apps/api/src/services.js";

const root = fileURLToPath(new URL("..", import.meta.url));
const PHASE_MS = Number(process.env.CHAOS_PHASE_MS ?? 8000);
const WORKERS = Number(process.env.CHAOS_WORKERS ?? 8);
const SECRET = "studio-dev-secret-change-me";
const base = 5000 + Math.floor(Math.random() * 40) * 100;
const port = base;
const dir = mkdtempSync(join(tmpdir(), "casino-chaos-"));

// ---------- the cluster ----------
const cluster: ChildProcess = spawn(process.execPath, [join(root, "scripts/cluster.mjs")], {
  cwd: root,
  env: {
    ...process.env,
    REDIS_URL: "",
    CLUSTER_DATABASE_URL: "",
    PORT: String(port),
    STUDIO_PORT: String(base + 1),
    PSP_PORT: String(base + 2),
    BACKOFFICE_PORT: String(base + 3),
    CLUSTER_BASE_PORT: String(base + 10),
    CLUSTER_DIR: dir,
    CLUSTER_RESPAWN_MS: "3000",
    LOG_LEVEL: "error",
  },
  stdio: ["ignore", "pipe", "inherit"],
  detached: true,
});
let output = "";
cluster.stdout!.on("data", (d) => {
  output += d;
  process.stdout.write(d);
});
const stopCluster = async () => {
  if (cluster.exitCode !== null || !cluster.pid) return;
  process.kill(cluster.pid, "SIGINT");
  await new Promise((r) => {
    const t = setTimeout(r, 20_000);
    cluster.on("exit", () => {
      clearTimeout(t);
      r(null);
    });
  });
  rmSync(dir, { recursive: true, force: true });
};
for (const sig of ["SIGINT", "SIGTERM"] as const) process.on(sig, () => void stopCluster().then(() => process.exit(1)));
const crashed = (err: unknown) => {
  console.error("chaos:", err);
  console.log("chaos: 0 passed, 1 failed");
  void stopCluster().then(() => process.exit(1));
};
process.on("uncaughtException", crashed);
process.on("unhandledRejection", crashed);

const started = Date.now();
while (!output.includes("The casino is running")) {
  if (cluster.exitCode !== null) throw new Error("the cluster did not start");
  if (Date.now() - started > 900_000) throw new Error("the cluster did not start in 15 minutes");
  await new Promise((r) => setTimeout(r, 500));
}
type Pids = { pids: Record<string, number>; pgPrimaryDir: string; ports: { pgPrimaryPort: number } };
const pids = (): Pids => JSON.parse(readFileSync(join(dir, "pids.json"), "utf8"));
const primaryUrl = `postgres://postgres@127.0.0.1:${pids().ports.pgPrimaryPort}/casino`;

// ---------- players with money and launch tokens, made through the api's own services ----------
const db = await openDb({ url: primaryUrl, dataDir: "", poolSize: 2 });
const services = createServices({
  config: loadConfig({ NODE_ENV: "production", LOG_LEVEL: "silent", DATABASE_URL: primaryUrl } as NodeJS.ProcessEnv),
  db,
});
const INITIAL = 10_000_000n;
const players = await Promise.all(
  Array.from({ length: WORKERS }, async (_, i) => {
    const row = await db.one<{ id: string }>(
      "INSERT INTO players (customer_id, password_hash, currency, country) VALUES ($1, 'x', 'EUR', 'EST') RETURNING id",
      [`CHAOS${Date.now()}${i}`],
    );
    const playerId = row!.id;
    const s = await services.session.start(playerId, "chaos");
    await services.wallet.correct({
      direction: "credit",
      player: playerId,
      amount: INITIAL,
      currency: "EUR",
      reason: "chaos",
      operator: "chaos",
    });
    const { token } = await services.seamlessWallet.issueLaunchToken({
      playerId,
      sessionId: s.sessionId,
      currency: "EUR",
      gameId: "chaos-slot",
      provider: "aurum-studio",
    });
    return { playerId, token, ok: [] as { tx: string; amount: number; phase: string }[] };
  }),
);

// ---------- the load: bets retried with their transaction id until answered ----------
interface PhaseCount {
  requests: number;
  acknowledged: number;
  failures: number;
  lost: number;
  doubled: number;
}
const counts = new Map<string, PhaseCount>();
let phase = "steady load";
let running = true;
let seq = 0;
/** Answers a provider could not take as the bet's answer (neither OK nor a refusal of the bet itself). */
const refused: string[] = [];
const count = () => {
  let c = counts.get(phase);
  if (!c) counts.set(phase, (c = { requests: 0, acknowledged: 0, failures: 0, lost: 0, doubled: 0 }));
  return c;
};

async function placeUntilAnswered(p: (typeof players)[number], tx: string, amount: number) {
  const body = JSON.stringify({
    playerId: p.playerId,
    token: p.token,
    currency: "EUR",
    gameId: "chaos-slot",
    roundId: `round-${tx}`,
    transactionId: tx,
    amount,
  });
  const until = Date.now() + 120_000;
  const startedIn = phase;
  for (;;) {
    count().requests += 1;
    try {
      const res = await fetch(`http://127.0.0.1:${port}/wallet/v1/bet`, {
        method: "POST",
        headers: signedHeaders("aurum-studio", SECRET, body, Date.now()),
        body,
        signal: AbortSignal.timeout(10_000),
      });
      if (res.status === 200) {
        const answer = (await res.json()) as { status: string };
        count().acknowledged += 1;
        if (answer.status === "OK") p.ok.push({ tx, amount, phase: startedIn });
        else if (answer.status !== "INSUFFICIENT_FUNDS") refused.push(`${phase}: bet ${tx} answered ${answer.status}`);
        return;
      }
      count().failures += 1;
    } catch (err) {
      count().failures += 1;
    }
    if (Date.now() > until) {
      refused.push(`${phase}: bet ${tx} never answered in 120 s`);
      return;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

const workers = players.map(async (p) => {
  while (running) await placeUntilAnswered(p, `chaos-${process.pid}-${++seq}`, 100);
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
// pg_ctl's server keeps no pipe of ours open (its log goes to a file), or this call would wait for it forever.
const pgCtl = (...args: string[]) =>
  execFileSync("runuser", ["-u", "postgres", "--", "/usr/local/bin/pg_ctl", "-D", pids().pgPrimaryDir, ...args], {
    stdio: "ignore",
    timeout: 60_000,
  });

await sleep(PHASE_MS);
phase = "kill -9 an api process";
process.kill(pids().pids["api-1"]!, "SIGKILL");
await sleep(PHASE_MS);
phase = "restart PostgreSQL";
pgCtl("-m", "fast", "-w", "-l", join(pids().pgPrimaryDir, "log"), "restart");
await sleep(PHASE_MS);
phase = "stop Redis";
process.kill(pids().pids.redis!, "SIGKILL");
await sleep(PHASE_MS);
running = false;
await Promise.all(workers);

// ---------- what the ledger says ----------
let lost = 0;
let doubled = 0;
let balancesOk = true;
for (const p of players) {
  const rows = await db.query<{ transaction_id: string; n: number }>(
    `SELECT transaction_id, count(*)::int AS n FROM wallet_game_transactions
      WHERE player_id = $1 AND kind = 'BET' AND status = 'OK' GROUP BY transaction_id`,
    [p.playerId],
  );
  const inLedger = new Map(rows.map((r) => [r.transaction_id, r.n]));
  for (const b of p.ok) {
    const n = inLedger.get(b.tx) ?? 0;
    const c = counts.get(b.phase)!;
    if (n === 0) {
      lost += 1;
      c.lost += 1;
    }
    if (n > 1) {
      doubled += 1;
      c.doubled += 1;
    }
  }
  if (inLedger.size !== p.ok.length) doubled += Math.max(0, inLedger.size - p.ok.length);
  const expected = INITIAL - BigInt(p.ok.reduce((s, b) => s + b.amount, 0));
  const balance = await db.one<{ cash: string }>(
    `SELECT a.balance::text AS cash FROM wallet_accounts a WHERE a.player_id = $1 AND a.kind = 'cash' AND a.currency = 'EUR'`,
    [p.playerId],
  );
  if (BigInt(balance?.cash ?? -1) !== expected) balancesOk = false;
}
const reconcile = await services.wallet.reconcile();

console.log("\n| fault | requests | acknowledged | failed attempts (retried) | lost | doubled |");
console.log("|---|---:|---:|---:|---:|---:|");
for (const [name, c] of counts)
  console.log(`| ${name} | ${c.requests} | ${c.acknowledged} | ${c.failures} | ${c.lost} | ${c.doubled} |`);
console.log(
  `| all (ledger checked at the end) | ${[...counts.values()].reduce((s, c) => s + c.requests, 0)} | ${players.reduce((s, p) => s + p.ok.length, 0)} OK bets | ${lost} | ${doubled} |`,
);
console.log(`balances equal the answers: ${balancesOk}; ledger reconciles: ${reconcile.ok}`);
await db.close();
await stopCluster();
for (const r of refused.slice(0, 10)) console.log(`✗ ${r}`);
console.log(`bets not answered properly: ${refused.length}`);
const ok = lost === 0 && doubled === 0 && balancesOk && reconcile.ok && refused.length === 0;
console.log(ok ? "chaos: 1 passed, 0 failed" : "chaos: 0 passed, 1 failed");
process.exit(ok ? 0 : 1);
