import { ROLES, type Role } from "@casino/contracts/operators";
import type { OperatorsService } from "./service.js";

/**
 * Demo operators for `npm start` (never with NODE_ENV=production): one per
 * role, authenticator already enrolled with one known key, so an authenticator
 * app (or `otpauth`) gives the code.
 */
export const DEMO_OPERATOR_PASSWORD = "Aurum-backoffice-1";
export const DEMO_TOTP_SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
export const demoOperatorEmail = (role: Role) => `${role}@aurum.local`;

export async function seedOperatorsDemo(operators: OperatorsService) {
  for (const role of ROLES) {
    await operators.ensureEnrolled({
      email: demoOperatorEmail(role),
      role,
      password: DEMO_OPERATOR_PASSWORD,
      totpSecret: DEMO_TOTP_SECRET,
    });
  }
}

/** The lines `npm start` prints once, at start. */
export const demoSignInBanner = (backofficeUrl: string) =>
  [
    "",
    `Back office demo sign-in (${backofficeUrl}):`,
    `  e-mail    ${demoOperatorEmail("admin")}  (also ${ROLES.filter((r) => r !== "admin")
      .map(demoOperatorEmail)
      .join(", ")})`,
    `  password  ${DEMO_OPERATOR_PASSWORD}`,
    `  TOTP key  ${DEMO_TOTP_SECRET}  (add it to an authenticator app: 6 digits, 30 s, SHA-1)`,
    "",
  ].join("\n");
