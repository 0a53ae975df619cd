import { sessionStore } from "../../session/store";
import { dialogs } from "../../shell/dialogs";
import { fetchBigWins } from "./api";
import { freshOwnWin } from "./logic";

/** While logged in the feed is checked this often, and shortly after each balance change. */
export const BIG_WIN_POLL_MS = 60_000;
/** A win is entered into the feed just after the wallet answers: wait a moment after a balance change. */
const AFTER_BALANCE_MS = 1_500;
const SEEN_KEY = "bigWinsSeen";

function seen(): Set<string> {
  try {
    return new Set(JSON.parse(localStorage.getItem(SEEN_KEY) ?? "[]") as string[]);
  } catch {
    return new Set();
  }
}
function markSeen(id: string) {
  try {
    localStorage.setItem(SEEN_KEY, JSON.stringify([id, ...seen()].slice(0, 50)));
  } catch {}
}

/** Tells the player about a new big win of theirs once (the notification dialog: write or later). */
export function startBigWinWatch(): () => void {
  let poll: ReturnType<typeof setInterval> | null = null;
  let soon: ReturnType<typeof setTimeout> | null = null;
  let token = sessionStore.fullToken();
  let balance = sessionStore.get().balance;

  const check = async () => {
    if (!sessionStore.fullToken() || dialogs.current()) return;
    try {
      const win = freshOwnWin(await fetchBigWins(), seen());
      if (!win || dialogs.current() || !sessionStore.fullToken()) return;
      markSeen(win.id);
      dialogs.open("bigwin-notification", { win });
    } catch {
      // The feed is a nicety: the next balance change or poll tries again.
    }
  };
  const start = () => {
    poll = setInterval(check, BIG_WIN_POLL_MS);
    soon = setTimeout(check, AFTER_BALANCE_MS);
  };
  const stop = () => {
    if (poll) clearInterval(poll);
    if (soon) clearTimeout(soon);
    poll = soon = null;
  };

  if (token) start();
  const unsubscribe = sessionStore.subscribe(() => {
    const s = sessionStore.get();
    if (sessionStore.fullToken() !== token) {
      token = sessionStore.fullToken();
      stop();
      if (token) start();
    }
    if (s.balance !== balance) {
      const changed = balance !== null && s.balance !== null && s.balance.amount !== balance.amount;
      balance = s.balance;
      if (changed && token) {
        if (soon) clearTimeout(soon);
        soon = setTimeout(check, AFTER_BALANCE_MS);
      }
    }
  });
  return () => {
    unsubscribe();
    stop();
  };
}
