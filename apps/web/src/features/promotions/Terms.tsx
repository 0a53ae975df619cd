import type { PromotionTerms } from "@casino/contracts/promotions";
import { useTranslation } from "react-i18next";
import { useLang } from "../../routes/useRoute";
import { money } from "./format";

/** The promotion's rules in plain words. */
export function Terms({ terms }: { terms: PromotionTerms }) {
  const { t } = useTranslation();
  const lang = useLang();
  const c = terms.currency;
  const m = (v: number | null) => money(v, c, lang);
  const slots = terms.contribution.categories?.slots ?? terms.contribution.default ?? 0;
  const table = terms.contribution.categories?.table ?? terms.contribution.default ?? 0;
  const live = terms.contribution.categories?.live ?? terms.contribution.default ?? 0;
  return (
    <ul className="list-disc space-y-1 pl-5 text-sm text-muted" data-testid="promotion-terms">
      {terms.kind === "deposit_match" ? (
        <li>{t("promotions.terms.match", { percent: terms.matchPercent, max: m(terms.amount) })}</li>
      ) : terms.kind === "cashback" ? (
        <li>{t("promotions.terms.cashback", { amount: m(terms.amount) })}</li>
      ) : terms.kind === "free_spins" && terms.freeSpins ? (
        <li>
          {t("promotions.terms.free_spins", {
            count: terms.freeSpins.count,
            bet: m(terms.freeSpins.bet),
            games: terms.freeSpins.games.join(", "),
          })}
        </li>
      ) : (
        <li>{t("promotions.terms.no_deposit", { amount: m(terms.amount) })}</li>
      )}
      {terms.minDeposit !== null ? <li>{t("promotions.terms.min_deposit", { amount: m(terms.minDeposit) })}</li> : null}
      <li>
        {t(terms.wageringBase === "bonus" ? "promotions.terms.wagering_bonus" : "promotions.terms.wagering_bonus_deposit", {
          times: terms.wageringMultiplier,
          hours: terms.wageringHours,
        })}
      </li>
      <li>{t("promotions.terms.contribution", { slots, table, live })}</li>
      {terms.maxBet !== null ? <li>{t("promotions.terms.max_bet", { amount: m(terms.maxBet) })}</li> : null}
      {terms.maxConversionMultiple !== null ? (
        <li>{t("promotions.terms.max_conversion", { times: terms.maxConversionMultiple })}</li>
      ) : null}
      <li>{t("promotions.terms.claim_window", { hours: terms.claimHours })}</li>
      {!terms.allowWithdrawals ? <li>{t("promotions.terms.no_withdrawals")}</li> : null}
      {!terms.allowDeposits ? <li>{t("promotions.terms.no_deposits")}</li> : null}
    </ul>
  );
}
