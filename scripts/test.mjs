#!/usr/bin/env node
// `npm test`: every suite. Builds the web first (journeys run against the built
// site), runs all vitest projects, and — when DATABASE_URL points at a
// PostgreSQL server — runs the service suites once more on embedded PGlite, so
// both engines are proven. JSON reports land in .ci/reports for .ci/run.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync } from "node:fs";
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

if (!existsSync(join(root, "node_modules", ".package-lock.json"))) {
  if (run("npm", ["install", "--no-audit", "--no-fund"]) !== 0) process.exit(1);
}
if (run("npm", ["run", "build"]) !== 0) process.exit(1);

const vitest = (name, args, env) =>
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
  );

let failed = 0;
failed += vitest("all", []) === 0 ? 0 : 1;
if (process.env.DATABASE_URL) {
  const { DATABASE_URL: _pg, STUDIO_DATABASE_URL: _s, PSP_DATABASE_URL: _p, ...pglite } = process.env;
  console.log("\n• service suites again on embedded PGlite\n");
  failed += vitest("pglite", ["--project", "api", "--project", "studio", "--project", "psp"], pglite) === 0 ? 0 : 1;
}
process.exit(failed ? 1 : 0);
