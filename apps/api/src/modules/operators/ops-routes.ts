import { createOperatorBodySchema } from "@casino/contracts/operators";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Services } from "../../services.js";

/**
 * `npm run ops -- operator:create | audit:verify` against a running casino on
 * PGlite (one process owns the database), under the operator prefix as
 * commands: x-ops-token = OPS_TOKEN, only from this machine (the operator
 * frame checks both, by the socket's address whatever a proxy header says).
 */
export const operatorOpsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const command = { operator: "command" as const };
  const cli = (req: FastifyRequest) => ({
    id: null,
    email: `cli:${String(req.headers["x-operator-name"] ?? "ops").slice(0, 60)}`,
    ip: req.socket.remoteAddress ?? null,
  });

  app.post(
    "/operator/v1/command/operators",
    { config: command, schema: { tags: ["operations"], hide: true, body: createOperatorBodySchema } },
    async (req) => services.operators.create(cli(req), req.body),
  );

  app.get("/operator/v1/command/audit/verify", { config: command, schema: { tags: ["operations"], hide: true } }, async () =>
    services.operators.audit.verifyChain(),
  );
};
