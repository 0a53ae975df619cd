import type { Permission } from "@casino/contracts/operators";
import type { ComponentType } from "react";

/**
 * The back office's screens: each with the permission it needs. The nav shows
 * only the ones the operator's role allows (the api refuses the rest anyway).
 * Add yours here: `routes/<area>/<area>-list/index.tsx` exporting `Component`.
 */
export interface Screen {
  path: string;
  /** An i18n key (src/i18n/en.json) or the text itself. */
  label: string;
  permission: Permission;
  load: () => Promise<{ Component: ComponentType }>;
}

export const SCREENS: Screen[] = [
  {
    path: "operators",
    label: "nav.operators",
    permission: "operators.manage",
    load: () => import("../routes/operators/operator-list"),
  },
  { path: "kyc", label: "KYC review", permission: "kyc.read", load: () => import("../routes/kyc/kyc-list") },
  { path: "audit", label: "nav.audit", permission: "audit.read", load: () => import("../routes/audit/audit-list") },
  { path: "players", label: "Players", permission: "players.read", load: () => import("../routes/players") },
  {
    path: "withdrawals",
    label: "Withdrawals",
    permission: "payments.read",
    load: () => import("../routes/withdrawals/withdrawal-list"),
  },
  {
    path: "corrections",
    label: "Corrections",
    permission: "corrections.create",
    load: () => import("../routes/corrections/correction-list"),
  },
  { path: "ledger", label: "Ledger health", permission: "ledger.read", load: () => import("../routes/ledger/ledger-health") },
  {
    path: "catalogue/categories",
    label: "Categories",
    permission: "catalogue.write",
    load: () => import("../routes/catalogue/catalogue-categories"),
  },
  {
    path: "catalogue/games",
    label: "Games",
    permission: "catalogue.write",
    load: () => import("../routes/catalogue/catalogue-games"),
  },
  { path: "reports", label: "Reports", permission: "reports.read", load: () => import("../routes/reports/reports-view") },
  { path: "support", label: "nav.support", permission: "support.read", load: () => import("../routes/support/support-inbox") },
  {
    path: "messages",
    label: "nav.messages",
    permission: "messages.send",
    load: () => import("../routes/messages/message-list"),
  },
  {
    path: "notifications",
    label: "nav.notifications",
    permission: "content.write",
    load: () => import("../routes/notifications/notification-list"),
  },
  { path: "blog", label: "nav.blog", permission: "content.write", load: () => import("../routes/blog/blog-list") },
  { path: "pages", label: "nav.pages", permission: "content.write", load: () => import("../routes/pages/page-list") },
  {
    path: "releases",
    label: "nav.releases",
    permission: "content.write",
    load: () => import("../routes/releases/release-list"),
  },
  {
    path: "promotions",
    label: "nav.promotions",
    permission: "promotions.read",
    load: () => import("../routes/promotions/promotion-list"),
  },
  {
    path: "loyalty",
    label: "nav.loyalty",
    permission: "promotions.read",
    load: () => import("../routes/loyalty/loyalty-ladder"),
  },
  {
    path: "tournaments",
    label: "nav.tournaments",
    permission: "promotions.read",
    load: () => import("../routes/tournaments/tournament-list"),
  },
  {
    path: "protection/exclusions",
    label: "nav.exclusions",
    permission: "protection.read",
    load: () => import("../routes/protection/protection-exclusions"),
  },
  {
    path: "protection/global-limits",
    label: "nav.globalLimits",
    permission: "protection.read",
    load: () => import("../routes/protection/protection-global-limits"),
  },
];
