/** Currencies the casino holds and how many decimal places each minor unit has. */
export const CURRENCIES = {
  EUR: { exponent: 2, crypto: false },
  USD: { exponent: 2, crypto: false },
  UAH: { exponent: 2, crypto: false },
  INR: { exponent: 2, crypto: false },
  BTC: { exponent: 8, crypto: true },
  LTC: { exponent: 8, crypto: true },
  BCH: { exponent: 8, crypto: true },
  USDT: { exponent: 8, crypto: true },
  ETH: { exponent: 8, crypto: true },
  USDC: { exponent: 8, crypto: true },
} as const;

export type Currency = keyof typeof CURRENCIES;

export const CURRENCY_CODES = Object.keys(CURRENCIES) as Currency[];

export function isCurrency(code: string): code is Currency {
  return Object.hasOwn(CURRENCIES, code);
}

/** Decimal places of one minor unit (EUR 2: cents; BTC 8: satoshi). */
export function exponentOf(currency: string): number {
  if (!isCurrency(currency)) throw new RangeError(`unknown currency ${currency}`);
  return CURRENCIES[currency].exponent;
}

export function isCrypto(currency: string): boolean {
  return isCurrency(currency) && CURRENCIES[currency].crypto;
}
