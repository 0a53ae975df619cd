import type { Db } from "@casino/db";

export interface SessionRow {
  id: string;
  secret_hash: string;
  game_id: string;
  mode: "real" | "fun";
  token: string | null;
  player_id: string | null;
  currency: string;
  language: string;
  lobby_url: string | null;
  deposit_url: string | null;
  platform: string;
  fun_balance: bigint | null;
  authenticated: boolean;
  autoplay: boolean;
  closed_at: Date | null;
  created_at: Date;
}

export type NewSession = Omit<SessionRow, "authenticated" | "closed_at" | "created_at">;

export function sessionRepository(db: Db) {
  return {
    async insert(s: NewSession) {
      await db.query(
        `INSERT INTO game_sessions (id, secret_hash, game_id, mode, token, player_id, currency, language, lobby_url, deposit_url, platform, fun_balance, autoplay)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
        [
          s.id,
          s.secret_hash,
          s.game_id,
          s.mode,
          s.token,
          s.player_id,
          s.currency,
          s.language,
          s.lobby_url,
          s.deposit_url,
          s.platform,
          s.fun_balance,
          s.autoplay,
        ],
      );
    },
    find(id: string, tx: Db = db) {
      return tx.one<SessionRow>("SELECT * FROM game_sessions WHERE id = $1", [id]);
    },
    async close(id: string, at: Date) {
      return db.one<{ id: string }>("UPDATE game_sessions SET closed_at = COALESCE(closed_at, $2) WHERE id = $1 RETURNING id", [
        id,
        at,
      ]);
    },
    async markAuthenticated(id: string, playerId: string) {
      await db.query("UPDATE game_sessions SET authenticated = true, player_id = $2 WHERE id = $1", [id, playerId]);
    },
    /** Takes a fun stake; undefined when the fun balance is short. */
    debitFun(tx: Db, id: string, amount: number) {
      return tx.one<{ fun_balance: bigint }>(
        "UPDATE game_sessions SET fun_balance = fun_balance - $2 WHERE id = $1 AND fun_balance >= $2 RETURNING fun_balance",
        [id, amount],
      );
    },
    /** Restores a spent fun balance to its starting amount (only when it is below `below`). */
    refillFun(id: string, to: number, below: number) {
      return db.one<{ fun_balance: bigint }>(
        "UPDATE game_sessions SET fun_balance = $2 WHERE id = $1 AND mode = 'fun' AND fun_balance < $3 RETURNING fun_balance",
        [id, to, below],
      );
    },
    creditFun(tx: Db, id: string, amount: number) {
      return tx.one<{ fun_balance: bigint }>(
        "UPDATE game_sessions SET fun_balance = fun_balance + $2 WHERE id = $1 RETURNING fun_balance",
        [id, amount],
      );
    },
  };
}

export type SessionRepository = ReturnType<typeof sessionRepository>;
