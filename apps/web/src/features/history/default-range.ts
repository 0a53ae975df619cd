// A file of its own, importing nothing: vite.config.ts loads it as it starts (Node, no workspace TypeScript
// packages) to write it into index.html's first-frame script.

/**
 * The default range: the last 30 days up to today, as YYYY-MM-DD. Self-contained (no imports, no outer names):
 * index.html's first-frame script asks the page's first call for this range too (routes/first-requests.ts).
 *
 * "Today" is the later of the player's local date and the UTC date: the api reads a range as whole UTC days
 * (history/service.ts dayRange), so west of UTC (Honolulu at 22:14 on 29/11 is 08:14 UTC on 30/11) the local date
 * would end the range before the play of the last hours; east of UTC the local date is the later one and its UTC
 * day holds everything played so far.
 */
export function defaultRange(now = new Date()): { from: string; to: string } {
  const pad = (n: number) => String(n).padStart(2, "0");
  const local = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  const utc = now.toISOString().slice(0, 10);
  const to = local > utc ? local : utc;
  return { from: new Date(Date.parse(to) - 29 * 86_400_000).toISOString().slice(0, 10), to };
}
