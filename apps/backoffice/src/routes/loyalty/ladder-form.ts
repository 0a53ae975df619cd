import type { LoyaltyLevelInput, LoyaltyLevelView } from "@casino/contracts/loyalty";
import { exponentOf, parseMoney } from "@casino/money";

/**
 * The lucky club's ladder editor: what the operator types (text, whole
 * currency units), to and from the api's body (minor units). Pure, so it is
 * tested without a browser. Error keys are the api's field paths
 * (`levels.1.thresholds.EUR`).
 */
export interface LevelForm {
  /** `lang=name`, one a line; English required. */
  names: string;
  /** `CUR=amount` in whole units ("EUR=500.00"), one a line. */
  thresholds: string;
  cashbackBoost: string;
  /** "" for no level-up bonus. */
  promotionId: string;
}

export type FieldErrors = Record<string, string>;

export const emptyLevel = (): LevelForm => ({ names: "en=", thresholds: "EUR=", cashbackBoost: "0", promotionId: "" });

const amountText = (minor: number, currency: string) => {
  const exp = exponentOf(currency);
  return (minor / 10 ** exp).toFixed(exp);
};

/** The form of the ladder the api answered. */
export function formOf(levels: LoyaltyLevelView[]): LevelForm[] {
  return levels.map((l) => ({
    names: Object.entries(l.names)
      .map(([k, v]) => `${k}=${v}`)
      .join("\n"),
    thresholds: Object.entries(l.thresholds)
      .map(([c, v]) => `${c}=${amountText(v, c)}`)
      .join("\n"),
    cashbackBoost: String(l.cashbackBoost),
    promotionId: l.promotionId ?? "",
  }));
}

const pairs = (text: string) =>
  text
    .split(/\n+/)
    .map((l) => l.trim())
    .filter(Boolean)
    .map((l) => {
      const m = l.match(/^([^=:]+)[=:](.*)$/);
      return m ? ([m[1]!.trim(), m[2]!.trim()] as const) : ([l, ""] as const);
    });

/** Reads the form into the api's body; what does not read is an error on its field. */
export function toInput(forms: LevelForm[]): { levels: LoyaltyLevelInput[]; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const levels = forms.map((f, i) => {
    const at = `levels.${i}`;
    const names: Record<string, string> = {};
    for (const [lang, name] of pairs(f.names)) {
      if (!/^[a-z]{2}$/.test(lang) || !name) errors[`${at}.names`] = `"${lang}=${name}": write lang=name, one a line.`;
      else names[lang] = name;
    }
    if (!names.en && !errors[`${at}.names`]) errors[`${at}.names`] = "The English name is required (en=…).";
    const thresholds: Record<string, number> = {};
    for (const [currency, amount] of pairs(f.thresholds)) {
      const c = currency.toUpperCase();
      try {
        const v = parseMoney(amount, c, "en-US");
        if (v <= 0n) throw new RangeError("not above zero");
        thresholds[c] = Number(v);
      } catch {
        errors[`${at}.thresholds`] = `"${currency}=${amount}": write CUR=amount (e.g. EUR=500.00), above zero.`;
      }
    }
    if (Object.keys(thresholds).length === 0 && !errors[`${at}.thresholds`])
      errors[`${at}.thresholds`] = "Give the amount to wager in at least one currency.";
    const boost = Number(f.cashbackBoost.trim().replace(",", ".") || "0");
    if (!Number.isFinite(boost) || boost < 0 || boost > 100) errors[`${at}.cashbackBoost`] = "A percent from 0 to 100.";
    return { names, thresholds, cashbackBoost: Number.isFinite(boost) ? boost : 0, promotionId: f.promotionId || null };
  });
  return { levels, errors };
}
