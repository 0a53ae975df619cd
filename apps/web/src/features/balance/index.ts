import { withFirstSession } from "../../session/with-session";

/** Balance listening follows the session; its code loads with the first session, not on a guest's pages. */
export function register() {
  withFirstSession(() => void import("./listener").then((m) => m.startBalanceListening()));
}
