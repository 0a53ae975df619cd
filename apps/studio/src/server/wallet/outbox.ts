import type { Db } from "@casino/db";
import type { FastifyBaseLogger } from "fastify";
import { type WalletAnswer, type WalletClient, WalletUnanswered } from "./client.js";

export interface OutboxRow {
  id: bigint;
  round_id: string;
  operation: "win" | "rollback";
  transaction_id: string;
  payload: Record<string, unknown>;
  attempts: number;
  next_attempt_at: Date;
  last_error: string | null;
  answer: WalletAnswer | null;
  delivered_at: Date | null;
}

/** Delay before retry n (1-based): 1 s, 2 s, 4 s … capped at 5 minutes. */
export function backoffMs(attempt: number, baseMs = 1000) {
  return Math.min(baseMs * 2 ** Math.max(0, attempt - 1), 5 * 60_000);
}

/** A claimed row is hidden from other workers this long. */
const LEASE_MS = 60_000;

/**
 * Wins and rollbacks the casino must hear about. A row is written in the same
 * transaction that settles or cancels the round, sent at once, and — when the
 * casino does not answer — retried with backoff until it answers with any status.
 */
export function walletOutbox(deps: {
  db: Db;
  wallet: WalletClient;
  now: () => Date;
  log: FastifyBaseLogger;
  baseBackoffMs?: number;
}) {
  const { db, wallet, now, log } = deps;

  async function enqueue(
    tx: Db,
    e: { roundId: string; operation: "win" | "rollback"; transactionId: string; payload: Record<string, unknown> },
  ) {
    return (await tx.one<OutboxRow>(
      `INSERT INTO wallet_outbox (round_id, operation, transaction_id, payload, next_attempt_at)
       VALUES ($1, $2, $3, $4, $5) RETURNING *`,
      [e.roundId, e.operation, e.transactionId, JSON.stringify(e.payload), now()],
    ))!;
  }

  async function claim(where: string, params: unknown[], limit = 1): Promise<OutboxRow[]> {
    const t = now();
    return db.query<OutboxRow>(
      `UPDATE wallet_outbox SET next_attempt_at = $1
       WHERE id IN (SELECT id FROM wallet_outbox WHERE delivered_at IS NULL AND next_attempt_at <= $2 AND ${where}
                    ORDER BY id LIMIT ${Math.floor(limit)} FOR UPDATE SKIP LOCKED)
       RETURNING *`,
      [new Date(t.getTime() + LEASE_MS), t, ...params],
    );
  }

  async function send(row: OutboxRow): Promise<WalletAnswer | null> {
    try {
      const answer = await wallet.call(row.operation, row.payload);
      await db.query(
        "UPDATE wallet_outbox SET attempts = attempts + 1, answer = $2, delivered_at = $3, last_error = NULL WHERE id = $1",
        [row.id, JSON.stringify(answer), now()],
      );
      if (answer.status !== "OK")
        log.warn({ transactionId: row.transaction_id, status: answer.status }, "wallet refused a settlement");
      return answer;
    } catch (err) {
      if (!(err instanceof WalletUnanswered)) throw err;
      const attempts = row.attempts + 1;
      const next = new Date(now().getTime() + backoffMs(attempts, deps.baseBackoffMs));
      await db.query("UPDATE wallet_outbox SET attempts = $2, next_attempt_at = $3, last_error = $4 WHERE id = $1", [
        row.id,
        attempts,
        next,
        err.message,
      ]);
      log.warn({ transactionId: row.transaction_id, attempts, retryAt: next }, "wallet settlement unanswered; will retry");
      return null;
    }
  }

  return {
    enqueue,
    /** Sends one row now (right after its round's transaction); null when unanswered. */
    async deliver(id: bigint): Promise<WalletAnswer | null> {
      const [row] = await claim("id = $3", [id]);
      return row ? send(row) : null;
    },
    /** Sends every due row once; returns how many got a final answer. */
    async drain(limit = 50): Promise<number> {
      const rows = await claim("true", [], limit);
      let answered = 0;
      for (const row of rows) if (await send(row)) answered++;
      return answered;
    },
    pending() {
      return db.query<OutboxRow>("SELECT * FROM wallet_outbox WHERE delivered_at IS NULL ORDER BY id");
    },
    forRound(roundId: string) {
      return db.query<OutboxRow>("SELECT * FROM wallet_outbox WHERE round_id = $1 ORDER BY id", [roundId]);
    },
    /** The background loop; returns a stop function. */
    start(intervalMs: number) {
      let stopped = false;
      let running: Promise<unknown> = Promise.resolve();
      const timer = setInterval(() => {
        if (stopped) return;
        running = running.then(() => (stopped ? 0 : this.drain())).catch((err) => log.error({ err }, "outbox pass failed"));
      }, intervalMs);
      timer.unref();
      return async () => {
        stopped = true;
        clearInterval(timer);
        await running;
      };
    },
  };
}

export type WalletOutbox = ReturnType<typeof walletOutbox>;
