import { sessionStore } from "../../session/store";
import { dialogs } from "../../shell/dialogs";
import type { LoginSource } from "./login-state";

/** Opens the login popup over the current page, remembering why, where from and where to go after (spec §3). */
export function openLogin(loginSource: LoginSource = "byLink", pathto: string | null = null) {
  sessionStore.setLoginState({ loginSource, pathfrom: location.pathname + location.search, pathto });
  dialogs.open("login");
}
