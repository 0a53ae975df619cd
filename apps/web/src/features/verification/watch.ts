import { sessionStore } from "../../session/store";
import { dialogs } from "../../shell/dialogs";
import { verificationApi } from "./api";

const SEEN_KEY = "verificationRequestSeen";

/**
 * Identity verification: when an operator has asked for documents (status
 * REQUESTED), the player is told once on their next visit (a new session or
 * a reload), by a dialog leading to the verification page.
 */
export function watchVerificationRequest() {
  let token: string | null = null;
  const check = async () => {
    try {
      const s = await verificationApi.status();
      if (s.value !== "REQUESTED" || !s.requestedAt || localStorage.getItem(SEEN_KEY) === s.requestedAt) return;
      if (dialogs.current() || !sessionStore.fullToken()) return;
      localStorage.setItem(SEEN_KEY, s.requestedAt);
      dialogs.open("verification-requested");
    } catch {
      // a notice only: the verification page shows the status anyway
    }
  };
  const onChange = () => {
    const now = sessionStore.fullToken();
    if (now === token) return;
    token = now;
    if (token) setTimeout(check, 1_000);
  };
  onChange();
  sessionStore.subscribe(onChange);
}
