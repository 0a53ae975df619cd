import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { SessionScope } from "@casino/contracts/access";
import type { Clock } from "../../platform/clock.js";
import type { Config } from "../../platform/config.js";
import type { Db } from "../../platform/db.js";
import { isUuid } from "../../platform/ids.js";
import type { PlayerContext } from "../../platform/request-context.js";
import { sessionExpired, sessionNotFound } from "./errors.js";
import { sessionRepository } from "./repository.js";

/** A session lives this long from its start. */
export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;
/** A withdrawal-only session (an excluded player taking their balance out) lives this long: one cashier visit. */
export const WITHDRAWAL_SESSION_TTL_MS = 30 * 60 * 1000;

const hashToken = (token: string) => createHash("sha256").update(token).digest();

export function sessionService(deps: { db: Db; clock: Clock; config?: Pick<Config, "MESSAGE_CHANNEL_SECRET"> }) {
  const repo = sessionRepository(deps.db);
  const isLive = (s: { expires_at: Date; ended_at: Date | null; status: string }) =>
    !s.ended_at && s.expires_at.getTime() > deps.clock.now().getTime() && s.status === "ACTIVE";

  const channelMac = (sessionId: string) =>
    createHmac("sha256", deps.config?.MESSAGE_CHANNEL_SECRET ?? "message-channel-dev-secret")
      .update(`channel:${sessionId}`)
      .digest("base64url");

  return {
    /**
     * The message-channel password of a session (login `details`): the session's
     * id and its HMAC, so the channel checks it without storing anything.
     */
    channelPassword(sessionId: string) {
      return `${sessionId}.${channelMac(sessionId)}`;
    },

    /** The live session a channel password belongs to, if it is the customer's; null otherwise. */
    async channelSession(customerId: string, password: string): Promise<PlayerContext | null> {
      const [sessionId = "", mac = ""] = password.split(".");
      if (!isUuid(sessionId)) return null;
      const want = Buffer.from(channelMac(sessionId));
      const got = Buffer.from(mac);
      if (got.length !== want.length || !timingSafeEqual(got, want)) return null;
      const s = await repo.findById(sessionId);
      // A withdrawal-only session has no message channel.
      if (!s || !isLive(s) || s.customer_id !== customerId || s.scope !== "FULL") return null;
      return { playerId: s.player_id, sessionId: s.id, currency: s.currency, locale: s.language, scope: s.scope };
    },

    /**
     * Opens a session: 256 random bits, only their hash is stored; device (x-cid) and address kept for the login
     * history. `scope` WITHDRAWAL: a withdrawal-only session, for WITHDRAWAL_SESSION_TTL_MS.
     */
    async start(playerId: string, fingerprint: string | null, ip: string | null = null, scope: SessionScope = "FULL") {
      const token = randomBytes(32).toString("base64url");
      const ttl = scope === "WITHDRAWAL" ? WITHDRAWAL_SESSION_TTL_MS : SESSION_TTL_MS;
      const expires = new Date(deps.clock.now().getTime() + ttl);
      const row = await repo.insert(playerId, hashToken(token), fingerprint, expires, ip, scope);
      return { token, expires, sessionId: row!.id, scope };
    },

    /**
     * A login's session, opened only while the player is not locked (and, for a
     * full one, not excluded), checked in the insert itself; null when that
     * changed since the login's checks (a block or exclusion committed in between).
     */
    async startPlayable(playerId: string, fingerprint: string | null, ip: string | null = null, scope: SessionScope = "FULL") {
      const token = randomBytes(32).toString("base64url");
      const now = deps.clock.now();
      const expires = new Date(now.getTime() + (scope === "WITHDRAWAL" ? WITHDRAWAL_SESSION_TTL_MS : SESSION_TTL_MS));
      const row = await repo.insert(playerId, hashToken(token), fingerprint, expires, ip, scope, now);
      return row ? { token, expires, sessionId: row.id, scope } : null;
    },

    /** The player behind a live token, or null. */
    async resolve(token: string): Promise<PlayerContext | null> {
      const s = await repo.findByTokenHash(hashToken(token));
      if (!s || !isLive(s)) return null;
      return { playerId: s.player_id, sessionId: s.id, currency: s.currency, locale: s.language, scope: s.scope };
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

    /** Ends every session of the player but `keepSessionId`; `q`: inside the caller's transaction. */
    async endOthers(playerId: string, keepSessionId?: string, q?: Db) {
      await repo.endAllOfPlayer(playerId, deps.clock.now(), keepSessionId, q);
    },

    /** Ends every session of the player inside the caller's transaction (a block commits with it). */
    async endAllIn(tx: Db, playerId: string) {
      await sessionRepository(tx).endAllOfPlayer(playerId, deps.clock.now());
    },

    /** Login history for the back office: sessions opened (live or not) and refused logins. */
    async loginHistory(playerId: string, limit = 50) {
      const now = deps.clock.now().getTime();
      const rows = await repo.history(playerId, limit);
      return rows.map((r) => ({
        at: new Date(r.at).toISOString(),
        outcome: r.outcome,
        device: r.fingerprint,
        ip: r.ip,
        scope: r.scope,
        live: r.outcome === "SESSION" && !r.ended_at && r.expires_at !== null && new Date(r.expires_at).getTime() > now,
        endedAt: r.ended_at ? new Date(r.ended_at).toISOString() : null,
      }));
    },
  };
}

export type SessionService = ReturnType<typeof sessionService>;
