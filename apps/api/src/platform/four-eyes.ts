/**
 * Four eyes on money an operator moves: above an amount per currency a second
 * operator must approve, and the second may not be the first.
 */
export type FourEyesLimits = Readonly<Record<string, bigint>>;

/** "EUR:20000,UAH:600000" (minor units) → { EUR: 20000n, UAH: 600000n }. Throws on a malformed entry. */
export function parseFourEyes(list: string): FourEyesLimits {
  const limits: Record<string, bigint> = {};
  for (const raw of list.split(",")) {
    const entry = raw.trim();
    if (!entry) continue;
    const m = entry.match(/^([A-Z]{3,5}):(\d{1,19})$/);
    if (!m) throw new Error(`"${entry}" is not CURRENCY:minorUnits (EUR:20000)`);
    limits[m[1]!] = BigInt(m[2]!);
  }
  return limits;
}

/** True when this amount needs a second operator: above its currency's limit, or any amount of a currency not listed. */
export function needsSecondApprover(limits: FourEyesLimits, amount: bigint, currency: string): boolean {
  const limit = limits[currency];
  return limit === undefined || amount > limit;
}
