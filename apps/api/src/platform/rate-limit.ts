import { createHash } from "node:crypto";
import type { FastifyRequest } from "fastify";

/**
 * A route's limit of calls a minute, counted per player session (per address
 * without one) so that players behind one address do not share a budget; the
 * key holds a hash of the session token, never the token. `ns` keeps one set of routes' counts apart.
 */
export const perSessionPerMinute = (max: number, ns = "s") => ({
  rateLimit: {
    max,
    timeWindow: "1 minute",
    keyGenerator: (req: FastifyRequest) =>
      req.bearer ? `${ns}:${createHash("sha256").update(req.bearer).digest("base64url").slice(0, 22)}` : (req.ip ?? "inject"),
  },
});
