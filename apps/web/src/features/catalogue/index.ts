import { queryClient } from "../../api/query-client";
import { onLogin } from "../../session/on-login";
import { CATEGORIES_KEY, fetchCategories, fetchVendors, VENDORS_KEY } from "./queries";

/** The catalogue's part of a login (accounts spec §4): providers, then categories, fetched afresh for the player. */
export function register() {
  onLogin("providers", () => queryClient.fetchQuery({ queryKey: VENDORS_KEY, queryFn: fetchVendors, staleTime: 0 }));
  onLogin("categories", () => queryClient.fetchQuery({ queryKey: CATEGORIES_KEY, queryFn: fetchCategories, staleTime: 0 }));
}
