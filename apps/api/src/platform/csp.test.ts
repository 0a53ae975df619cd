import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { testApp } from "../../test/harness.js";
import { SELF_POSTING_FORM_SCRIPT } from "./csp.js";

// A built site with an inline script and the toasts' injected stylesheet in a chunk, as Vite writes them.
const dist = mkdtempSync(join(tmpdir(), "csp-web-"));
const shellScript = "\n      document.getElementById('app-shell').hidden = false;\n    ";
const toastCss = "[data-sonner-toaster][dir=ltr]{--toast-icon-margin-start:-3px}";
mkdirSync(join(dist, "assets"));
writeFileSync(
  join(dist, "index.html"),
  `<!doctype html><html><head><title>Casino</title></head><body><div id="root"></div><script>${shellScript}</script><script type="module" src="/assets/index-abc.js"></script></body></html>`,
);
// Vite's minifier writes the stylesheet as a template literal
writeFileSync(join(dist, "assets", "index-abc.js"), `function a(e){}a(\`${toastCss}\`);export{}`);
const hash = (t: string) => `'sha256-${createHash("sha256").update(t).digest("base64")}'`;

const app = await testApp({
  config: {
    WEB_DIST: dist,
    STUDIO_PUBLIC_URL: "https://games.example",
    PSP_PUBLIC_URL: "https://pay.example/",
  },
});

const page = (url = "/en/") => app.inject({ method: "GET", url, headers: { accept: "text/html" } });

describe("Content-Security-Policy of the player site", () => {
  it("allows scripts and styles from the site itself only, frames from the studio and psp only, never framed", async () => {
    const res = await page();
    expect(res.statusCode).toBe(200);
    const csp = String(res.headers["content-security-policy"]);
    const directives = Object.fromEntries(csp.split("; ").map((d) => [d.split(" ")[0], d.split(" ").slice(1)]));
    expect(directives["default-src"]).toEqual(["'self'"]);
    expect(directives["script-src"]).toEqual(["'self'", hash(shellScript), hash(SELF_POSTING_FORM_SCRIPT)]);
    expect(directives["script-src"]).not.toContain("'unsafe-inline'");
    // sonner appends its <style> empty, then fills it: both texts are allowed by hash
    expect(directives["style-src"]?.slice(0, 3)).toEqual(["'self'", hash(""), hash(toastCss)]);
    expect(directives["style-src"]).not.toContain("'unsafe-inline'");
    expect(directives["frame-src"]).toEqual(["https://games.example", "https://pay.example"]);
    expect(directives["frame-ancestors"]).toEqual(["'none'"]);
    expect(directives["object-src"]).toEqual(["'none'"]);
  });

  it("gives every page a fresh nonce, the same in the header and the page's meta tag", async () => {
    const [a, b] = [await page("/"), await page("/de/slots")];
    const nonceOf = (r: typeof a) => /'nonce-([^']+)'/.exec(String(r.headers["content-security-policy"]))?.[1];
    expect(nonceOf(a)).toBeTruthy();
    expect(nonceOf(a)).not.toBe(nonceOf(b));
    expect(a.body).toContain(`<meta name="csp-nonce" content="${nonceOf(a)}">`);
    expect(a.headers["cache-control"]).toBe("no-cache");
  });

  it("leaves API answers without a page policy", async () => {
    const res = await app.inject({ method: "GET", url: "/health" });
    expect(res.headers["content-security-policy"]).toBeUndefined();
  });
});
