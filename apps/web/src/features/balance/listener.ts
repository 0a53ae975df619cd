import { api } from "../../api/client";
import { type Balance, sessionStore } from "../../session/store";
import type { BonusPart } from "../promotions/snapshot";

/** One entry of the balance updates list (games spec §3 "Balance update"). */
export interface BalanceUpdate {
  updateType: "BALANCE" | "DEPOSIT" | "WITHDRAWAL" | "BONUS" | string;
  balance: number;
  currency: string;
  reserved: number;
  /** The bonus balances in play (accounts spec §3). */
  bonus: BonusPart | null;
  completed: number;
}

/** Balance refresh while listening (accounts spec §9). */
export const BALANCE_POLL_MS = 60_000;
const FTD_KEY = "ftdSent";

const toBalance = (u: BalanceUpdate): Balance => ({
  amount: u.balance,
  currency: u.currency,
  reserved: u.reserved,
  bonus: u.bonus ?? null,
});

/**
 * Puts the newest cash balance of the updates in the store, and nothing else (the withdrawal-only page): without
 * its bonus, which the promotions watch for and which a withdrawal session has nothing to do with.
 */
export function applyBalance(list: BalanceUpdate[]) {
  const last = list[list.length - 1];
  if (last) sessionStore.setBalance({ ...toBalance(last), bonus: null });
}

/** Applies updates to the store; the first completed deposit tells the mobile host once. */
export function applyUpdates(list: BalanceUpdate[]) {
  const last = list[list.length - 1];
  if (!last) return;
  sessionStore.setBalance(toBalance(last));
  if (list.some((u) => u.completed >= 1)) notifyFirstDeposit();
  const money = list.find((u) => u.updateType === "DEPOSIT" || u.updateType === "BONUS") ?? last;
  window.dispatchEvent(
    new CustomEvent("casino:balance-update", { detail: { completed: money.completed, updateType: money.updateType } }),
  );
}

function notifyFirstDeposit() {
  try {
    if (localStorage.getItem(FTD_KEY)) return;
    localStorage.setItem(FTD_KEY, "1");
  } catch {
    return;
  }
  // A native app hosting the site listens for this (games spec §4 "First deposit").
  const host = (window as unknown as { ReactNativeWebView?: { postMessage(m: string): void } }).ReactNativeWebView;
  host?.postMessage(JSON.stringify({ type: "ftd" }));
  window.dispatchEvent(new CustomEvent("casino:ftd"));
}

/**
 * While a player is logged in: a WebSocket for pushed updates (reconnecting
 * with backoff) and a poll of `POST /updates/v1` every minute as the safety net.
 * `apply`: what the updates do (the full site's: `applyUpdates`, with the first-deposit and bonus follow-ups).
 * `tokenOf`: the session it follows. The full site's listener follows full sessions only: started by a player's
 * session, it sits out a withdrawal-only session later in the tab (the withdrawal page listens for itself).
 */
export function startBalanceListening(
  apply: (list: BalanceUpdate[]) => void = applyUpdates,
  tokenOf: () => string | null = sessionStore.fullToken,
): () => void {
  let socket: WebSocket | null = null;
  let poll: ReturnType<typeof setInterval> | null = null;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let attempts = 0;
  let token: string | null = null;
  // Which session's listening this is: an answer asked for by a session that has ended since (a logout, another
  // login) is not written over the store, whatever it says.
  let generation = 0;

  const pollOnce = () => {
    const asked = generation;
    return api<BalanceUpdate[]>("/updates/v1", { method: "POST", body: {} })
      .then((list) => {
        if (asked === generation && token) apply(list);
      })
      .catch(() => {});
  };

  const connect = () => {
    if (!token) return;
    const url = new URL(`/updates/v1/ws?token=${encodeURIComponent(token)}`, window.location.href);
    url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
    const ws = new WebSocket(url);
    socket = ws;
    ws.onopen = () => {
      attempts = 0;
    };
    ws.onmessage = (e) => {
      if (socket !== ws || !token) return;
      try {
        const data = JSON.parse(String(e.data));
        apply(Array.isArray(data) ? data : [data]);
      } catch {}
    };
    ws.onclose = (e) => {
      if (socket !== ws || !token) return;
      socket = null;
      if (e.code === 4401) return; // the session ended: the next api call revalidates it
      retry = setTimeout(connect, Math.min(30_000, 1000 * 2 ** attempts++));
    };
  };

  const start = (t: string) => {
    generation++;
    token = t;
    void pollOnce();
    connect();
    poll = setInterval(pollOnce, BALANCE_POLL_MS);
  };
  const stop = () => {
    generation++;
    token = null;
    if (poll) clearInterval(poll);
    if (retry) clearTimeout(retry);
    poll = retry = null;
    socket?.close();
    socket = null;
  };

  let current = tokenOf();
  if (current) start(current);
  const unsubscribe = sessionStore.subscribe(() => {
    const next = tokenOf();
    if (next === current) return;
    current = next;
    stop();
    if (next) start(next);
  });
  return () => {
    unsubscribe();
    stop();
  };
}
