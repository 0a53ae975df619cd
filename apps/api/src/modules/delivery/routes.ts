import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Services } from "../../services.js";
import { outboxPage } from "./outbox-page.js";
import type { OutboxRow } from "./repository.js";

const query = z.object({
  to: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
});

const present = (m: OutboxRow) => ({
  id: m.id,
  channel: m.channel,
  to: m.recipient,
  locale: m.locale,
  template: m.template,
  subject: m.subject,
  text: m.body,
  link: m.link,
  code: m.code,
  status: m.status,
  error: m.error,
  createdAt: m.created_at.toISOString(),
});

/** The dev outbox: every e-mail and SMS, newest first. Not registered in production (404 there). */
export const deliveryRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { delivery } = services;
  app.addHook("onClose", async () => delivery.close());
  if (services.config.NODE_ENV === "production") return;

  app.get("/dev/outbox.json", { schema: { tags: ["dev"], querystring: query } }, async (req) => {
    const rows = await delivery.latest({ limit: req.query.limit, to: req.query.to });
    return { messages: rows.map(present) };
  });

  app.get("/dev/outbox", { schema: { tags: ["dev"], querystring: query } }, async (req, reply) => {
    const rows = await delivery.latest({ limit: req.query.limit, to: req.query.to });
    return reply
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-store")
      .send(outboxPage(services.config.BRAND_NAME, rows.map(present)));
  });
};
