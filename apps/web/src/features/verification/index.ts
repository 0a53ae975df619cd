import { withFirstSession } from "../../session/with-session";
import { registerDialog } from "../../shell/dialogs";

/**
 * Identity verification: the dialog telling a player that documents were
 * asked for (watch.ts, loaded with the first session).
 */
export function register() {
  registerDialog("verification-requested", () => import("./RequestedDialog"));
  withFirstSession(() => void import("./watch").then((m) => m.watchVerificationRequest()));
}
