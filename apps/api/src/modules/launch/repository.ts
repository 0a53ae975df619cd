import type { Db } from "../../platform/db.js";

export interface GameSessionRow {
  id: string;
  player_id: string | null;
  vendor_id: string;
  game_id: string;
  provider_session_id: string;
  mode: "real" | "fun";
  closed_at: Date | null;
}

export function launchRepository(db: Db) {
  return {
    async insertSession(s: {
      id: string;
      playerId: string | null;
      loginSessionId: string | null;
      vendorId: string;
      gameId: string;
      providerSessionId: string;
      mode: "real" | "fun";
      currency: string;
      platform: string;
      fingerprint: string | null;
      at: Date;
    }) {
      const r = await db.one<{ id: string }>(
        `INSERT INTO game_sessions (id, player_id, login_session_id, vendor_id, game_id, provider_session_id, mode, currency, platform, fingerprint, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
        [
          s.id,
          s.playerId,
          s.loginSessionId,
          s.vendorId,
          s.gameId,
          s.providerSessionId,
          s.mode,
          s.currency,
          s.platform,
          s.fingerprint,
          s.at,
        ],
      );
      return r!.id;
    },

    async session(id: string) {
      return db.one<GameSessionRow>(
        `SELECT id, player_id, vendor_id, game_id, provider_session_id, mode, closed_at FROM game_sessions
          WHERE id = $1`,
        [id],
      );
    },

    async close(id: string, at: Date) {
      await db.query("UPDATE game_sessions SET closed_at = $2 WHERE id = $1 AND closed_at IS NULL", [id, at]);
    },
  };
}
