import type { LoyaltyLevelInput, LoyaltyLevelView } from "@casino/contracts/loyalty";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api";
import { keys } from "../../lib/query-keys";

export const loyaltyKeys = keys("loyalty");

/** The lucky club's ladder, lowest level first. */
export const useLadder = () =>
  useQuery({
    queryKey: loyaltyKeys.list(),
    queryFn: () => api<{ levels: LoyaltyLevelView[] }>("GET", "/operator/v1/loyalty/levels").then((r) => r.levels),
  });

/** Replaces the ladder, with the reason the audit keeps. */
export function useSaveLadder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { levels: LoyaltyLevelInput[]; reason: string }) =>
      api<{ levels: LoyaltyLevelView[] }>("PUT", "/operator/v1/loyalty/levels", body),
    onSuccess: () => qc.invalidateQueries({ queryKey: loyaltyKeys.all }),
  });
}
