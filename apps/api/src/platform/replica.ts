import type { Db } from "./db.js";

/** How long a read waits for the replica to catch up before it goes to the primary (ms). */
const CATCH_UP_MS = 50;
const POLL_MS = 2;

/**
 * Reads a player would notice if they lagged (their own history right after a
 * bet), from a replica only when it has replayed everything the primary had
 * written when the read began — their own writes included — else from the
 * primary. The cost on the primary is one query that touches no table.
 * Without a replica (PGlite, one server) it is the primary.
 */
export function replicaAfterWrites(primary: Db, replica: Db | undefined, opts: { catchUpMs?: number } = {}) {
  const catchUpMs = opts.catchUpMs ?? CATCH_UP_MS;
  let replicaReads = 0;
  let primaryReads = 0;
  return {
    /** The handle to read from now. */
    async reader(): Promise<Db> {
      if (!replica) return primary;
      try {
        const at = await primary.one<{ lsn: string }>("SELECT pg_current_wal_lsn()::text AS lsn");
        const until = Date.now() + catchUpMs;
        for (;;) {
          const r = await replica.one<{ caught: boolean | null }>("SELECT pg_last_wal_replay_lsn() >= $1::pg_lsn AS caught", [
            at!.lsn,
          ]);
          if (r?.caught) {
            replicaReads += 1;
            return replica;
          }
          if (Date.now() >= until) break;
          await new Promise((done) => setTimeout(done, POLL_MS));
        }
      } catch {
        // A replica that does not answer (restarting, gone) is no reason to fail a read the primary can serve.
      }
      primaryReads += 1;
      return primary;
    },
    /** Reads served by each side so far (metrics, tests). */
    counts: () => ({ replica: replicaReads, primary: primaryReads }),
  };
}
