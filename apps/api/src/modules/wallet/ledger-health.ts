import { type AuditWriter, auditOf, type OperatorActor } from "../../platform/actor.js";
import type { Clock } from "../../platform/clock.js";
import type { Db } from "../../platform/db.js";
import { type Job, jobState } from "../../platform/jobs.js";
import type { WalletService } from "./service.js";

export const LEDGER_CHECK_JOB = "wallet.reconcile";

type Trigger = "schedule" | "operator" | "command";
type Reconciliation = Awaited<ReturnType<WalletService["reconcile"]>>;

interface CheckRow {
  id: string;
  trigger: Trigger;
  operator_id: string | null;
  started_at: Date;
  finished_at: Date;
  ok: boolean;
  result: Reconciliation;
}

/**
 * Ledger health: the wallet's reconciliation (sum per currency zero, stored
 * balances equal the replay, no negative player account, no dangling
 * reference), run on a schedule (one api process, under a lease) or on demand,
 * each run kept with its answer.
 */
export function ledgerHealthService(deps: {
  db: Db;
  clock: Clock;
  wallet: Pick<WalletService, "reconcile">;
  audit: AuditWriter;
}) {
  const present = (r: CheckRow) => ({
    id: r.id,
    trigger: r.trigger,
    operatorId: r.operator_id,
    startedAt: new Date(r.started_at).toISOString(),
    finishedAt: new Date(r.finished_at).toISOString(),
    durationMs: new Date(r.finished_at).getTime() - new Date(r.started_at).getTime(),
    ok: r.ok,
    result: r.result,
  });

  async function check(trigger: Trigger, by?: OperatorActor) {
    const startedAt = deps.clock.now();
    const result = await deps.wallet.reconcile();
    const finishedAt = deps.clock.now();
    const row = await deps.db.transaction(async (tx) => {
      const saved = (await tx.one<CheckRow>(
        `INSERT INTO ledger_checks (trigger, operator_id, started_at, finished_at, ok, result) VALUES ($1, $2, $3, $4, $5, $6::jsonb)
         RETURNING id::text AS id, trigger, operator_id, started_at, finished_at, ok, result`,
        [trigger, by?.id ?? null, startedAt, finishedAt, result.ok, JSON.stringify(result)],
      ))!;
      if (by) {
        await deps.audit(
          tx,
          auditOf(by, { action: "ledger.reconcile", objectType: "ledger", objectId: saved.id, after: { ok: result.ok } }),
        );
      }
      return saved;
    });
    return present(row);
  }

  return {
    /** Runs the reconciliation now and keeps its answer. */
    check,

    /** The last runs (newest first) and when the scheduled one runs next. */
    async status(limit = 10) {
      const [rows, job] = await Promise.all([
        deps.db.query<CheckRow>(
          `SELECT id::text AS id, trigger, operator_id, started_at, finished_at, ok, result FROM ledger_checks
            ORDER BY finished_at DESC, id DESC LIMIT $1`,
          [limit],
        ),
        jobState(deps.db, LEDGER_CHECK_JOB),
      ]);
      return {
        last: rows[0] ? present(rows[0]) : null,
        recent: rows.map((r) => ({ ...present(r), result: undefined })),
        nextScheduledAt: job?.nextRunAt.toISOString() ?? null,
      };
    },

    /** The scheduled run, for `startJobs` (platform/jobs.ts). */
    job(intervalMs: number): Job {
      return {
        name: LEDGER_CHECK_JOB,
        intervalMs,
        run: async () => {
          const c = await check("schedule");
          return { ok: c.ok, checkId: c.id };
        },
      };
    },
  };
}

export type LedgerHealthService = ReturnType<typeof ledgerHealthService>;
