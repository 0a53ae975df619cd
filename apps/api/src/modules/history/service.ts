import { HISTORY_RANGE_DAYS } from "@casino/contracts/history-limits";
import type { Clock } from "../../platform/clock.js";
import type { Db } from "../../platform/db.js";
import { isUuid } from "../../platform/ids.js";
import { replicaAfterWrites } from "../../platform/replica.js";
import { type FinanceRow, historyRepository } from "./repository.js";

/** At most this many rounds of one game in one answer (`gameSessions`: a game's rounds in a range, the web asks a day). */
export const MAX_ROWS = 1000;
/**
 * Rows a page of each of the history's lists: finance rows, game days, game launches (the spec's tables: 10 rows a
 * page). A year of a player's history is thousands of rows: the answer carries one page of each list, the totals and
 * charts of them all.
 */
export const PAGE_SIZE = 10;
/** The page of each list an answer carries (from 0): finance rows, game days (`page`, the first list paged), launches. */
export interface HistoryPages {
  financePage?: number;
  page?: number;
  launchPage?: number;
}
const DAY_MS = 24 * 60 * 60 * 1000;
/** How far back a player may read (contracts' HISTORY_RANGE_DAYS, shared with the web's date inputs). */
export const MAX_RANGE_MS = HISTORY_RANGE_DAYS * DAY_MS;

/** Finance states of the accounts spec (A successful, D cancelled, R processing) and the games spec's statuses. */
function financeState(r: FinanceRow): { state: "A" | "D" | "R"; status: string } {
  if (r.type === "B" || r.type === "C") return { state: "A", status: r.status };
  if (r.status === "SUCCESS") return { state: "A", status: "SUCCESSFUL" };
  if (r.status === "REJECTED" || r.status === "FAILED" || r.status === "CANCELLED") return { state: "D", status: "CANCELLED" };
  return { state: "R", status: "PROCESSING" };
}

const n = (v: bigint) => Number(v);
const startOfDay = (d: Date) => new Date(Math.floor(d.getTime() / DAY_MS) * DAY_MS);

/** The whole UTC days from `from` to `to` (default: the last 30 days), at most MAX_RANGE_MS back from now. */
export function dayRange(now: Date, from?: string, to?: string) {
  const end = to ? new Date(to) : now;
  const start = from ? new Date(from) : new Date(end.getTime() - 29 * DAY_MS);
  const safeEnd = Number.isNaN(end.getTime()) ? now : end;
  let safeStart = Number.isNaN(start.getTime()) ? new Date(safeEnd.getTime() - 29 * DAY_MS) : start;
  if (now.getTime() - safeStart.getTime() > MAX_RANGE_MS) safeStart = new Date(now.getTime() - MAX_RANGE_MS);
  const a = startOfDay(safeStart);
  const b = new Date(startOfDay(safeEnd).getTime() + DAY_MS);
  return b > a ? { from: a, to: b } : { from: b, to: new Date(a.getTime() + DAY_MS) };
}

/**
 * The player's history (accounts spec §3 History, §7 `data/v1/history*`):
 * finance transactions, game days and sessions with outcomes, charts' data.
 */
/**
 * `readDb`: a replica (DATABASE_READ_URL) the player's history is read from once it has caught up with
 * the primary (platform/replica.ts): their last bet is in it. The rollup and the reality check's totals
 * stay on the primary.
 */
