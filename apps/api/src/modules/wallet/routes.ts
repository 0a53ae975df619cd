import websocket from "@fastify/websocket";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Services } from "../../services.js";
import { opsForbidden } from "./errors.js";
import { seamlessRoutes } from "./seamless.routes.js";

const minor = z.union([z.number().int().positive().max(Number.MAX_SAFE_INTEGER), z.string().regex(/^[1-9]\d{0,18}$/)]);

/** Player balance updates, operator corrections and the seamless wallet. */
export const walletRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { wallet, balanceHub, session } = services;

  await app.register(seamlessRoutes, { services });
  app.addHook("onClose", async () => balanceHub.close());

  app.post(
    "/updates/v1",
    { config: { auth: "required" }, schema: { tags: ["wallet"], summary: "Balance updates of the logged-in player" } },
    async (req) => [await wallet.update(req.player!.playerId, "BALANCE")],
  );

  await app.register(async (ws) => {
    await ws.register(websocket);
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

  const opsAuth = async (req: { headers: Record<string, unknown> }) => {
    const given = req.headers["x-ops-token"];
    if (!services.config.OPS_TOKEN || typeof given !== "string" || given !== services.config.OPS_TOKEN) throw opsForbidden();
  };

  app.post(
    "/ops/v1/corrections",
    {
      preHandler: opsAuth,
      schema: {
        tags: ["operations"],
        summary: "Operator correction C: credit or debit a player's cash",
        body: z.object({
          direction: z.enum(["credit", "debit"]),
          player: z.string().min(1).max(64),
          amount: minor,
          currency: z
            .string()
            .regex(/^[A-Z]{3,5}$/)
            .optional(),
          reason: z.string().min(1).max(500),
          operator: z.string().min(1).max(100).default("ops"),
          key: z.string().min(1).max(200).optional(),
        }),
      },
    },
    async (req) => {
      const r = await wallet.correct({ ...req.body, amount: BigInt(req.body.amount) });
      return {
        transferId: r.transferId,
        replayed: r.replayed,
        playerId: r.playerId,
        customerId: r.customerId,
        currency: r.currency,
        balance: String(r.balance.cash),
        reserved: String(r.balance.reserved),
      };
    },
  );

  app.get("/ops/v1/reconcile", { preHandler: opsAuth, schema: { tags: ["operations"] } }, async () => wallet.reconcile());
};
