import { withFirstSession } from "../../session/with-session";
import { registerDialog } from "../../shell/dialogs";

/** Account notification popups (watch.ts): their code loads with the first session, not on a guest's pages. */
export function register() {
  registerDialog("accountNotification", () => import("./NotificationDialog"));
  withFirstSession(() => void import("./watch").then((m) => m.watchNotifications()));
}
