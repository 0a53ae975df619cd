import type { Db } from "@casino/db";

export interface AwardRow {
  award_id: string;
  player_id: string;
  game_ids: string[];
  count: number;
  played: number;
  bet: bigint;
  currency: string;
  expires_at: Date;
  closed_at: Date | null;
  created_at: Date;
}

export interface NewAward {
  awardId: string;
  playerId: string;
  gameIds: string[];
  count: number;
  bet: number;
  currency: string;
  expiresAt: Date;
}

export function freeSpinRepository(db: Db) {
  return {
    /** Records an award once: undefined when its id was seen before (a retry, or a conflicting reuse). */
    insert(a: NewAward) {
      return db.one<AwardRow>(
        `INSERT INTO free_spin_awards (award_id, player_id, game_ids, count, bet, currency, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (award_id) DO NOTHING RETURNING *`,
        [a.awardId, a.playerId, a.gameIds, a.count, a.bet, a.currency, a.expiresAt],
      );
    },
    find(awardId: string, q: Db = db) {
      return q.one<AwardRow>("SELECT * FROM free_spin_awards WHERE award_id = $1", [awardId]);
    },
    /** The oldest award with spins left the player may play now in this game and currency. */
    playable(playerId: string, gameId: string, currency: string, now: Date, q: Db = db) {
      return q.one<AwardRow>(
        `SELECT * FROM free_spin_awards
          WHERE player_id = $1 AND currency = $3 AND $2 = ANY(game_ids) AND closed_at IS NULL AND played < count AND expires_at > $4
          ORDER BY created_at, award_id LIMIT 1`,
        [playerId, gameId, currency, now],
      );
    },
    /** Takes one spin of an award (in the spin's transaction); undefined when none is left. */
    takeSpin(tx: Db, awardId: string, now: Date) {
      return tx.one<AwardRow>(
        `UPDATE free_spin_awards SET played = played + 1
          WHERE award_id = $1 AND closed_at IS NULL AND played < count AND expires_at > $2 RETURNING *`,
        [awardId, now],
      );
    },
    /**
     * The award is over at the casino (its bonus cancelled or revoked, or a spin's win refused): no spin of it
     * is played any more. The award as it is now; undefined when there is none.
     */
    async close(awardId: string, now: Date) {
      await db.query("UPDATE free_spin_awards SET closed_at = $2 WHERE award_id = $1 AND closed_at IS NULL", [awardId, now]);
      return db.one<AwardRow>("SELECT * FROM free_spin_awards WHERE award_id = $1", [awardId]);
    },
  };
}

export type FreeSpinRepository = ReturnType<typeof freeSpinRepository>;
