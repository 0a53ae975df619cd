import { startBalanceListening } from "./listener";

/** Balance listening starts with the app and follows the session. */
export function register() {
  startBalanceListening();
}
