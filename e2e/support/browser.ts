import { mkdirSync } from "node:fs";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { afterAll, afterEach, inject } from "vitest";

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

const FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

let browser: Browser | undefined;
const open = new Set<BrowserContext>();
/** What the pages' Content-Security-Policy refused during the test: every journey fails on one. */
const cspViolations: string[] = [];

// A journey that fails half-way must not leave its pages polling into the next one; what the
// browser showed then is kept in test-results/ for whoever reads the CI log. Registered when a
// test file imports this module, so the hooks belong to every file that drives a browser.
afterEach(async ({ task }) => {
  if (task.result?.state === "fail") {
    mkdirSync("test-results", { recursive: true });
    let n = 0;
    for (const c of open)
      for (const p of c.pages()) {
        const file = `test-results/${task.name.replace(/[^a-z0-9]+/gi, "-").slice(0, 80)}-${n++}.png`;
        await p.screenshot({ path: file, timeout: 5_000 }).catch(() => {});
      }
  }
  await Promise.all([...open].map((c) => c.close().catch(() => {})));
  open.clear();
  const refused = cspViolations.splice(0);
  if (refused.length) throw new Error(`the Content-Security-Policy refused:\n${refused.join("\n")}`);
});
afterAll(async () => {
  await browser?.close();
  browser = undefined;
});

/** Debian's Chromium, headless; one per test file. */
export async function launch(): Promise<Browser> {
  browser ??= await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: FLAGS });
  return browser;
}

export const baseUrl = () => inject("baseUrl");

/** A fresh browser context (no cookies or storage) at a viewport. */
export async function newPage(
  viewport: ViewportName = "desktop",
  opts: { locale?: string; timezoneId?: string } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const b = await launch();
  const context = await b.newContext({
    viewport: VIEWPORTS[viewport],
    baseURL: baseUrl(),
    locale: opts.locale ?? "en-US",
    ...(opts.timezoneId ? { timezoneId: opts.timezoneId } : {}),
    isMobile: viewport === "phone",
    hasTouch: viewport === "phone",
    acceptDownloads: true,
    permissions: ["clipboard-read", "clipboard-write"],
  });
  context.setDefaultTimeout(15_000);
  context.on("console", (msg) => {
    if (msg.type() === "error" && /Content Security Policy/i.test(msg.text())) cspViolations.push(msg.text());
  });
  open.add(context);
  const page = await context.newPage();
  return { context, page };
}

/**
 * Holds back the app's scripts (the built `/assets/*.js`): until `release()` the page shows only what index.html
 * paints by itself, its first frame.
 */
export async function holdAppScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((r) => {
    release = r;
  });
  await page.route("**/assets/*.js", async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
