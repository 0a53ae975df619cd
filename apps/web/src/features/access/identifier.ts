import { fitsMarketPhoneRule } from "@casino/contracts/access";
import type { CountryCode } from "libphonenumber-js/min";
import { getCountryCallingCode, isPossiblePhoneNumber, parsePhoneNumberFromString } from "libphonenumber-js/min";

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

export function callingCode(alpha2: string): string {
  try {
    return getCountryCallingCode(alpha2.toUpperCase() as CountryCode);
  } catch {
    return "";
  }
}

/** The national number without a repeated country code or trunk zero. */
function nationalOf(p: PhoneValue): string {
  const digits = phoneDigits(p.national);
  const parsed = parsePhoneNumberFromString(digits, p.alpha2.toUpperCase() as CountryCode);
  return parsed?.nationalNumber ? String(parsed.nationalNumber) : digits;
}

/** Required and possible for the country (auth.validations.phoneNumber_correct). */
export function isPhonePossible(p: PhoneValue): boolean {
  const digits = phoneDigits(p.national);
  if (!p.alpha2 || !/^\d+$/.test(digits)) return false;
  try {
    return isPossiblePhoneNumber(digits, p.alpha2.toUpperCase() as CountryCode) && fitsMarketPhoneRule(phoneForLogin(p));
  } catch {
    return false;
  }
}

/** Country calling code + national number, digits only (how login sends a phone). */
export const phoneForLogin = (p: PhoneValue) => `${callingCode(p.alpha2)}${nationalOf(p)}`;

/** E.164 (+ country code + national number), how registration, recovery and the profile send a phone. */
export const phoneE164 = (p: PhoneValue) => `+${callingCode(p.alpha2)}${nationalOf(p)}`;
