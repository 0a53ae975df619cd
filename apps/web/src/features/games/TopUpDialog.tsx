import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { pathTo } from "../../routes/table";
import { useLang } from "../../routes/useRoute";
import type { DialogProps } from "../../shell/dialogs";
import { DialogFrame } from "../../shell/ui";

/**
 * Insufficient funds at launch (games spec §8): Later, or Deposit — to the
 * balance section when the balance is 0 or less with reserved funds (a pending
 * withdrawal can be cancelled there), else to deposit.
 */
export default function TopUpDialog({ close, balance = 0, reserved = 0 }: DialogProps & { balance?: number; reserved?: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const toBalance = balance <= 0 && reserved > 0;
  const go = () => {
    close();
    navigate(toBalance ? `${pathTo("account", lang)}?highlightComponent=Balance` : pathTo("deposit", lang));
  };
  return (
    <DialogFrame title={t("games.top_up.title")} onClose={close} testId="top-up-dialog">
      <p className="text-muted">{t(toBalance ? "games.top_up.reserved_text" : "games.top_up.text")}</p>
      <div className="mt-6 flex gap-3">
        <button type="button" className="btn-secondary flex-1" onClick={close}>
          {t("app.later")}
        </button>
        <button type="button" className="btn-primary flex-1" onClick={go} data-testid="top-up-deposit">
          {t("nav.deposit")}
        </button>
      </div>
    </DialogFrame>
  );
}
