// A file of its own, importing nothing: vite.config.ts loads it as it starts (Node, no workspace TypeScript
// packages) to write it into index.html's first-frame script.

/**
 * The default range: the last 30 days up to today, as YYYY-MM-DD. Self-contained (no imports, no outer names):
 * index.html's first-frame script asks the page's first call for this range too (routes/first-requests.ts).
 */
export function defaultRange(now = new Date()): { from: string; to: string } {
  const iso = (d: Date) =>
    `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
  return { from: iso(new Date(now.getTime() - 29 * 86_400_000)), to: iso(now) };
}
