/**
 * The push service worker (accounts spec §7: /data/v1/static/firebase/js/firebase-messaging-sw.js?config=,
 * also resources/firebase-messaging-sw.js). It shows what the api sends and
 * opens the notification's page on a click. `config` (base64 JSON) may name
 * the icon.
 */
export const SERVICE_WORKER_JS = `/* push service worker */
let icon = "/favicon.svg";
try {
  const raw = new URL(self.location.href).searchParams.get("config");
  if (raw) {
    const cfg = JSON.parse(atob(raw));
    if (typeof cfg.icon === "string") icon = cfg.icon;
  }
} catch (e) {}

self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

self.addEventListener("push", (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch (e) {
    data = { title: event.data ? event.data.text() : "" };
  }
  const title = data.title || "";
  const options = { body: data.body || "", icon, tag: data.tag, data: { url: data.url || "/" } };
  event.waitUntil(
    self.registration.showNotification(title, options).then(() =>
      self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((list) => {
        for (const c of list) c.postMessage({ type: "push", title, body: options.body, url: options.data.url });
      }),
    ),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = (event.notification.data && event.notification.data.url) || "/";
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((list) => {
      for (const c of list) {
        if ("focus" in c) {
          c.navigate(url);
          return c.focus();
        }
      }
      return self.clients.openWindow(url);
    }),
  );
});
`;
