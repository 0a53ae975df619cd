import { i18next } from "../../i18n";
import { afterFirstRender } from "../../session/after-first-render";
import { sessionStore } from "../../session/store";
import { registerDialog } from "../../shell/dialogs";
import { toast } from "../../shell/toast";
import { bootSession } from "./session";
import { watchVersion } from "./version-check";

/**
 * Access: login, registration (e-mail, phone, one click), recovery, the
 * session's start and end (accounts spec §2 and §4). The profile and its
 * dialogs are features/profile.
 */
export function register() {
  registerDialog("login", () => import("./LoginDialog"));
  registerDialog("loginBlocked", () => import("./BlockedDialog"));
  registerDialog("registration", () => import("./RegistrationDialog"));
  registerDialog("oneclick", () => import("./OneClickDialog"));
  registerDialog("ftd", () => import("./FtdDialog"));
  registerDialog("recovery", () => import("./RecoveryDialog"));
  registerDialog("updateRequired", () => import("./UpdateDialog"));

  // An ended session tells the player once (accounts spec §4).
  let expired = sessionStore.get().expired;
  sessionStore.subscribe(() => {
    const now = sessionStore.get().expired;
    if (now && !expired) toast.warning(i18next.t("app.session_expired"));
    expired = now;
  });
  afterFirstRender(() => {
    void bootSession();
    watchVersion();
  });
}
