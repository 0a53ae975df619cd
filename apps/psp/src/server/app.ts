import { randomUUID } from "node:crypto";
import type { Db } from "@casino/db";
import { installErrorHandler, installJsonNotFound } from "@casino/http-errors";
import { incomingRequestId, installMetrics } from "@casino/metrics";
import Fastify from "fastify";
import type { PspConfig } from "./config.js";
import { merchantRoutes } from "./merchant-routes.js";
import { pageRoutes } from "./page-routes.js";
import { type Clock, PspError, pspService } from "./service.js";

export type { PspConfig } from "./config.js";

/** The sandbox payment service provider: a third party to the casino. Returns the server and its service. */
export async function buildPsp(deps: { db: Db; config: PspConfig; clock?: Clock; worker?: boolean }) {
  const clock = deps.clock ?? { now: () => new Date() };
  const { config } = deps;
  const app = Fastify({
    logger: config.logLevel === "silent" ? false : { level: config.logLevel },
    genReqId: (req) => incomingRequestId(req.headers["x-request-id"]) ?? randomUUID(),
  });
  installMetrics(app, { service: "psp", ready: () => deps.db.query("SELECT 1").then(() => true) });
  const service = pspService({ db: deps.db, config, clock });

  installErrorHandler(app, {
    known: (err) =>
      err instanceof PspError ? { status: err.status, body: { code: err.code, message: err.message } } : undefined,
  });
  installJsonNotFound(app);

  app.get("/health", { logLevel: "warn" }, async (_req, reply) => {
    try {
      await deps.db.query("SELECT 1");
      return { status: "ok", database: "ok" };
    } catch {
      return reply.status(503).send({ status: "degraded", database: "down" });
    }
  });
  await app.register(merchantRoutes, { service, config, clock });
  await app.register(pageRoutes, { service, config });

  // The background worker: crypto confirmations, payouts, webhook deliveries with backoff.
  if (deps.worker !== false) {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      service
        .tick()
        .catch((err) => app.log.warn({ err }, "psp worker pass failed"))
        .finally(() => {
          running = false;
        });
    }, config.tickMs);
    timer.unref();
    app.addHook("onClose", async () => clearInterval(timer));
  }
  return { app, service };
}
