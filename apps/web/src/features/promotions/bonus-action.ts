import type { Bonus } from "@casino/contracts/promotions";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { promotionKeys } from "./api";

/** A promotion call that changes bonuses: everything of the feature is read again after it. */
export function useBonusAction<A>(call: (a: A) => Promise<Bonus>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => qc.invalidateQueries({ queryKey: promotionKeys.all }),
  });
}