export function historyService(deps: { db: Db; readDb?: Db; clock: Clock }) {
  const repo = historyRepository(deps.db);
  const replica = replicaAfterWrites(deps.db, deps.readDb);
  const reads = async () => historyRepository(await replica.reader());

  return {
    /**
     * `POST /data/v1/history`: the range's totals and charts, and one page of each of its lists — finance rows, game
     * days and game launches (`pages`, each from 0 and kept within the pages there are).
     */
    async history(playerId: string, filter: { from?: string; to?: string }, pages: HistoryPages = {}) {
      const range = dayRange(deps.clock.now(), filter.from, filter.to);
      const repo = await reads();
      const asked = (page?: number) => Math.max(0, page ?? 0);
      const [games, finance, financeDays, lifetime, launches] = [
        await repo.gameDayPage(playerId, range.from, range.to, asked(pages.page), PAGE_SIZE),
        await repo.financePage(playerId, range.from, range.to, asked(pages.financePage), PAGE_SIZE),
        await repo.financeByDate(playerId, range.from, range.to),
        await repo.lifetimeNetDeposits(playerId),
        await repo.launchPage(playerId, range.from, range.to, asked(pages.launchPage), PAGE_SIZE),
      ];
      /** The page a list's answer is: the asked one, or its last when asked past the end. */
      const pageOf = (total: number, page?: number) => {
        const count = Math.max(1, Math.ceil(total / PAGE_SIZE));
        return { page: Math.min(asked(page), count - 1), pages: count, total };
      };
      const names = await repo.gameNames([
        ...new Set([...games.days.map((d) => d.game_id), ...launches.launches.map((l) => l.game_id)]),
      ]);

      const sessions = games.days.map((d) => ({
        id: `${d.day}:${d.game_id}:${d.currency}`,
        date: d.day,
        gameId: d.game_id,
        gameName: names.get(d.game_id) ?? d.game_id,
        currency: d.currency,
        rounds: d.bets,
        wager: n(d.wager),
        win: n(d.win),
        outcome: n(d.win - d.wager),
      }));
      let positive = 0;
      let negative = 0;
      // By date, oldest first (the charts)
      const gameByDate = games.dates.map((d) => {
        positive += n(d.positive);
        negative += n(d.negative);
        return { date: d.day, wager: n(d.wager), win: n(d.win), outcome: n(d.win - d.wager) };
      });
      const wager = gameByDate.reduce((t, d) => t + d.wager, 0);

      const transactions = finance.rows.map((r) => ({
        id: r.id,
        type: r.type,
        ...financeState(r),
        amount: n(r.amount),
        currency: r.currency,
        method: r.method,
        created: r.created.toISOString(),
      }));
      // Deposits taken and withdrawals paid, by date (the finance tab's totals are the whole range's, on every page)
      const financeByDate = financeDays.map((d) => ({ date: d.day, deposits: n(d.deposits), withdrawals: n(d.withdrawals) }));
      const sumDeposits = financeByDate.reduce((t, d) => t + d.deposits, 0);
      const sumWithdrawals = financeByDate.reduce((t, d) => t + d.withdrawals, 0);
      const income = sumDeposits - sumWithdrawals;
      const outcome = positive + negative;
      return {
        filter: { from: range.from.toISOString(), to: new Date(range.to.getTime() - 1).toISOString() },
        financeTransactions: {
          transactions,
          ...pageOf(finance.total, pages.financePage),
          totalDeposits: sumDeposits,
          totalWithdrawals: sumWithdrawals,
          income,
        },
        gameSessions: {
          sessions,
          ...pageOf(games.total, pages.page),
          positiveOutcome: positive,
          negativeOutcome: negative,
          outcome,
          barChartData: gameByDate.map((d) => ({ date: d.date, outcome: d.outcome })),
        },
        wager,
        gameByDate,
        gameByLaunch: launches.launches.map((l) => ({
          id: l.id,
          gameId: l.game_id,
          gameName: names.get(l.game_id) ?? l.game_id,
          vendorId: l.vendor_id,
          started: l.created_at.toISOString(),
          ended: l.closed_at?.toISOString() ?? null,
          duration: l.closed_at ? Math.round((l.closed_at.getTime() - l.created_at.getTime()) / 60_000) : null,
        })),
        gameByLaunchPage: pageOf(launches.total, pages.launchPage),
        positiveOutcome: positive,
        negativeOutcome: negative,
        outcome,
        financeByDate,
        sumDeposits,
        sumWithdrawals,
        income,
        lifetimeNetDeposits: n(lifetime),
      };
    },

    /** `GET /data/v1/history/wagerNow`: what the player staked today (UTC), net of refunds. */
    async wagerNow(playerId: string) {
      const now = deps.clock.now();
      const from = startOfDay(now);
      const repo = await reads();
      const days = await repo.gameDays(playerId, from, new Date(from.getTime() + DAY_MS));
      const wager = days.reduce((t, d) => t + d.wager, 0n);
      return { wagerForNow: n(wager), wager: n(wager), currency: days[0]?.currency ?? null };
    },

    /** `POST /data/v1/history/gameSessions`: one game's rounds between the start of `from`'s day and the end of `to`'s. */
    async gameSessions(playerId: string, q: { gameId: string; from?: string; to?: string }) {
      const range = dayRange(deps.clock.now(), q.from, q.to);
      const repo = await reads();
      const rounds = await repo.rounds(playerId, q.gameId, range.from, range.to, MAX_ROWS);
      const list = rounds.map((r) => ({
        roundId: r.round_id,
        gameId: r.game_id,
        started: r.started.toISOString(),
        wager: n(r.wager),
        win: n(r.win),
        outcome: n(r.win - r.wager),
      }));
      return {
        gameId: q.gameId,
        sessions: list,
        wager: list.reduce((t, r) => t + r.wager, 0),
        outcome: list.reduce((t, r) => t + r.outcome, 0),
      };
    },

    /**
     * One real-money game session of the player and what it played so far: rounds, stakes (net of refunds), wins,
     * in minor units of the session's currency. Undefined when the session is not the player's (or a demo).
     */
    async sessionTotals(playerId: string, sessionId: string) {
      if (!isUuid(sessionId)) return undefined;
      const s = await repo.sessionTotals(playerId, sessionId);
      if (!s) return undefined;
      return {
        sessionId: s.id,
        gameId: s.game_id,
        currency: s.currency,
        started: s.created_at,
        closed: s.closed_at,
        rounds: s.rounds,
        wager: BigInt(s.wager),
        win: BigInt(s.win),
      };
    },

    /** Adds settled game transactions to the days (jobs.ts). */
    rollup: (max = 50_000, lagMs = 5 * 60_000) => repo.rollup(lagMs, max),
  };
}

export type HistoryService = ReturnType<typeof historyService>;
