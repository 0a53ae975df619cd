import { sessionStore } from "../../session/store";
import { registerDialog } from "../../shell/dialogs";

/** Account notification popups (watch.ts): their code loads with the first session, not on a guest's pages. */
export function register() {
  registerDialog("accountNotification", () => import("./NotificationDialog"));
  const started = () => {
    if (!sessionStore.get().session) return false;
    void import("./watch").then((m) => m.watchNotifications());
    return true;
  };
  if (started()) return;
  const unsubscribe = sessionStore.subscribe(() => {
    if (started()) unsubscribe();
  });
}
