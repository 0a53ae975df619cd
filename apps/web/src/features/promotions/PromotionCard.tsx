import type { Promotion } from "@casino/contracts/promotions";
import { useTranslation } from "react-i18next";
import { dialogs } from "../../shell/dialogs";

/** One promotion in a list: title, short text, code; opens its details. */
export function PromotionCard({ promotion, activeId }: { promotion: Promotion; activeId: string | null }) {
  const { t } = useTranslation();
  const pending = promotion.bonus?.status === "PENDING" || promotion.bonus?.status === "ACCEPTED";
  return (
    <article className="flex flex-col rounded-xl bg-surface p-4" data-testid={`promotion-${promotion.id}`}>
      <h3 className="text-lg font-bold">{promotion.title}</h3>
      <p className="mt-1 flex-1 text-muted">{promotion.description}</p>
      {promotion.code ? (
        <p className="mt-2 text-sm">
          {t("promotions.code")}: <span className="font-mono font-semibold">{promotion.code}</span>
        </p>
      ) : null}
      {pending ? (
        <p className="mt-2 text-sm text-accent" data-testid="promotion-status">
          {t(`promotions.status.${promotion.bonus!.status}`)}
        </p>
      ) : null}
      <button
        type="button"
        className="btn-secondary mt-3"
        onClick={() => dialogs.open("promotionDetails", { promotion, activeId })}
        data-testid="promotion-more"
      >
        {t("promotions.details")}
      </button>
    </article>
  );
}
