import type { PlayerSummary } from "@casino/contracts/players";
import type { ProtectionChange } from "@casino/contracts/protection";
import { formatAmount } from "./format";

/**
 * The back office's one place for turning the api's internal codes into the
 * English an operator reads: a player's standing, protection history actions,
 * limit names, balance cards and profile fields. An unknown code still reads
 * (words from the code), never as a blank.
 */

/** "limit.set", "SOME_KEY", "deposit-limit-offer" → "Limit set", "Some key", "Deposit limit offer". */
export function humanize(code: string): string {
  const words = code
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replace(/[._:\-\s]+/g, " ")
    .trim()
    .toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : "—";
}

/* ─── Standing: active, not confirmed, operator lock, cool-down, self-exclusion ─── */

export type StandingKind = "ACTIVE" | "PENDING" | "BLOCKED" | "COOLDOWN" | "SELF_EXCLUSION";
type Standing = PlayerSummary["standing"];

/** The kind of a player's standing: a SELF_EXCLUDED player is in a cool-down (time-out) or a self-exclusion (LOCK). */
export function standingKind(s: Standing): StandingKind {
  if (s.status !== "SELF_EXCLUDED") return s.status;
  return s.reason === "COOLDOWN" ? "COOLDOWN" : "SELF_EXCLUSION";
}

const KIND_NAME: Record<StandingKind, string> = {
  ACTIVE: "Active",
  PENDING: "Not confirmed",
  BLOCKED: "Blocked by an operator",
  COOLDOWN: "Cool-down",
  SELF_EXCLUSION: "Self-excluded",
};

/** A cool-down or self-exclusion (the api's COOLDOWN / LOCK) as a noun: "cool-down", "self-exclusion". */
export function exclusionKind(type: string): string {
  return type === "COOLDOWN" ? "cool-down" : type === "LOCK" ? "self-exclusion" : humanize(type).toLowerCase();
}

const day = (iso: string) => new Date(iso).toLocaleDateString("en-GB");

/** The standing as the badge reads it: "Cool-down until 07/12/2026", "Self-excluded for good", "Blocked by an operator". */
export function standingLabel(s: Standing): string {
  const kind = standingKind(s);
  const name = KIND_NAME[kind];
  if (kind === "COOLDOWN" || kind === "SELF_EXCLUSION") return s.until ? `${name} until ${day(s.until)}` : `${name} for good`;
  return name;
}

/** What the standing's reason says beside the badge: an operator's reason for a lock; nothing for an exclusion (its kind is in the badge). */
export function standingReason(s: Standing): string | null {
  if (s.status === "SELF_EXCLUDED") return null;
  return s.reason;
}

/** An exclusion in force as one phrase: "cool-down until 07/12/2026, 10:00:00", "self-excluded for good", "none". */
export function exclusionText(type: string, expires: string | null, when: (iso: string) => string): string {
  if (type === "NOT_SET") return "none";
  const name = type === "COOLDOWN" ? "cool-down" : "self-excluded";
  return expires ? `${name} until ${when(expires)}` : `${name} for good`;
}

/* ─── Limits and periods ─── */

const LIMIT_PERIOD: Record<string, string> = { daily: "daily", weekly: "weekly", monthly: "monthly" };
const LIMIT_KIND: Record<string, string> = { deposit: "deposit", losses: "loss" };

/** "deposit.weekly" → "weekly deposit", "losses.daily" → "daily loss", "gameSessionDuration" → "session time". */
export function limitName(limit: string): string {
  if (limit === "gameSessionDuration") return "session time";
  const [kind = "", period = ""] = limit.split(".");
  if (LIMIT_KIND[kind] && LIMIT_PERIOD[period]) return `${LIMIT_PERIOD[period]} ${LIMIT_KIND[kind]}`;
  return humanize(limit).toLowerCase();
}

const PERIODS: Record<string, string> = {
  "24h": "24 hours",
  "1w": "1 week",
  "1m": "1 month",
  "6w": "6 weeks",
  "6m": "6 months",
  "1y": "1 year",
  "2y": "2 years",
  "5y": "5 years",
  forever: "good",
};

/** A cool-down or self-exclusion length: "1w" → "1 week", "forever" → "good" (as in "for good"). */
export const periodName = (period: string) => PERIODS[period] ?? period;

