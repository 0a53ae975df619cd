import type { AuditPage, AuditVerification } from "@casino/contracts/operators";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api";
import { auditKeys } from "../../lib/query-keys";

export interface AuditListQuery {
  operator?: string;
  action?: string;
  objectType?: string;
  objectId?: string;
  from?: string;
  to?: string;
  sort?: string;
  page?: number;
  pageSize?: number;
}

export function useAuditPage(query: AuditListQuery) {
  return useQuery({
    queryKey: auditKeys.list(query as Record<string, unknown>),
    queryFn: () => api<AuditPage>("GET", "/operator/v1/audit", undefined, query as Record<string, string | number | undefined>),
    placeholderData: keepPreviousData,
  });
}

export function useAuditVerification(enabled: boolean) {
  return useQuery({
    queryKey: auditKeys.detail("verify"),
    queryFn: () => api<AuditVerification>("GET", "/operator/v1/audit/verify"),
    enabled,
    staleTime: 0,
  });
}
