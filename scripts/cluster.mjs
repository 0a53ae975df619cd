#!/usr/bin/env node
// `npm run start:cluster`: the casino as it runs in production, on this machine —
// N api processes (CLUSTER_APIS, default 2) behind HAProxy, PostgreSQL with a
// streaming replica (pg_basebackup -R) serving the reads that may lag
// (DATABASE_READ_URL), Redis for pub/sub, rate limits and caches, the studio,
// the psp and the back office as their own processes. Ctrl-C stops everything.
//
// PostgreSQL: with CLUSTER_DATABASE_URL set, that server is the primary (it must
// accept replication connections from 127.0.0.1 for pg_basebackup); otherwise a
// throwaway primary is made under the cluster's data folder (initdb, as the
// postgres user) — never the machine's own server on 5432, which is never
// restarted. Redis: REDIS_URL, or a throwaway redis-server.
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { ensureHaproxy, haproxyConfig } from "./haproxy.mjs";
import { waitHealthy } from "./health.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const env = { ...process.env };
const apis = Number(env.CLUSTER_APIS ?? 2);
const port = Number(env.PORT ?? 3000);
const studioPort = Number(env.STUDIO_PORT ?? 3100);
const pspPort = Number(env.PSP_PORT ?? 3200);
const backofficePort = Number(env.BACKOFFICE_PORT ?? 3300);
// Internal ports: api processes, PostgreSQL primary and replica, Redis, HAProxy's stats.
const base = Number(env.CLUSTER_BASE_PORT ?? 3400);
const apiPorts = Array.from({ length: apis }, (_, i) => base + i);
const pgPrimaryPort = base + 50;
const pgReplicaPort = base + 51;
const redisPort = base + 52;
const statsPort = base + 53;
const dir = env.CLUSTER_DIR ?? mkdtempSync(join(tmpdir(), "casino-cluster-"));
mkdirSync(dir, { recursive: true });
chmodSync(dir, 0o755);

const log = (m) => console.log(`• ${m}`);
const children = [];
let stopping = false;

function sh(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { stdio: opts.quiet ? "pipe" : "inherit", encoding: "utf8", ...opts });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(" ")} failed (${r.status}): ${r.stderr ?? ""}`);
  return r.stdout ?? "";
}
const asPostgres = (cmd, args, opts) =>
  process.getuid?.() === 0 ? sh("runuser", ["-u", "postgres", "--", cmd, ...args], opts) : sh(cmd, args, opts);

/** A Debian package the cluster needs, installed when missing (as .ci/run installs Chromium). */
function need(binary, pkg) {
  if (spawnSync("sh", ["-c", `command -v ${binary}`]).status === 0) return;
  log(`installing ${pkg}`);
  sh("sh", ["-c", `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${pkg} >/dev/null`]);
}

/**
 * A supervised process: one that dies is started again after RESPAWN_MS (as systemd would), so the
 * cluster survives a crash; the chaos suite kills them on purpose. Pids are kept in pids.json. While a
 * file `hold-<name>` exists in the cluster's folder, a process that stopped stays down (the chaos suite
 * takes the studio or the psp away for a while); removing the file starts it again.
 */
const RESPAWN_MS = Number(env.CLUSTER_RESPAWN_MS ?? 3000);
function child(name, cmd, args, extraEnv = {}) {
  const entry = { name, c: undefined };
  const start = () => {
    const c = spawn(cmd, args, { cwd: root, env: { ...env, ...extraEnv }, stdio: ["ignore", "inherit", "inherit"] });
    entry.c = c;
    writePids();
    c.on("exit", (code, signal) => {
      if (stopping) return;
      console.error(`✗ ${name} stopped (${signal ?? code}); starting it again in ${RESPAWN_MS} ms`);
      const again = () => {
        if (stopping) return;
        if (existsSync(join(dir, `hold-${name}`))) setTimeout(again, 500);
        else start();
      };
      setTimeout(again, RESPAWN_MS);
    });
  };
  children.push(entry);
  start();
  return entry.c;
}
function writePids() {
  const pids = Object.fromEntries(children.filter((e) => e.c).map((e) => [e.name, e.c.pid]));
  writeFileSync(
    join(dir, "pids.json"),
    JSON.stringify({ pids, pgPrimaryDir, pgReplicaDir, ports: { port, apiPorts, pgPrimaryPort, pgReplicaPort, redisPort } }),
  );
}

const waitFor = (url, what) => waitHealthy([url], { what, stop: () => (stopping ? "stopping" : undefined) });

async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  // api processes first (they finish their requests and queued bets), then the rest.
  for (const { c } of [...children].reverse()) if (c && c.exitCode === null) c.kill("SIGTERM");
  await new Promise((r) => setTimeout(r, 3000));
  for (const { c } of children) if (c && c.exitCode === null) c.kill("SIGKILL");
  for (const d of [pgPrimaryDir, pgReplicaDir]) {
    if (d && existsSync(join(d, "postmaster.pid"))) {
      try {
        asPostgres(pgCtl, ["-D", d, "-m", "fast", "stop"], { quiet: true });
      } catch {}
    }
  }
  if (!env.CLUSTER_DIR) rmSync(dir, { recursive: true, force: true });
  process.exit(code);
}
process.on("SIGINT", () => void stop(0));
process.on("SIGTERM", () => void stop(0));
// A step that fails stops what was started before it (PostgreSQL servers included).
const failed = (err) => {
  console.error(`✗ ${err instanceof Error ? err.message : err}`);
  void stop(1);
};
process.on("uncaughtException", failed);
process.on("unhandledRejection", failed);

const pgBin = (name) => {
  for (const p of [`/usr/local/bin/${name}`, ...["17", "16", "15"].map((v) => `/usr/lib/postgresql/${v}/bin/${name}`)])
    if (existsSync(p)) return p;
  return name;
};
const pgCtl = pgBin("pg_ctl");
let pgPrimaryDir;
let pgReplicaDir;

// ---------- PostgreSQL primary and its streaming replica ----------
let primary = env.CLUSTER_DATABASE_URL;
if (!primary) {
  pgPrimaryDir = join(dir, "pg-primary");
  log(`PostgreSQL primary (throwaway) on 127.0.0.1:${pgPrimaryPort}`);
  mkdirSync(pgPrimaryDir, { recursive: true });
  if (process.getuid?.() === 0) sh("chown", ["-R", "postgres", dir]);
  asPostgres(pgBin("initdb"), ["-D", pgPrimaryDir, "-U", "postgres", "--auth=trust"], { quiet: true });
  asPostgres(pgCtl, [
    "-D",
    pgPrimaryDir,
    "-l",
    join(pgPrimaryDir, "log"),
    "-o",
    `-c listen_addresses=127.0.0.1 -p ${pgPrimaryPort} -k ${pgPrimaryDir} -c wal_level=replica -c max_wal_senders=5 -c max_connections=200 -c fsync=on`,
    "-w",
    "start",
  ]);
  primary = `postgres://postgres@127.0.0.1:${pgPrimaryPort}/postgres`;
}
const primaryUrl = new URL(primary);
const dbUrl = (name) => {
  const u = new URL(primaryUrl);
  u.pathname = `/${name}`;
  return u.toString();
};
for (const name of ["casino", "studio", "psp"]) {
  try {
    execFileSync("psql", [primary, "-qAtc", `CREATE DATABASE ${name}`], { stdio: "pipe" });
  } catch {} // exists already
}

