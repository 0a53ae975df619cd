import { FTD_TYPE, type Promotion } from "@casino/contracts/promotions";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { type DialogProps, dialogs } from "../../shell/dialogs";
import { toast } from "../../shell/toast";
import { DialogFrame } from "../../shell/ui";
import { promotionsApi } from "./api";
import { useBonusAction } from "./bonus-action";
import { promotionErrorKey } from "./errors";
import { useAvailable } from "./hooks";
import { putOffChoice } from "./later";

/**
 * Choose your bonus (accounts spec §2): the first-deposit promotions as a
 * radio list, Terms where details exist, Confirm choice (one must be
 * chosen, §5), Later. After the first deposit it lists the offers of that
 * deposit (accepting one activates it); before, the first-deposit promotions
 * (accepting one opts in: it activates when the deposit lands).
 */
export default function ChooseBonusDialog({ close, done }: DialogProps) {
  const { t } = useTranslation();
  const { data } = useAvailable({ ini: true });
  const offers: Promotion[] = (data?.pending ?? []).filter((p) => p.type === FTD_TYPE && p.bonus?.status === "PENDING");
  const list = offers.length > 0 ? offers : (data?.available ?? []).filter((p) => p.type === FTD_TYPE);
  const [chosen, setChosen] = useState<string | null>(null);
  const later = () => {
    if (offers.length > 0) putOffChoice(offers.map((p) => p.bonusId ?? p.id));
    close();
  };
  const accept = useBonusAction((id: string) => promotionsApi.accept(id));
  const confirm = async () => {
    const p = list.find((x) => x.id === chosen);
    if (!p) return;
    try {
      const b = await accept.mutateAsync(p.bonusId ?? p.id);
      toast.success(t(b.status === "ACTIVE" ? "promotions.accepted" : "promotions.opted_in"));
      done();
    } catch (err) {
      toast.error(t(promotionErrorKey(err)));
    }
  };
  return (
    <DialogFrame title={t("promotions.choose.title")} onClose={later} testId="choose-bonus">
      {data && list.length === 0 ? <p className="text-muted">{t("promotions.empty")}</p> : null}
      <fieldset className="space-y-2">
        <legend className="sr-only">{t("promotions.choose.title")}</legend>
        {list.map((p) => (
          <label key={p.id} className="flex items-start gap-3 rounded-lg bg-surface-2 p-3" data-testid="choose-bonus-option">
            <input
              type="radio"
              name="bonus"
              value={p.id}
              checked={chosen === p.id}
              onChange={() => setChosen(p.id)}
              className="mt-1"
            />
            <span className="flex-1">
              <span className="block font-semibold">{p.title}</span>
              <span className="block text-sm text-muted">{p.description}</span>
            </span>
            {p.details ? (
              <button
                type="button"
                className="btn-ghost"
                onClick={() =>
                  dialogs.open("promotionDetails", { promotion: p, activeId: null, onClose: () => dialogs.open("chooseBonus") })
                }
                data-testid="choose-bonus-terms"
              >
                {t("promotions.choose.terms")}
              </button>
            ) : null}
          </label>
        ))}
      </fieldset>
      <div className="mt-4 flex gap-2">
        <button
          type="button"
          className="btn-primary flex-1"
          disabled={!chosen || accept.isPending}
          onClick={confirm}
          data-testid="choose-bonus-confirm"
        >
          {t("promotions.choose.confirm")}
        </button>
        <button type="button" className="btn-secondary flex-1" onClick={later} data-testid="choose-bonus-later">
          {t("promotions.choose.later")}
        </button>
      </div>
    </DialogFrame>
  );
}
