import {
  correctionBodySchema,
  correctionListQuerySchema,
  correctionListSchema,
  correctionSchema,
  ledgerCheckSchema,
  ledgerHealthSchema,
} from "@casino/contracts/money";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { operatorOf } from "../../platform/operator-context.js";
import { decisionRoutes } from "../../platform/operator-routes.js";
import type { Services } from "../../services.js";

const tags = ["back office: money"];

/** Corrections with maker-checker (CORRECTION_FOUR_EYES) and ledger health (issue 10 §3). */
export const walletOperatorRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { corrections, ledgerHealth } = services;

  app.get(
    "/operator/v1/corrections",
    {
      config: { permission: "corrections.create" },
      schema: {
        tags,
        summary: "Corrections by status (PENDING waits for a second operator) and player",
        querystring: correctionListQuerySchema,
        response: { 200: correctionListSchema },
      },
    },
    async (req) => corrections.list(req.query),
  );

  app.post(
    "/operator/v1/corrections",
    {
      config: { permission: "corrections.create" },
      schema: {
        tags,
        summary: "Credit or debit a player's cash (kind C) with a reason; above the four-eyes amount it waits PENDING",
        body: correctionBodySchema,
        response: { 200: correctionSchema },
      },
    },
    async (req) => corrections.request({ ...req.body, amount: BigInt(req.body.amount) }, operatorOf(req)),
  );

  decisionRoutes(app, {
    base: "/operator/v1/corrections",
    permission: "corrections.approve",
    tags,
    response: correctionSchema,
    summaries: {
      approve: "A second operator approves a pending correction: the money moves now",
      reject: "Refuses a pending correction with a reason: nothing moves",
    },
    approve: (id, by) => corrections.approve(id, by),
    reject: (id, by, reason) => corrections.reject(id, by, reason),
  });

  app.get(
    "/operator/v1/ledger/health",
    {
      config: { permission: "ledger.read" },
      schema: {
        tags,
        summary: "The last reconciliations of the ledger and the next scheduled one",
        response: { 200: ledgerHealthSchema },
      },
    },
    async () => ledgerHealth.status(),
  );

  app.post(
    "/operator/v1/ledger/reconcile",
    {
      config: { permission: "ledger.read" },
      schema: {
        tags,
        summary: "Runs the ledger's reconciliation now and keeps its answer",
        response: { 200: ledgerCheckSchema },
      },
    },
    async (req) => ledgerHealth.check("operator", operatorOf(req)),
  );
};
