import type { Db } from "@casino/db";

export interface SeedPairRow {
  id: bigint;
  owner: string;
  game_id: string;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: bigint;
  active: boolean;
  created_at: Date;
  revealed_at: Date | null;
}

export function seedRepository(db: Db) {
  return {
    active(owner: string, gameId: string, tx: Db = db) {
      return tx.one<SeedPairRow>("SELECT * FROM seed_pairs WHERE owner = $1 AND game_id = $2 AND active", [owner, gameId]);
    },
    byId(id: bigint | number | string, tx: Db = db) {
      return tx.one<SeedPairRow>("SELECT * FROM seed_pairs WHERE id = $1", [id]);
    },
    /** The latest revealed pair of an owner and game (shown after a rotation). */
    lastRevealed(owner: string, gameId: string) {
      return db.one<SeedPairRow>(
        "SELECT * FROM seed_pairs WHERE owner = $1 AND game_id = $2 AND NOT active ORDER BY id DESC LIMIT 1",
        [owner, gameId],
      );
    },
    /** Creates the active pair unless one exists (a concurrent first round may have made it). */
    async insertActive(
      tx: Db,
      p: { owner: string; gameId: string; serverSeed: string; serverSeedHash: string; clientSeed: string },
    ) {
      await tx.query(
        `INSERT INTO seed_pairs (owner, game_id, server_seed, server_seed_hash, client_seed)
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT (owner, game_id) WHERE active DO NOTHING`,
        [p.owner, p.gameId, p.serverSeed, p.serverSeedHash, p.clientSeed],
      );
    },
    /** Takes the next nonce of the active pair under a row lock. */
    takeNonce(tx: Db, owner: string, gameId: string) {
      return tx.one<SeedPairRow & { taken: bigint }>(
        `UPDATE seed_pairs SET nonce = nonce + 1 WHERE owner = $1 AND game_id = $2 AND active
         RETURNING *, nonce - 1 AS taken`,
        [owner, gameId],
      );
    },
    setClientSeed(owner: string, gameId: string, clientSeed: string) {
      return db.one<SeedPairRow>(
        "UPDATE seed_pairs SET client_seed = $3 WHERE owner = $1 AND game_id = $2 AND active RETURNING *",
        [owner, gameId, clientSeed],
      );
    },
    retire(tx: Db, id: bigint, at: Date) {
      return tx.one<SeedPairRow>("UPDATE seed_pairs SET active = false, revealed_at = $2 WHERE id = $1 AND active RETURNING *", [
        id,
        at,
      ]);
    },
  };
}

export type SeedRepository = ReturnType<typeof seedRepository>;
