import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { CURRENCY_CODES } from "../currencies.js";
import type { FreeSpinService } from "../freespins/service.js";
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

const awardFreeSpins = z.object({
  awardId: z.string().min(1).max(100),
  playerId: z.string().min(1).max(100),
  gameIds: z.array(z.string().min(1).max(100)).min(1).max(50),
  count: z.number().int().min(1).max(1000),
  bet: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  currency: z.string().regex(/^[A-Z]{3,5}$/),
  expiresAt: z.iso.datetime({ offset: true }),
});

/** The casino's side of the studio (docs/integration/studio-operator-api.md); every call is signed. */
export async function operatorRoutes(
  app: FastifyInstance,
  deps: { sessions: SessionService; freeSpins: FreeSpinService; guard: (req: never) => Promise<void> },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook("preHandler", deps.guard as never);

  r.post("/operator/v1/games", async () => ({ games: studioGames().map(gameInfo) }));

  r.post("/operator/v1/sessions", { schema: { body: createSession } }, async (req) => deps.sessions.create(req.body));

  // Free spins on our slots; the same award id again answers the same (the casino retries until it hears us).
  r.post("/operator/v1/free-spins", { schema: { body: awardFreeSpins } }, async (req) =>
    deps.freeSpins.award({ ...req.body, expiresAt: new Date(req.body.expiresAt) }),
  );

  // The casino ended the award's bonus (cancelled, revoked): the spins left are not played.
  r.post(
    "/operator/v1/free-spins/:awardId/cancel",
    { schema: { params: z.object({ awardId: z.string().min(1).max(100) }) } },
    async (req) => deps.freeSpins.cancel(req.params.awardId),
  );

  r.post(
    "/operator/v1/sessions/:sessionId/close",
    { schema: { params: z.object({ sessionId: z.string().max(100) }) } },
    async (req) => deps.sessions.close(req.params.sessionId),
  );
}
