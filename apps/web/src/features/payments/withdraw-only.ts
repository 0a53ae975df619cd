import type { RouteKey } from "../../routes/table";

/** What the withdrawal-only page shows (it is the whole site of a withdrawal-only session, at any address). */
export type WithdrawOnlyView = "withdrawals" | "withdrawalsStatus" | "accountEdit" | "detailsValidate" | "support";

/**
 * The withdrawal-only page's view for the route the address matched: the cashier and its status route; what a
 * withdrawal may still require (the personal data, the link confirming an added e-mail); the support route (`chat`),
 * where an excluded player writes to support through the contact form. Any other address is the cashier.
 */
export function withdrawOnlyView(routeKey: RouteKey | undefined): WithdrawOnlyView {
  switch (routeKey) {
    case "withdrawalsStatus":
    case "accountEdit":
    case "detailsValidate":
      return routeKey;
    case "chat":
      return "support";
    default:
      return "withdrawals";
  }
}
