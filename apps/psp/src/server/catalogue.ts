/**
 * What the sandbox PSP offers: its methods per country and currency, its
 * exchange rates for crypto, and the test cards of its hosted card page.
 */
export type MethodKind = "card" | "ewallet" | "bank" | "crypto" | "sci";
export type Direction = "deposit" | "payout";

export interface PspMethod {
  id: string;
  name: string;
  kind: MethodKind;
  /** Merchant-facing category, the casino's words. */
  category: "CARDS" | "E_WALLETS" | "BANK_TRANSFERS" | "CRYPTO" | "SCI";
  weight: number;
  directions: Direction[];
  /** ISO-3 countries; empty means every country we serve. */
  countries: string[];
  currencies: string[];
  /** Crypto methods pay in this currency (exponent 8). */
  payCurrency?: string;
}

const FIAT = ["EUR", "UAH", "INR", "USD"];

export const METHODS: PspMethod[] = [
  {
    id: "card",
    name: "Visa / Mastercard",
    kind: "card",
    category: "CARDS",
    weight: 100,
    directions: ["deposit"],
    countries: [],
    currencies: FIAT,
  },
  {
    id: "sandwallet",
    name: "SandWallet",
    kind: "ewallet",
    category: "E_WALLETS",
    weight: 80,
    directions: ["deposit", "payout"],
    countries: [],
    currencies: FIAT,
  },
  {
    id: "upi",
    name: "SandUPI",
    kind: "ewallet",
    category: "E_WALLETS",
    weight: 95,
    directions: ["deposit", "payout"],
    countries: ["IND"],
    currencies: ["INR"],
  },
  {
    id: "bank",
    name: "Bank transfer",
    kind: "bank",
    category: "BANK_TRANSFERS",
    weight: 60,
    directions: ["deposit", "payout"],
    countries: [],
    currencies: FIAT,
  },
  {
    id: "btc",
    name: "Bitcoin",
    kind: "crypto",
    category: "CRYPTO",
    weight: 40,
    directions: ["deposit", "payout"],
    countries: [],
    currencies: FIAT,
    payCurrency: "BTC",
  },
  {
    id: "usdt",
    name: "Tether USDT",
    kind: "crypto",
    category: "CRYPTO",
    weight: 45,
    directions: ["deposit", "payout"],
    countries: [],
    currencies: FIAT,
    payCurrency: "USDT",
  },
  {
    id: "sci",
    name: "SandPay checkout",
    kind: "sci",
    category: "SCI",
    weight: 20,
    directions: ["deposit"],
    countries: [],
    currencies: FIAT,
  },
];

/** Countries the sandbox does not serve at all (a merchant sees no methods). */
export const UNSERVED_COUNTRIES = new Set(["RUS", "PRK", "IRN"]);

export function methodsFor(direction: Direction, country: string, currency: string): PspMethod[] {
  if (UNSERVED_COUNTRIES.has(country)) return [];
  return METHODS.filter(
    (m) =>
      m.directions.includes(direction) &&
      (m.countries.length === 0 || m.countries.includes(country)) &&
      m.currencies.includes(currency),
  );
}

export const findMethod = (id: string) => METHODS.find((m) => m.id === id);

/** Minor units of each fiat currency per one whole coin (exponent 8 on the coin side). */
const RATES: Record<string, Record<string, bigint>> = {
  BTC: { EUR: 6_000_000n, USD: 6_500_000n, UAH: 270_000_000n, INR: 540_000_000n },
  USDT: { EUR: 92n, USD: 100n, UAH: 4_150n, INR: 8_300n },
};

export const CRYPTO_EXPONENT = 8;
const COIN = 10n ** BigInt(CRYPTO_EXPONENT);

export function rateFor(payCurrency: string, currency: string): bigint | undefined {
  return RATES[payCurrency]?.[currency];
}

/** Coins (in 1e-8) worth `amount` fiat minor units, rounded up so the merchant is never short. */
export function convert(amount: bigint, rate: bigint): bigint {
  return (amount * COIN + rate - 1n) / rate;
}

/** Rate as a readable decimal: fiat units per coin. */
export function rateText(rate: bigint, fiatExponent = 2): string {
  const s = rate.toString().padStart(fiatExponent + 1, "0");
  return `${s.slice(0, -fiatExponent)}.${s.slice(-fiatExponent)}`;
}

/** Luhn checksum over the digits of a card number. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export type CardOutcome = "approve" | "decline" | "challenge";

/** The sandbox's test cards; any other valid number is approved. */
export const TEST_CARDS: Record<string, CardOutcome> = {
  "4242424242424242": "approve",
  "4000000000000002": "decline",
  "4000000000003220": "challenge",
};

export function cardBrand(digits: string): string {
  if (digits.startsWith("4")) return "Visa";
  if (/^(5[1-5]|2[2-7])/.test(digits)) return "Mastercard";
  return "Card";
}
