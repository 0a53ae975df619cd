import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Services } from "../../services.js";
import { seamlessRoutes } from "./seamless.routes.js";

/** Player balance updates and the seamless wallet (operator corrections: operator-routes.ts). */
export const walletRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { wallet, balanceHub, session } = services;

  await app.register(seamlessRoutes, { services });
  app.addHook("onClose", async () => balanceHub.close());

  app.post(
    "/updates/v1",
    {
      config: { auth: "required", withdrawalSession: true },
      schema: { tags: ["wallet"], summary: "Balance updates of the logged-in player" },
    },
    async (req) => [await wallet.update(req.player!.playerId, "BALANCE")],
  );

  // @fastify/websocket is registered once for every module in app.ts.
  await app.register(async (ws) => {
    ws.get(
      "/updates/v1/ws",
      { websocket: true, schema: { tags: ["wallet"], querystring: z.object({ token: z.string().min(1).max(200) }) } },
      async (socket, req) => {
        const { token } = req.query as { token: string };
        const player = await session.resolve(token).catch(() => null);
        if (!player) {
          socket.close(4401, "SESSION_EXPIRED");
          return;
        }
        const unsubscribe = balanceHub.subscribe(player.playerId, (u) => {
          if (socket.readyState === socket.OPEN) socket.send(JSON.stringify([u]));
        });
        socket.on("close", unsubscribe);
        socket.on("message", () => {}); // pings from the page are fine
        try {
          socket.send(JSON.stringify([await wallet.update(player.playerId, "BALANCE")]));
        } catch {
          // the next push or poll brings it
        }
      },
    );
  });
};
