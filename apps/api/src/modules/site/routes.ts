import { siteConfigQuerySchema, siteConfigSchema } from "@casino/contracts/site";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Services } from "../../services.js";

export const siteRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get(
    "/data/v1/config",
    {
      config: { rateLimit: { max: 300, timeWindow: "1 minute" } },
      schema: {
        tags: ["site"],
        summary: "Site configuration: brand, languages, regions, captcha, bounds and the country list",
        querystring: siteConfigQuerySchema,
        response: { 200: siteConfigSchema },
      },
    },
    async (req, reply) => {
      reply.header("cache-control", "public, max-age=300");
      const key = await services.push.publicKey().catch(() => null);
      return services.site.withPushKey(req.query.region, key);
    },
  );
};
