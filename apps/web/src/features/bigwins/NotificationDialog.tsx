import { formatMoney } from "@casino/money";
import { useTranslation } from "react-i18next";
import { useLang } from "../../routes/useRoute";
import { type DialogProps, dialogs } from "../../shell/dialogs";
import { DialogFrame } from "../../shell/ui";
import type { BigWin } from "./logic";

/** A new big win of the player's: write a comment now, or later. */
export default function BigWinNotificationDialog({ close, win }: DialogProps & { win?: BigWin }) {
  const { t } = useTranslation();
  const lang = useLang();
  if (!win) return null;
  return (
    <DialogFrame title={t("bigwins.notification.title")} onClose={close} testId="bigwin-notification-dialog">
      <p className="text-muted">
        {t("bigwins.notification.text", {
          amount: formatMoney(BigInt(win.amount), win.currency, { locale: lang }),
          game: win.gameName,
          multiplier: win.multiplier,
        })}
      </p>
      <div className="mt-6 flex gap-3">
        <button type="button" className="btn-secondary flex-1" onClick={close} data-testid="bigwin-later">
          {t("bigwins.notification.later")}
        </button>
        <button
          type="button"
          className="btn-primary flex-1"
          onClick={() => dialogs.open("bigwin-comment", { win })}
          data-testid="bigwin-write"
        >
          {t("bigwins.notification.write")}
        </button>
      </div>
    </DialogFrame>
  );
}
