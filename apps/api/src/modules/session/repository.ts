import type { SessionScope } from "@casino/contracts/access";
import type { Db } from "../../platform/db.js";
import { excludedAt } from "../protection/exclusion-sql.js";

export interface SessionRow {
  id: string;
  player_id: string;
  expires_at: Date;
  ended_at: Date | null;
  currency: string;
  language: string;
  status: string;
  scope: SessionScope;
}

export function sessionRepository(db: Db) {
  return {
    async insert(
      playerId: string,
      tokenHash: Buffer,
      fingerprint: string | null,
      expiresAt: Date,
      ip: string | null,
      scope: SessionScope = "FULL",
      /**
       * The login's moment: no row unless the player is not locked and, for a full session, not excluded then
       * (a withdrawal-only session is an excluded player's).
       */
      playableAt?: Date,
    ) {
      if (!playableAt)
        return db.one<{ id: string }>(
          "INSERT INTO sessions (player_id, token_hash, fingerprint, expires_at, ip, scope) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id",
          [playerId, tokenHash, fingerprint, expiresAt, ip, scope],
        );
      // FOR KEY SHARE waits for a block or exclusion being written (their FOR UPDATE) and reads it once
      // committed, so a login never opens a session just after the exclusion ended them all.
      return db.one<{ id: string }>(
        `INSERT INTO sessions (player_id, token_hash, fingerprint, expires_at, ip, scope)
         SELECT p.id, $2, $3, $4, $5, $6 FROM players p
          WHERE p.id = $1 AND p.status <> 'LOCKED'
            AND ($6 = 'WITHDRAWAL'
                 OR NOT ${excludedAt("$7", "p")})
            FOR KEY SHARE
         RETURNING id`,
        [playerId, tokenHash, fingerprint, expiresAt, ip, scope, playableAt],
      );
    },
    async findByTokenHash(tokenHash: Buffer) {
      return db.one<SessionRow>(
        `SELECT s.id, s.player_id, s.expires_at, s.ended_at, s.scope, p.currency, p.language, p.status
           FROM sessions s JOIN players p ON p.id = s.player_id
          WHERE s.token_hash = $1`,
        [tokenHash],
      );
    },
    async findById(id: string) {
      return db.one<SessionRow & { customer_id: string }>(
        `SELECT s.id, s.player_id, s.expires_at, s.ended_at, s.scope, p.currency, p.language, p.status, p.customer_id
           FROM sessions s JOIN players p ON p.id = s.player_id
          WHERE s.id = $1`,
        [id],
      );
    },
    async end(sessionId: string, at: Date) {
      await db.query("UPDATE sessions SET ended_at = $2 WHERE id = $1 AND ended_at IS NULL", [sessionId, at]);
    },
    /** Sessions opened and logins refused, newest first: device (x-cid) and address. */
    async history(playerId: string, limit: number) {
      return db.query<{
        at: Date;
        outcome: "SESSION" | "REFUSED";
        fingerprint: string | null;
        ip: string | null;
        scope: SessionScope | null;
        expires_at: Date | null;
        ended_at: Date | null;
      }>(
        `(SELECT created_at AS at, 'SESSION' AS outcome, fingerprint, ip, scope, expires_at, ended_at
            FROM sessions WHERE player_id = $1 ORDER BY created_at DESC LIMIT $2)
         UNION ALL
         (SELECT at, 'REFUSED', fingerprint, ip, NULL, NULL, NULL
            FROM login_failures WHERE player_id = $1 ORDER BY at DESC LIMIT $2)
         ORDER BY at DESC LIMIT $2`,
        [playerId, limit],
      );
    },
    async endAllOfPlayer(playerId: string, at: Date, exceptSessionId?: string, q: Db = db) {
      await q.query(
        "UPDATE sessions SET ended_at = $2 WHERE player_id = $1 AND ended_at IS NULL AND ($3::uuid IS NULL OR id <> $3)",
        [playerId, at, exceptSessionId ?? null],
      );
    },
  };
}
