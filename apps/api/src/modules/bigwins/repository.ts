import type { Db } from "../../platform/db.js";

export interface BigWinRow {
  id: string;
  player_id: string;
  customer_id: string;
  game_id: string;
  game_name: string;
  vendor_id: string;
  currency: string;
  stake: bigint;
  amount: bigint;
  comment: string | null;
  created_at: Date;
}

export interface NewBigWin {
  provider: string;
  transactionId: string;
  roundId: string;
  playerId: string;
  gameId: string;
  gameName: string;
  vendorId: string;
  currency: string;
  stake: bigint;
  amount: bigint;
  at: Date;
}

const COLUMNS = `b.id::text AS id, b.player_id, p.customer_id, b.game_id, b.game_name, b.vendor_id, b.currency,
  b.stake, b.amount, b.comment, b.created_at`;

export function bigWinsRepository(db: Db) {
  return {
    /** Records a big win once per provider transaction; undefined when it was already there. */
    async insert(w: NewBigWin) {
      return db.one<{ id: string }>(
        `INSERT INTO big_wins (provider, transaction_id, round_id, player_id, game_id, game_name, vendor_id, currency, stake, amount, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
         ON CONFLICT (provider, transaction_id) DO NOTHING
         RETURNING id::text AS id`,
        [
          w.provider,
          w.transactionId,
          w.roundId,
          w.playerId,
          w.gameId,
          w.gameName,
          w.vendorId,
          w.currency,
          w.stake,
          w.amount,
          w.at,
        ],
      );
    },

    async latest(limit: number) {
      return db.query<BigWinRow>(
        `SELECT ${COLUMNS} FROM big_wins b JOIN players p ON p.id = b.player_id
          ORDER BY b.created_at DESC, b.id DESC LIMIT $1`,
        [limit],
      );
    },

    async byId(id: string) {
      return db.one<BigWinRow>(`SELECT ${COLUMNS} FROM big_wins b JOIN players p ON p.id = b.player_id WHERE b.id = $1`, [id]);
    },

    /** The player's newest big win without a comment. */
    async latestUncommented(playerId: string) {
      return db.one<BigWinRow>(
        `SELECT ${COLUMNS} FROM big_wins b JOIN players p ON p.id = b.player_id
          WHERE b.player_id = $1 AND b.comment IS NULL
          ORDER BY b.created_at DESC, b.id DESC LIMIT 1`,
        [playerId],
      );
    },

    /** Sets the comment unless one is there already (one comment per win, even when two arrive at once). */
    async addComment(id: string, comment: string, at: Date) {
      const row = await db.one<{ id: string }>(
        "UPDATE big_wins SET comment = $2, commented_at = $3 WHERE id = $1 AND comment IS NULL RETURNING id::text AS id",
        [id, comment, at],
      );
      return row !== undefined;
    },
  };
}
