#!/usr/bin/env node
// `npm test`: every suite. Builds the web first (journeys run against the built
// site), runs all vitest projects, and — when DATABASE_URL points at a
// PostgreSQL server — runs the service suites once more on embedded PGlite, so
// both engines are proven. JSON reports land in .ci/reports for .ci/run.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const reports = join(root, ".ci", "reports");
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const extra = process.argv.slice(2);

function run(cmd, args, env = process.env) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: "inherit", env });
  return r.status ?? 1;
}

/**
 * A step's exit status beside its report (`<name>.exit`): .ci/run counts a step that failed with no failing
 * test in its report (an unhandled error, a build that broke) as one failure.
 */
function step(name, status) {
  writeFileSync(join(reports, `${name}.exit`), `${status}\n`);
  return status;
}

if (!existsSync(join(root, "node_modules", ".package-lock.json"))) {
  if (run("npm", ["install", "--no-audit", "--no-fund"]) !== 0) process.exit(1);
}
if (step("build", run("npm", ["run", "build"])) !== 0) process.exit(1);

const vitest = (name, args, env) =>
  step(
    name,
    run(
      process.execPath,
      [
        join(root, "node_modules/vitest/vitest.mjs"),
        "run",
        ...args,
        "--reporter=default",
        "--reporter=json",
        `--outputFile.json=${join(reports, `${name}.json`)}`,
        ...extra,
      ],
      env,
    ),
  );

// `*.pg.test.ts`: suites that need PostgreSQL's many connections (concurrency, a transaction held open); they
// run where DATABASE_URL is a server and are left out of the embedded runs.
const PG_ONLY = ["--exclude", "**/*.pg.test.ts"];
let failed = 0;
failed += vitest("all", process.env.DATABASE_URL ? [] : PG_ONLY) === 0 ? 0 : 1;
if (process.env.DATABASE_URL) {
  const { DATABASE_URL: _pg, STUDIO_DATABASE_URL: _s, PSP_DATABASE_URL: _p, ...pglite } = process.env;
  console.log("\n• service suites again on embedded PGlite\n");
  failed += vitest("pglite", ["--project", "api", "--project", "studio", "--project", "psp", ...PG_ONLY], pglite) === 0 ? 0 : 1;
}

// The chaos suite: the cluster under load while its parts are killed (scripts/chaos.ts). Needs PostgreSQL's
// server binaries, HAProxy and redis-server (installed by the cluster script); CHAOS=0 skips it.
if (process.env.CHAOS !== "0" && existsSync("/usr/local/bin/initdb") && !extra.length) {
  console.log("\n• chaos suite (npm run test:chaos)\n");
  const r = spawnSync(process.execPath, ["--import", "tsx", join(root, "scripts/chaos.ts")], {
    cwd: root,
    stdio: "inherit",
    env: process.env,
    timeout: 20 * 60_000,
  });
  const passed = r.status === 0;
  writeFileSync(
    join(reports, "chaos.json"),
    JSON.stringify({ numPassedTests: passed ? 1 : 0, numFailedTests: passed ? 0 : 1, testResults: [] }),
  );
  if (!passed) failed += 1;
}
// Journeys against the cluster (npm run test:e2e:cluster): the ones that cross processes — sessions, rate limits
// and captcha in Redis, payments' webhooks, withdrawals, balance pushes, history from the replica, catalogue
// invalidation. The whole journey suite passes there too (docs/scaling.md); CLUSTER_JOURNEYS=0 skips this.
const CLUSTER_JOURNEYS = [
  "e2e/access.test.ts",
  "e2e/payments.test.ts",
  "e2e/withdrawals.test.ts",
  "e2e/real-play.test.ts",
  "e2e/history.test.ts",
  "e2e/backoffice-catalogue.test.ts",
];
if (process.env.CLUSTER_JOURNEYS !== "0" && existsSync("/usr/local/bin/initdb") && !extra.length) {
  console.log("\n• journeys against the cluster (HAProxy, two api processes, PostgreSQL with a replica, Redis)\n");
  failed +=
    vitest("cluster-journeys", ["--project", "e2e", ...CLUSTER_JOURNEYS], { ...process.env, E2E_CLUSTER: "1" }) === 0 ? 0 : 1;
}
process.exit(failed ? 1 : 0);
