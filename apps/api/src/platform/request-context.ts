import type { SessionScope } from "@casino/contracts/access";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { forbidden, unauthorized } from "./errors.js";
import { type Locale, pickLocale } from "./locale.js";

/** The logged-in player a request acts for, resolved from its bearer token. */
export interface PlayerContext {
  playerId: string;
  sessionId: string;
  currency: string;
  locale: string;
  /** FULL, or WITHDRAWAL: a withdrawal-only session, accepted only by routes with `config.withdrawalSession`. */
  scope: SessionScope;
}

/** 403 of a route a withdrawal-only session may not call. */
export const withdrawalSessionOnly = () =>
  forbidden(
    "WITHDRAWAL_SESSION_ONLY",
    "This session may only withdraw the balance: log out, and log in again when your restriction has ended.",
  );

export type SessionResolver = (token: string) => Promise<PlayerContext | null>;

declare module "fastify" {
  interface FastifyRequest {
    locale: Locale;
    /** Device fingerprint from x-cid. */
    cid: string | null;
    /** Raw bearer token, if any. Never logged. */
    bearer: string | null;
    player: PlayerContext | null;
  }
  interface FastifyContextConfig {
    /** "required": 401 without a live session; "optional": player when there is one. */
    auth?: "required" | "optional";
    /**
     * The route serves a withdrawal-only session (scope WITHDRAWAL). Without it such a session is refused:
     * "required" answers 403 WITHDRAWAL_SESSION_ONLY, "optional" serves a guest.
     */
    withdrawalSession?: boolean;
  }
  interface FastifyInstance {
    /** "METHOD /url" of every route a withdrawal-only session may call (what a review checks, and a test pins). */
    withdrawalSessionRoutes: string[];
  }
}

/** Reads Accept-Language, x-locale, x-cid and Authorization on every request. */
export const requestContext = fp(async (app: FastifyInstance, opts: { resolveSession: SessionResolver }) => {
  app.decorateRequest("locale", "en");
  app.decorateRequest("cid", null);
  app.decorateRequest("bearer", null);
  app.decorateRequest("player", null);
  const withdrawalRoutes: string[] = [];
  app.decorate("withdrawalSessionRoutes", withdrawalRoutes);
  app.addHook("onRoute", (r) => {
    if (!r.config?.withdrawalSession) return;
    for (const m of Array.isArray(r.method) ? r.method : [r.method]) if (m !== "HEAD") withdrawalRoutes.push(`${m} ${r.url}`);
  });

  app.addHook("onRequest", async (req) => {
    req.locale = pickLocale(header(req, "x-locale"), header(req, "accept-language"));
    req.cid = header(req, "x-cid")?.slice(0, 200) ?? null;
    const auth = header(req, "authorization");
    const m = auth?.match(/^Bearer\s+(\S+)$/i);
    req.bearer = m?.[1] ?? null;
  });

  app.addHook("preHandler", async (req) => {
    const mode = req.routeOptions.config?.auth;
    if (!mode) return;
    if (req.bearer) req.player = await opts.resolveSession(req.bearer);
    if (req.player?.scope === "WITHDRAWAL" && !req.routeOptions.config?.withdrawalSession) {
      if (mode === "required") throw withdrawalSessionOnly();
      req.player = null;
    }
    if (mode === "required" && !req.player) throw unauthorized();
  });
});

function header(req: FastifyRequest, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
}
