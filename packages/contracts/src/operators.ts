import { z } from "zod";
import { pageQuerySchema } from "./paging.js";

/**
 * The operator's back office (issue 10 §1): roles, permissions and the calls
 * of operator sign-in and operator management. Every route under
 * `/operator/v1/` declares one of PERMISSIONS (or "any signed-in operator").
 */

export * from "./operator-roles.js";

import { PERMISSIONS, ROLES } from "./operator-roles.js";

export const roleSchema = z.enum(ROLES);
export const permissionSchema = z.enum(PERMISSIONS);

/** Codes of the operator calls (HTTP status in brackets). */
export const OPERATOR_CODES = [
  "OPERATOR_SESSION_REQUIRED", // 401: no session, or it ended / idled out
  "OPERATOR_FORBIDDEN", // 403: the role lacks the route's permission
  "OPERATOR_CSRF_INVALID", // 403: a write without the session's x-csrf-token
  "OPERATOR_CREDENTIALS_INVALID", // 401: wrong e-mail or password (never says which)
  "OPERATOR_LOCKED", // 423: too many failures; `lockedUntil`
  "OPERATOR_CODE_INVALID", // 401: wrong, reused or expired one-time code or recovery code
  "OPERATOR_CHALLENGE_EXPIRED", // 401: the password step is too old: start again
  "OPERATOR_EMAIL_TAKEN", // 409
  "OPERATOR_NOT_FOUND", // 404
  "OPERATOR_SELF_CHANGE", // 409: an admin cannot disable or demote themself
  "OPERATOR_SAME_OPERATOR", // 403: four eyes: the operator who asked cannot approve
  "OPERATOR_PASSWORD_WRONG", // 403: changing one's password: the current password is wrong (counts toward the lockout)
  "OPERATOR_PASSWORD_WEAK", // 400: the new password does not meet the policy (operatorPasswordSchema)
  "OPERATOR_PASSWORD_UNCHANGED", // 409: the new password is the current one
] as const;
export type OperatorCode = (typeof OPERATOR_CODES)[number];

export const operatorEmailSchema = z.string().trim().toLowerCase().min(5).max(100).pipe(z.email());
export const operatorPasswordSchema = z.string().min(12, "at least 12 characters").max(128);

/** Step 1: e-mail and password. */
export const signInBodySchema = z.object({
  email: z.string().trim().min(1).max(100),
  password: z.string().min(1).max(128),
});
export type SignInBody = z.infer<typeof signInBodySchema>;

/** The password was right; a code is due. First sign-in: enrol the authenticator first. */
export const signInStepSchema = z.discriminatedUnion("next", [
  z.object({ next: z.literal("CODE_REQUIRED"), challenge: z.string() }),
  z.object({
    next: z.literal("TOTP_ENROLMENT_REQUIRED"),
    challenge: z.string(),
    /** otpauth://totp/… for authenticator apps. */
    otpauthUri: z.string(),
    /** The same as a QR code: an SVG image as a data: URL. */
    qrCode: z.string(),
    /** The key as text (base32), for apps that cannot scan. */
    secret: z.string(),
  }),
]);
export type SignInStep = z.infer<typeof signInStepSchema>;

/** Step 2: the six-digit code of the authenticator, or one recovery code. */
export const signInCodeBodySchema = z
  .object({
    challenge: z.string().min(1).max(200),
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, "six digits")
      .optional(),
    recoveryCode: z.string().trim().min(1).max(40).optional(),
  })
  .refine((b) => Boolean(b.code) !== Boolean(b.recoveryCode), "either code or recoveryCode");
export type SignInCodeBody = z.infer<typeof signInCodeBodySchema>;

export const operatorSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: roleSchema,
});
export type OperatorIdentity = z.infer<typeof operatorSchema>;

/** The signed-in operator: who, what they may do, and the CSRF token every write sends as x-csrf-token. */
export const operatorSessionSchema = z.object({
  operator: operatorSchema,
  permissions: z.array(permissionSchema),
  csrfToken: z.string(),
  /** Only on the sign-in that enrolled the authenticator: ten single-use codes, shown this once. */
  recoveryCodes: z.array(z.string()).optional(),
});
export type OperatorSession = z.infer<typeof operatorSessionSchema>;

export const operatorListItemSchema = operatorSchema.extend({
  totpEnrolled: z.boolean(),
  lockedUntil: z.string().nullable(),
  disabledAt: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string().nullable(),
});
export type OperatorListItem = z.infer<typeof operatorListItemSchema>;

export const operatorListSchema = z.object({ operators: z.array(operatorListItemSchema) });

export const reasonSchema = z.string().trim().min(3, "give a reason").max(500);

export const createOperatorBodySchema = z.object({
  email: operatorEmailSchema,
  role: roleSchema,
  /** Omitted: a one-time password is generated and returned once. */
  password: operatorPasswordSchema.optional(),
  reason: z.string().trim().max(500).optional(),
});
export type CreateOperatorBody = z.input<typeof createOperatorBodySchema>;

export const createdOperatorSchema = z.object({
  operator: operatorListItemSchema,
  /** Present when generated: shown this once. */
  password: z.string().optional(),
});

/** The signed-in operator changes their own password (POST /operator/v1/session/password). */
export const changePasswordBodySchema = z.object({
  currentPassword: z.string().min(1).max(128),
  newPassword: operatorPasswordSchema,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

export const passwordChangedSchema = z.object({
  ok: z.literal(true),
  /** The operator's other sessions that ended (the current one stays). */
  sessionsEnded: z.number().int(),
});

/** An admin sets a new password for another operator (POST /operator/v1/operators/:id/password). */
export const setPasswordBodySchema = z.object({ newPassword: operatorPasswordSchema, reason: reasonSchema });
export type SetPasswordBody = z.infer<typeof setPasswordBodySchema>;

export const changeRoleBodySchema = z.object({ role: roleSchema, reason: reasonSchema });
export const operatorActionBodySchema = z.object({ reason: reasonSchema });

/** The audit trail (issue 10 §6). */
export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  operatorId: z.string().nullable(),
  operatorEmail: z.string().nullable(),
  action: z.string(),
  objectType: z.string().nullable(),
  objectId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
  ip: z.string().nullable(),
  hash: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const AUDIT_SORTS = ["at", "-at"] as const;

export const auditQuerySchema = z.object({
  operator: z.string().trim().max(100).optional(),
  action: z.string().trim().max(100).optional(),
  objectType: z.string().trim().max(60).optional(),
  objectId: z.string().trim().max(100).optional(),
  /** A day (YYYY-MM-DD, from its start / to its end, UTC) or an instant. */
  from: z.union([z.iso.date(), z.iso.datetime({ offset: true })]).optional(),
  to: z.union([z.iso.date(), z.iso.datetime({ offset: true })]).optional(),
  sort: z.enum(AUDIT_SORTS).default("-at"),
  ...pageQuerySchema.shape,
});
export type AuditQuery = z.input<typeof auditQuerySchema>;
export type AuditFilter = z.output<typeof auditQuerySchema>;

export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

export const auditVerificationSchema = z.object({
  ok: z.boolean(),
  checked: z.number().int(),
  /** The first row whose hash or link to the previous row does not hold. */
  firstBroken: z.object({ id: z.string(), reason: z.string() }).nullable(),
});
export type AuditVerification = z.infer<typeof auditVerificationSchema>;
