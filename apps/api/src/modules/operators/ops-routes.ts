import { createOperatorBodySchema } from "@casino/contracts/operators";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Services } from "../../services.js";
import { opsForbidden } from "../wallet/errors.js";

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

/**
 * `npm run ops -- operator:create | audit:verify` against a running casino on
 * PGlite (one process owns the database): x-ops-token = OPS_TOKEN, and only
 * from this machine (the socket's address, whatever a proxy header says).
 */
export const operatorOpsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const guard = async (req: FastifyRequest) => {
    const given = req.headers["x-ops-token"];
    const local = LOOPBACK.has(req.socket.remoteAddress ?? "");
    if (!local || typeof given !== "string" || given !== services.config.OPS_TOKEN) throw opsForbidden();
  };
  const cli = (req: FastifyRequest) => ({
    id: null,
    email: `cli:${String(req.headers["x-operator-name"] ?? "ops").slice(0, 60)}`,
    ip: req.socket.remoteAddress ?? null,
  });

  app.post(
    "/ops/v1/operators",
    { preHandler: guard, schema: { tags: ["operations"], hide: true, body: createOperatorBodySchema } },
    async (req) => services.operators.create(cli(req), req.body),
  );

  app.get("/ops/v1/audit/verify", { preHandler: guard, schema: { tags: ["operations"], hide: true } }, async () =>
    services.operators.audit.verifyChain(),
  );
};
