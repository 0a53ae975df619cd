import { createRequire } from "node:module";
import { createServer } from "node:net";

const require = createRequire(import.meta.url);

/** A free TCP port on this machine. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

/**
 * A local Web Push service (the kept test double `web-push-testing`): browsers'
 * subscriptions are made here, and it decrypts and keeps what the api sends.
 */
export async function startPushService() {
  const Server = require("web-push-testing/src/server.js");
  const { PushApiModel } = require("web-push-testing/src/PushApiModel.js");
  const port = await freePort();
  const log = console.log;
  console.log = () => {}; // it announces its port
  const server = new Server(new PushApiModel(), port);
  server.startServer();
  console.log = log;
  const base = `http://localhost:${port}`;
  for (let i = 0; i < 50; i++) {
    const up = await fetch(`${base}/status`, { method: "POST" }).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${base}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.text()) as string };
  };
  return {
    base,
    /** A browser subscribing with the api's VAPID key: the PushSubscription JSON and the double's client hash. */
    async subscribe(applicationServerKey: string) {
      const r = await post("/subscribe", { applicationServerKey, userVisibleOnly: "true" });
      const { data } = JSON.parse(r.body) as {
        data: { endpoint: string; keys: { p256dh: string; auth: string }; clientHash: string };
      };
      return { subscription: { endpoint: data.endpoint, keys: data.keys }, clientHash: data.clientHash };
    },
    /** Decrypted payloads the subscription received. */
    async received(clientHash: string): Promise<unknown[]> {
      const r = await post("/get-notifications", { clientHash });
      return (JSON.parse(r.body).data.messages as string[]).map((m) => JSON.parse(m));
    },
    /** The browser dropped the subscription: the service answers 410 from now on. */
    expire: (clientHash: string) => post(`/expire-subscription/${clientHash}`, {}),
    close: () => new Promise<void>((resolve) => server._server.close(() => resolve())),
  };
}
