import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Services } from "../../services.js";
import { CONTENT_BASE } from "../site/service.js";

export const NOTIFICATIONS_URL = `${CONTENT_BASE}/notifications.json`;

const notificationSchema = z.object({
  id: z.string(),
  headline: z.string(),
  title: z.string(),
  text: z.string(),
  regions: z.array(z.string()),
  rules: z.object({ registrationNotification: z.boolean() }),
});

/** The notifications JSON the site configuration points at (under the content base). */
export const notificationsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get(
    NOTIFICATIONS_URL,
    {
      config: { rateLimit: { max: 300, timeWindow: "1 minute" } },
      schema: {
        tags: ["content"],
        summary: "Account notification popups in the reader's language: regions[], rules.registrationNotification",
        querystring: z.object({ lang: z.string().max(10).optional() }),
        response: { 200: z.array(notificationSchema) },
      },
    },
    async (req, reply) => {
      reply.header("cache-control", "public, max-age=60").header("vary", "accept-language, x-locale");
      return services.notifications.list(req.query.lang ?? req.locale);
    },
  );
};
