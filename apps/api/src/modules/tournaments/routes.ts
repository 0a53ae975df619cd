import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Services } from "../../services.js";

/** Tournaments for players: the list and the live table (10 a slide). */
export const tournamentsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { tournaments } = services;
  const limit = { rateLimit: { max: 300, timeWindow: "1 minute" } };

  app.get(
    "/tournaments/v1",
    { config: limit, schema: { tags: ["tournaments"], summary: "Tournaments running, upcoming and recently ended" } },
    async (_req, reply) => {
      reply.header("cache-control", "public, max-age=10");
      return tournaments.list();
    },
  );

  app.get(
    "/tournaments/v1/:id/leaderboard",
    {
      config: { ...limit, auth: "optional" },
      schema: {
        tags: ["tournaments"],
        summary: "A page of the table (10 a slide) and the logged-in player's own place",
        params: z.object({ id: z.string().max(40) }),
        querystring: z.object({ page: z.coerce.number().int().min(1).max(1000).default(1) }),
      },
    },
    (req) => tournaments.leaderboard(req.params.id, req.query.page, req.player?.playerId ?? null),
  );
};
