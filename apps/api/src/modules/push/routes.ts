import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Services } from "../../services.js";
import { STATIC_BASE } from "../site/service.js";
import { SERVICE_WORKER_JS } from "./service-worker.js";

/** The spec's service-worker addresses; the first is the one the site configuration names. */
export const SERVICE_WORKER_PATHS = [
  `${STATIC_BASE}/firebase/js/firebase-messaging-sw.js`,
  "/resources/firebase-messaging-sw.js",
];

/** Web Push: the service worker, the subscription calls. */
export const pushRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { push } = services;

  for (const path of SERVICE_WORKER_PATHS) {
    app.get(
      path,
      {
        config: { rateLimit: { max: 300, timeWindow: "1 minute" } },
        schema: {
          tags: ["push"],
          summary: "The push service worker (?config= base64 JSON), re-checked by the site every 15,000 ms",
          querystring: z.object({ config: z.string().max(2000).optional() }),
        },
      },
      async (_req, reply) =>
        reply
          .type("text/javascript; charset=utf-8")
          .header("cache-control", "no-cache")
          .header("service-worker-allowed", "/")
          .send(SERVICE_WORKER_JS),
    );
  }

  app.get(
    "/firebase/v1/config",
    {
      config: { rateLimit: { max: 300, timeWindow: "1 minute" } },
      schema: {
        tags: ["push"],
        summary: "The VAPID public key browsers subscribe with",
        response: { 200: z.object({ vapidPublicKey: z.string() }) },
      },
    },
    async () => ({ vapidPublicKey: await push.publicKey() }),
  );

  app.post(
    "/firebase/v1/save-token",
    {
      config: { auth: "required", rateLimit: { max: 30, timeWindow: "1 minute" } },
      schema: {
        tags: ["push"],
        summary: "Keeps this browser's push subscription (token: the PushSubscription JSON); sets SUBSCRIBED_FIREBASE",
        body: z.object({ token: z.union([z.string().max(4000), z.record(z.string(), z.unknown())]) }),
      },
    },
    async (req) => push.saveToken(req.player!.playerId, req.body.token, req.headers["user-agent"] ?? null),
  );

  app.post(
    "/firebase/v1/delete-token",
    {
      config: { auth: "required", rateLimit: { max: 30, timeWindow: "1 minute" } },
      schema: {
        tags: ["push"],
        summary: "Forgets this browser's push subscription",
        body: z.object({ endpoint: z.string().max(1000) }),
      },
    },
    async (req) => push.deleteToken(req.player!.playerId, req.body.endpoint),
  );
};
