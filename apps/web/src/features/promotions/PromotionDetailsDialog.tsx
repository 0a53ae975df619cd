import type { Promotion } from "@casino/contracts/promotions";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useIsLoggedIn } from "../../session/store";
import { type DialogProps, dialogs } from "../../shell/dialogs";
import { toast } from "../../shell/toast";
import { DialogFrame } from "../../shell/ui";
import { promotionsApi } from "./api";
import { useBonusAction } from "./bonus-action";
import { promotionErrorKey } from "./errors";
import { HonestCost } from "./HonestCost";
import { useActiveBonus } from "./hooks";
import { Terms } from "./Terms";

/** Accounts spec §9: the details' height and where the scroll shadow starts. */
export const DETAILS_MAX_HEIGHT = 800;
export const SCROLL_SHADOW_AT = 150;

/**
 * Promotion details (accounts spec §2): image, promo code, details text,
 * Activate if logged in (disabled while a bonus is active, hidden on the
 * active one) else Register, Close.
 */
export default function PromotionDetailsDialog({ close, done, promotion: given }: DialogProps) {
  const promotion = given as Promotion;
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const active = useActiveBonus();
  const [shadow, setShadow] = useState(false);
  const activate = useBonusAction(() =>
    promotion.bonusId ? promotionsApi.accept(promotion.bonusId) : promotionsApi.accept(promotion.id),
  );
  const activeBonus = active.data ?? null;
  const isActiveOne = activeBonus?.promotionId === promotion.id;
  const byCode = promotion.code !== null && !promotion.bonusId;
  const onActivate = async () => {
    if (byCode) {
      done();
      dialogs.open("promoCode", { code: promotion.code });
      return;
    }
    try {
      const b = await activate.mutateAsync(undefined);
      toast.success(t(b.status === "ACTIVE" ? "promotions.accepted" : "promotions.opted_in"));
      done();
    } catch (err) {
      toast.error(t(promotionErrorKey(err)));
    }
  };
  return (
    <DialogFrame title={promotion.title} onClose={close} testId="promotion-details" wide>
      <div
        className="relative overflow-y-auto"
        style={{ maxHeight: `min(${DETAILS_MAX_HEIGHT}px, 70vh)` }}
        onScroll={(e) => setShadow(e.currentTarget.scrollTop > SCROLL_SHADOW_AT)}
        data-testid="promotion-details-body"
      >
        {shadow ? <div className="pointer-events-none sticky top-0 h-4 bg-gradient-to-b from-black/40 to-transparent" /> : null}
        {promotion.bigImagePath ? (
          <img src={promotion.bigImagePath} alt="" className="mb-3 w-full rounded-lg" loading="lazy" />
        ) : null}
        {promotion.code ? (
          <p className="mb-3">
            {t("promotions.code")}:{" "}
            <span className="font-mono text-lg font-bold" data-testid="promotion-code">
              {promotion.code}
            </span>
          </p>
        ) : null}
        <p className="mb-3 whitespace-pre-line text-muted">{promotion.details || promotion.description}</p>
        <Terms terms={promotion.data.terms} />
        <div className="mt-3">
          <HonestCost cost={promotion.data.cost} currency={promotion.data.terms.currency} />
        </div>
      </div>
      <div className="mt-4 flex gap-2">
        {loggedIn ? (
          isActiveOne ? null : (
            <button
              type="button"
              className="btn-primary flex-1"
              disabled={!!activeBonus || activate.isPending}
              onClick={onActivate}
              data-testid="promotion-activate"
            >
              {t("promotions.activate")}
            </button>
          )
        ) : (
          <button
            type="button"
            className="btn-primary flex-1"
            onClick={() => {
              done();
              dialogs.open("registration");
            }}
            data-testid="promotion-register"
          >
            {t("promotions.register")}
          </button>
        )}
        <button type="button" className="btn-secondary flex-1" onClick={close} data-testid="promotion-close">
          {t("app.close")}
        </button>
      </div>
      {activeBonus && !isActiveOne && loggedIn ? (
        <p className="mt-2 text-sm text-muted" data-testid="activate-disabled-reason">
          {t("promotions.errors.already_active")}
        </p>
      ) : null}
    </DialogFrame>
  );
}
