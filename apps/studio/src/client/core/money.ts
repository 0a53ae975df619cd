import { language } from "./i18n.js";

/** Minor units to text in the player's language: 12345 EUR → "€123.45"; crypto keeps up to 8 decimals. */
export function formatMoney(minor: number, currency: string, exponent: number): string {
  const value = minor / 10 ** exponent;
  const crypto = exponent > 2;
  try {
    return new Intl.NumberFormat(language(), {
      style: crypto ? "decimal" : "currency",
      currency: crypto ? undefined : currency,
      minimumFractionDigits: crypto ? 0 : exponent,
      maximumFractionDigits: exponent,
    })
      .format(value)
      .concat(crypto ? ` ${currency}` : "");
  } catch {
    return `${value.toFixed(exponent)} ${currency}`;
  }
}
