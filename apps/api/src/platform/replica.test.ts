import { describe, expect, it } from "vitest";
import type { Db } from "./db.js";
import { replicaAfterWrites } from "./replica.js";

/**
 * Which handle a read that must see the player's own writes goes to. The
 * handles are stand-ins answering the two WAL position queries: the primary
 * its write position, the replica whether it has replayed that far (a real
 * standby is exercised by the journeys on the cluster, `npm run test:e2e:cluster`).
 */
function handles(replayed: () => boolean | Error) {
  const asked: string[] = [];
  const primary = {
    one: async (sql: string) => {
      asked.push(`primary: ${sql}`);
      return { lsn: "0/3000148" };
    },
  } as unknown as Db;
  const replica = {
    one: async (sql: string, params?: unknown[]) => {
      asked.push(`replica: ${sql} ${params?.[0]}`);
      const r = replayed();
      if (r instanceof Error) throw r;
      return { caught: r };
    },
  } as unknown as Db;
  return { primary, replica, asked };
}

describe("reads after the player's writes", () => {
  it("go to the replica when it has replayed what the primary had written when the read began", async () => {
    const { primary, replica, asked } = handles(() => true);
    const reads = replicaAfterWrites(primary, replica);
    expect(await reads.reader()).toBe(replica);
    expect(asked).toEqual([
      "primary: SELECT pg_current_wal_lsn()::text AS lsn",
      "replica: SELECT pg_last_wal_replay_lsn() >= $1::pg_lsn AS caught 0/3000148",
    ]);
  });

  it("wait for a replica a little behind, and take it once it has caught up", async () => {
    let polls = 0;
    const { primary, replica } = handles(() => ++polls >= 3);
    const reads = replicaAfterWrites(primary, replica, { catchUpMs: 1000 });
    expect(await reads.reader()).toBe(replica);
    expect(polls).toBe(3);
  });

  it("go to the primary when the replica stays behind, or does not answer, or there is none", async () => {
    const behind = handles(() => false);
    const lagging = replicaAfterWrites(behind.primary, behind.replica, { catchUpMs: 20 });
    const started = Date.now();
    expect(await lagging.reader()).toBe(behind.primary);
    expect(Date.now() - started).toBeGreaterThanOrEqual(20);
    expect(lagging.counts()).toEqual({ replica: 0, primary: 1 });

    const down = handles(() => new Error("the database system is starting up"));
    expect(await replicaAfterWrites(down.primary, down.replica).reader()).toBe(down.primary);

    expect(await replicaAfterWrites(behind.primary, undefined).reader()).toBe(behind.primary);
  });
});
