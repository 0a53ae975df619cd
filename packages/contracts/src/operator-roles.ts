/**
 * Operator roles and permissions (issue 10 §1), without zod: the back office
 * bundle imports this, the api the schemas in operators.ts (which re-exports it).
 * Every route under `/operator/v1/` declares one of PERMISSIONS.
 */

export const ROLES = ["admin", "finance", "compliance", "support", "content"] as const;
export type Role = (typeof ROLES)[number];

/** Every permission a route may require; add yours here (and give it to roles below). */
export const PERMISSIONS = [
  "operators.manage",
  "audit.read",
  "players.read",
  "players.block",
  "players.notes",
  "payments.read",
  "withdrawals.approve",
  "corrections.create",
  "corrections.approve",
  "ledger.read",
  "reports.read",
  "catalogue.write",
  "kyc.read",
  "kyc.review",
  "protection.read",
  "protection.write",
  "protection.exclude",
  "promotions.read",
  "promotions.write",
  "content.write",
  "support.read",
  "support.reply",
  "messages.send",
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/**
 * What each role may do. admin: operators and roles (and reads the audit
 * trail); finance: payments, withdrawals, corrections, reports; compliance:
 * KYC, player status, player protection; support: players read-only, notes,
 * messages, and the cool-down or self-exclusion a player asks them for
 * (protection.exclude: it only ever stops a player, so it waits for no one);
 * content: catalogue, promotions, pages, and reads players (to grant and
 * revoke their bonuses on the player page).
 */
export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  admin: ["operators.manage", "audit.read", "players.read"],
  finance: [
    "players.read",
    "payments.read",
    "withdrawals.approve",
    "corrections.create",
    "corrections.approve",
    "ledger.read",
    "reports.read",
  ],
  compliance: [
    "players.read",
    "players.block",
    "players.notes",
    "payments.read",
    "kyc.read",
    "kyc.review",
    "protection.read",
    "protection.write",
    "protection.exclude",
    "audit.read",
  ],
  support: [
    "players.read",
    "players.notes",
    "support.read",
    "support.reply",
    "messages.send",
    "kyc.read",
    "protection.read",
    "protection.exclude",
  ],
  content: ["catalogue.write", "promotions.read", "promotions.write", "content.write", "players.read"],
};

export const permissionsOf = (role: Role): Permission[] => [...ROLE_PERMISSIONS[role]];
export const roleCan = (role: Role, permission: Permission) => ROLE_PERMISSIONS[role].includes(permission);
