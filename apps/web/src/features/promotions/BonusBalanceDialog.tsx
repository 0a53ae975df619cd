import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { pathTo } from "../../routes/table";
import { useLang } from "../../routes/useRoute";
import { useSession } from "../../session/store";
import type { DialogProps } from "../../shell/dialogs";
import { DialogFrame } from "../../shell/ui";
import { money } from "./format";

/** The balance popup of the bonus snapshot (§4): the bonus's state changed (completed, failed, a new one). */
export default function BonusBalanceDialog({ close, done }: DialogProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const balance = useSession((s) => s.balance);
  const b = balance?.bonus?.balances?.[0];
  if (!b || !balance) return null;
  return (
    <DialogFrame title={t("promotions.popup.title")} onClose={close} testId="bonus-balance-popup">
      <dl className="grid grid-cols-2 gap-1 text-sm">
        <dt className="text-muted">{t("promotions.popup.real")}</dt>
        <dd className="text-right">{money(b.real, balance.currency, lang)}</dd>
        <dt className="text-muted">{t("promotions.popup.bonus")}</dt>
        <dd className="text-right">{money(b.value, balance.currency, lang)}</dd>
        <dt className="text-muted">{t("promotions.progress")}</dt>
        <dd className="text-right">
          {money(b.current, balance.currency, lang)} / {money(b.total, balance.currency, lang)}
        </dd>
      </dl>
      {b.completed ? <p className="mt-3 text-success">{t("promotions.guide.completed")}</p> : null}
      {b.failed ? <p className="mt-3 text-danger">{t("promotions.guide.failed")}</p> : null}
      <button
        type="button"
        className="btn-primary mt-4 w-full"
        onClick={() => {
          done();
          navigate(pathTo("promotions", lang));
        }}
        data-testid="bonus-balance-open"
      >
        {t("promotions.popup.open")}
      </button>
    </DialogFrame>
  );
}
