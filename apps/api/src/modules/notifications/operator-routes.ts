import { notificationInputSchema } from "@casino/contracts/content";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Services } from "../../services.js";
import { audited } from "../content/operator-audit.js";

const id = z.object({ id: z.uuid() });

/** The back office's account notification popups (content.write). */
export const notificationsOperatorRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { notifications } = services;
  const config = { permission: "content.write" as const };
  const tags = ["operator: content"];
  const audit = audited(services);

  app.get("/operator/v1/notifications", { config, schema: { tags, summary: "Every notification, drafts too" } }, () =>
    notifications.all(),
  );

  app.post(
    "/operator/v1/notifications",
    { config, schema: { tags, summary: "Write a notification", body: notificationInputSchema } },
    async (req, reply) => {
      const row = await audit(req, "notifications.created", "site_notification", async (tx) => {
        const r = await notifications.create(tx, req.body, req.operator!.email);
        return { result: r, objectId: r.id, after: r };
      });
      return reply.code(201).send(row);
    },
  );

  app.put(
    "/operator/v1/notifications/:id",
    { config, schema: { tags, summary: "Save (publish) a notification", params: id, body: notificationInputSchema } },
    (req) =>
      audit(req, "notifications.saved", "site_notification", async (tx) => {
        const { before, after } = await notifications.update(tx, req.params.id, req.body);
        return { result: after, objectId: after.id, before, after };
      }),
  );

  app.delete(
    "/operator/v1/notifications/:id",
    { config, schema: { tags, summary: "Delete a notification", params: id } },
    async (req, reply) => {
      await audit(req, "notifications.deleted", "site_notification", async (tx) => {
        const before = await notifications.remove(tx, req.params.id);
        return { result: null, objectId: before.id, before };
      });
      return reply.code(204).send();
    },
  );
};
