import { useTranslation } from "react-i18next";
import type { DialogProps } from "../../shell/dialogs";
import { DialogFrame } from "../../shell/ui";

/** How to get notifications on an iPhone: Safari 16.4+ delivers them to sites added to the home screen. */
export default function PushGuideDialog({ close }: DialogProps) {
  const { t } = useTranslation();
  return (
    <DialogFrame title={t("push.guide_title")} onClose={close} testId="push-guide">
      <ol className="list-decimal space-y-2 pl-5">
        <li>{t("push.guide_step1")}</li>
        <li>{t("push.guide_step2")}</li>
        <li>{t("push.guide_step3")}</li>
      </ol>
      <button type="button" className="btn-primary mt-6 w-full" onClick={close}>
        {t("notifications.ok")}
      </button>
    </DialogFrame>
  );
}
