import type { Bonus, PromotionInput } from "@casino/contracts/promotions";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api";
import { keys } from "../../lib/query-keys";
import { playerKeys } from "./players";

export const promotionKeys = keys("promotions");
/** A player's bonuses: under the promotions area, so a promotion's change refreshes them too. */
const bonusesKey = (playerId: string) => [...promotionKeys.all, "bonuses", playerId] as const;

export interface PromoCode {
  code: string;
  /** null: shared (any number of players); 1: single use. */
  maxUses: number | null;
  uses: number;
  active: boolean;
}

/** A promotion as the operator routes answer it: the editor's fields, its id and codes. */
export type OperatorPromotion = PromotionInput & { id: string; codes: PromoCode[] };

/** The fields a running promotion may still change (PATCH); the rest are fixed once created. */
export type PromotionPatch = Pick<
  PromotionInput,
  "enabled" | "weight" | "texts" | "bigImagePath" | "startsAt" | "endsAt" | "wageringMultiplier" | "maxConversion"
> & { reason?: string };

/** A page of promotions, newest first (the api answers the page only: one more row tells a next page exists). */
export function usePromotions(q: { page: number; pageSize: number }) {
  return useQuery({
    queryKey: promotionKeys.list(q),
    queryFn: () =>
      api<OperatorPromotion[]>("GET", "/operator/v1/promotions", undefined, {
        limit: q.pageSize + 1,
        offset: (q.page - 1) * q.pageSize,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Every promotion (the manual grant's choice). */
export const useAllPromotions = (enabled = true) =>
  useQuery({
    queryKey: promotionKeys.list({ all: true }),
    queryFn: () => api<OperatorPromotion[]>("GET", "/operator/v1/promotions"),
    enabled,
  });

export function useSavePromotion() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: null; body: PromotionInput } | { id: string; body: PromotionPatch }) =>
      v.id === null
        ? api<OperatorPromotion>("POST", "/operator/v1/promotions", v.body)
        : api<OperatorPromotion>("PATCH", `/operator/v1/promotions/${v.id}`, v.body),
    onSuccess: () => qc.invalidateQueries({ queryKey: promotionKeys.all }),
  });
}

export function useAddPromoCode(promotionId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { code: string; maxUses: number | null }) =>
      api<PromoCode>("POST", `/operator/v1/promotions/${promotionId}/codes`, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: promotionKeys.all }),
  });
}

/** A player's bonuses, newest first. */
export const usePlayerBonuses = (playerId: string) =>
  useQuery({
    queryKey: bonusesKey(playerId),
    queryFn: () => api<Bonus[]>("GET", `/operator/v1/players/${playerId}/bonuses`),
  });

/** Offers a promotion to the player (PENDING until they accept it), with a note the audit trail keeps. */
export function useGrantBonus(playerId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { promotionId: string; note: string }) =>
      api<Bonus>("POST", `/operator/v1/players/${playerId}/bonuses`, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: bonusesKey(playerId) }),
  });
}

/** Revokes a bonus with a note the player reads: its money goes back to the house. */
export function useRevokeBonus(playerId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { bonusId: string; note: string }) =>
      api<Bonus>("POST", `/operator/v1/bonuses/${v.bonusId}/revoke`, { note: v.note }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: bonusesKey(playerId) });
      // the player's balances (the bonus account) changed
      void qc.invalidateQueries({ queryKey: playerKeys.detail(playerId) });
    },
  });
}
