import { type Permission, type Role, roleCan } from "@casino/contracts/operators";
import { operatorError } from "./errors.js";

/** The operator a request acts for (set by platform/operator-context.ts). */
export interface OperatorContext {
  id: string;
  email: string;
  role: Role;
  permissions: Permission[];
  sessionId: string;
  /** The client's address as the api sees it (X-Forwarded-For through the back office). */
  ip: string | null;
}

/** Whether the operator's role grants the permission. */
export const can = (operator: Pick<OperatorContext, "role">, permission: Permission) => roleCan(operator.role, permission);

/** 403 OPERATOR_FORBIDDEN unless the role grants it (services re-check what routes already checked). */
export function assertCan(operator: Pick<OperatorContext, "role">, permission: Permission) {
  if (!can(operator, permission)) throw operatorError("OPERATOR_FORBIDDEN", { permission });
}

/**
 * Four eyes: the operator approving must not be the one who asked.
 * 403 OPERATOR_SAME_OPERATOR otherwise. Call it inside the approval's transaction,
 * on the requester id read (FOR UPDATE) from the row being approved.
 */
export function assertNotSameOperator(requesterId: string | null | undefined, approver: Pick<OperatorContext, "id">) {
  if (requesterId && requesterId === approver.id) throw operatorError("OPERATOR_SAME_OPERATOR");
}
