import { randomBytes } from "node:crypto";
import type { Db } from "@casino/db";
import { hashServerSeed, isValidClientSeed } from "@casino/game-math";
import { badRequest, conflict } from "../errors.js";
import { type SeedPairRow, seedRepository } from "./repository.js";

/** What the provably fair panel shows: the commitment, never the active server seed. */
export interface FairnessInfo {
  serverSeedHash: string;
  clientSeed: string;
  /** The nonce the next round will use. */
  nonce: number;
  /** The pair retired by the last rotation, its server seed revealed. */
  previous: { serverSeed: string; serverSeedHash: string; clientSeed: string; rounds: number } | null;
}

export function newServerSeed() {
  const serverSeed = randomBytes(32).toString("hex");
  return { serverSeed, serverSeedHash: hashServerSeed(serverSeed) };
}

export function fairnessService(db: Db, now: () => Date) {
  const repo = seedRepository(db);

  async function ensure(owner: string, gameId: string, tx: Db = db): Promise<SeedPairRow> {
    const found = await repo.active(owner, gameId, tx);
    if (found) return found;
    await repo.insertActive(tx, { owner, gameId, ...newServerSeed(), clientSeed: randomBytes(8).toString("hex") });
    return (await repo.active(owner, gameId, tx))!;
  }

  async function info(owner: string, gameId: string): Promise<FairnessInfo> {
    const pair = await ensure(owner, gameId);
    const prev = await repo.lastRevealed(owner, gameId);
    return {
      serverSeedHash: pair.server_seed_hash,
      clientSeed: pair.client_seed,
      nonce: Number(pair.nonce),
      previous: prev
        ? {
            serverSeed: prev.server_seed,
            serverSeedHash: prev.server_seed_hash,
            clientSeed: prev.client_seed,
            rounds: Number(prev.nonce),
          }
        : null,
    };
  }

  return {
    ensure,
    info,
    /** Takes the next nonce of the owner's active pair (creating the pair on the first round). */
    async takeNonce(tx: Db, owner: string, gameId: string) {
      await ensure(owner, gameId, tx);
      const pair = (await repo.takeNonce(tx, owner, gameId))!;
      return { pair, nonce: Number(pair.taken) };
    },
    async setClientSeed(owner: string, gameId: string, clientSeed: string): Promise<FairnessInfo> {
      if (!isValidClientSeed(clientSeed)) {
        throw badRequest("INVALID_CLIENT_SEED", "A client seed is 1 to 64 printable characters, without ':'.");
      }
      await ensure(owner, gameId);
      await repo.setClientSeed(owner, gameId, clientSeed);
      return info(owner, gameId);
    },
    /**
     * Retires the active pair, revealing its server seed, and commits to a new
     * one. Refused while a round of several steps is still open under it.
     */
    async rotate(owner: string, gameId: string, hasOpenRound: () => Promise<boolean>): Promise<FairnessInfo> {
      if (await hasOpenRound()) throw conflict("ROUND_IN_PROGRESS", "Finish the current round before changing the seeds.");
      await db.transaction(async (tx) => {
        const pair = await ensure(owner, gameId, tx);
        const retired = await repo.retire(tx, pair.id, now());
        if (!retired) return;
        await repo.insertActive(tx, { owner, gameId, ...newServerSeed(), clientSeed: pair.client_seed });
      });
      return info(owner, gameId);
    },
    pairById: (id: bigint | number | string) => repo.byId(id),
  };
}

export type FairnessService = ReturnType<typeof fairnessService>;
