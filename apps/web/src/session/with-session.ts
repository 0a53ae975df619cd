import { afterFirstRender } from "./after-first-render";
import { sessionStore } from "./store";

/**
 * Runs `start` once, when there first is a session (for a returning player
 * once React's first frame is committed, else at login): for the code that only a logged-in player needs,
 * loaded then rather than on every guest's page. What it starts follows the
 * session itself from there.
 */
export function withFirstSession(start: () => void) {
  afterFirstRender(() => {
    // A withdrawal-only session is not a player's session for this code: it waits for a full one.
    if (sessionStore.fullToken()) return start();
    const unsubscribe = sessionStore.subscribe(() => {
      if (!sessionStore.fullToken()) return;
      unsubscribe();
      start();
    });
  });
}
