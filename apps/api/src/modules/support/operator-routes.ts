import { TICKET_STATUSES, ticketAssignSchema, ticketReplySchema } from "@casino/contracts/content";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Services } from "../../services.js";
import { audited } from "../content/operator-audit.js";

const id = z.object({ id: z.uuid() });

/** The back office's support inbox: read (support.read), assign, reply and close (support.reply). */
export const supportOperatorRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { support } = services;
  const read = { permission: "support.read" as const };
  const reply = { permission: "support.reply" as const };
  const tags = ["operator: support"];
  const audit = audited(services);

  app.get(
    "/operator/v1/support/tickets",
    {
      config: read,
      schema: {
        tags,
        summary: "The inbox, newest activity first",
        querystring: z.object({
          status: z.enum(TICKET_STATUSES).optional(),
          mine: z.stringbool().optional(),
          limit: z.coerce.number().int().min(1).max(200).default(50),
          offset: z.coerce.number().int().min(0).default(0),
        }),
      },
    },
    (req) =>
      support.inbox(
        { status: req.query.status, assignedTo: req.query.mine ? req.operator!.id : undefined },
        req.query.limit,
        req.query.offset,
      ),
  );

  app.get(
    "/operator/v1/support/tickets/:id",
    { config: read, schema: { tags, summary: "A ticket, its messages and files", params: id } },
    (req) => support.ticket(req.params.id),
  );

  app.get(
    "/operator/v1/support/tickets/:id/files/:file",
    { config: read, schema: { tags, summary: "A file the player sent", params: z.object({ id: z.uuid(), file: z.uuid() }) } },
    async (req, res) => {
      const f = await support.attachment(req.params.id, req.params.file);
      return res
        .type(f.mime)
        .header("content-disposition", `attachment; filename="${f.name.replace(/"/g, "")}"`)
        .header("x-content-type-options", "nosniff")
        .send(Buffer.from(f.bytes));
    },
  );

  app.post(
    "/operator/v1/support/tickets/:id/assign",
    {
      config: reply,
      schema: { tags, summary: "Assign the ticket (operatorId null: nobody)", params: id, body: ticketAssignSchema },
    },
    (req) =>
      audit(req, "support.ticket_assigned", "support_ticket", async (tx) => {
        const { before, after } = await support.assign(tx, req.params.id, req.body.operatorId);
        return {
          result: after,
          objectId: after.id,
          before: { assigned_to: before.assigned_to },
          after: { assigned_to: after.assigned_to },
        };
      }),
  );

  app.post(
    "/operator/v1/support/tickets/:id/reply",
    {
      config: reply,
      schema: {
        tags,
        summary: "Answer: kept, e-mailed to the player and put in their message channel",
        params: id,
        body: ticketReplySchema,
      },
    },
    async (req) => {
      const r = await audit(req, "support.ticket_replied", "support_ticket", async (tx) => {
        const out = await support.reply(tx, req.params.id, req.operator!.id, req.body.body);
        return {
          result: out,
          objectId: out.after.id,
          before: { status: out.before.status },
          after: { status: out.after.status, message: out.message.id },
        };
      });
      await support.deliverReply(r.after, req.body.body);
      return { ticket: r.after, message: r.message };
    },
  );

  app.post(
    "/operator/v1/support/tickets/:id/close",
    { config: reply, schema: { tags, summary: "Close the ticket", params: id } },
    (req) =>
      audit(req, "support.ticket_closed", "support_ticket", async (tx) => {
        const { before, after } = await support.close(tx, req.params.id);
        return { result: after, objectId: after.id, before: { status: before.status }, after: { status: after.status } };
      }),
  );
};
