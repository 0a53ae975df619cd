import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useIsLoggedIn } from "../../session/store";
import { loadDetails } from "../access/session";

export const DETAILS_KEY = ["account-details"] as const;

/** The profile details of the logged-in player (`GET /account/v1/details`); a guest has none, and none is asked for. */
export function useDetails() {
  const loggedIn = useIsLoggedIn();
  return useQuery({ queryKey: DETAILS_KEY, queryFn: loadDetails, staleTime: 10_000, enabled: loggedIn });
}

export function useRefreshDetails() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: DETAILS_KEY });
}

export const COMPLETE_KEYS = ["FIRSTNAME", "LASTNAME", "BIRTHDAY", "LOCATION_CITY", "LOCATION_ADDRESS"] as const;
export const isComplete = (d: Record<string, string | undefined>) => COMPLETE_KEYS.every((k) => Boolean(d[k]?.trim()));

/** ISO YYYY-MM-DD (or DD/MM/YYYY) shown as DD/MM/YYYY. */
export function birthdayForDisplay(v: string | undefined): string {
  if (!v) return "";
  const m = v.match(/^(\d{4})-(\d{2})-(\d{2})/);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : v;
}
