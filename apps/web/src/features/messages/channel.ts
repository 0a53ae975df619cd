import { useSyncExternalStore } from "react";
import { sessionStore } from "../../session/store";
import { toast } from "../../shell/toast";
import type { ChannelMessage } from "./api";

type Frame = { type: "hello"; unread: number } | { type: "message"; message: ChannelMessage };

let unread = 0;
let received: ChannelMessage[] = [];
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

/** Unread messages and those that arrived while the page is open. */
export const channelStore = {
  get: () => unread,
  received: () => received,
  setUnread(n: number) {
    unread = n;
    emit();
  },
  subscribe(l: () => void) {
    listeners.add(l);
    return () => listeners.delete(l);
  },
};
export const useUnread = () => useSyncExternalStore(channelStore.subscribe, channelStore.get);
export const useReceived = () => useSyncExternalStore(channelStore.subscribe, channelStore.received);

/**
 * The message channel (accounts spec §3, §4): only for a logged-in player and
 * when the configuration has it; authenticated by the customer id and the
 * session's channel password; reconnects after a drop; a new message shows a toast.
 */
export function startChannel(url = "/messages/v1/ws") {
  let ws: WebSocket | null = null;
  let key = "";
  let retry = 1000;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const connect = () => {
    const s = sessionStore.get().session;
    const customerId = s?.customer?.customerId as string | undefined;
    const password = s?.details?.MESSAGE_CHANNEL_PASSWORD as string | undefined;
    const next = customerId && password ? `${customerId}:${password}` : "";
    if (next === key) return;
    key = next;
    clearTimeout(timer);
    ws?.close();
    ws = null;
    if (!next) {
      received = [];
      channelStore.setUnread(0);
      return;
    }
    const open = () => {
      const proto = location.protocol === "https:" ? "wss" : "ws";
      const socket = new WebSocket(
        `${proto}://${location.host}${url}?customerId=${encodeURIComponent(customerId!)}&password=${encodeURIComponent(password!)}`,
      );
      ws = socket;
      socket.onmessage = (e) => {
        const f = JSON.parse(String(e.data)) as Frame;
        if (f.type === "hello") {
          retry = 1000;
          channelStore.setUnread(f.unread);
        } else if (f.type === "message") {
          received = [f.message, ...received];
          channelStore.setUnread(unread + 1);
          toast.neutral(`${f.message.title}: ${f.message.body}`.slice(0, 300));
        }
      };
      socket.onclose = (e) => {
        if (ws !== socket || e.code === 4401) return; // replaced, or the session is over
        timer = setTimeout(open, retry);
        retry = Math.min(retry * 2, 60_000);
      };
    };
    open();
  };
  connect();
  sessionStore.subscribe(connect);
}
