import { Counter, Gauge, Histogram, Registry } from "@casino/metrics";
import type { Db } from "./db.js";

/**
 * The api's own metrics beside the request metrics every part has (@casino/metrics): seamless-wallet
 * answers by operation and status, bets per group-committed statement, open WebSockets, the database
 * pool, payments by state and the scheduled jobs' last outcome (the ledger check among them).
 * Figures read from the database are read when Prometheus scrapes, never on a request's path.
 */
export function apiMetrics() {
  const registry = new Registry();
  const walletAnswers = new Counter({
    name: "casino_wallet_answers_total",
    help: "Seamless-wallet answers by operation and body status (OK, INSUFFICIENT_FUNDS, …)",
    labelNames: ["operation", "status"],
    registers: [registry],
  });
  const betStatement = new Histogram({
    name: "casino_bet_statement_bets",
    help: "Bets carried by one group-committed bet statement",
    buckets: [1, 2, 4, 8, 16, 32, 64],
    registers: [registry],
  });
  return {
    registry,
    walletAnswers,
    betStatement,
    /** Figures read at scrape time from the running services. */
    watch(o: { db: Db; websockets: () => number }) {
      new Gauge({
        name: "casino_websocket_connections",
        help: "Players' pages connected for balance updates",
        registers: [registry],
        collect() {
          this.set(o.websockets());
        },
      });
      new Gauge({
        name: "casino_db_pool_connections",
        help: "Database pool connections by state",
        labelNames: ["state"],
        registers: [registry],
        collect() {
          const s = o.db.poolStats?.();
          if (!s) return;
          this.set({ state: "open" }, s.total);
          this.set({ state: "idle" }, s.idle);
          this.set({ state: "busy" }, s.total - s.idle);
          this.set({ state: "waiting" }, s.waiting);
          this.set({ state: "max" }, s.max);
        },
      });
      new Gauge({
        name: "casino_payments",
        help: "Payments by type and state",
        labelNames: ["type", "state"],
        registers: [registry],
        async collect() {
          this.reset();
          const rows = await o.db
            .query<{ type: string; status: string; n: number }>(
              "SELECT type, status, count(*)::int AS n FROM payments GROUP BY type, status",
            )
            .catch(() => []);
          for (const r of rows) this.set({ type: r.type, state: r.status }, r.n);
        },
      });
      new Gauge({
        name: "casino_job_last_ok",
        help: "Scheduled jobs: 1 when the last run succeeded (ledger check: the ledger reconciled), 0 when not",
        labelNames: ["job"],
        registers: [registry],
        async collect() {
          this.reset();
          const rows = await o.db
            .query<{ name: string; last_ok: boolean | null }>("SELECT name, last_ok FROM job_leases")
            .catch(() => []);
          for (const r of rows) if (r.last_ok !== null) this.set({ job: r.name }, r.last_ok ? 1 : 0);
        },
      });
    },
  };
}

export type ApiMetrics = ReturnType<typeof apiMetrics>;
