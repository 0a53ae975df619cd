import { useQuery } from "@tanstack/react-query";
import { useIsLoggedIn } from "../../session/store";
import { promotionKeys, promotionsApi } from "./api";

// What the feature reads. Calls that change bonuses are in bonus-action.ts: the lobby's widget reads only,
// and the mutation machinery stays out of the home page.

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
