import type {
  ExclusionList,
  GlobalLimits,
  OperatorExclusionBody,
  PlayerProtection,
  ProtectionHistory,
} from "@casino/contracts/protection";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api";
import { keys } from "../../lib/query-keys";
import type { LimitChanges } from "../../routes/protection/limits-form";

export const protectionKeys = keys("protection");

/** A player's limits (every source), exclusion and history of changes. */
export function usePlayerProtection(playerId: string) {
  return useQuery({
    queryKey: protectionKeys.detail(playerId),
    queryFn: () => api<PlayerProtection>("GET", `/operator/v1/players/${playerId}/protection`),
  });
}

/** A page of the player's changes of limits and exclusions, newest first. */
export function useProtectionHistory(playerId: string, page: number, pageSize: number) {
  return useQuery({
    queryKey: protectionKeys.list({ history: playerId, page, pageSize }),
    queryFn: () =>
      api<ProtectionHistory>("GET", `/operator/v1/players/${playerId}/protection/history`, undefined, { page, pageSize }),
    placeholderData: keepPreviousData,
  });
}

/** Sets the operator's limits of a player, with the reason the audit trail keeps. */
export function useSetOperatorLimits(playerId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (a: { limits: LimitChanges; reason: string }) =>
      api<PlayerProtection>("PUT", `/operator/v1/players/${playerId}/protection/limits`, { ...a.limits, reason: a.reason }),
    onSuccess: (p) => {
      qc.setQueryData(protectionKeys.detail(playerId), p);
      void qc.invalidateQueries({ queryKey: protectionKeys.all });
    },
  });
}

/** Starts the cool-down or self-exclusion the player asked for, with the reason the audit trail keeps. */
export function useStartExclusion(playerId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: OperatorExclusionBody) =>
      api<PlayerProtection>("POST", `/operator/v1/players/${playerId}/protection/exclusion`, body),
    onSuccess: (p) => {
      qc.setQueryData(protectionKeys.detail(playerId), p);
      void qc.invalidateQueries({ queryKey: protectionKeys.all });
    },
  });
}

/** Players in a cool-down or self-exclusion now. */
export function useExclusions(query: { page: number; pageSize: number }) {
  return useQuery({
    queryKey: protectionKeys.list({ exclusions: true, ...query }),
    queryFn: () => api<ExclusionList>("GET", "/operator/v1/protection/exclusions", undefined, query),
    placeholderData: keepPreviousData,
  });
}

/** Global operator deposit limits per currency. */
export function useGlobalLimits() {
  return useQuery({
    queryKey: protectionKeys.list({ global: true }),
    queryFn: () => api<{ items: GlobalLimits[] }>("GET", "/operator/v1/protection/global-limits"),
  });
}

export function useSetGlobalLimits() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: {
      currency: string;
      deposit: Partial<Record<"daily" | "weekly" | "monthly", number | null>>;
      reason: string;
    }) => api<GlobalLimits>("PUT", "/operator/v1/protection/global-limits", body),
    onSuccess: () => qc.invalidateQueries({ queryKey: protectionKeys.all }),
  });
}
