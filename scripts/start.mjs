#!/usr/bin/env node
// `npm start`: install what is missing, build what is missing, then run the
// whole casino (api + web, studio, psp, back office) until Ctrl-C.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const env = { ...process.env };
const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { cwd: root, stdio: "inherit", env });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

if (!existsSync(join(root, "node_modules", ".package-lock.json")) || env.FORCE_INSTALL) {
  console.log("• installing packages…");
  run("npm", ["install", "--no-audit", "--no-fund"]);
}

/** Newest modification time under a folder, ignoring build output. */
function newest(dir) {
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.name === "node_modules" || e.name === "dist") continue;
    const p = join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

for (const app of ["web", "backoffice"]) {
  const dir = join(root, "apps", app);
  const built = join(dir, "dist", "index.html");
  const sources = Math.max(newest(dir), newest(join(root, "packages")));
  if (!existsSync(built) || statSync(built).mtimeMs < sources) {
    console.log(`• building ${app}…`);
    run("npm", ["run", "build", "-w", `@casino/${app}`]);
  }
}

const port = Number(env.PORT ?? 3000);
const studioPort = Number(env.STUDIO_PORT ?? 3100);
const pspPort = Number(env.PSP_PORT ?? 3200);
const backofficePort = Number(env.BACKOFFICE_PORT ?? 3300);
const shared = {
  ...env,
  STUDIO_URL: env.STUDIO_URL ?? `http://127.0.0.1:${studioPort}`,
  PSP_URL: env.PSP_URL ?? `http://127.0.0.1:${pspPort}`,
  CASINO_URL: env.CASINO_URL ?? `http://127.0.0.1:${port}`,
  PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${port}`,
  STUDIO_PUBLIC_URL: env.STUDIO_PUBLIC_URL ?? `http://localhost:${studioPort}`,
  PSP_PUBLIC_URL: env.PSP_PUBLIC_URL ?? `http://localhost:${pspPort}`,
  CASINO_PUBLIC_URL: env.CASINO_PUBLIC_URL ?? env.PUBLIC_URL ?? `http://localhost:${port}`,
  // The back office's server on this machine forwards operator calls to the api with X-Forwarded-For: believe
  // it from loopback only. A player on any other address cannot forge their address (docs/access.md).
  TRUST_PROXY: env.TRUST_PROXY ?? "loopback",
};
const parts = [
  { name: "studio", entry: "apps/studio/src/server/main.ts", env: { STUDIO_PORT: String(studioPort) } },
  { name: "psp", entry: "apps/psp/src/server/main.ts", env: { PSP_PORT: String(pspPort) } },
  { name: "api", entry: "apps/api/src/main.ts", env: { PORT: String(port), WEB_DIST: join(root, "apps/web/dist") } },
  { name: "backoffice", entry: "apps/backoffice/src/server/main.ts", env: { BACKOFFICE_PORT: String(backofficePort) } },
];

const children = parts.map((p) => {
  const child = spawn(process.execPath, ["--import", "tsx", p.entry], {
    cwd: root,
    env: { ...shared, ...p.env },
    stdio: ["ignore", "inherit", "inherit"],
  });
  child.on("exit", (code, signal) => {
    if (!stopping) {
      console.error(`✗ ${p.name} stopped (${signal ?? code}); stopping the rest`);
      stop(code || 1);
    }
  });
  return child;
});

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const c of children) if (c.exitCode === null) c.kill("SIGTERM");
  const deadline = setTimeout(() => {
    for (const c of children) if (c.exitCode === null) c.kill("SIGKILL");
    process.exit(code);
  }, 8000);
  Promise.all(children.map((c) => (c.exitCode !== null ? null : new Promise((r) => c.on("exit", r))))).then(() => {
    clearTimeout(deadline);
    process.exit(code);
  });
}
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));

// Print the addresses once every part answers its health check.
const urls = [
  ["casino (api + web)", `http://localhost:${port}`],
  ["game studio", `http://localhost:${studioPort}`],
  ["payment provider", `http://localhost:${pspPort}`],
  ["back office", `http://localhost:${backofficePort}`],
];
const started = Date.now();
// How long the parts may take to answer their health checks (a busy machine starts slowly).
const startTimeoutMs = Number(env.START_TIMEOUT_MS ?? 360_000);
(async function waitHealthy() {
  for (;;) {
    if (stopping) return;
    const ok = await Promise.all(
      urls.map(([, u]) =>
        fetch(`${u}/health`)
          .then((r) => r.ok)
          .catch(() => false),
      ),
    );
    if (ok.every(Boolean)) break;
    if (Date.now() - started > startTimeoutMs) {
      console.error(`✗ the casino did not become healthy within ${Math.round(startTimeoutMs / 1000)} s`);
      return stop(1);
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  console.log("\nThe casino is running:");
  for (const [n, u] of urls) console.log(`  ${n.padEnd(20)} ${u}`);
  console.log(`  API docs             http://localhost:${port}/docs`);
  console.log(`  e-mail/SMS outbox    http://localhost:${port}/dev/outbox`);
  console.log("Press Ctrl-C to stop.\n");
})();
