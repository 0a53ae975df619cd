import {
  type GgrQuery,
  type GgrReport,
  type GgrRow,
  MAX_REPORT_DAYS,
  type PaymentsReport,
  type PlayersReport,
  type ReportQuery,
} from "@casino/contracts/reports";
import type { Clock } from "../../platform/clock.js";
import type { Db } from "../../platform/db.js";
import type { Job } from "../../platform/jobs.js";
import { toCsv } from "./csv.js";
import { reportError } from "./errors.js";
import { type GgrSqlRow, type RangeArgs, reportsRepository } from "./repository.js";
import { rollup, rollupWatermark } from "./rollup.js";

/** How often the rollup job runs (under a lease: one process at a time). */
export const ROLLUP_INTERVAL_MS = 5_000;

const DAY_MS = 86_400_000;

/** Minutes east of UTC of a zone at an instant, from Intl ("GMT+05:30"). */
function offsetMinutes(tz: string, at: Date): number {
  const part = new Intl.DateTimeFormat("en-US", { timeZone: tz, timeZoneName: "longOffset" })
    .formatToParts(at)
    .find((p) => p.type === "timeZoneName")?.value;
  const m = /GMT([+-])(\d{2}):?(\d{2})?/.exec(part ?? "");
  if (!m) return 0;
  return (m[1] === "-" ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3] ?? 0));
}

/** Checks a report's range and zone; the dates are local days of `tz`. */
function range(q: ReportQuery): RangeArgs & { hourAligned: boolean } {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: q.tz });
  } catch {
    throw reportError("INVALID_TIME_ZONE", { tz: q.tz });
  }
  const from = Date.parse(`${q.from}T00:00:00Z`);
  const to = Date.parse(`${q.to}T00:00:00Z`);
  const real = (s: string, t: number) => !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === s;
  if (!real(q.from, from) || !real(q.to, to) || to < from || (to - from) / DAY_MS + 1 > MAX_REPORT_DAYS)
    throw reportError("INVALID_RANGE", { from: q.from, to: q.to });
  const hourAligned = [from, to + DAY_MS].every((t) => offsetMinutes(q.tz, new Date(t)) % 60 === 0);
  return { from: q.from, to: q.to, tz: q.tz, currency: q.currency ?? null, hourAligned };
}

function ggrRow(r: GgrSqlRow): GgrRow {
  const ggr = BigInt(r.bets) - BigInt(r.rollbacks) - BigInt(r.wins);
  const bonus = BigInt(r.bonus);
  return {
    key: r.key,
    provider: r.provider,
    currency: r.currency,
    bets: r.bets,
    betCount: Number(r.bet_count),
    wins: r.wins,
    rollbacks: r.rollbacks,
    ggr: ggr.toString(),
    bonusCost: bonus.toString(),
    ngr: (ggr - bonus).toString(),
  };
}

/**
 * The operator's reports (issue 10 §5): GGR and NGR per day, game and
 * provider; deposits and withdrawals per day and method; new, depositing and
 * active players. They read the hourly aggregates the rollup keeps (never the
 * ledger), after a catch-up so they are at most moments behind the ledger.
 */
/**
 * `readDb`: a replica (DATABASE_READ_URL) the reports are read from — operators' figures may lag the primary
 * by the replica's delay; the rollup that keeps them writes on the primary (`db`).
 */
export function reportsService(deps: { db: Db; readDb?: Db; clock: Clock }) {
  const reads = deps.readDb ?? deps.db;
  const repo = reportsRepository(reads);

  async function meta(r: RangeArgs & { hourAligned: boolean }) {
    await service.catchUp();
    return {
      from: r.from,
      to: r.to,
      tz: r.tz,
      // the watermark the figures were read at, from the same handle
      watermark: (await rollupWatermark(reads)).toString(),
      hourAligned: r.hourAligned,
    };
  }

  const service = {
    /**
     * Rolls the ledger up to now before a report is read (waits for a run another process holds). With nothing
     * new (no id above the watermark, no gap waiting) the report stays read-only: the rollup's row lock is a
     * write whose commit would wait on the disk.
     */
    async catchUp() {
      const state = await deps.db.one<{ behind: boolean | null }>(
        `SELECT (SELECT max(id) FROM wallet_transfers) > s.watermark OR EXISTS (SELECT 1 FROM report_rollup_gaps) AS behind
           FROM report_rollup_state s WHERE s.name = 'transfers'`,
      );
      if (state && !state.behind) return;
      await rollup(deps.db, { now: deps.clock.now(), maxBatches: 40, wait: true });
    },

    /** The scheduled rollup: bounded, skipped when another process is at it. */
    rollupJob: (): Job => ({
      name: "reports.rollup",
      intervalMs: ROLLUP_INTERVAL_MS,
      run: async () => {
        const r = await rollup(deps.db, { now: deps.clock.now(), maxBatches: 20 });
        return { rows: r.rows, batches: r.batches, watermark: r.watermark.toString(), caughtUp: r.caughtUp };
      },
    }),

    /** GGR = real bets − rollbacks − real wins; NGR = GGR − bonus cost (by day only). INVALID_TIME_ZONE, INVALID_RANGE 400. */
    async ggr(q: GgrQuery): Promise<GgrReport> {
      const r = range(q);
      const m = await meta(r);
      const rows =
        q.groupBy === "game"
          ? await repo.ggrByGame(r)
          : q.groupBy === "provider"
            ? await repo.ggrByProvider(r)
            : await repo.ggrByDay(r);
      return { meta: m, rows: rows.map(ggrRow) };
    },

    /** Deposits and paid withdrawals per local day, method and currency. */
    async payments(q: ReportQuery): Promise<PaymentsReport> {
      const r = range(q);
      const m = await meta(r);
      const rows = await repo.payments(r);
      return { meta: m, rows: rows.map((x) => ({ ...x, count: Number(x.count) })) };
    },

    /** New (registered), depositing and active (betting) players per local day, and distinct over the range. */
    async players(q: ReportQuery): Promise<PlayersReport> {
      const r = range(q);
      const m = await meta(r);
      const { days, totals } = await repo.players(r);
      return {
        meta: m,
        rows: days.map((d) => ({ day: d.day, newPlayers: d.new_players, depositing: d.depositing, active: d.active })),
        totals: { newPlayers: totals.new_players, depositing: totals.depositing, active: totals.active },
      };
    },

    csv: {
      ggr: (rep: GgrReport) =>
        toCsv(["key", "provider", "currency", "bets", "betCount", "wins", "rollbacks", "ggr", "bonusCost", "ngr"], rep.rows),
      payments: (rep: PaymentsReport) => toCsv(["day", "flow", "method", "currency", "amount", "count"], rep.rows),
      players: (rep: PlayersReport) => toCsv(["day", "newPlayers", "depositing", "active"], rep.rows),
    },
  };
  return service;
}

export type ReportsService = ReturnType<typeof reportsService>;
