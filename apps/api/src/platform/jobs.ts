import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { Clock } from "./clock.js";
import type { Db } from "./db.js";

/** A scheduled job: runs at most once per interval across every api process. */
export interface Job {
  name: string;
  intervalMs: number;
  /** Bounded work (take at most N rows); its JSON-able answer is kept as the last result. */
  run(): Promise<unknown>;
}

export interface JobState {
  name: string;
  nextRunAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
  lastOk: boolean | null;
  lastResult: unknown;
}

const holder = `${process.pid}-${randomUUID().slice(0, 8)}`;

/**
 * Claims the job's next run if it is due: one conditional upsert, so of many
 * processes ticking at once exactly one gets the row back.
 */
export async function claimRun(db: Db, name: string, intervalMs: number, now: Date): Promise<boolean> {
  // A job not yet due is seen by a read: the upsert locks its row even when its WHERE fails, a write
  // (and a WAL flush at commit) per job per process per tick that the bets' commits would queue behind.
  const lease = await db.one<{ due: boolean }>("SELECT next_run_at <= $2 AS due FROM job_leases WHERE name = $1", [name, now]);
  if (lease && !lease.due) return false;
  const next = new Date(now.getTime() + intervalMs);
  const row = await db.one(
    `INSERT INTO job_leases (name, holder, next_run_at, started_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (name) DO UPDATE SET holder = EXCLUDED.holder, next_run_at = EXCLUDED.next_run_at, started_at = EXCLUDED.started_at
       WHERE job_leases.next_run_at <= $4
     RETURNING name`,
    [name, holder, next, now],
  );
  return row !== undefined;
}

/** Gives a claimed run back (it failed): the next claim, in any process, may take it at once. */
export async function releaseClaim(db: Db, name: string, now: Date): Promise<void> {
  await db.query("UPDATE job_leases SET next_run_at = $3 WHERE name = $1 AND holder = $2", [name, holder, now]);
}

/** Runs the job now if this process can claim it; records the outcome. Returns whether it ran. */
export async function runLeased(db: Db, job: Job, clock: Clock, log?: FastifyBaseLogger): Promise<boolean> {
  if (!(await claimRun(db, job.name, job.intervalMs, clock.now()))) return false;
  let ok = true;
  let result: unknown = null;
  try {
    result = (await job.run()) ?? null;
  } catch (err) {
    ok = false;
    result = { error: err instanceof Error ? err.message : String(err) };
    log?.warn({ err, job: job.name }, "scheduled job failed");
  }
  await db.query("UPDATE job_leases SET finished_at = $2, last_ok = $3, last_result = $4 WHERE name = $1", [
    job.name,
    clock.now(),
    ok,
    JSON.stringify(result, (_k, v) => (typeof v === "bigint" ? v.toString() : v)),
  ]);
  return true;
}

/** Ticks every job (each tick at most a claim query); returns a stop function. */
export function startJobs(db: Db, jobs: Job[], clock: Clock, log?: FastifyBaseLogger, tickMs = 1000): () => void {
  const running = new Set<string>();
  const tick = () => {
    for (const job of jobs) {
      if (running.has(job.name)) continue;
      running.add(job.name);
      runLeased(db, job, clock, log)
        .catch((err) => log?.warn({ err, job: job.name }, "job lease failed"))
        .finally(() => running.delete(job.name));
    }
  };
  const timer = setInterval(tick, tickMs);
  timer.unref();
  return () => clearInterval(timer);
}

export async function jobState(db: Db, name: string): Promise<JobState | undefined> {
  const r = await db.one<{
    name: string;
    next_run_at: Date;
    started_at: Date | null;
    finished_at: Date | null;
    last_ok: boolean | null;
    last_result: unknown;
  }>("SELECT name, next_run_at, started_at, finished_at, last_ok, last_result FROM job_leases WHERE name = $1", [name]);
  if (!r) return undefined;
  return {
    name: r.name,
    nextRunAt: new Date(r.next_run_at),
    startedAt: r.started_at && new Date(r.started_at),
    finishedAt: r.finished_at && new Date(r.finished_at),
    lastOk: r.last_ok,
    lastResult: r.last_result,
  };
}
