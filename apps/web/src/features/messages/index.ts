import { startChannel } from "./channel";

/** The message channel starts with the page and follows the session. */
export function register() {
  startChannel();
}
