/** The youngest and the (exclusive) oldest age a profile accepts. */
export const MIN_AGE = 18;
export const MAX_AGE_EXCLUSIVE = 110;

/** Parses DD/MM/YYYY into a calendar date, or null. */
export function parseDdMmYyyy(v: string): { y: number; m: number; d: number } | null {
  const match = v.trim().match(/^(\d{2})\/(\d{2})\/(\d{4})$/);
  if (!match) return null;
  const d = Number(match[1]);
  const m = Number(match[2]);
  const y = Number(match[3]);
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return { y, m, d };
}

export function ageOn(b: { y: number; m: number; d: number }, on: Date): number {
  let age = on.getFullYear() - b.y;
  if (on.getMonth() + 1 < b.m || (on.getMonth() + 1 === b.m && on.getDate() < b.d)) age -= 1;
  return age;
}

/**
 * null when valid; else the message key: format (not DD/MM/YYYY), invalid (written right but no such day, as
 * 31/02/2015), or age from 18 to under 110.
 */
export function birthdayProblem(v: string, today = new Date()): "format" | "invalid" | "age" | null {
  if (!/^\d{2}\/\d{2}\/\d{4}$/.test(v.trim())) return "format";
  const b = parseDdMmYyyy(v);
  if (!b) return "invalid";
  const age = ageOn(b, today);
  return age >= MIN_AGE && age < MAX_AGE_EXCLUSIVE ? null : "age";
}

/** Types a date as DD/MM/YYYY while the player enters digits. */
export function maskBirthday(raw: string): string {
  const digits = raw.replace(/\D/g, "").slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join("/");
}
