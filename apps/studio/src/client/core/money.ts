import { formatMoney as casinoMoney } from "@casino/money";
import { language } from "./i18n.js";

/**
 * Minor units to text as the casino writes money (accounts spec §9: en-US, de-DE for German), so a game and the
 * casino's header show one amount the same way: 12345 EUR → "€123.45" (German "123,45 €"); crypto with 8 decimals.
 */
export function formatMoney(minor: number, currency: string, exponent: number): string {
  try {
    return casinoMoney(BigInt(Math.round(minor)), currency, { locale: language() });
  } catch {
    // A currency the casino's table does not hold: plain digits and its code.
    return `${(minor / 10 ** exponent).toFixed(exponent)} ${currency}`;
  }
}
