import { api } from "../../api/client";

export interface FinanceTransaction {
  id: string;
  type: "D" | "W" | "B" | "C";
  state: "A" | "D" | "R";
  status: string;
  amount: number;
  currency: string;
  method: string | null;
  created: string;
}
export interface GameDay {
  id: string;
  date: string;
  gameId: string;
  gameName: string;
  currency: string;
  rounds: number;
  wager: number;
  win: number;
  outcome: number;
}
/** A launch of a real-money game (a game session at the provider); `duration` in whole minutes, null while not closed. */
export interface GameLaunch {
  id: string;
  gameId: string;
  gameName: string;
  started: string;
  ended: string | null;
  duration: number | null;
}
/** The page of each list asked for (from 0): finance rows, game days (`page`), game launches. */
export interface HistoryPages {
  financePage?: number;
  page?: number;
  launchPage?: number;
}
export interface History {
  filter: { from: string; to: string };
  /** One page of the range's finance rows (10 a page), newest first; the totals are the whole range's. */
  financeTransactions: {
    transactions: FinanceTransaction[];
    page: number;
    pages: number;
    total: number;
    totalDeposits: number;
    totalWithdrawals: number;
    income: number;
  };
  gameSessions: {
    /** One page of the range's game days (10 a page), newest first; the totals and the chart are the whole range's. */
    sessions: GameDay[];
    page: number;
    pages: number;
    total: number;
    positiveOutcome: number;
    negativeOutcome: number;
    outcome: number;
    barChartData: { date: string; outcome: number }[];
  };
  wager: number;
  /** One page of the range's game launches (10 a page), newest first. */
  gameByLaunch: GameLaunch[];
  gameByLaunchPage: { page: number; pages: number; total: number };
  lifetimeNetDeposits: number;
  financeByDate: { date: string; deposits: number; withdrawals: number }[];
}
export interface GameRounds {
  gameId: string;
  sessions: { roundId: string; started: string; wager: number; win: number; outcome: number }[];
  wager: number;
  outcome: number;
}

/** History calls of the accounts spec §7; a failed fetch reads as an empty history (§8). */
export const historyApi = {
  /**
   * A range's history with a page of each of its lists (finance rows, game days, launches); a first page is left out
   * of the body, so the first call's body is only the range (routes/first-requests.ts).
   */
  history: (from: string, to: string, pages: HistoryPages = {}) =>
    api<History>("/data/v1/history", {
      method: "POST",
      body: {
        filter: { from, to },
        ...Object.fromEntries(Object.entries(pages).filter(([, page]) => page > 0)),
      },
    }),
  gameSessions: (gameId: string, from: string, to: string) =>
    api<GameRounds>("/data/v1/history/gameSessions", { method: "POST", body: { gameId, from, to } }),
};