pgReplicaDir = join(dir, "pg-replica");
log(`streaming replica (pg_basebackup -R) on 127.0.0.1:${pgReplicaPort}`);
if (process.getuid?.() === 0) sh("chown", ["-R", "postgres", dir]);
asPostgres(pgBin("pg_basebackup"), [
  "-h",
  primaryUrl.hostname,
  "-p",
  primaryUrl.port || "5432",
  "-U",
  decodeURIComponent(primaryUrl.username || "postgres"),
  "-D",
  pgReplicaDir,
  "-R",
  "-X",
  "stream",
  "-c",
  "fast",
]);
asPostgres(pgCtl, [
  "-D",
  pgReplicaDir,
  "-l",
  join(pgReplicaDir, "log"),
  "-o",
  `-c listen_addresses=127.0.0.1 -p ${pgReplicaPort} -k ${pgReplicaDir} -c hot_standby=on -c max_connections=200`,
  "-w",
  "start",
]);
const replicaUrl = `postgres://${primaryUrl.username || "postgres"}@127.0.0.1:${pgReplicaPort}/casino`;

// ---------- Redis ----------
let redisUrl = env.REDIS_URL;
if (!redisUrl) {
  need("redis-server", "redis-server");
  log(`Redis (throwaway) on 127.0.0.1:${redisPort}`);
  child("redis", "redis-server", ["--bind", "127.0.0.1", "--port", String(redisPort), "--save", "", "--appendonly", "no"]);
  redisUrl = `redis://127.0.0.1:${redisPort}`;
}

