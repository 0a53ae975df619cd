import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { currencyRules } from "../currencies.js";
import { conflict } from "../errors.js";
import type { FairnessService } from "../fairness/service.js";
import { type FreeSpinService, freeSpinsView } from "../freespins/service.js";
import { betLimits, gameInfo, studioGame } from "../games/catalogue.js";
import { LIVE_GAME, type LiveTable } from "../live/table.js";
import type { RoundService } from "../rounds/service.js";
import { ownerOf, type SessionService } from "./service.js";

const sharedSeeds = () =>
  conflict("TABLE_SEEDS", "The live table's seeds are shared by every player; the table reveals its server seed every hour.");
const params = z.object({ sessionId: z.string().max(100) });
const key = (req: FastifyRequest) => {
  const v = req.headers["x-session-key"];
  return Array.isArray(v) ? v[0] : v;
};

/** The game page's calls: session id in the path, the session key in `x-session-key`. */
export async function clientRoutes(
  app: FastifyInstance,
  deps: {
    sessions: SessionService;
    rounds: RoundService;
    fairness: FairnessService;
    table: LiveTable;
    freeSpins: FreeSpinService;
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { sessions, rounds, fairness, table } = deps;

  r.get("/client/v1/sessions/:sessionId/state", { schema: { params } }, async (req) => {
    const found = await sessions.forClient(req.params.sessionId, key(req));
    const { session: s, balance, bonusMaxBet } = await sessions.balance(found);
    const game = studioGame(s.game_id);
    const award = await deps.freeSpins.forSession(s);
    const rules = currencyRules(s.currency)!;
    return {
      session: {
        id: s.id,
        mode: s.mode,
        currency: s.currency,
        exponent: rules.exponent,
        language: s.language,
        platform: s.platform,
        lobbyUrl: s.lobby_url,
        depositUrl: s.deposit_url,
        closed: !!s.closed_at,
      },
      game: {
        ...gameInfo(game),
        rules: game.rules,
        maxWinMultiplier: game.maxWinMultiplier,
        rtpMethod: game.rtp.method,
        model: publicModel(game),
      },
      balance,
      bonusMaxBet,
      // The next round is a free spin at this bet while any are left (the casino awarded them).
      freeSpins: award ? freeSpinsView(award) : null,
      limits: { ...betLimits(game, rules), chips: rules.chips },
      autoplay: { allowed: s.autoplay && s.game_id !== LIVE_GAME, maxRounds: 100 },
      history: await rounds.history(s),
      fairness: s.game_id === LIVE_GAME ? await table.fairness() : await fairness.info(ownerOf(s), s.game_id),
      openRound: await rounds.openRound(s),
      table: s.game_id === LIVE_GAME ? await table.view() : null,
    };
  });

  r.post("/client/v1/sessions/:sessionId/rounds", { schema: { params, body: z.object({ bet: z.unknown() }) } }, async (req) => {
    const s = await sessions.forClient(req.params.sessionId, key(req));
    if (s.game_id === LIVE_GAME) return table.placeBets(s, req.body.bet);
    return rounds.play(s, req.body.bet);
  });

  r.post(
    "/client/v1/sessions/:sessionId/actions",
    { schema: { params, body: z.object({ action: z.unknown() }) } },
    async (req) => {
      const s = await sessions.forClient(req.params.sessionId, key(req));
      return rounds.act(s, req.body.action);
    },
  );

  r.get("/client/v1/sessions/:sessionId/history", { schema: { params } }, async (req) => {
    const s = await sessions.forClient(req.params.sessionId, key(req));
    return { rounds: await rounds.history(s) };
  });

  r.post(
    "/client/v1/sessions/:sessionId/seed",
    { schema: { params, body: z.object({ clientSeed: z.string().max(100) }) } },
    async (req) => {
      const s = await sessions.forClient(req.params.sessionId, key(req));
      return fairness.setClientSeed(ownerOf(s), s.game_id, req.body.clientSeed);
    },
  );

  r.post("/client/v1/sessions/:sessionId/fun-balance", { schema: { params } }, async (req) => {
    const s = await sessions.forClient(req.params.sessionId, key(req));
    return sessions.refillFun(s);
  });

  r.post("/client/v1/sessions/:sessionId/seed/rotate", { schema: { params } }, async (req) => {
    const s = await sessions.forClient(req.params.sessionId, key(req));
    if (s.game_id === LIVE_GAME) throw sharedSeeds();
    return fairness.rotate(ownerOf(s), s.game_id, () => rounds.hasOpenRound(s));
  });
}

/** The parts of a game's math model a client draws (reels, paytable, lines…); secrets never live there. */
function publicModel(game: ReturnType<typeof studioGame>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const g = game as unknown as Record<string, unknown>;
  for (const k of [
    "model",
    "symbols",
    "paytable",
    "lines",
    "paylines",
    "reels",
    "rows",
    "picks",
    "paytables",
    "rtpByPicks",
    "layout",
  ]) {
    if (g[k] !== undefined && typeof g[k] !== "function") out[k] = g[k];
  }
  return out;
}
