import { loyaltyStatusSchema } from "@casino/contracts/loyalty";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Services } from "../../services.js";

const tags = ["loyalty"];

/** The lucky club's player call. */
export const loyaltyRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get(
    "/loyalty/v1/status",
    {
      config: { auth: "required" },
      schema: {
        tags,
        summary: "The player's lucky-club level, progress to the next and what each level brings",
        response: { 200: loyaltyStatusSchema },
      },
    },
    async (req) => services.loyalty.status(req.player!, req.locale),
  );
};
