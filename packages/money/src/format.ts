import { exponentOf, isCrypto } from "./currencies.js";
import { type Minor, parseDecimal, toDecimalString, toMinor } from "./minor.js";

/**
 * Money formatting of the accounts spec §9: default locale en-US, de-DE also
 * defined; 2 decimals, 8 for crypto; "minor-unit mode" reads integers as
 * minor units (divides by 100 for 2-exponent currencies). Separators come from
 * our own table, never from a float through Intl.
 */
export const MONEY_LOCALES = {
  "en-US": { group: ",", decimal: ".", symbolFirst: true, space: false },
  "de-DE": { group: ".", decimal: ",", symbolFirst: false, space: true },
} as const;

export type MoneyLocale = keyof typeof MONEY_LOCALES;
export const DEFAULT_MONEY_LOCALE: MoneyLocale = "en-US";

const SYMBOLS: Record<string, string> = { EUR: "€", USD: "$", UAH: "₴", INR: "₹" };

export interface FormatOptions {
  locale?: string;
  /** Show the currency: "symbol" (€12.34), "code" (12.34 EUR) or "none". Default "symbol". */
  display?: "symbol" | "code" | "none";
  /** Group thousands. Default true. */
  grouping?: boolean;
}

export function moneyLocale(locale: string | undefined): MoneyLocale {
  if (!locale) return DEFAULT_MONEY_LOCALE;
  if (locale in MONEY_LOCALES) return locale as MoneyLocale;
  return locale.toLowerCase().startsWith("de") ? "de-DE" : DEFAULT_MONEY_LOCALE;
}

/** Decimal places shown: 8 for crypto, 2 otherwise (the spec's rule). */
export const displayDecimals = (currency: string) => (isCrypto(currency) ? 8 : 2);

/** How an amount of one currency is written in one locale: what formatMinor needs besides the amount. */
export interface MoneyStyle {
  /** The thousands separator, or null for no grouping. */
  group: string | null;
  decimal: string;
  /** Decimal places shown, and the currency's minor-unit exponent (places >= exponent for every currency we hold). */
  places: number;
  exponent: number;
  /** The symbol or code shown, or null for the number alone. */
  symbol: string | null;
  symbolFirst: boolean;
  space: boolean;
  /** The symbol shown is the currency's code (written after the number). */
  isCode: boolean;
}

export function moneyStyle(currency: string, opts: FormatOptions = {}): MoneyStyle {
  const loc = MONEY_LOCALES[moneyLocale(opts.locale)];
  const display = opts.display ?? "symbol";
  const symbol = display === "none" ? null : display === "symbol" ? (SYMBOLS[currency] ?? currency) : currency;
  return {
    group: opts.grouping === false ? null : loc.group,
    decimal: loc.decimal,
    places: displayDecimals(currency),
    exponent: exponentOf(currency),
    symbol,
    symbolFirst: loc.symbolFirst,
    space: loc.space,
    isCode: symbol === currency,
  };
}

/**
 * An amount in minor units written in a style. Self-contained (no imports, no outer names): the web's index.html
 * carries it as it is, to write a player's money in a page's first frame exactly as the app does
 * (apps/web/src/routes/first-frame.ts).
 */
export function formatMinor(amount: bigint, style: MoneyStyle): string {
  const negative = amount < BigInt(0);
  // Scale minor units to the shown number of places (exact: places >= exponent).
  const scaled = (negative ? -amount : amount) * BigInt(10) ** BigInt(style.places - style.exponent);
  const digits = scaled.toString().padStart(style.places + 1, "0");
  let whole = digits.slice(0, digits.length - style.places);
  const frac = digits.slice(digits.length - style.places);
  if (style.group !== null) whole = whole.replace(/\B(?=(\d{3})+(?!\d))/g, style.group);
  const number = style.places > 0 ? whole + style.decimal + frac : whole;
  const sign = negative ? "-" : "";
  if (style.symbol === null) return sign + number;
  if (style.symbolFirst && !style.isCode) return sign + style.symbol + number;
  if (style.symbolFirst) return `${sign + number} ${style.symbol}`;
  return sign + number + (style.space ? "\u00a0" : "") + style.symbol;
}

/** Formats an amount in minor units of its currency: formatMoney(123456n, "EUR") → "€1,234.56". */
export function formatMoney(amount: Minor | number | string, currency: string, opts: FormatOptions = {}): string {
  return formatMinor(toMinor(amount), moneyStyle(currency, opts));
}

/**
 * The spec's two modes. In minor-unit mode (the default, what the api sends) an
 * integer is minor units: divided by 100 for 2-decimal currencies, by 10^8 for
 * crypto. Otherwise the value is a decimal string of whole units ("12.5").
 */
export function formatAmount(
  value: Minor | number | string,
  currency: string,
  opts: FormatOptions & { minorUnits?: boolean } = {},
): string {
  if (opts.minorUnits === false) return formatMoney(parseDecimal(String(value), currency), currency, opts);
  return formatMoney(value, currency, opts);
}

/**
 * An amount as a field shows it for editing: the locale's decimal mark, no grouping, no symbol and no trailing
 * zeros ("12.5", "25,5" in German, "0.001" BTC), so that parseMoney in the same locale reads it back exactly.
 */
export function formatInput(amount: Minor | number, currency: string, locale?: string): string {
  const [whole, frac = ""] = toDecimalString(toMinor(amount), currency).split(".");
  const kept = frac.replace(/0+$/, "");
  return kept ? `${whole}${MONEY_LOCALES[moneyLocale(locale)].decimal}${kept}` : whole!;
}

/**
 * Reads what formatMoney wrote (or what a player typed in that locale) back
 * into minor units, exactly.
 */
export function parseMoney(input: string, currency: string, locale?: string): Minor {
  const loc = MONEY_LOCALES[moneyLocale(locale)];
  const symbol = SYMBOLS[currency];
  let s = input.replace(/\u00a0/g, " ").trim();
  if (symbol) s = s.replace(symbol, "");
  s = s.replace(currency, "").trim();
  s = s.split(loc.group).join("");
  if (loc.decimal !== ".") s = s.replace(loc.decimal, ".");
  const exp = exponentOf(currency);
  const m = /^(-)?(\d+)(?:\.(\d+))?$/.exec(s);
  if (!m) throw new RangeError(`"${input}" is not an amount`);
  const [, neg, whole = "0", frac = ""] = m;
  const trimmed = frac.replace(/0+$/, "");
  if (trimmed.length > exp) throw new RangeError(`"${input}" has more than ${exp} decimal places`);
  const v = BigInt(`${whole}${trimmed.padEnd(exp, "0")}`);
  return neg ? -v : v;
}
