import type { OperatorStandings } from "@casino/contracts/tournaments";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api";
import { keys } from "../../lib/query-keys";

export const tournamentKeys = keys("tournaments");

export type TournamentMetric = "wagered" | "multiplier";

export interface Tournament {
  id: string;
  title: string;
  description: string;
  metric: TournamentMetric;
  currency: string;
  /** Empty: every game. */
  gameIds: string[];
  startsAt: string;
  endsAt: string;
  /** Prize per rank in minor units, winner first. */
  prizes: number[];
  status: string;
  /** When the standings were last computed. */
  updatedAt: string | null;
}

export interface TournamentInput {
  title: string;
  description: string;
  metric: TournamentMetric;
  currency: string;
  gameIds: string[];
  startsAt: string;
  endsAt: string;
  prizes: string[];
}

export interface PaidPrize {
  rank: number;
  player_id: string;
  amount: number;
  transfer_id: string | null;
}

export const useTournaments = () =>
  useQuery({ queryKey: tournamentKeys.list(), queryFn: () => api<Tournament[]>("GET", "/operator/v1/tournaments") });

export const useTournamentPrizes = (id: string | null) =>
  useQuery({
    queryKey: tournamentKeys.detail(id ?? ""),
    queryFn: () => api<PaidPrize[]>("GET", `/operator/v1/tournaments/${id}/prizes`),
    enabled: Boolean(id),
  });

/** The live standings refresh this often while a tournament runs (the standings job ranks every few seconds). */
export const STANDINGS_REFRESH_MS = 5_000;

/** A page of a tournament's live standings, refreshed while it is open and not yet paid. */
export const useTournamentStandings = (id: string, page: number, pageSize: number, live: boolean) =>
  useQuery({
    queryKey: [...tournamentKeys.detail(id), "standings", { page, pageSize }],
    queryFn: () => api<OperatorStandings>("GET", `/operator/v1/tournaments/${id}/standings?page=${page}&pageSize=${pageSize}`),
    refetchInterval: live ? STANDINGS_REFRESH_MS : false,
    placeholderData: keepPreviousData,
  });

export function useCreateTournament() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TournamentInput) => api<Tournament>("POST", "/operator/v1/tournaments", body),
    onSuccess: () => qc.invalidateQueries({ queryKey: tournamentKeys.all }),
  });
}
