import type { Db } from "@casino/db";

export type RoundStatus = "pending" | "open" | "settled" | "refused" | "rolled_back";

export interface RoundRow {
  id: string;
  session_id: string;
  game_id: string;
  mode: "real" | "fun";
  player_id: string | null;
  owner: string;
  currency: string;
  client_seed: string;
  seed_pair_id: bigint;
  nonce: bigint;
  action: { bet: unknown; actions: unknown[] };
  outcome: unknown;
  bets: { transactionId: string; amount: number; status: string }[];
  stake: bigint;
  win: bigint;
  status: RoundStatus;
  balance_after: bigint | null;
  created_at: Date;
  settled_at: Date | null;
}

export type NewRound = Pick<
  RoundRow,
  | "id"
  | "session_id"
  | "game_id"
  | "mode"
  | "player_id"
  | "owner"
  | "currency"
  | "client_seed"
  | "seed_pair_id"
  | "nonce"
  | "status"
> & {
  action: RoundRow["action"];
  outcome: unknown;
  stake: number;
  bets: RoundRow["bets"];
  /** A free spin of this award (no bet at the wallet). */
  freeSpinAward?: string | null;
};

export function roundRepository(db: Db) {
  return {
    async insert(tx: Db, r: NewRound) {
      await tx.query(
        `INSERT INTO rounds (id, session_id, game_id, mode, player_id, owner, currency, client_seed, seed_pair_id, nonce, action, outcome, stake, bets, status, free_spin_award)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
        [
          r.id,
          r.session_id,
          r.game_id,
          r.mode,
          r.player_id,
          r.owner,
          r.currency,
          r.client_seed,
          r.seed_pair_id,
          r.nonce,
          JSON.stringify(r.action),
          JSON.stringify(r.outcome),
          r.stake,
          JSON.stringify(r.bets),
          r.status,
          r.freeSpinAward ?? null,
        ],
      );
    },
    find(id: string, tx: Db = db) {
      return tx.one<RoundRow>("SELECT * FROM rounds WHERE id = $1", [id]);
    },
    /** The open round of several steps an owner has in a game, locked when inside a transaction. */
    openFor(owner: string, gameId: string, tx: Db = db, lock = false) {
      return tx.one<RoundRow>(
        `SELECT * FROM rounds WHERE owner = $1 AND game_id = $2 AND status IN ('pending', 'open') ORDER BY created_at DESC LIMIT 1${lock ? " FOR UPDATE" : ""}`,
        [owner, gameId],
      );
    },
    async update(
      tx: Db,
      id: string,
      f: Partial<{
        status: RoundStatus;
        outcome: unknown;
        action: RoundRow["action"];
        stake: number;
        win: number;
        bets: RoundRow["bets"];
        balanceAfter: number | null;
        settledAt: Date;
      }>,
    ) {
      const sets: string[] = [];
      const params: unknown[] = [id];
      const add = (col: string, v: unknown) => {
        params.push(v);
        sets.push(`${col} = $${params.length}`);
      };
      if (f.status !== undefined) add("status", f.status);
      if (f.outcome !== undefined) add("outcome", JSON.stringify(f.outcome));
      if (f.action !== undefined) add("action", JSON.stringify(f.action));
      if (f.stake !== undefined) add("stake", f.stake);
      if (f.win !== undefined) add("win", f.win);
      if (f.bets !== undefined) add("bets", JSON.stringify(f.bets));
      if (f.balanceAfter !== undefined) add("balance_after", f.balanceAfter);
      if (f.settledAt !== undefined) add("settled_at", f.settledAt);
      if (sets.length) await tx.query(`UPDATE rounds SET ${sets.join(", ")} WHERE id = $1`, params);
    },
    /** Real rounds still waiting for their bet's answer since before `before`. */
    stalePending(before: Date) {
      return db.query<RoundRow>(
        "SELECT * FROM rounds WHERE status = 'pending' AND mode = 'real' AND created_at < $1 ORDER BY created_at LIMIT 100",
        [before],
      );
    },
    async claimPending(tx: Db, id: string) {
      return !!(await tx.one("SELECT id FROM rounds WHERE id = $1 AND status = 'pending' FOR UPDATE", [id]));
    },
    /** Takes an open round for settlement under a row lock; false when it is no longer open. */
    async claimOpen(tx: Db, id: string) {
      return !!(await tx.one("SELECT id FROM rounds WHERE id = $1 AND status = 'open' FOR UPDATE", [id]));
    },
    /** The last settled rounds of an owner in a game, newest first. */
    history(owner: string, gameId: string, limit = 10) {
      return db.query<RoundRow & { server_seed_hash: string; revealed: boolean }>(
        `SELECT r.*, p.server_seed_hash, NOT p.active AS revealed FROM rounds r JOIN seed_pairs p ON p.id = r.seed_pair_id
         WHERE r.owner = $1 AND r.game_id = $2 AND r.status = 'settled'
         ORDER BY r.settled_at DESC, r.created_at DESC LIMIT $3`,
        [owner, gameId, limit],
      );
    },
  };
}

export type RoundRepository = ReturnType<typeof roundRepository>;
