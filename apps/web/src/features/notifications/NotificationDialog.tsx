import { useTranslation } from "react-i18next";
import type { DialogProps } from "../../shell/dialogs";
import { DialogFrame } from "../../shell/ui";
import type { SiteNotification } from "./pick";

/** The account notification popup (accounts spec §2): headline, title, text, OK. */
export default function NotificationDialog({ close, notification }: DialogProps & { notification?: SiteNotification }) {
  const { t } = useTranslation();
  if (!notification) return null;
  return (
    <DialogFrame title={notification.headline} onClose={close} testId="account-notification">
      <h3 className="text-lg font-bold">{notification.title}</h3>
      <p className="mt-2 whitespace-pre-line text-muted">{notification.text}</p>
      <button type="button" className="btn-primary mt-6 w-full" onClick={close} data-testid="account-notification-ok">
        {t("notifications.ok")}
      </button>
    </DialogFrame>
  );
}
