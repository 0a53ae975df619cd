import { api } from "../../api/client";
import { i18next } from "../../i18n";
import { sessionStore } from "../../session/store";
import { dialogs } from "../../shell/dialogs";
import { toast } from "../../shell/toast";
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

/**
 * The push permission flow (accounts spec §4). At login it runs quietly:
 * granted subscribes, default offers a button (the browser asks only after a
 * player's gesture), denied or unsupported says nothing; the button runs it
 * with warnings and the iOS guide.
 */
export async function enablePush(cfg: PushConfig | undefined, byPlayer: boolean): Promise<boolean> {
  if (!cfg?.enabled || !cfg.vapidPublicKey || !sessionStore.get().session) return false;
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
        // Offered once per player and browser; the browser asks only after the player's click.
        const key = `push-offered:${String(sessionStore.get().session?.customer?.customerId ?? "")}`;
        if (localStorage.getItem(key)) return false;
        localStorage.setItem(key, "1");
        // Stays until the player answers it: allows, or says not now.
        toast.neutral(i18next.t("push.offer"), {
          persistent: true,
          cancel: { label: i18next.t("push.not_now") },
          action: { label: i18next.t("push.allow"), onClick: () => void enablePush(cfg, true) },
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
