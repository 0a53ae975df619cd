import { useTranslation } from "react-i18next";
import { type DialogProps, dialogs } from "../../shell/dialogs";
import { DialogFrame } from "../../shell/ui";
import { FTD_MARKER } from "./navigation";

/** Opens the first-deposit popup once per browser and stores the ftdPopupShown marker (spec §4). */
export function openFtd() {
  try {
    if (localStorage.getItem(FTD_MARKER) === "true") return;
    localStorage.setItem(FTD_MARKER, "true");
  } catch {}
  dialogs.open("ftd");
}

/** First-deposit (FTD) popup: welcome, make the first deposit. */
export default function FtdDialog({ close }: DialogProps) {
  const { t } = useTranslation();
  return (
    <DialogFrame title={t("auth.ftd.title")} onClose={close} testId="ftd-dialog">
      <p className="mb-5 text-muted">{t("auth.ftd.text")}</p>
      <button type="button" className="btn-primary w-full" onClick={close} data-testid="ftd-ok">
        {t("auth.ftd.deposit_now")}
      </button>
    </DialogFrame>
  );
}
