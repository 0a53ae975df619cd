import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Services } from "../../services.js";

const bigWinSchema = z.object({
  id: z.string(),
  gameId: z.string(),
  gameName: z.string(),
  vendorId: z.string(),
  amount: z.number().int().describe("minor units of the currency"),
  currency: z.string(),
  multiplier: z.number(),
  player: z.string().describe("masked customer id"),
  createdAt: z.string(),
  comment: z.string().nullable(),
  mine: z.boolean().optional(),
  canComment: z.boolean().optional(),
});

/** Big wins of the games spec: the public feed and the winner's one comment. */
export const bigWinsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { bigWins } = services;

  app.get(
    "/api/bigwin/v1",
    {
      config: { auth: "optional" },
      schema: {
        tags: ["bigwins"],
        summary: "The newest big wins; a logged-in player's own carry mine and canComment",
        response: { 200: z.array(bigWinSchema) },
      },
    },
    async (req) => bigWins.feed(req.player?.playerId),
  );

  app.post(
    "/api/bigwin/v1/comment/add",
    {
      config: { auth: "required", rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags: ["bigwins"],
        summary: "The winner's comment on a big win (query comment; id, or the newest uncommented big win)",
        querystring: z.object({
          comment: z.string().max(1000).optional(),
          id: z
            .string()
            .regex(/^\d{1,18}$/)
            .optional(),
        }),
        response: { 200: z.object({ id: z.string(), comment: z.string() }) },
      },
    },
    async (req) => bigWins.addComment(req.player!.playerId, req.query.comment, req.query.id),
  );
};
