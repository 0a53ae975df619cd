import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Services } from "../../services.js";
import { paymentNotFound } from "./errors.js";
import { logoSvg } from "./logos.js";

const idParams = z.object({ id: z.string().min(1).max(100) });
const fieldValues = z.record(z.string().max(60), z.string().max(500));

/**
 * Payments: the games spec §7 calls. Routes are thin: schema → auth → service.
 * Each flow call exists for `deposit` and `withdrawal`.
 */
export const paymentsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { payments } = services;

  const limit = { rateLimit: { max: 60, timeWindow: "1 minute" } };

  app.get("/data/v1/payments", { schema: { tags: ["payments"] } }, async (_req, reply) => {
    const logos: Record<string, string> = { 0: "/data/v1/payments/logos/{id}.svg" };
    for (const id of Object.keys(services.paymentProvider.logos())) logos[id] = `/data/v1/payments/logos/${id}.svg`;
    return reply.header("cache-control", "public, max-age=3600").send(logos);
  });

  app.get(
    "/data/v1/payments/logos/:file",
    { schema: { tags: ["payments"], params: z.object({ file: z.string().regex(/^[a-z0-9-]{1,40}\.svg$/) }) } },
    async (req, reply) => {
      const logo = services.paymentProvider.logos()[req.params.file.replace(/\.svg$/, "")];
      if (!logo) throw paymentNotFound();
      return reply.type("image/svg+xml").header("cache-control", "public, max-age=86400").send(logoSvg(logo));
    },
  );

  app.post(
    "/withdrawal/v1/list",
    { config: { auth: "required", withdrawalSession: true }, schema: { tags: ["payments"] } },
    async (req) => ({
      withdrawals: await payments.pendingWithdrawals(req.player!),
    }),
  );

  app.get(
    "/result/:payment",
    // a withdrawal-only session reads its withdrawal's end too (the player's own payments only)
    {
      config: { auth: "required", withdrawalSession: true },
      schema: { tags: ["payments"], params: z.object({ payment: z.string().max(100) }) },
    },
    async (req) => payments.result(req.params.payment, req.player!),
  );

  for (const t of ["deposit", "withdrawal"] as const) {
    // A withdrawal-only session (an excluded player's) serves the withdrawal calls, never the deposit ones.
    const withdrawalSession = t === "withdrawal";
    app.get(
      `/${t}/v1`,
      {
        config: { auth: "optional", withdrawalSession },
        schema: { tags: ["payments"], querystring: z.object({ region: z.string().max(10).optional() }) },
      },
      async (req) => payments.methods(t, req.query.region, req.player),
    );

    app.post(
      `/${t}/v1/:id`,
      {
        config: { auth: "required", withdrawalSession, ...limit },
        schema: {
          tags: ["payments"],
          params: idParams,
          body: z.object({ amount: z.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
        },
      },
      async (req) => payments.init(t, req.params.id, req.player!, req.body, { cid: req.cid, locale: req.locale }),
    );

    app.post(
      `/${t}/v1/:id/request`,
      { config: { auth: "required", withdrawalSession, ...limit }, schema: { tags: ["payments"], params: idParams } },
      async (req) => payments.request(t, req.params.id, req.player!),
    );

    app.post(
      `/${t}/v1/:id/execute`,
      {
        config: { auth: "required", withdrawalSession, ...limit },
        schema: { tags: ["payments"], params: idParams, body: z.object({ fields: fieldValues.default({}) }).optional() },
      },
      async (req) => payments.execute(t, req.params.id, req.player!, req.body?.fields ?? {}),
    );

    app.post(
      `/${t}/v1/:id/status`,
      { config: { auth: "required", withdrawalSession }, schema: { tags: ["payments"], params: idParams } },
      async (req) => payments.status(t, req.params.id, req.player!),
    );

    app.post(
      `/${t}/v1/:id/cancel`,
      { config: { auth: "required", withdrawalSession }, schema: { tags: ["payments"], params: idParams } },
      async (req) => payments.cancel(t, req.params.id, req.player!),
    );
  }
};

/** Provider webhooks: the raw body is kept for the signature. */
export const paymentWebhookRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.addContentTypeParser("application/json", { parseAs: "string" }, (req, body, done) => {
    (req as unknown as { rawPaymentBody: string }).rawPaymentBody = body as string;
    done(null, {});
  });
  app.post("/payments/v1/webhooks/sandbox", { schema: { tags: ["payments"], hide: true } }, async (req) =>
    services.payments.webhook(req.headers, (req as unknown as { rawPaymentBody?: string }).rawPaymentBody ?? ""),
  );
};
