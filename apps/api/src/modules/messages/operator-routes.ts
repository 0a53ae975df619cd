import { channelMessageInputSchema } from "@casino/contracts/content";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Services } from "../../services.js";
import { audited } from "../content/operator-audit.js";
import type { Audience } from "./repository.js";

/** Push campaigns reach at most this many players per message. */
const PUSH_CAMPAIGN_MAX = 5_000;

/** The back office's messages: to one player, a segment or everyone, optionally also as a push (messages.send). */
export const messagesOperatorRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { messages, push } = services;
  const config = { permission: "messages.send" as const };
  const tags = ["operator: messages"];
  const audit = audited(services);

  app.get(
    "/operator/v1/messages",
    {
      config,
      schema: {
        tags,
        summary: "Messages sent, newest first",
        querystring: z.object({
          limit: z.coerce.number().int().min(1).max(200).default(50),
          offset: z.coerce.number().int().min(0).default(0),
        }),
      },
    },
    (req) => messages.sent(req.query.limit, req.query.offset),
  );

  app.post(
    "/operator/v1/messages",
    { config, schema: { tags, summary: "Send a message", body: channelMessageInputSchema } },
    async (req, reply) => {
      const a = req.body.audience;
      const audience: Audience =
        a.type === "player"
          ? { type: "player", playerId: await messages.playerOf(a.customerId) }
          : a.type === "segment"
            ? a
            : { type: "all" };
      const row = await audit(req, "messages.sent", "channel_message", async (tx) => {
        const r = await messages.write(tx, audience, { title: req.body.title, body: req.body.body, sentBy: req.operator!.email });
        return { result: r, objectId: r.id, after: { audience: req.body.audience, title: r.title, push: req.body.push } };
      });
      await messages.publish(row);
      let pushed = 0;
      if (req.body.push) {
        const targets =
          audience.type === "player"
            ? [{ player_id: audience.playerId }]
            : await push.subscribedPlayers(audience.type === "segment" ? audience : {}, PUSH_CAMPAIGN_MAX);
        for (const t of targets)
          pushed += (
            await push.notify(t.player_id, { title: row.title, body: row.body.slice(0, 200), url: "/", tag: `message-${row.id}` })
          ).sent;
      }
      return reply.code(201).send({ id: row.id, pushed });
    },
  );
};
