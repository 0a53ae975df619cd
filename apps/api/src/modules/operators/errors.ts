import type { OperatorCode } from "@casino/contracts/operators";
import { AppError } from "../../platform/errors.js";

/** Operator refusals: codes from contracts, one message each (a missing one won't compile). */
const MESSAGES: Record<OperatorCode, [number, string]> = {
  OPERATOR_SESSION_REQUIRED: [401, "Sign in to the back office."],
  OPERATOR_FORBIDDEN: [403, "Your role does not allow this."],
  OPERATOR_CSRF_INVALID: [403, "This request lacks the session's CSRF token; reload the back office."],
  OPERATOR_CREDENTIALS_INVALID: [401, "Wrong e-mail or password."],
  OPERATOR_LOCKED: [423, "Too many failed attempts: this account is locked for a while."],
  OPERATOR_CODE_INVALID: [401, "This code is not valid. Use the current code of your authenticator or an unused recovery code."],
  OPERATOR_CHALLENGE_EXPIRED: [401, "The sign-in took too long; enter your password again."],
  OPERATOR_EMAIL_TAKEN: [409, "An operator with this e-mail already exists."],
  OPERATOR_NOT_FOUND: [404, "No such operator."],
  OPERATOR_SELF_CHANGE: [409, "You cannot change your own role or access; ask another admin."],
  OPERATOR_SAME_OPERATOR: [403, "Four eyes: a different operator must approve what you asked for."],
  OPERATOR_PASSWORD_WRONG: [403, "Your current password is not right."],
  OPERATOR_PASSWORD_WEAK: [400, "The new password must have at least 12 characters (at most 128)."],
  OPERATOR_PASSWORD_UNCHANGED: [409, "The new password must differ from the current one."],
};

export const operatorError = (code: OperatorCode, extra: Record<string, unknown> = {}, message?: string) => {
  const [status, text] = MESSAGES[code];
  return new AppError(status, code, message ?? text, extra);
};
