import { api } from "../../api/client";

export interface Tournament {
  id: string;
  title: string;
  description: string;
  metric: "wagered" | "multiplier";
  currency: string;
  startsAt: string;
  endsAt: string;
  prizes: number[];
  status: "upcoming" | "running" | "finishing" | "finished";
  updatedAt: string | null;
}

export interface Standing {
  rank: number;
  player: string;
  score: number;
  prize: number;
}

export interface Leaderboard {
  tournament: Tournament;
  standings: Standing[];
  total: number;
  page: number;
  size: number;
  me: Standing | null;
}

export const tournamentsApi = {
  list: () => api<Tournament[]>("/tournaments/v1"),
  leaderboard: (id: string, page: number) =>
    api<Leaderboard>(`/tournaments/v1/${encodeURIComponent(id)}/leaderboard`, { query: { page } }),
};
