import type { QueryClient } from "@tanstack/react-query";
import { type Session, sessionStore } from "./store";

const playerOf = (s: Session | null) => (s ? String(s.customer?.id ?? s.customer?.customerId ?? "") : null);

/**
 * The query cache keeps a player's answers (profile, inbox, history, limits, payments) under keys that do not
 * name the player. On a shared device the next player to log in must see none of them: a login of another player
 * (or of one the session does not name) empties the cache first, before the login loads anything. A logout drops
 * at once what no page shows; what the last page showed goes with the next player's login.
 */
export function forgetPlayerOnSwitch(client: QueryClient) {
  let owner = playerOf(sessionStore.get().session);
  let loggedIn = owner !== null;
  sessionStore.subscribe(() => {
    const player = playerOf(sessionStore.get().session);
    if (player === null) {
      if (loggedIn) client.removeQueries({ type: "inactive" });
      loggedIn = false;
      return;
    }
    if (!loggedIn && owner !== null && (player === "" || player !== owner)) client.clear();
    loggedIn = true;
    owner = player;
  });
}