const minutes = (n: number) => `${n} minute${n === 1 ? "" : "s"}`;

/* ─── The protection history ─── */

/**
 * One change of the player's protection as a sentence: "Limit set: weekly deposit 1,000.00 EUR",
 * "Cool-down started for 1 week", "Reality check every 15 minutes", "Declined the deposit-limit offer".
 */
export function protectionChangeText(c: ProtectionChange, currency: string): string {
  const d = c.detail;
  const limit = typeof d.limit === "string" ? d.limit : null;
  const value = (v: unknown) =>
    v === null || v === undefined
      ? "no limit"
      : limit === "gameSessionDuration"
        ? minutes(Number(v))
        : formatAmount(String(v), currency);
  const limitPart = limit ? `${limitName(limit)} ${value(d.to)}` : "";
  const from = limit && "from" in d ? ` (was ${value(d.from)})` : "";
  const period = typeof d.period === "string" ? periodName(d.period) : null;
  const until = typeof d.expires === "string" ? `, until ${day(d.expires)}` : "";
  const merged =
    typeof d.type === "string" && c.action === "cooldown.start" && d.type === "LOCK" ? " (a self-exclusion holds)" : "";
  switch (c.action) {
    case "limit.set":
      return `Limit set: ${limitPart}${from}`;
    case "limit.pending":
      return `Limit change requested: ${limitPart}${from}, waiting for the player's confirmation`;
    case "limit.confirmed":
      return `Limit change confirmed: ${limitPart}${from}`;
    case "operator-limit.set":
      return `Operator limit set: ${limitPart}${from}`;
    case "cooldown.start":
      return `Cool-down started${period ? ` for ${period}` : ""}${until}${merged}`;
    case "exclusion.start":
      return `Self-exclusion started${period ? ` for ${period}` : ""}${until}`;
    case "reality-check.set":
      return typeof d.minutes === "number" ? `Reality check every ${minutes(d.minutes)}` : "Reality check turned off";
    case "deposit-limit-offer.declined":
      return "Declined the deposit-limit offer";
    case "limits.reviewed":
      return "Reviewed the limits and kept them";
    default:
      return [humanize(c.action), limitPart].filter(Boolean).join(": ");
  }
}

/* ─── Balances and profile ─── */

/** A balance card's title: "Cash", "Reserved for withdrawals", the bonus's promotion name ("Bonus" when the api has none). */
export function balanceLabel(kind: string, name?: string | null): string {
  if (kind === "cash") return "Cash";
  if (kind === "reserved") return "Reserved for withdrawals";
  if (kind.startsWith("bonus:")) return name ? `Bonus: ${name}` : "Bonus";
  return humanize(kind);
}

const DETAIL_LABELS: Record<string, string> = {
  FIRSTNAME: "First name",
  LASTNAME: "Last name",
  BIRTHDAY: "Date of birth",
  PERSONALCODE: "Personal code",
  GENDER: "Gender",
  LANGUAGE: "Language",
  CURRENCY: "Currency",
  CONTACT_EMAIL: "E-mail",
  CONTACT_PHONE: "Phone",
  LOCATION_COUNTRY: "Country",
  LOCATION_STATE: "State or region",
  LOCATION_CITY: "City",
  LOCATION_ADDRESS: "Address",
  REGISTRATION_DATE: "Registration date",
  CONTACT_PHONE_VERIFIED: "Phone confirmed",
  CONTACT_EMAIL_VERIFIED: "E-mail confirmed",
  SUBSCRIBED_FIREBASE: "Push notifications",
};
const GENDER: Record<string, string> = { M: "Male", F: "Female" };

/** A profile field's label: "LOCATION_CITY" → "City"; an unknown key in words. */
export const detailLabel = (key: string) => DETAIL_LABELS[key] ?? humanize(key);

/** A profile field's value: booleans as Yes/No, gender in words. */
export function detailValue(key: string, value: string): string {
  if (value === "true") return "Yes";
  if (value === "false") return "No";
  if (key === "GENDER") return GENDER[value] ?? value;
  return value;
}

const REGISTRATION: Record<string, string> = { email: "by e-mail", phone: "by phone" };

/** How the player registered: "email" → "by e-mail". */
export const registrationMethod = (m: string) => REGISTRATION[m] ?? humanize(m).toLowerCase();
