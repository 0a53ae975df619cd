import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Services } from "../../services.js";
import { presentMessage } from "./service.js";

/**
 * The message channel: a WebSocket authenticated by the customer id and the
 * session's channel password (login details MESSAGE_CHANNEL_PASSWORD), and
 * the inbox of the logged-in player.
 */
export const messagesRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { messages, session } = services;
  app.addHook("onClose", async () => messages.close());

  app.get(
    "/messages/v1/ws",
    {
      websocket: true,
      config: { rateLimit: { max: 60, timeWindow: "1 minute" } },
      schema: {
        tags: ["messages"],
        summary: "Message channel: new messages pushed as {type:'message', message}; first {type:'hello', unread}",
        querystring: z.object({ customerId: z.string().min(1).max(64), password: z.string().min(1).max(200) }),
      },
    },
    async (socket, req) => {
      const { customerId, password } = req.query as { customerId: string; password: string };
      const player = await session.channelSession(customerId, password).catch(() => null);
      const recipient = player && (await messages.recipient(player.playerId).catch(() => null));
      if (!recipient) {
        socket.close(4401, "CHANNEL_UNAUTHORIZED");
        return;
      }
      const disconnect = messages.hub.connect({
        recipient,
        send: (m) => {
          if (socket.readyState === socket.OPEN) socket.send(JSON.stringify({ type: "message", message: presentMessage(m) }));
        },
      });
      socket.on("close", disconnect);
      socket.on("message", () => {}); // pings from the page
      const unread = await messages.unread(player.playerId).catch(() => 0);
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify({ type: "hello", unread }));
    },
  );

  app.get(
    "/messages/v1/inbox",
    {
      config: { auth: "required" },
      schema: {
        tags: ["messages"],
        summary: "The player's messages, newest first, with their read state and the unread count",
        querystring: z.object({
          limit: z.coerce.number().int().min(1).max(100).default(50),
          before: z.string().max(20).optional(),
        }),
      },
    },
    async (req) => messages.inbox(req.player!.playerId, req.query),
  );

  app.post(
    "/messages/v1/:id/read",
    {
      config: { auth: "required" },
      schema: { tags: ["messages"], summary: "Marks one message read", params: z.object({ id: z.string().max(40) }) },
    },
    async (req) => messages.markRead(req.player!.playerId, req.params.id),
  );

  app.post(
    "/messages/v1/read-all",
    { config: { auth: "required" }, schema: { tags: ["messages"], summary: "Marks every message read" } },
    async (req) => messages.markAllRead(req.player!.playerId),
  );
};
