import { sessionStore } from "../../session/store";

/**
 * Balance listening follows the session. Its code loads with the first
 * session (at once for a returning player), not on a guest's pages.
 */
export function register() {
  const started = () => {
    if (!sessionStore.token()) return false;
    void import("./listener").then((m) => m.startBalanceListening());
    return true;
  };
  if (started()) return;
  const unsubscribe = sessionStore.subscribe(() => {
    if (started()) unsubscribe();
  });
}
