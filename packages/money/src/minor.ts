import { exponentOf } from "./currencies.js";

/**
 * Amounts are integer minor units (cents, satoshi) as bigint. Nothing here
 * ever passes an amount through a JavaScript number that is not an integer.
 */
export type Minor = bigint;

export class MoneyParseError extends Error {
  constructor(input: string, reason: string) {
    super(`cannot read "${input}" as money: ${reason}`);
    this.name = "MoneyParseError";
  }
}

/** A bigint from an integer JSON number, a bigint, or a string of digits. */
export function toMinor(value: bigint | number | string): Minor {
  if (typeof value === "bigint") return value;
  if (typeof value === "number") {
    if (!Number.isSafeInteger(value)) throw new RangeError(`${value} is not a safe integer amount of minor units`);
    return BigInt(value);
  }
  if (!/^-?\d{1,30}$/.test(value)) throw new MoneyParseError(value, "not an integer of minor units");
  return BigInt(value);
}

/** The amount as a JSON-safe number; throws past 2^53 rather than lose a unit. */
export function minorToNumber(value: Minor): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new RangeError(`${value} minor units do not fit a JSON number exactly`);
  }
  return Number(value);
}

export const add = (a: Minor, b: Minor): Minor => a + b;
export const sub = (a: Minor, b: Minor): Minor => a - b;
export const sum = (xs: Iterable<Minor>): Minor => {
  let s = 0n;
  for (const x of xs) s += x;
  return s;
};
export const abs = (a: Minor): Minor => (a < 0n ? -a : a);
export const max = (a: Minor, b: Minor): Minor => (a > b ? a : b);
export const min = (a: Minor, b: Minor): Minor => (a < b ? a : b);

/**
 * Multiplies by a ratio given as integers (numerator/denominator), rounding
 * half away from zero. For stakes × multipliers, percentages, fees.
 */
export function mulRatio(a: Minor, numerator: bigint, denominator: bigint): Minor {
  if (denominator === 0n) throw new RangeError("division by zero");
  const n = a * numerator;
  const neg = n < 0n !== denominator < 0n;
  const an = abs(n);
  const ad = abs(denominator);
  const q = (an * 2n + ad) / (ad * 2n);
  return neg ? -q : q;
}

/** Splits an amount into n parts that differ by at most one unit and add up exactly. */
export function allocate(a: Minor, n: number): Minor[] {
  if (!Number.isInteger(n) || n <= 0) throw new RangeError("parts must be a positive integer");
  const big = BigInt(n);
  const base = a / big;
  let rest = a - base * big;
  const step = rest < 0n ? -1n : 1n;
  return Array.from({ length: n }, () => {
    if (rest === 0n) return base;
    rest -= step;
    return base + step;
  });
}

/**
 * Reads a decimal string ("12.34", "-0.5", "1,234.50" not accepted) into minor
 * units of the currency, exactly: more decimals than the currency has is an
 * error, never a rounding.
 */
export function parseDecimal(input: string, currency: string): Minor {
  const exp = exponentOf(currency);
  const m = /^\s*(-|\+)?(\d+)(?:\.(\d*))?\s*$/.exec(input) ?? /^\s*(-|\+)?()\.(\d+)\s*$/.exec(input);
  if (!m) throw new MoneyParseError(input, "not a decimal number");
  const [, sign, whole = "", frac = ""] = m;
  if (whole === "" && frac === "") throw new MoneyParseError(input, "no digits");
  const trimmed = frac.replace(/0+$/, "");
  if (trimmed.length > exp) throw new MoneyParseError(input, `more than ${exp} decimal places`);
  const digits = `${whole || "0"}${trimmed.padEnd(exp, "0")}`;
  const v = BigInt(digits);
  return sign === "-" ? -v : v;
}

/** Minor units as a plain decimal string with all the currency's places: 1234n EUR → "12.34". */
export function toDecimalString(a: Minor, currency: string): string {
  const exp = exponentOf(currency);
  const neg = a < 0n;
  const s = abs(a)
    .toString()
    .padStart(exp + 1, "0");
  const whole = s.slice(0, s.length - exp);
  const frac = s.slice(s.length - exp);
  return `${neg ? "-" : ""}${whole}${exp > 0 ? `.${frac}` : ""}`;
}
