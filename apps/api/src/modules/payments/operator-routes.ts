import { operatorPaymentSchema, withdrawalQueueQuerySchema, withdrawalQueueSchema } from "@casino/contracts/money";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { decisionRoutes } from "../../platform/operator-routes.js";
import type { Services } from "../../services.js";

const tags = ["back office: money"];

/** The withdrawal queue (issue 10 §3): filters, approve (four eyes above WITHDRAWAL_FOUR_EYES), reject with a reason. */
export const paymentsOperatorRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { payments } = services;

  app.get(
    "/operator/v1/withdrawals",
    {
      config: { permission: "payments.read" },
      schema: {
        tags,
        summary: "Withdrawals by status (PENDING, APPROVED, SUCCESS = paid, REJECTED, CANCELLED, FAILED), newest first",
        querystring: withdrawalQueueQuerySchema,
        response: { 200: withdrawalQueueSchema },
      },
    },
    async (req) => payments.operatorWithdrawals(req.query),
  );

  decisionRoutes(app, {
    base: "/operator/v1/withdrawals",
    permission: "withdrawals.approve",
    tags,
    response: operatorPaymentSchema,
    summaries: {
      approve: "Approves a pending withdrawal; above the four-eyes amount the first approval waits for a second operator",
      reject: "Rejects a pending withdrawal with a reason: the reserved money goes back to the player",
    },
    approve: (id, by) => payments.approve(id, by),
    reject: (id, by, reason) => payments.reject(id, by, reason),
  });
};
