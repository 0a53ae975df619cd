import { ladderInputSchema, ladderSchema } from "@casino/contracts/loyalty";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Services } from "../../services.js";

const tags = ["operator: loyalty"];

/** The lucky club's ladder in the back office: read (promotions.read), replace (promotions.write, audited). */
export const loyaltyOperatorRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get(
    "/operator/v1/loyalty/levels",
    {
      config: { permission: "promotions.read" },
      schema: { tags, summary: "The lucky club's ladder, lowest level first", response: { 200: ladderSchema } },
    },
    async () => ({ levels: await services.loyalty.ladder() }),
  );

  app.put(
    "/operator/v1/loyalty/levels",
    {
      config: { permission: "promotions.write" },
      schema: {
        tags,
        summary: "Replace the ladder: names, thresholds per currency, cashback boost and level-up bonus (audited)",
        body: ladderInputSchema,
        response: { 200: ladderSchema },
      },
    },
    async (req) => ({
      levels: await services.loyalty.setLadder({ operatorId: req.operator!.id, ip: req.ip }, req.body.levels, req.body.reason),
    }),
  );
};
