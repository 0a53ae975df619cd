import { createHash, randomBytes } from "node:crypto";
import type { Clock } from "../../platform/clock.js";
import type { Db } from "../../platform/db.js";
import type { PlayerContext } from "../../platform/request-context.js";
import { sessionExpired, sessionNotFound } from "./errors.js";
import { sessionRepository } from "./repository.js";

/** A session lives this long from its start. */
export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;

const hashToken = (token: string) => createHash("sha256").update(token).digest();

export function sessionService(deps: { db: Db; clock: Clock }) {
  const repo = sessionRepository(deps.db);
  const isLive = (s: { expires_at: Date; ended_at: Date | null; status: string }) =>
    !s.ended_at && s.expires_at.getTime() > deps.clock.now().getTime() && s.status === "ACTIVE";

  return {
    /** Opens a session: 256 random bits, only their hash is stored. */
    async start(playerId: string, fingerprint: string | null) {
      const token = randomBytes(32).toString("base64url");
      const expires = new Date(deps.clock.now().getTime() + SESSION_TTL_MS);
      const row = await repo.insert(playerId, hashToken(token), fingerprint, expires);
      return { token, expires, sessionId: row!.id };
    },

    /** The player behind a live token, or null. */
    async resolve(token: string): Promise<PlayerContext | null> {
      const s = await repo.findByTokenHash(hashToken(token));
      if (!s || !isLive(s)) return null;
      return { playerId: s.player_id, sessionId: s.id, currency: s.currency, locale: s.language };
    },

    /** For `POST /session/v1/validate/{token}` and `GET /updates/v1/{token}`. */
    async status(token: string) {
      const s = await repo.findByTokenHash(hashToken(token));
      if (!s) throw sessionNotFound();
      if (!isLive(s)) throw sessionExpired();
      return { id: s.id, playerId: s.player_id, expires: s.expires_at };
    },

    async end(sessionId: string) {
      await repo.end(sessionId, deps.clock.now());
    },

    async endOthers(playerId: string, keepSessionId?: string) {
      await repo.endAllOfPlayer(playerId, deps.clock.now(), keepSessionId);
    },
  };
}

export type SessionService = ReturnType<typeof sessionService>;
