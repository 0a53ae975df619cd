import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { CURRENCY_CODES } from "../currencies.js";
import { gameInfo, studioGames } from "../games/catalogue.js";
import type { SessionService } from "../sessions/service.js";

const createSession = z.object({
  gameId: z.string().min(1).max(100),
  mode: z.enum(["real", "fun"]),
  token: z.string().min(1).max(500).optional(),
  playerId: z.string().min(1).max(100).optional(),
  currency: z.enum(CURRENCY_CODES),
  language: z.string().min(2).max(10).default("en"),
  lobbyUrl: z.url().max(2000).optional(),
  depositUrl: z.url().max(2000).optional(),
  platform: z.enum(["desktop", "mobile"]).default("desktop"),
  autoplay: z.boolean().optional(),
});

/** The casino's side of the studio (docs/integration/studio-operator-api.md); every call is signed. */
export async function operatorRoutes(
  app: FastifyInstance,
  deps: { sessions: SessionService; guard: (req: never) => Promise<void> },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook("preHandler", deps.guard as never);

  r.post("/operator/v1/games", async () => ({ games: studioGames().map(gameInfo) }));

  r.post("/operator/v1/sessions", { schema: { body: createSession } }, async (req) => deps.sessions.create(req.body));

  r.post(
    "/operator/v1/sessions/:sessionId/close",
    { schema: { params: z.object({ sessionId: z.string().max(100) }) } },
    async (req) => deps.sessions.close(req.params.sessionId),
  );
}
