import { useQuery } from "@tanstack/react-query";
import { useIsLoggedIn } from "../../session/store";
import { loyaltyApi, loyaltyKeys } from "./api";

/** The player's level and the ladder (levels move once a minute, after the rollup). */
export function useLoyaltyStatus() {
  const player = useIsLoggedIn();
  return useQuery({ queryKey: loyaltyKeys.status, queryFn: loyaltyApi.status, enabled: player, staleTime: 30_000 });
}
