import type { Bonus } from "@casino/contracts/promotions";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLang } from "../../routes/useRoute";
import { toast } from "../../shell/toast";
import { promotionsApi } from "./api";
import { useBonusAction } from "./bonus-action";
import { promotionErrorKey } from "./errors";
import { money } from "./format";
import { HonestCost } from "./HonestCost";
import { useActiveBonus } from "./hooks";

type Action = "finish" | "claim" | "cancel";
const SUCCESS: Record<Action, string> = {
  finish: "promotions.finished",
  claim: "promotions.claimed",
  cancel: "promotions.cancelled",
};

/** The active bonus: its balance, wagering progress, expected cost to clear, and claim / finish / cancel. */
export function ActiveBonus() {
  const { t } = useTranslation();
  const lang = useLang();
  const { data: bonus } = useActiveBonus();
  const [confirming, setConfirming] = useState<Action | null>(null);
  const action = useBonusAction((a: Action) => promotionsApi[a]());
  if (!bonus) return null;
  const run = async (a: Action) => {
    setConfirming(null);
    try {
      await action.mutateAsync(a);
      toast.success(t(SUCCESS[a]));
    } catch (err) {
      toast.error(t(promotionErrorKey(err)));
    }
  };
  const pct = bonus.wageringRequired > 0 ? Math.min(100, Math.floor((bonus.wageringDone * 100) / bonus.wageringRequired)) : 100;
  return (
    <section className="mb-6 rounded-xl border border-accent/40 bg-surface p-4" data-testid="active-bonus">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-bold">{t("promotions.active_title", { title: bonus.title })}</h2>
        <span className="text-sm text-muted" data-testid="active-bonus-status">
          {t(`promotions.status.${bonus.status}`)}
        </span>
      </div>
      <p className="mt-2 text-2xl font-bold" data-testid="active-bonus-balance">
        {money(bonus.balance, bonus.currency, lang)}
      </p>
      <div className="mt-3">
        <div
          className="h-3 overflow-hidden rounded-full bg-surface-2"
          role="progressbar"
          aria-label={t("promotions.progress")}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={pct}
        >
          <div className="h-full bg-accent" style={{ width: `${pct}%` }} />
        </div>
        <p className="mt-1 text-sm text-muted" data-testid="active-bonus-progress">
          {t("promotions.progress_of", {
            done: money(bonus.wageringDone, bonus.currency, lang),
            total: money(bonus.wageringRequired, bonus.currency, lang),
            percent: pct,
          })}
        </p>
      </div>
      {bonus.freeSpins && bonus.freeSpins.left > 0 ? (
        <p className="mt-1 text-sm font-semibold" data-testid="active-bonus-free-spins">
          {t("promotions.free_spins_left", { left: bonus.freeSpins.left, total: bonus.freeSpins.total })}
        </p>
      ) : null}
      {bonus.maxBet !== null ? (
        <p className="mt-1 text-sm text-muted">
          {t("promotions.terms.max_bet", { amount: money(bonus.maxBet, bonus.currency, lang) })}
        </p>
      ) : null}
      {bonus.expiresAt ? (
        <p className="mt-1 text-sm text-muted">
          {t("promotions.expires", { date: new Date(bonus.expiresAt).toLocaleString(lang) })}
        </p>
      ) : null}
      {bonus.completed ? <p className="mt-2 text-success">{t("promotions.guide.completed")}</p> : null}
      {bonus.failed ? <p className="mt-2 text-danger">{t("promotions.guide.failed")}</p> : null}
      <div className="mt-3">
        <HonestCost cost={bonus.cost} currency={bonus.currency} />
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        {bonus.completed ? (
          <button
            type="button"
            className="btn-primary"
            onClick={() => run("claim")}
            disabled={action.isPending}
            data-testid="bonus-claim"
          >
            {t("promotions.claim")}
          </button>
        ) : null}
        {bonus.failed ? (
          <button type="button" className="btn-primary" onClick={() => setConfirming("finish")} data-testid="bonus-finish">
            {t("promotions.finish")}
          </button>
        ) : null}
        <button type="button" className="btn-secondary" onClick={() => setConfirming("cancel")} data-testid="bonus-cancel">
          {t("promotions.cancel")}
        </button>
      </div>
      {confirming ? (
        <div className="mt-3 rounded-lg bg-surface-2 p-3" role="alertdialog" data-testid="bonus-confirm">
          <p>{t(confirming === "cancel" ? "promotions.confirm_cancel" : "promotions.confirm_finish")}</p>
          <div className="mt-2 flex gap-2">
            <button type="button" className="btn-primary" onClick={() => run(confirming)} data-testid="bonus-confirm-yes">
              {t("promotions.confirm_yes")}
            </button>
            <button type="button" className="btn-secondary" onClick={() => setConfirming(null)}>
              {t("promotions.confirm_no")}
            </button>
          </div>
        </div>
      ) : null}
    </section>
  );
}

export type { Bonus };
