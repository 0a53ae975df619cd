import type {
  Correction,
  CorrectionBody,
  LedgerCheck,
  LedgerHealth,
  OperatorPayment,
  WithdrawalQueue,
} from "@casino/contracts/money";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api";
import { keys } from "../../lib/query-keys";
import { playerKeys } from "./players";

export const withdrawalKeys = keys("withdrawals");
export const correctionKeys = keys("corrections");
export const ledgerKeys = keys("ledger");

type Query = Record<string, string | number | undefined>;

export function useWithdrawals(query: Query) {
  return useQuery({
    queryKey: withdrawalKeys.list(query),
    queryFn: () => api<WithdrawalQueue>("GET", "/operator/v1/withdrawals", undefined, query),
    placeholderData: keepPreviousData,
  });
}

/** Approve (the first of two above the four-eyes amount) or reject with a reason. */
export function useDecideWithdrawal() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (a: { id: string; action: "approve" | "reject"; reason?: string }) =>
      api<OperatorPayment>(
        "POST",
        `/operator/v1/withdrawals/${a.id}/${a.action}`,
        a.action === "reject" ? { reason: a.reason } : {},
      ),
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: withdrawalKeys.all });
      void qc.invalidateQueries({ queryKey: playerKeys.all });
    },
  });
}

export function useCorrections(query: Query) {
  return useQuery({
    queryKey: correctionKeys.list(query),
    queryFn: () => api<{ items: Correction[]; total: number }>("GET", "/operator/v1/corrections", undefined, query),
    placeholderData: keepPreviousData,
  });
}

export function useAskCorrection() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CorrectionBody) => api<Correction>("POST", "/operator/v1/corrections", body),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: correctionKeys.all });
      void qc.invalidateQueries({ queryKey: playerKeys.all });
    },
  });
}

export function useDecideCorrection() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (a: { id: string; action: "approve" | "reject"; reason?: string }) =>
      api<Correction>("POST", `/operator/v1/corrections/${a.id}/${a.action}`, a.action === "reject" ? { reason: a.reason } : {}),
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: correctionKeys.all });
      void qc.invalidateQueries({ queryKey: playerKeys.all });
    },
  });
}

export function useLedgerHealth() {
  return useQuery({
    queryKey: ledgerKeys.detail("health"),
    queryFn: () => api<LedgerHealth>("GET", "/operator/v1/ledger/health"),
  });
}

export function useRunReconcile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api<LedgerCheck>("POST", "/operator/v1/ledger/reconcile", {}),
    onSuccess: () => qc.invalidateQueries({ queryKey: ledgerKeys.all }),
  });
}
