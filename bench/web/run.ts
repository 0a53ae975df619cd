/**
 * bench/web: what a phone pays to open the home page.
 *  1. the gzip size of every script the home page loads before any interaction;
 *  2. a Lighthouse mobile run (performance score, LCP, TBT, CLS) of the home page
 *     of the built site, served by the real api with demo data;
 *  3. the same Lighthouse run of a blank page on the same server and machine, as
 *     the baseline measured in the same run (the ratio says how close we are to
 *     "no page at all").
 * Targets (issue 3): ≤ 170 kB gzip of JavaScript, performance ≥ 95, CLS < 0.05.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";

const root = fileURLToPath(new URL("../..", import.meta.url));
const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
const PORT = Number(process.env.BENCH_PORT ?? 5190);
const JS_BUDGET_KB = 170;

async function startCasino(): Promise<{ child: ChildProcess; dataDir: string }> {
  const build = spawnSync("npm", ["run", "build", "-w", "@casino/web"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) throw new Error("web build failed");
  const dataDir = mkdtempSync(join(tmpdir(), "bench-web-"));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    LOG_LEVEL: "warn",
    DATA_DIR: dataDir,
    PORT: String(PORT),
    STUDIO_PORT: String(PORT + 1),
    PSP_PORT: String(PORT + 2),
    BACKOFFICE_PORT: String(PORT + 3),
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ["scripts/start.mjs"], { cwd: root, env, stdio: "ignore", detached: true });
  for (let i = 0; i < 600; i++) {
    const ok = await fetch(`http://127.0.0.1:${PORT}/data/v1/query`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ categories { totalGames } }" }),
    })
      .then(
        async (r) =>
          r.ok &&
          ((await r.json()) as { data: { categories: { totalGames: number }[] } }).data.categories.some((c) => c.totalGames > 0),
      )
      .catch(() => false);
    if (ok) return { child, dataDir };
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("the casino did not start with its catalogue in time");
}

/** gzip bytes of each script the home page loads on its own. */
async function homeScripts(url: string) {
  const browser = await chromium.launch({ executablePath: CHROME, args: FLAGS.slice(1) });
  const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true });
  const scripts = new Map<string, number>();
  page.on("response", async (res) => {
    if (res.request().resourceType() !== "script") return;
    const body = await res.body().catch(() => null);
    if (body) scripts.set(new URL(res.url()).pathname, gzipSync(body, { level: 9 }).length);
  });
  await page.goto(url, { waitUntil: "networkidle" });
  await page.waitForTimeout(1000);
  await browser.close();
  return scripts;
}

async function lighthouseMobile(url: string) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
    });
    const lhr = result!.lhr;
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: Math.round(audit("largest-contentful-paint")),
      tbtMs: Math.round(audit("total-blocking-time")),
      cls: Number(audit("cumulative-layout-shift").toFixed(3)),
    };
  } finally {
    await chrome.kill();
  }
}

const { child, dataDir } = await startCasino();
try {
  const home = `http://127.0.0.1:${PORT}/en`;
  const scripts = await homeScripts(home);
  const totalKb = [...scripts.values()].reduce((a, b) => a + b, 0) / 1024;
  console.log("\nScripts the home page loads before any interaction (gzip):");
  for (const [path, bytes] of [...scripts].sort((a, b) => b[1] - a[1]))
    console.log(`  ${(bytes / 1024).toFixed(1).padStart(7)} kB  ${path}`);
  console.log(
    `  ${totalKb.toFixed(1).padStart(7)} kB  total   (budget ${JS_BUDGET_KB} kB, ratio to budget ${(totalKb / JS_BUDGET_KB).toFixed(2)})`,
  );

  // A blank page on the same origin: the baseline of this machine and server in this run.
  const blankServer = createServer((_req, res) => {
    res.writeHead(200, { "content-type": "text/html" });
    res.end("<!doctype html><html lang=en><meta name=viewport content='width=device-width'><title>blank</title><p>blank</p>");
  }).listen(PORT + 10);
  const blank = await lighthouseMobile(`http://127.0.0.1:${PORT + 10}/`);
  blankServer.close();
  const ours = await lighthouseMobile(home);
  console.log("\nLighthouse mobile (simulated throttling):");
  console.log(`  home page   performance ${ours.score}  LCP ${ours.lcpMs} ms  TBT ${ours.tbtMs} ms  CLS ${ours.cls}`);
  console.log(`  blank page  performance ${blank.score}  LCP ${blank.lcpMs} ms  TBT ${blank.tbtMs} ms  CLS ${blank.cls}`);
  console.log(`  ratio home/blank performance ${(ours.score / Math.max(1, blank.score)).toFixed(2)}`);
  console.log(
    `\nTargets: JS ≤ ${JS_BUDGET_KB} kB ${totalKb <= JS_BUDGET_KB ? "met" : "MISSED"}; performance ≥ 95 ${ours.score >= 95 ? "met" : "MISSED"}; CLS < 0.05 ${ours.cls < 0.05 ? "met" : "MISSED"}`,
  );
} finally {
  if (child.pid) process.kill(-child.pid, "SIGINT");
  await new Promise((r) => setTimeout(r, 3000));
  rmSync(dataDir, { recursive: true, force: true });
}
