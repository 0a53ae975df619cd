/**
 * The background work a start kicks off (the stored session's check and profile, the balance listener, the
 * watches, the version check) waits until React has committed its first frame. Their answers change stores that
 * components read with useSyncExternalStore, and such a change while the first render is still in progress makes
 * React throw that render away and redo the whole page synchronously: on a phone, one long task of several hundred
 * milliseconds before anything is shown. main.tsx holds the work before it renders and lets it go from the first
 * commit; anywhere else (tests, a module imported alone) nothing is held.
 */
let held = false;
const waiting: (() => void)[] = [];

/** From now until firstRenderDone, afterFirstRender queues its work. */
export function holdUntilFirstRender() {
  held = true;
}

/** React's first frame is committed: the queued work starts, in the order it was queued. */
export function firstRenderDone() {
  if (!held) return;
  held = false;
  for (const start of waiting.splice(0)) start();
}

/** Runs `start` now, or after the first commit while main.tsx holds the work. */
export function afterFirstRender(start: () => void) {
  if (held) waiting.push(start);
  else start();
}
