import { createHash, randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** The one inline script the casino itself writes into pages: the payment page's self-posting form (payments/present.ts). */
export const SELF_POSTING_FORM_SCRIPT = 'document.getElementById("sci-form").submit();';

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/** The hashes of every inline <script> of an HTML page, as CSP sources. */
export function inlineScriptHashes(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) out.push(sha256(m[1]!));
  return out;
}

/**
 * The stylesheet sonner (the toasts) writes into a <style> element at run time is the same text in every
 * build: its hash lets that one element in without allowing inline styles in general.
 */
export function injectedStyleHashes(dist: string): string[] {
  const marker = "[data-sonner-toaster]";
  let files: string[] = [];
  try {
    files = readdirSync(join(dist, "assets")).filter((f) => f.endsWith(".js"));
  } catch {
    return [];
  }
  for (const f of files) {
    const js = readFileSync(join(dist, "assets", f), "utf8");
    const at = js.indexOf(marker);
    const quote = js[at - 1];
    if (at < 0 || (quote !== '"' && quote !== "'" && quote !== "`")) continue;
    let end = at;
    while (end < js.length && js[end] !== quote) end += js[end] === "\\" ? 2 : 1;
    const css = unescapeJs(js.slice(at, end));
    // sonner appends the <style> element empty, then its text: both states are checked against the policy
    return [sha256(""), sha256(css)];
  }
  return [];
}

/** The text of a JavaScript string literal's body (the escapes a minifier writes). */
function unescapeJs(body: string): string {
  return body.replace(/\\(u\{[0-9a-fA-F]+\}|u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2}|.)/gs, (_m, e: string) => {
    if (e.startsWith("u{")) return String.fromCodePoint(Number.parseInt(e.slice(2, -1), 16));
    if (e[0] === "u" && e.length === 5) return String.fromCharCode(Number.parseInt(e.slice(1), 16));
    if (e[0] === "x" && e.length === 3) return String.fromCharCode(Number.parseInt(e.slice(1), 16));
    return ({ n: "\n", t: "\t", r: "\r", b: "\b", f: "\f", v: "\v", "0": "\0" } as Record<string, string>)[e] ?? e;
  });
}

const origin = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
};

export interface PlayerSiteCsp {
  /** A fresh nonce for one page: scripts and style elements the app adds at run time carry it. */
  nonce(): string;
  /** The Content-Security-Policy header of a page served with this nonce. */
  header(nonce: string): string;
}

/**
 * The player site's Content-Security-Policy: scripts and styles from the casino's own origin (plus the
 * inline scripts and injected styles it knows by hash, and style elements libraries add with the page's
 * nonce), frames only from the game providers and the payment provider, never framed itself.
 */
export function playerSiteCsp(o: { frameOrigins: string[]; scriptHashes: string[]; styleHashes: string[] }): PlayerSiteCsp {
  const frames = [...new Set(o.frameOrigins.map(origin).filter((x): x is string => Boolean(x)))];
  const scripts = ["'self'", ...new Set([...o.scriptHashes, sha256(SELF_POSTING_FORM_SCRIPT)])].join(" ");
  const styles = ["'self'", ...new Set(o.styleHashes)].join(" ");
  return {
    nonce: () => randomBytes(16).toString("base64"),
    header: (nonce) =>
      [
        "default-src 'self'",
        `script-src ${scripts}`,
        `style-src ${styles} 'nonce-${nonce}'`,
        "img-src 'self' data: blob:",
        "font-src 'self' data:",
        "connect-src 'self'",
        "worker-src 'self'",
        "media-src 'self' blob:",
        `frame-src ${frames.length ? frames.join(" ") : "'none'"}`,
        "frame-ancestors 'none'",
        "object-src 'none'",
        "base-uri 'self'",
      ].join("; "),
  };
}
