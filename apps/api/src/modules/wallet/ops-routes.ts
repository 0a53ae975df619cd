import { correctionBodySchema } from "@casino/contracts/money";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { OperatorActor } from "../../platform/actor.js";
import type { Services } from "../../services.js";

/**
 * `npm run ops -- credit | debit | reconcile` against a running casino on
 * PGlite (one process owns the database), under the operator prefix as
 * commands: x-ops-token = OPS_TOKEN, only from this machine (the operator
 * frame checks both). The same services as the back office: a correction above
 * the four-eyes amount waits for an operator's approval there.
 */
export const walletOpsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const command = { operator: "command" as const };
  const cli = (req: FastifyRequest): OperatorActor => {
    const name = `cli:${String(req.headers["x-operator-name"] ?? "ops").slice(0, 60)}`;
    return { id: name, email: name, ip: req.socket.remoteAddress ?? null };
  };

  app.post(
    "/operator/v1/command/corrections",
    { config: command, schema: { tags: ["operations"], hide: true, body: correctionBodySchema } },
    async (req) => services.corrections.request({ ...req.body, amount: BigInt(req.body.amount) }, cli(req)),
  );

  app.post("/operator/v1/command/reconcile", { config: command, schema: { tags: ["operations"], hide: true } }, async () =>
    services.ledgerHealth.check("command"),
  );
};
