import { afterFirstRender } from "../../session/after-first-render";
import { sessionStore } from "../../session/store";

/**
 * The message channel follows the session: its code loads when a player is logged in (at the start or at a login),
 * not with every page a guest opens.
 */
export function register() {
  let started = false;
  const start = () => {
    if (started || !sessionStore.get().session) return;
    started = true;
    void import("./channel").then((m) => m.startChannel());
  };
  afterFirstRender(() => {
    start();
    sessionStore.subscribe(start);
  });
}
