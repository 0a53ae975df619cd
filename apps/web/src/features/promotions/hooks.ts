import type { Bonus } from "@casino/contracts/promotions";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useIsLoggedIn } from "../../session/store";
import { promotionKeys, promotionsApi } from "./api";

export function useAvailable(q: { nthd?: number; ini?: boolean } = {}) {
  const player = useIsLoggedIn();
  return useQuery({ queryKey: promotionKeys.available({ ...q, player }), queryFn: () => promotionsApi.available(q) });
}

export function useActiveBonus() {
  const player = useIsLoggedIn();
  return useQuery({ queryKey: promotionKeys.active, queryFn: promotionsApi.active, enabled: player, staleTime: 5_000 });
}

export function useBonusHistory(page: number) {
  const player = useIsLoggedIn();
  return useQuery({ queryKey: promotionKeys.history(page), queryFn: () => promotionsApi.history(page, 10), enabled: player });
}

/** A promotion call that changes bonuses: everything of the feature is read again after it. */
export function useBonusAction<A>(call: (a: A) => Promise<Bonus>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => qc.invalidateQueries({ queryKey: promotionKeys.all }),
  });
}
