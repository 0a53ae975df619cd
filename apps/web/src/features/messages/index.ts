import { withFirstSession } from "../../session/with-session";

/**
 * The message channel follows the session: its code loads when a player is logged in (at the start or at a login),
 * not with every page a guest opens.
 */
export function register() {
  withFirstSession(() => void import("./channel").then((m) => m.startChannel()));
}
