import { api } from "../../api/client";
import { i18next } from "../../i18n";
import { sessionStore } from "../../session/store";
import { dialogs } from "../../shell/dialogs";
import { toast } from "../../shell/toast";
import { paymentsApi } from "../payments/api";
import { isIosSafari16, pushStep } from "./permission";

interface PushConfig {
  enabled: boolean;
  serviceWorkerUrl: string;
  checkIntervalMs: number;
  vapidPublicKey: string | null;
}

const supported = () => "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const b64 = base64url.replace(/-/g, "+").replace(/_/g, "/") + "=".repeat((4 - (base64url.length % 4)) % 4);
  const raw = atob(b64);
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

let registration: Promise<ServiceWorkerRegistration> | null = null;

/** The service worker at the configured address (?config=), re-checked every checkIntervalMs. */
function worker(cfg: PushConfig) {
  registration ??= (async () => {
    const config = btoa(JSON.stringify({ icon: "/favicon.svg" }));
    const scope = cfg.serviceWorkerUrl.slice(0, cfg.serviceWorkerUrl.lastIndexOf("/") + 1);
    const reg = await navigator.serviceWorker.register(`${cfg.serviceWorkerUrl}?config=${encodeURIComponent(config)}`, { scope });
    setInterval(() => void reg.update().catch(() => undefined), cfg.checkIntervalMs);
    return reg;
  })();
  registration.catch(() => {
    registration = null;
  });
  return registration;
}

async function subscribe(cfg: PushConfig) {
  const reg = await worker(cfg);
  const sub =
    (await reg.pushManager.getSubscription()) ??
    (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(cfg.vapidPublicKey!) }));
  await api("/firebase/v1/save-token", { method: "POST", body: { token: JSON.stringify(sub.toJSON()) } });
  sessionStore.updateDetails({ SUBSCRIBED_FIREBASE: "true" });
}

/** The player whose offer this page made (on screen or answered): one at a time, never twice in a page. */
let offeredTo: string | null = null;
/** The player answered the offer (allowed, or said not now): not offered again to them in this browser. */
const answeredKey = () => `push-offered:${String(sessionStore.get().session?.customer?.customerId ?? "")}`;

/** Whether the player has a withdrawal waiting to be paid (the only news the offer promises). */
export const withdrawalPending = () => paymentsApi.pendingWithdrawals().then((list) => list.length > 0);

/**
 * The push permission flow (accounts spec §4). At login it runs quietly:
 * granted subscribes, default offers a button (the browser asks only after a
 * player's gesture) while a withdrawal is waiting to be paid (`pending`: the
 * player just requested one, or the list has one), denied or unsupported says
 * nothing; the button runs it with warnings and the iOS guide.
 */
export async function enablePush(
  cfg: PushConfig | undefined,
  byPlayer: boolean,
  pending: () => Promise<boolean> = withdrawalPending,
): Promise<boolean> {
  // A withdrawal-only session (a cool-down or self-exclusion) is offered nothing.
  if (!cfg?.enabled || !cfg.vapidPublicKey || !sessionStore.fullToken()) return false;
  const step = pushStep({
    supported: supported(),
    permission: "Notification" in window ? Notification.permission : null,
    iosSafari16: isIosSafari16(navigator.userAgent),
    byPlayer,
  });
  try {
    if (step === "subscribe") {
      await subscribe(cfg);
      return true;
    }
    if (step === "warn_disabled") toast.warning(i18next.t("firebase.warn_notification.disabled"));
    if (step === "warn_unsupported") toast.warning(i18next.t("firebase.warn_notification.not_supported"));
    if (step === "ios_guide") dialogs.open("pushGuide");
    if (step === "ask") {
      if (!byPlayer) {
        // Offered while a withdrawal waits, once per page, until the player answers it in this browser.
        const key = answeredKey();
        if (offeredTo === key || localStorage.getItem(key)) return false;
        offeredTo = key;
        if (!(await pending().catch(() => false)) || answeredKey() !== key) {
          offeredTo = null;
          return false;
        }
        // The offer is this session's: it leaves the screen when the player logs out (or another logs in).
        const session = new AbortController();
        const token = sessionStore.fullToken();
        const stopWatching = sessionStore.subscribe(() => {
          if (sessionStore.fullToken() === token) return;
          stopWatching();
          offeredTo = null;
          session.abort();
        });
        const answered = () => {
          stopWatching();
          localStorage.setItem(key, "1");
        };
        // Stays until the player answers it: allows, or says not now (Escape too).
        toast.neutral(i18next.t("push.offer"), {
          persistent: true,
          signal: session.signal,
          cancel: { label: i18next.t("push.not_now"), onClick: answered },
          action: {
            label: i18next.t("push.allow"),
            onClick: () => {
              answered();
              void enablePush(cfg, true);
            },
          },
        });
        return false;
      }
      const answer = await Notification.requestPermission();
      if (answer === "granted") {
        await subscribe(cfg);
        toast.success(i18next.t("push.enabled"));
        return true;
      }
      if (answer === "denied") toast.warning(i18next.t("firebase.warn_notification.disabled"));
    }
  } catch {
    if (byPlayer) toast.warning(i18next.t("firebase.warn_notification.not_supported"));
  }
  return false;
}
