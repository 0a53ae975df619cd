import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Services } from "../../services.js";

export const captchaRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get(
    "/captcha/v1/challenge",
    {
      config: { rateLimit: { max: 6 * services.config.ACCESS_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 } },
      schema: { tags: ["captcha"] },
    },
    async (_req, reply) => {
      reply.header("cache-control", "no-store");
      return services.captcha.challenge();
    },
  );
};
