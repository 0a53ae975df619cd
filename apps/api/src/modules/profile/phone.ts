import { type CountryCode, parsePhoneNumberFromString } from "libphonenumber-js";

/**
 * A phone number as the web sends it (country code + national number, maybe
 * with spaces, plus, dashes, parentheses) in E.164, as players.phone holds it;
 * null when it is not a possible number. `alpha2` reads a number typed without
 * its country code.
 */
export function phoneToE164(input: string, alpha2?: string): string | null {
  const digits = input.replace(/[\s+\-()_.]/g, "");
  if (!/^\d{5,20}$/.test(digits)) return null;
  const international = parsePhoneNumberFromString(`+${digits}`);
  if (international?.isPossible()) return international.number;
  if (alpha2) {
    const national = parsePhoneNumberFromString(digits, alpha2.toUpperCase() as CountryCode);
    if (national?.isPossible()) return national.number;
  }
  return null;
}

/** A plain e-mail check (the mail server has the last word: the link must be opened). */
export const isEmail = (v: string) => /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/.test(v);
