import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Services } from "../../services.js";

export const healthRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get("/health", { logLevel: "warn", schema: { tags: ["ops"] } }, async (_req, reply) => {
    const db = await services.health.check();
    return reply.status(db ? 200 : 503).send({ status: db ? "ok" : "degraded", database: db ? "ok" : "down" });
  });
};
