import type { OperatorPayment } from "@casino/contracts/money";
import type {
  PlayerDetail,
  PlayerListQuery,
  PlayerLogin,
  PlayerNote,
  PlayerRound,
  PlayerSearch,
  PlayerTransfer,
} from "@casino/contracts/players";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api";
import { keys } from "../../lib/query-keys";

export const playerKeys = keys("players");

export function usePlayers(query: PlayerListQuery) {
  return useQuery({
    queryKey: playerKeys.list(query as Record<string, unknown>),
    queryFn: () =>
      api<PlayerSearch>("GET", "/operator/v1/players", undefined, query as Record<string, string | number | undefined>),
    placeholderData: keepPreviousData,
  });
}

export function usePlayer(id: string) {
  return useQuery({ queryKey: playerKeys.detail(id), queryFn: () => api<PlayerDetail>("GET", `/operator/v1/players/${id}`) });
}

interface TabItems {
  transfers: PlayerTransfer;
  payments: OperatorPayment;
  rounds: PlayerRound;
  logins: PlayerLogin;
  notes: PlayerNote;
}

/** One tab of the player page; the ledger, payments and rounds come 50 at a time. */
export function usePlayerTab<T extends keyof TabItems>(id: string, tab: T, page = 1) {
  return useQuery({
    queryKey: [...playerKeys.detail(id), tab, page],
    queryFn: () =>
      api<{ items: TabItems[T][] }>(
        "GET",
        `/operator/v1/players/${id}/${tab}`,
        undefined,
        tab === "logins" || tab === "notes" ? {} : { page, pageSize: 50 },
      ),
    placeholderData: keepPreviousData,
  });
}

export function useAddNote(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => api<PlayerNote>("POST", `/operator/v1/players/${id}/notes`, { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: [...playerKeys.detail(id), "notes"] }),
  });
}

/** Block or unblock with a reason. */
export function useBlock(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (a: { action: "block" | "unblock"; reason: string }) =>
      api<PlayerDetail>("POST", `/operator/v1/players/${id}/${a.action}`, { reason: a.reason }),
    onSuccess: (player) => {
      qc.setQueryData(playerKeys.detail(id), player);
      void qc.invalidateQueries({ queryKey: playerKeys.all });
    },
  });
}
