import { useTranslation } from "react-i18next";
import type { DialogProps } from "../../shell/dialogs";
import { DialogFrame } from "../../shell/ui";

/** An urgent version shipped: the player is told to reload (and may not dismiss it by clicking outside). */
export default function UpdateDialog({ close }: DialogProps) {
  const { t } = useTranslation();
  return (
    <DialogFrame title={t("version.urgent_title")} onClose={close} testId="update-required" persistent>
      <p className="text-muted">{t("version.urgent_text")}</p>
      <button type="button" className="btn-primary mt-6 w-full" onClick={() => location.reload()} data-testid="update-reload">
        {t("app.reload")}
      </button>
    </DialogFrame>
  );
}