// ---------- the casino's processes ----------
const shared = {
  NODE_ENV: env.NODE_ENV ?? "production",
  DATABASE_URL: dbUrl("casino"),
  DATABASE_READ_URL: replicaUrl,
  STUDIO_DATABASE_URL: dbUrl("studio"),
  PSP_DATABASE_URL: dbUrl("psp"),
  REDIS_URL: redisUrl,
  STUDIO_URL: `http://127.0.0.1:${studioPort}`,
  PSP_URL: `http://127.0.0.1:${pspPort}`,
  // Studio and psp call the casino through the load balancer, as any provider would.
  CASINO_URL: `http://127.0.0.1:${port}`,
  PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${port}`,
  CASINO_PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${port}`,
  STUDIO_PUBLIC_URL: env.STUDIO_PUBLIC_URL ?? `http://localhost:${studioPort}`,
  PSP_PUBLIC_URL: env.PSP_PUBLIC_URL ?? `http://localhost:${pspPort}`,
  // Only HAProxy (on loopback) is believed about client addresses.
  TRUST_PROXY: "127.0.0.1",
  WEB_DIST: join(root, "apps/web/dist"),
  DATA_DIR: join(dir, "data"),
  LOG_LEVEL: env.LOG_LEVEL ?? "warn",
};
const tsx = (entry) => [process.execPath, ["--import", "tsx", entry]];

if (!existsSync(join(root, "apps/web/dist/index.html"))) sh("npm", ["run", "build"], { cwd: root });

log("studio and psp");
child("studio", ...tsx("apps/studio/src/server/main.ts"), { ...shared, STUDIO_PORT: String(studioPort) });
child("psp", ...tsx("apps/psp/src/server/main.ts"), { ...shared, PSP_PORT: String(pspPort) });

// The first api migrates (and loads the demo data) alone; the others start once it is ready.
const apiEnv = (p, i) => ({ ...shared, PORT: String(p), HOST: "127.0.0.1", DEMO_DATA: i === 0 ? "true" : "false" });
log(`api 1/${apis} on 127.0.0.1:${apiPorts[0]}`);
child("api-1", ...tsx("apps/api/src/main.ts"), apiEnv(apiPorts[0], 0));
await waitFor(`http://127.0.0.1:${apiPorts[0]}/health/ready`, "api 1");
for (let i = 1; i < apis; i++) {
  log(`api ${i + 1}/${apis} on 127.0.0.1:${apiPorts[i]}`);
  child(`api-${i + 1}`, ...tsx("apps/api/src/main.ts"), apiEnv(apiPorts[i], i));
}
await Promise.all(apiPorts.map((p, i) => waitFor(`http://127.0.0.1:${p}/health/ready`, `api ${i + 1}`)));

// ---------- HAProxy in front of the api processes ----------
ensureHaproxy();
const cfg = join(dir, "haproxy.cfg");
writeFileSync(
  cfg,
  haproxyConfig({ bind: `${env.HOST === "0.0.0.0" || !env.HOST ? "*" : env.HOST}:${port}`, ports: apiPorts, statsPort }),
);
log(`HAProxy on :${port} → ${apiPorts.map((p) => `127.0.0.1:${p}`).join(", ")}`);
child("haproxy", "haproxy", ["-W", "-db", "-f", cfg]);

log("back office");
child("backoffice", ...tsx("apps/backoffice/src/server/main.ts"), {
  ...shared,
  BACKOFFICE_PORT: String(backofficePort),
  CASINO_URL: `http://127.0.0.1:${port}`,
});

await waitFor(`http://127.0.0.1:${port}/health/ready`, "the casino through HAProxy").catch(async (err) => {
  // What HAProxy thinks of each api process (its stats page as CSV): why nothing answered through it.
  const csv = await fetch(`http://127.0.0.1:${statsPort}/;csv`, { signal: AbortSignal.timeout(5_000) })
    .then((r) => r.text())
    .catch((e) => `stats unreachable: ${e}`);
  const [head, ...rows] = csv.replace(/^# /, "").trim().split("\n");
  const cols = head.split(",");
  const at = (row, name) => row.split(",")[cols.indexOf(name)] ?? "";
  const states = rows
    .filter((r) => at(r, "pxname") === "api" && at(r, "svname").startsWith("api"))
    .map((r) => `${at(r, "svname")} ${at(r, "status")} (${at(r, "check_status")} ${at(r, "check_code")} ${at(r, "last_chk")})`);
  console.error(`HAProxy's api servers: ${states.join("; ") || csv.slice(0, 300)}`);
  throw err;
});
await waitFor(`http://127.0.0.1:${studioPort}/health/ready`, "studio");
await waitFor(`http://127.0.0.1:${pspPort}/health/ready`, "psp");
console.log(`
The casino is running as a cluster:
  casino (HAProxy → ${apis} api)  http://localhost:${port}
  game studio                     http://localhost:${studioPort}
  payment provider                http://localhost:${pspPort}
  back office                     http://localhost:${backofficePort}
  HAProxy stats / metrics         http://127.0.0.1:${statsPort}/ · /metrics
  PostgreSQL primary / replica    ${dbUrl("casino")} · ${replicaUrl}
  Redis                           ${redisUrl}
  data                            ${dir}
Press Ctrl-C to stop.
`);
