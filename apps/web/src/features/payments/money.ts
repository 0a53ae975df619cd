import { formatMoney } from "@casino/money";

/** An amount in minor units as the page's language writes it. */
export function money(amount: number | bigint | undefined | null, currency: string | undefined, lang: string): string {
  if (amount === undefined || amount === null || !currency) return "";
  try {
    return formatMoney(BigInt(amount), currency, { locale: lang });
  } catch {
    return `${amount} ${currency}`;
  }
}
