-- Scheduled jobs run once per interval across every api process: a process
-- runs a job only after claiming its next run here (platform/jobs.ts).
CREATE TABLE job_leases (
  name         text PRIMARY KEY,
  holder       text NOT NULL,
  next_run_at  timestamptz NOT NULL,
  started_at   timestamptz,
  finished_at  timestamptz,
  last_ok      boolean,
  last_result  jsonb
);
