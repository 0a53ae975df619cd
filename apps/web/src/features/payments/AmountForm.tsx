import "../../i18n/account-texts";
import { formatInput, parseMoney } from "@casino/money";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Field, FormError } from "../../shell/ui";
import { amountProblem } from "./machine";
import { money } from "./money";

/** The amount of a payment: per-currency min/max and the quick tiers. */
export function AmountForm({
  currency,
  limits,
  tiers,
  busy,
  error,
  submitLabel,
  onSubmit,
}: {
  currency: string;
  limits?: { min: number; max: number };
  tiers: number[];
  busy: boolean;
  error: string | null;
  submitLabel: string;
  onSubmit: (amount: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const parse = (s: string): number | null => {
    try {
      return Number(parseMoney(s.replace(",", "."), currency));
    } catch {
      return null;
    }
  };
  // A tier as the field's text (read back by parse above, which takes "." or ","): exact in every currency.
  const toText = (minor: number) => formatInput(minor, currency);
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const amount = parse(text);
    const p = amountProblem(amount, limits);
    if (p) {
      setProblem(t(`payments.amount.${p}`, { min: money(limits?.min, currency, lang), max: money(limits?.max, currency, lang) }));
      return;
    }
    setProblem(null);
    onSubmit(amount!);
  };
  return (
    <form onSubmit={submit} noValidate data-testid="amount-form">
      <Field label={t("payments.amount.label", { currency })} htmlFor="payment-amount" error={problem}>
        <input
          id="payment-amount"
          className="field"
          inputMode="decimal"
          autoComplete="off"
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-invalid={problem ? true : undefined}
          data-testid="payment-amount"
        />
      </Field>
      {limits ? (
        <p className="mb-3 text-xs text-muted" data-testid="payment-limits">
          {t("payments.amount.limits", { min: money(limits.min, currency, lang), max: money(limits.max, currency, lang) })}
        </p>
      ) : null}
      <div className="mb-4 grid grid-cols-4 gap-1.5 sm:gap-2" data-testid="payment-tiers">
        {tiers.slice(0, 8).map((tier, i) => (
          <button
            key={tier}
            type="button"
            className="btn-secondary px-0.5 text-xs sm:text-sm"
            onClick={() => setText(toText(tier))}
            data-testid={`payment-tier-${i + 1}`}
          >
            {money(tier, currency, lang).replace(/[.,]00(?=\D*$)/, "")}
          </button>
        ))}
      </div>
      <FormError message={error} />
      <button type="submit" className="btn-primary w-full" disabled={busy} data-testid="payment-submit">
        {busy ? t("app.loading") : submitLabel}
      </button>
    </form>
  );
}
