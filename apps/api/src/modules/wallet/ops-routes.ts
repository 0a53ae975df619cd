import { correctionBodySchema } from "@casino/contracts/money";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { OperatorActor } from "../../platform/actor.js";
import type { Services } from "../../services.js";
import { opsForbidden } from "./errors.js";

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

/**
 * `npm run ops -- credit | debit | reconcile` against a running casino on
 * PGlite (one process owns the database): x-ops-token = OPS_TOKEN, and only
 * from this machine. The same services as the back office: a correction above
 * the four-eyes amount waits for an operator's approval there.
 */
export const walletOpsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const guard = async (req: FastifyRequest) => {
    const given = req.headers["x-ops-token"];
    const local = LOOPBACK.has(req.socket.remoteAddress ?? "");
    if (!local || typeof given !== "string" || given !== services.config.OPS_TOKEN) throw opsForbidden();
  };
  const cli = (req: FastifyRequest): OperatorActor => {
    const name = `cli:${String(req.headers["x-operator-name"] ?? "ops").slice(0, 60)}`;
    return { id: name, email: name, ip: req.socket.remoteAddress ?? null };
  };

  app.post(
    "/ops/v1/corrections",
    { preHandler: guard, schema: { tags: ["operations"], hide: true, body: correctionBodySchema } },
    async (req) => services.corrections.request({ ...req.body, amount: BigInt(req.body.amount) }, cli(req)),
  );

  app.post("/ops/v1/reconcile", { preHandler: guard, schema: { tags: ["operations"], hide: true } }, async () =>
    services.ledgerHealth.check("command"),
  );
};
