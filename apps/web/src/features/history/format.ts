// History tables (accounts spec §9): dates DD/MM/YYYY HH:mm:ss (the api pages them, 10 rows a page, newest first).

import { HISTORY_RANGE_DAYS } from "@casino/contracts/history-limits";

const two = (n: number) => String(n).padStart(2, "0");

/** An instant as DD/MM/YYYY HH:mm:ss in the browser's time zone. */
export function dateTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return "";
  return `${two(d.getDate())}/${two(d.getMonth() + 1)}/${d.getFullYear()} ${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`;
}

/** A day (YYYY-MM-DD) as DD/MM/YYYY. */
export const day = (ymd: string) => (/^\d{4}-\d{2}-\d{2}$/.test(ymd) ? ymd.split("-").reverse().join("/") : ymd);

/** The default range (its own file: vite.config.ts loads it for index.html, without this file's imports). */
import { defaultRange } from "./default-range";

export { defaultRange };

/**
 * How far back a range may start: whole days only, one less than the api's bound (HISTORY_RANGE_DAYS from now,
 * its MAX_RANGE_MS), so the earliest day's start, earlier today's time back, is still within it.
 */
export const RANGE_DAYS = HISTORY_RANGE_DAYS - 1;

/**
 * The days a range may take, as YYYY-MM-DD: up to today as the default range has it (the later of the local and
 * the UTC date: the api's days are UTC days), from RANGE_DAYS back from today's UTC date (whose UTC start the api
 * still reaches: less than HISTORY_RANGE_DAYS back from now, whatever the player's time zone).
 */
export function rangeBounds(now = new Date()): { earliest: string; latest: string } {
  const utc = Date.parse(now.toISOString().slice(0, 10));
  return {
    earliest: new Date(utc - RANGE_DAYS * 86_400_000).toISOString().slice(0, 10),
    latest: defaultRange(now).to,
  };
}

/**
 * The range after the player picked `value` for one end: kept within the bounds, and the other end moved along
 * when the pick passed it (a typed date ignores the inputs' min and max).
 */
export function pickRange(
  range: { from: string; to: string },
  end: "from" | "to",
  value: string,
  bounds: { earliest: string; latest: string },
): { from: string; to: string } {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return range;
  const v = value < bounds.earliest ? bounds.earliest : value > bounds.latest ? bounds.latest : value;
  if (end === "from") return { from: v, to: v > range.to ? v : range.to };
  return { from: v < range.from ? v : range.from, to: v };
}

/** Rows in a chunk of `n` (game details, 3 a row). */
export function chunks<T>(rows: T[], n: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += n) out.push(rows.slice(i, i + n));
  return out;
}
