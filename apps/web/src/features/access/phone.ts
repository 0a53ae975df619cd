import { fitsMarketPhoneRule } from "@casino/contracts/access-rules";
import type { CountryCode } from "libphonenumber-js/min";
import { getCountryCallingCode, isPossiblePhoneNumber, parsePhoneNumberFromString } from "libphonenumber-js/min";
import { i18next } from "../../i18n";
import type { RegistrationSettings } from "./countries";
import { type PhoneValue, phoneDigits } from "./identifier";

/**
 * The phone rules with the country metadata (libphonenumber, ~30 kB): loaded
 * with a phone field (phone-rules.ts), not with every form that may show one.
 */

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

export function phoneError(p: PhoneValue, b?: RegistrationSettings["bounds"]): string | null {
  const digits = phoneDigits(p.national);
  if (!digits) return i18next.t("auth.validations.required");
  if (!/^\d+$/.test(digits) || !p.alpha2 || !isPhonePossible(p)) return i18next.t("auth.validations.phoneNumber_correct");
  if (b && (digits.length < b.phone.min || digits.length > b.phone.max)) return i18next.t("auth.validations.phoneNumber_correct");
  return null;
}
