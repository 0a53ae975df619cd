/**
 * The currencies the studio plays in: exponent, bet limits and the fun-mode
 * starting balance, all in minor units.
 */
export interface CurrencyRules {
  exponent: number;
  minBet: number;
  maxBet: number;
  funBalance: number;
  /** Chip sizes offered by table games, smallest first. */
  chips: number[];
}

const fiat = (unit: number): CurrencyRules => ({
  exponent: 2,
  minBet: 10 * unit,
  maxBet: 10_000 * unit,
  funBalance: 100_000 * unit,
  chips: [10, 50, 100, 500, 2_500, 10_000].map((c) => c * unit),
});
const crypto = (minBet: number): CurrencyRules => ({
  exponent: 8,
  minBet,
  maxBet: minBet * 1000,
  funBalance: minBet * 10_000,
  chips: [1, 5, 10, 50, 250, 1000].map((c) => c * minBet),
});

export const CURRENCIES: Record<string, CurrencyRules> = {
  EUR: fiat(1),
  USD: fiat(1),
  UAH: fiat(40),
  INR: fiat(80),
  BTC: crypto(100),
  ETH: crypto(2_000),
  LTC: crypto(100_000),
  BCH: crypto(20_000),
  USDT: crypto(10_000_000),
  USDC: crypto(10_000_000),
};

export const CURRENCY_CODES = Object.keys(CURRENCIES) as [string, ...string[]];

export function currencyRules(code: string): CurrencyRules | undefined {
  return CURRENCIES[code];
}

/** Per currency, one number from the rules (the operator API's minBet/maxBet maps). */
export function perCurrency(pick: (r: CurrencyRules) => number): Record<string, number> {
  return Object.fromEntries(Object.entries(CURRENCIES).map(([c, r]) => [c, pick(r)]));
}
