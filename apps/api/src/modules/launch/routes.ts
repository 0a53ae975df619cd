import { gameModeInput } from "@casino/contracts/games";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Services } from "../../services.js";
import type { LaunchOptions } from "./service.js";

const params = z.object({ vendorId: z.string().min(1).max(100), gameId: z.string().min(1).max(100) });
const launchQuery = z
  .object({
    lobbyUrl: z.string().max(500).optional(),
    depositUrl: z.string().max(500).optional(),
    platform: z.enum(["desktop", "mobile"]).optional(),
    language: z.string().max(10).optional(),
    bonusBalanceId: z.string().max(100).optional(),
    /** REAL=0 or DEMO=1 (accounts spec §9; the words real and fun too): must match the call. */
    mode: gameModeInput.optional(),
  })
  .loose();

export const launchRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { launch } = services;
  const options = (
    q: z.infer<typeof launchQuery>,
    req: { locale: string; cid: string | null; headers: { "user-agent"?: string } },
  ): LaunchOptions => ({
    mode: q.mode,
    lobbyUrl: q.lobbyUrl,
    depositUrl: q.depositUrl,
    platform: q.platform,
    language: req.locale,
    fingerprint: req.cid,
    userAgent: req.headers["user-agent"],
  });

  app.get(
    "/api/casino/v1/demo/:vendorId/:gameId",
    {
      config: { auth: "optional", rateLimit: { max: 120, timeWindow: "1 minute" } },
      schema: { tags: ["launch"], description: "Opens a game in demo (fun) mode.", params, querystring: launchQuery },
    },
    async (req) => launch.demo(req.params.vendorId, req.params.gameId, options(req.query, req), req.player),
  );

  for (const path of ["/api/casino/v1/launch/:vendorId/:gameId", "/casino/v1/launch/:vendorId/:gameId"]) {
    app.post(
      path,
      {
        config: { auth: "required", rateLimit: { max: 60, timeWindow: "1 minute" } },
        schema: {
          tags: ["launch"],
          description:
            "Opens a game for real money: `{missingAccountDetails}` when the profile lacks what the game needs, otherwise the game's URL.",
          params,
          querystring: launchQuery,
          body: launchQuery.nullish(),
        },
      },
      async (req) =>
        launch.launch(req.player!, req.params.vendorId, req.params.gameId, options({ ...req.query, ...(req.body ?? {}) }, req)),
    );
  }

  app.post(
    "/api/casino/v1/sessions/:id/close",
    { config: { auth: "optional" }, schema: { tags: ["launch"], params: z.object({ id: z.string().min(1).max(100) }) } },
    async (req) => launch.close(req.params.id, req.player, req.log),
  );
};
