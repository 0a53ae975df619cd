import { parseMoney } from "@casino/money";

/** Periods and choices of the restrictions screen (the api's contracts, without zod in the bundle). */
export const PERIODS = ["daily", "weekly", "monthly"] as const;
export type Period = (typeof PERIODS)[number];
export const COOLDOWNS = ["24h", "1w", "1m", "6w"] as const;
export const LOCKS = ["6m", "1y", "2y", "5y", "forever"] as const;
export const REALITY_CHECKS = [15, 30, 60] as const;

/**
 * What a limit field holds: empty is "no limit" (null), else an amount the
 * player typed in major units, as minor units; undefined when it is not an amount.
 */
export function parseLimit(text: string, currency: string, lang: string): number | null | undefined {
  const s = text.trim();
  if (s === "") return null;
  try {
    const v = parseMoney(s, currency, lang);
    if (v < 0n || v > BigInt(Number.MAX_SAFE_INTEGER)) return undefined;
    return Number(v);
  } catch {
    return undefined;
  }
}

/**
 * What a limit's hint says of its period so far: what was deposited, or the net loss. A loss window that is
 * net up (the player won more than they staked) reads as that win, never as a negative amount used.
 */
export function usage(
  group: "deposit" | "losses",
  used: number,
): { key: "protection.used" | "protection.net_win"; amount: number } {
  return group === "losses" && used < 0 ? { key: "protection.net_win", amount: -used } : { key: "protection.used", amount: used };
}

/** Minutes as typed: empty is none; whole minutes only. */
export function parseMinutes(text: string): number | null | undefined {
  const s = text.trim();
  if (s === "") return null;
  return /^\d{1,4}$/.test(s) ? Number(s) : undefined;
}

/** A countdown as H:MM:SS (hours may pass 24). */
export function hms(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return `${h}:${String(m).padStart(2, "0")}:${String(s % 60).padStart(2, "0")}`;
}
