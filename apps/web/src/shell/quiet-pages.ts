import { matchPath } from "react-router";
import { type RouteKey, routePatterns } from "../routes/table";
import { sessionStore } from "../session/store";

/**
 * The responsible-gambling pages, where the casino pushes no bonus or promotion offer: the restrictions page (the
 * limits, the cool-down and self-exclusion flow), the withdrawal cashier and its status pages, and the whole
 * withdrawal-only site (a player in a cool-down or self-exclusion, at any address).
 */
export const QUIET_ROUTES: readonly RouteKey[] = ["restrictions", "withdrawals", "withdrawalsStatus", "paymentsWithdrawals"];

const QUIET_PATTERNS = QUIET_ROUTES.flatMap((key) => routePatterns(key).map((p) => `/:lang/${p}`));

/** Whether a page takes no offer: its address is a responsible-gambling page, or the session is withdrawal-only. */
export function isQuietPage(pathname: string, withdrawalOnly = sessionStore.get().session?.scope === "WITHDRAWAL"): boolean {
  if (withdrawalOnly) return true;
  const path = pathname.replace(/\/+$/, "") || "/";
  return QUIET_PATTERNS.some((p) => matchPath(p, path));
}
