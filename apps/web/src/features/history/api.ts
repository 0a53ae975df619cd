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
export interface History {
  filter: { from: string; to: string };
  financeTransactions: { transactions: FinanceTransaction[]; totalDeposits: number; totalWithdrawals: number; income: number };
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
  /** A range's history with a page of its game days and one of its launches; a first page is left out of the body. */
  history: (from: string, to: string, page = 0, launchPage = 0) =>
    api<History>("/data/v1/history", {
      method: "POST",
      body: { filter: { from, to }, ...(page ? { page } : {}), ...(launchPage ? { launchPage } : {}) },
    }),
  gameSessions: (gameId: string, from: string, to: string) =>
    api<GameRounds>("/data/v1/history/gameSessions", { method: "POST", body: { gameId, from, to } }),
};
