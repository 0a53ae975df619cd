import type { Db } from "../../platform/db.js";

export interface SessionRow {
  id: string;
  player_id: string;
  expires_at: Date;
  ended_at: Date | null;
  currency: string;
  language: string;
  status: string;
}

export function sessionRepository(db: Db) {
  return {
    async insert(playerId: string, tokenHash: Buffer, fingerprint: string | null, expiresAt: Date) {
      return db.one<{ id: string }>(
        "INSERT INTO sessions (player_id, token_hash, fingerprint, expires_at) VALUES ($1, $2, $3, $4) RETURNING id",
        [playerId, tokenHash, fingerprint, expiresAt],
      );
    },
    async findByTokenHash(tokenHash: Buffer) {
      return db.one<SessionRow>(
        `SELECT s.id, s.player_id, s.expires_at, s.ended_at, p.currency, p.language, p.status
           FROM sessions s JOIN players p ON p.id = s.player_id
          WHERE s.token_hash = $1`,
        [tokenHash],
      );
    },
    async end(sessionId: string, at: Date) {
      await db.query("UPDATE sessions SET ended_at = $2 WHERE id = $1 AND ended_at IS NULL", [sessionId, at]);
    },
    async endAllOfPlayer(playerId: string, at: Date, exceptSessionId?: string) {
      await db.query(
        "UPDATE sessions SET ended_at = $2 WHERE player_id = $1 AND ended_at IS NULL AND ($3::uuid IS NULL OR id <> $3)",
        [playerId, at, exceptSessionId ?? null],
      );
    },
  };
}
