// Without libphonenumber: the login and registration forms load the phone rules (./phone) with their phone field.

export type IdentifierKind = "email" | "phone" | "accountId";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_CHARS = /^\+?[\d\s()-]+$/;

/** Accounts spec §4: e-mail first, then phone, else an account id. */
export function identifierKind(value: string): IdentifierKind {
  const v = value.trim();
  if (v.includes("@")) return "email";
  if (PHONE_CHARS.test(v) && phoneDigits(v).length >= 5) return "phone";
  return "accountId";
}

export const isEmail = (v: string) => EMAIL.test(v.trim());

/** Digits only: spaces, plus, dashes and parentheses stripped (spec §5). */
export const phoneDigits = (v: string) => v.replace(/[\s+()_-]/g, "");

/**
 * Legacy account ids FSCW + 6 or more digits + UKR are corrected by dropping
 * UKR and turning CW into UA (spec §5). Null when the id is not legacy.
 */
export function correctLegacyId(value: string): string | null {
  const m = value.trim().match(/^FSCW(\d{6,})UKR$/i);
  return m ? `FSUA${m[1]}` : null;
}

/** The legacy password rule: longer than 8 characters (spec §5, §9). */
export const LEGACY_PASSWORD_MIN = 9;

/** A phone as chosen in the selector: country (alpha-2) and the national part typed. */
export interface PhoneValue {
  alpha2: string;
  national: string;
}
