import { randomInt } from "node:crypto";
import { fitsMarketPhoneRule, stripPhone } from "@casino/contracts/access";
import { type CountryCode, parsePhoneNumberFromString } from "libphonenumber-js";

/**
 * A phone number as the web sends it (country code + national number, maybe
 * with spaces, plus, dashes, parentheses) in E.164, or null when it is not a
 * possible number (or breaks the market's rule). `alpha2` helps a number
 * typed without its country code.
 */
export function toE164(input: string, alpha2?: string): string | null {
  const digits = stripPhone(input);
  if (!/^\d{5,20}$/.test(digits)) return null;
  const international = parsePhoneNumberFromString(`+${digits}`);
  if (international?.isPossible()) return fitsMarketPhoneRule(digits) ? international.number : null;
  if (alpha2) {
    const national = parsePhoneNumberFromString(digits, alpha2.toUpperCase() as CountryCode);
    if (national?.isPossible() && fitsMarketPhoneRule(national.number.slice(1))) return national.number;
  }
  return null;
}

/** Account ids look like FSUA + 8 digits. */
export const newCustomerId = () => `FSUA${String(randomInt(10_000_000, 100_000_000))}`;

const PASSWORD_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789";
/** A generated one-click password: 12 characters, no look-alikes (0/O, 1/l/I), with a digit. */
export function newPassword(): string {
  for (;;) {
    let p = "";
    for (let i = 0; i < 12; i++) p += PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)];
    if (/\d/.test(p) && /[a-z]/.test(p) && /[A-Z]/.test(p)) return p;
  }
}
