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
  // `owner`: the last player whose answers the cache may hold; `current`: who is logged in now (null: nobody).
  let current = playerOf(sessionStore.get().session);
  let owner = current;
  sessionStore.subscribe(() => {
    const player = playerOf(sessionStore.get().session);
    if (player === current) return;
    if (player === null) client.removeQueries({ type: "inactive" });
    else if (current === null && owner !== null && (player === "" || player !== owner)) client.clear();
    current = player;
    if (player !== null) owner = player;
  });
}
