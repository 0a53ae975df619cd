import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Services } from "../../services.js";

const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: 60_000 } });
const date = z.string().max(40).optional();

/** History of the accounts spec §7: `data/v1/history`, `history/wagerNow`, `history/gameSessions`. */
export const historyRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { history } = services;
  const tags = ["history"];

  app.post(
    "/data/v1/history",
    {
      config: { auth: "required", ...perMinute(120) },
      schema: {
        tags,
        summary:
          "A date range's history (whole UTC days): totals and chart data, and one page of each of its lists, 10 a page from 0: finance rows (`financePage`), game days (`page`) and game launches (`launchPage`)",
        body: z.object({
          from: date,
          to: date,
          filter: z.object({ from: date, to: date }).optional(),
          page: z.number().int().min(0).max(100_000).optional(),
          launchPage: z.number().int().min(0).max(100_000).optional(),
          financePage: z.number().int().min(0).max(100_000).optional(),
        }),
      },
    },
    async (req) => history.history(req.player!.playerId, req.body.filter ?? req.body, req.body),
  );

  app.get(
    "/data/v1/history/wagerNow",
    { config: { auth: "required", ...perMinute(120) }, schema: { tags, summary: "What the player staked today" } },
    async (req) => history.wagerNow(req.player!.playerId),
  );

  app.post(
    "/data/v1/history/gameSessions",
    {
      config: { auth: "required", ...perMinute(120) },
      schema: {
        tags,
        summary: "One game's rounds from the start of `from`'s day to the end of `to`'s",
        body: z.object({ gameId: z.string().min(1).max(100), from: date, to: date }),
      },
    },
    async (req) => history.gameSessions(req.player!.playerId, req.body),
  );
};
