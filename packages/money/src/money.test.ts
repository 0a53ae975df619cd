import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  allocate,
  CURRENCY_CODES,
  exponentOf,
  formatAmount,
  formatInput,
  formatMoney,
  mulRatio,
  parseDecimal,
  parseMoney,
  toDecimalString,
  toMinor,
} from "./index.js";

describe("currencies", () => {
  it("knows the exponents of the house plan", () => {
    for (const c of ["EUR", "USD", "UAH", "INR"]) expect(exponentOf(c)).toBe(2);
    for (const c of ["BTC", "LTC", "BCH", "USDT", "ETH", "USDC"]) expect(exponentOf(c)).toBe(8);
    expect(() => exponentOf("XYZ")).toThrow(RangeError);
  });
});

describe("parsing decimals into minor units", () => {
  it("is exact and refuses what it cannot hold", () => {
    expect(parseDecimal("12.34", "EUR")).toBe(1234n);
    expect(parseDecimal("0.1", "EUR")).toBe(10n);
    expect(parseDecimal("-0.05", "USD")).toBe(-5n);
    expect(parseDecimal("12", "INR")).toBe(1200n);
    expect(parseDecimal("12.50000", "EUR")).toBe(1250n);
    expect(parseDecimal("0.00000001", "BTC")).toBe(1n);
    expect(parseDecimal("21000000.12345678", "BTC")).toBe(2_100_000_012_345_678n);
    expect(() => parseDecimal("12.345", "EUR")).toThrow(/decimal places/);
    expect(() => parseDecimal("1e3", "EUR")).toThrow();
    expect(() => parseDecimal("", "EUR")).toThrow();
    expect(() => parseDecimal("1,5", "EUR")).toThrow();
  });

  it("reads integers of minor units and refuses fractions or unsafe numbers", () => {
    expect(toMinor(15)).toBe(15n);
    expect(toMinor("9007199254740993")).toBe(9007199254740993n);
    expect(() => toMinor(1.5)).toThrow(RangeError);
    expect(() => toMinor(2 ** 60)).toThrow(RangeError);
  });
});

describe("formatting (accounts spec §9)", () => {
  it("uses en-US by default with 2 decimals, and 8 for crypto", () => {
    expect(formatMoney(123456n, "EUR")).toBe("€1,234.56");
    expect(formatMoney(5, "USD")).toBe("$0.05");
    expect(formatMoney(-250n, "UAH")).toBe("-₴2.50");
    expect(formatMoney(1n, "BTC")).toBe("0.00000001 BTC");
    expect(formatMoney(123456789012n, "USDT")).toBe("1,234.56789012 USDT");
    expect(formatMoney(100n, "EUR", { display: "code" })).toBe("1.00 EUR");
    expect(formatMoney(100000n, "EUR", { display: "none", grouping: false })).toBe("1000.00");
  });

  it("formats de-DE with its separators and the symbol after the number", () => {
    expect(formatMoney(123456n, "EUR", { locale: "de-DE" })).toBe("1.234,56\u00a0€");
    expect(formatMoney(150000000n, "ETH", { locale: "de" })).toBe("1,50000000\u00a0ETH");
    expect(formatMoney(1n, "EUR", { locale: "fr-FR" })).toBe("€0.01");
  });

  it("divides integers by 100 in minor-unit mode and reads decimals otherwise", () => {
    expect(formatAmount(1999, "EUR")).toBe("€19.99");
    expect(formatAmount("19.9", "EUR", { minorUnits: false })).toBe("€19.90");
    expect(formatAmount(1999, "INR", { display: "code" })).toBe("19.99 INR");
  });
});

describe("arithmetic", () => {
  it("rounds ratios half away from zero and allocates without losing a unit", () => {
    expect(mulRatio(1000n, 1n, 3n)).toBe(333n);
    expect(mulRatio(5n, 1n, 2n)).toBe(3n);
    expect(mulRatio(-5n, 1n, 2n)).toBe(-3n);
    expect(allocate(100n, 3)).toEqual([34n, 33n, 33n]);
  });

  it("allocation always adds up to the whole", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }), fc.integer({ min: 1, max: 50 }), (a, n) => {
        const parts = allocate(a, n);
        expect(parts.reduce((s, x) => s + x, 0n)).toBe(a);
        const sorted = [...parts].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));
        expect(sorted.at(-1)! - sorted[0]!).toBeLessThanOrEqual(1n);
      }),
    );
  });
});

describe("round trips (properties)", () => {
  const amount = fc.bigInt({ min: -(10n ** 18n), max: 10n ** 18n });
  const currency = fc.constantFrom(...CURRENCY_CODES);
  const locale = fc.constantFrom("en-US", "de-DE");
  const display = fc.constantFrom("symbol" as const, "code" as const, "none" as const);

  it("parse ∘ format is the identity in every locale and currency", () => {
    fc.assert(
      fc.property(amount, currency, locale, display, fc.boolean(), (a, c, l, d, grouping) => {
        const text = formatMoney(a, c, { locale: l, display: d, grouping });
        expect(parseMoney(text, c, l)).toBe(a);
      }),
      { numRuns: 2000 },
    );
  });

  it("a field's text reads back as its amount in every locale and currency", () => {
    fc.assert(
      fc.property(amount, currency, locale, (a, c, l) => {
        expect(parseMoney(formatInput(a, c, l), c, l)).toBe(a);
      }),
      { numRuns: 2000 },
    );
    expect([formatInput(2550n, "EUR", "de-DE"), formatInput(5000n, "EUR"), formatInput(100_000n, "BTC")]).toEqual([
      "25,5",
      "50",
      "0.001",
    ]);
  });

  it("parseDecimal ∘ toDecimalString is the identity", () => {
    fc.assert(
      fc.property(amount, currency, (a, c) => {
        expect(parseDecimal(toDecimalString(a, c), c)).toBe(a);
      }),
      { numRuns: 2000 },
    );
  });
});
