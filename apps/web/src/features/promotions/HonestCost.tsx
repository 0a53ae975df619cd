import type { BonusCost } from "@casino/contracts/promotions";
import { useTranslation } from "react-i18next";
import { useLang } from "../../routes/useRoute";
import { money, percent } from "./format";

/** "Expected cost to clear" and "expected value of this bonus", with the rule in plain words. */
export function HonestCost({ cost, currency }: { cost: BonusCost | null; currency: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  if (!cost) return null;
  if (cost.expectedCost === null || !cost.cheapestGame) {
    return (
      <p className="text-sm text-muted" data-testid="honest-cost">
        {t("promotions.cost.no_game")}
      </p>
    );
  }
  const positive = (cost.expectedValue ?? 0) >= 0;
  return (
    <div className="rounded-lg border border-surface-2 p-3 text-sm" data-testid="honest-cost">
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1">
        <dt className="text-muted">{t("promotions.cost.expected_cost")}</dt>
        <dd className="text-right font-semibold" data-testid="expected-cost">
          {money(cost.expectedCost, currency, lang)}
        </dd>
        <dt className="text-muted">{t("promotions.cost.expected_value")}</dt>
        <dd className={`text-right font-semibold ${positive ? "text-success" : "text-danger"}`} data-testid="expected-value">
          {money(cost.expectedValue, currency, lang)}
        </dd>
      </dl>
      <p className="mt-2 text-muted">
        {t("promotions.cost.explain", {
          left: money(cost.wageringLeft, currency, lang),
          game: cost.cheapestGame.name,
          rtp: percent(cost.cheapestGame.rtp, lang),
          contribution: cost.cheapestGame.contribution,
        })}
      </p>
    </div>
  );
}
