import { api } from "../../api/client";
import { sessionStore } from "../../session/store";
import { dialogs } from "../../shell/dialogs";
import { pickNotifications, type SiteNotification } from "./pick";

/** A player counts as just registered for this long after the account was made. */
const JUST_REGISTERED_MS = 30 * 60_000;
const seenKey = (customerId: string) => `notifications-seen:${customerId}`;

function seenOf(customerId: string): Set<string> {
  try {
    return new Set(JSON.parse(localStorage.getItem(seenKey(customerId)) ?? "[]") as string[]);
  } catch {
    return new Set();
  }
}

/**
 * Account notification popups: after login the notifications JSON (its URL in
 * the site configuration) is fetched — a failure is an empty list — and each
 * one meant for the player opens once.
 */
export function watchNotifications() {
  let shownFor = "";
  const check = async () => {
    const s = sessionStore.get().session;
    const customerId = s?.customer?.customerId as string | undefined;
    // A withdrawal-only session sees the withdrawal page alone.
    if (!customerId || s?.scope === "WITHDRAWAL" || shownFor === customerId) return;
    shownFor = customerId;
    const config = await api<{ notifications?: { url: string } }>("/data/v1/config", { anonymous: true }).catch(() => null);
    const list = config?.notifications?.url ? await api<SiteNotification[]>(config.notifications.url).catch(() => []) : [];
    const registered = Date.parse(String(s?.customer?.registrationDate ?? ""));
    const queue = pickNotifications(Array.isArray(list) ? list : [], {
      region: (s?.customer?.country as string | undefined) ?? null,
      justRegistered: Number.isFinite(registered) && Date.now() - registered < JUST_REGISTERED_MS,
      seen: seenOf(customerId),
    });
    const next = () => {
      const n = queue.shift();
      if (!n || sessionStore.get().session?.customer?.customerId !== customerId) return;
      const markSeen = () => {
        const seen = seenOf(customerId);
        seen.add(n.id);
        localStorage.setItem(seenKey(customerId), JSON.stringify([...seen]));
        setTimeout(next, 300);
      };
      if (dialogs.current()) return setTimeout(next, 2000); // another dialog first
      dialogs.open("accountNotification", { notification: n, onClose: markSeen });
    };
    next();
  };
  void check();
  sessionStore.subscribe(() => {
    if (!sessionStore.get().session) shownFor = "";
    void check();
  });
}
