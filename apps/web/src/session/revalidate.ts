import { ApiError, api } from "../api/client";
import { sessionStore } from "./store";

const RETRY_DELAY_MS = 1000;
const RETRIES = 2;
let inFlight: Promise<boolean> | null = null;

/**
 * A 401 while logged in (accounts spec §4): ask the server (`GET updates/v1/{token}`) whether the session
 * still lives, retrying twice after 1000 ms when it answers 500 or above. An
 * ended session logs the player out with the expired flag.
 */
export function revalidateSession(): Promise<boolean> {
  inFlight ??= run().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function run(): Promise<boolean> {
  const token = sessionStore.token();
  if (!token) return false;
  for (let attempt = 0; ; attempt++) {
    try {
      // The spec's session-status call (games spec §7 `GET updates/v1/{token}`): 404 or 401 once it ended.
      await api(`/updates/v1/${encodeURIComponent(token)}`, { anonymous: true });
      return true;
    } catch (err) {
      const status = err instanceof ApiError ? err.status : 0;
      if (status >= 500 && attempt < RETRIES) {
        await new Promise((r) => setTimeout(r, RETRY_DELAY_MS));
        continue;
      }
      if (status === 401 || status === 404) sessionStore.logout({ expired: true });
      return false;
    }
  }
}
