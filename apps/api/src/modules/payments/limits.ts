/**
 * Amount rules of payments, in minor units (accounts spec §9): withdrawal
 * minimum and maximum per currency, and the eight quick-amount tiers
 * (tier 1 the largest, tier 8 the smallest).
 */
export const WITHDRAWAL_LIMITS: Record<string, { min: bigint; max: bigint }> = {
  EUR: { min: 20n, max: 50_000n },
  UAH: { min: 500n, max: 1_500_000n },
  INR: { min: 1_000n, max: 4_200_000n },
  USD: { min: 20n, max: 50_000n },
};

export const WITHDRAWAL_TIERS: Record<string, number[]> = {
  EUR: [5000, 2500, 2000, 1500, 1000, 500, 200, 100],
  UAH: [150_000, 75_000, 60_000, 45_000, 30_000, 15_000, 6_000, 3_000],
  INR: [420_000, 210_000, 168_000, 126_000, 84_000, 42_000, 16_800, 8_400],
  USD: [5000, 2500, 2000, 1500, 1000, 500, 200, 100],
};

/** Deposits: the casino's own bounds per currency (the spec names none). */
export const DEPOSIT_LIMITS: Record<string, { min: bigint; max: bigint }> = {
  EUR: { min: 100n, max: 10_000_000n },
  USD: { min: 100n, max: 10_000_000n },
  UAH: { min: 3_000n, max: 300_000_000n },
  INR: { min: 10_000n, max: 800_000_000n },
};

export const DEPOSIT_TIERS: Record<string, number[]> = {
  EUR: [100_000, 50_000, 20_000, 10_000, 5_000, 2_500, 1_000, 500],
  USD: [100_000, 50_000, 20_000, 10_000, 5_000, 2_500, 1_000, 500],
  UAH: [3_000_000, 1_500_000, 600_000, 300_000, 150_000, 75_000, 30_000, 15_000],
  INR: [8_400_000, 4_200_000, 1_680_000, 840_000, 420_000, 210_000, 84_000, 42_000],
};

/** Currencies the casino takes payments in. */
export const PAYMENT_CURRENCIES = Object.keys(DEPOSIT_LIMITS);

/** A region's own currency, for visitors who are not logged in. */
export function regionCurrency(region: string): string {
  if (region === "IND") return "INR";
  if (region === "UKR") return "UAH";
  if (region === "USA") return "USD";
  return "EUR";
}
