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
  history: (from: string, to: string, page = 0) =>
    api<History>("/data/v1/history", { method: "POST", body: page ? { filter: { from, to }, page } : { filter: { from, to } } }),
  gameSessions: (gameId: string, from: string, to: string) =>
    api<GameRounds>("/data/v1/history/gameSessions", { method: "POST", body: { gameId, from, to } }),
};
