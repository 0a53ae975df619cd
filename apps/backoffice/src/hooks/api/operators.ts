import type { OperatorListItem, Role } from "@casino/contracts/operators";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api";
import { auditKeys, operatorKeys } from "../../lib/query-keys";

export function useOperators() {
  return useQuery({
    queryKey: operatorKeys.list(),
    queryFn: () => api<{ operators: OperatorListItem[] }>("GET", "/operator/v1/operators"),
  });
}

function useOperatorMutation<V, R>(fn: (v: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: operatorKeys.all });
      void qc.invalidateQueries({ queryKey: auditKeys.all });
    },
  });
}

export const useCreateOperator = () =>
  useOperatorMutation((v: { email: string; role: Role; reason?: string }) =>
    api<{ operator: OperatorListItem; password?: string }>("POST", "/operator/v1/operators", v),
  );

export const useChangeRole = () =>
  useOperatorMutation((v: { id: string; role: Role; reason: string }) =>
    api("POST", `/operator/v1/operators/${v.id}/role`, { role: v.role, reason: v.reason }),
  );

export const useDisableOperator = () =>
  useOperatorMutation((v: { id: string; reason: string }) =>
    api("POST", `/operator/v1/operators/${v.id}/disable`, { reason: v.reason }),
  );

export const useEnableOperator = () =>
  useOperatorMutation((v: { id: string; reason: string }) =>
    api("POST", `/operator/v1/operators/${v.id}/enable`, { reason: v.reason }),
  );

export const useResetTotp = () =>
  useOperatorMutation((v: { id: string; reason: string }) =>
    api("POST", `/operator/v1/operators/${v.id}/reset-totp`, { reason: v.reason }),
  );

export const useSetPassword = () =>
  useOperatorMutation((v: { id: string; newPassword: string; reason: string }) =>
    api("POST", `/operator/v1/operators/${v.id}/password`, { newPassword: v.newPassword, reason: v.reason }),
  );
