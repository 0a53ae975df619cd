import type { PlayerDocument, VerificationStatus } from "@casino/contracts/kyc";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api";
import { keys } from "../../lib/query-keys";

export const kycKeys = keys("kyc");

export interface KycProfile {
  customerId: string | null;
  firstName: string | null;
  lastName: string | null;
  birthday: string | null;
  country: string | null;
  city: string | null;
  address: string | null;
  email: string | null;
  phone: string | null;
  language: string | null;
  registeredAt: string | null;
}

export interface OperatorReview {
  status: "IN_REVIEW" | "APPROVED" | "REJECTED";
  kind: "RETRY" | "FINAL" | null;
  label: string | null;
  comment: string | null;
  internalNote: string | null;
  holderName: string | null;
  holderBirthday: string | null;
  expiresOn: string | null;
  reviewedBy: string | null;
  reviewedAt: string | null;
}

export type OperatorDocument = Omit<PlayerDocument, "review"> & { playerId: string; review: OperatorReview };

export interface QueueEntry extends PlayerDocument {
  playerId: string;
  player: {
    customerId: string;
    country: string;
    email: string | null;
    firstName: string | null;
    lastName: string | null;
    birthday: string | null;
  };
}

export interface HeldWithdrawal {
  id: string;
  amount: number;
  currency: string;
  method: string;
  state: string;
  createdAt: string;
}

export interface DocumentReview {
  document: OperatorDocument;
  player: KycProfile & { id: string; status: VerificationStatus; requestedAt: string | null };
  history: OperatorDocument[];
  heldWithdrawals: HeldWithdrawal[];
}

export interface PlayerVerification {
  player: KycProfile & { id: string; status: VerificationStatus; requestedAt: string | null };
  documents: OperatorDocument[];
  heldWithdrawals: HeldWithdrawal[];
}

export function useKycQueue(q: { page: number; pageSize: number }) {
  return useQuery({
    queryKey: kycKeys.list(q),
    queryFn: () =>
      api<{ total: number; documents: QueueEntry[] }>("GET", "/operator/v1/kyc/queue", undefined, {
        limit: q.pageSize,
        offset: (q.page - 1) * q.pageSize,
      }),
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
  });
}

export const useDocumentReview = (id: string) =>
  useQuery({ queryKey: kycKeys.detail(id), queryFn: () => api<DocumentReview>("GET", `/operator/v1/kyc/documents/${id}`) });

export const usePlayerVerification = (id: string) =>
  useQuery({
    queryKey: [...kycKeys.all, "player", id],
    queryFn: () => api<PlayerVerification>("GET", `/operator/v1/kyc/players/${encodeURIComponent(id)}`),
    enabled: id.length > 0,
    retry: false,
  });

/** A two-minute link to a file; fetched again before it runs out. */
export const useFileLink = (fileId: string | null, d: "inline" | "attachment") =>
  useQuery({
    queryKey: [...kycKeys.all, "link", fileId, d],
    queryFn: () =>
      api<{ url: string; expiresAt: string; disposition: "inline" | "attachment" }>(
        "GET",
        `/operator/v1/kyc/files/${fileId}/link`,
        undefined,
        { d },
      ),
    enabled: Boolean(fileId),
    staleTime: 60_000,
    refetchInterval: 90_000,
  });

function useKycMutation<V>(fn: (v: V) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: kycKeys.all }) });
}

export const useApprove = (id: string) =>
  useKycMutation((body: { holderName: string; holderBirthday: string; expiresOn?: string; internalNote?: string }) =>
    api("POST", `/operator/v1/kyc/documents/${id}/approve`, body),
  );

export const useReject = (id: string) =>
  useKycMutation((body: { kind: "RETRY" | "FINAL"; label: string; comment: string; internalNote?: string }) =>
    api("POST", `/operator/v1/kyc/documents/${id}/reject`, body),
  );

export const useRequestVerification = (playerId: string) =>
  useKycMutation((body: { note?: string }) => api("POST", `/operator/v1/kyc/players/${playerId}/request`, body));
