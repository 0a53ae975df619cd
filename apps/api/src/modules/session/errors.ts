import { AppError } from "../../platform/errors.js";

export const sessionExpired = () => new AppError(401, "SESSION_EXPIRED", "Your session has expired, please log in again.");
export const sessionNotFound = () => new AppError(404, "SESSION_NOT_FOUND", "This session does not exist.");

/** One answer for an unknown account, a wrong password and a blocked account: it never tells which. */
export const invalidCredentials = () =>
  new AppError(401, "INVALID_CREDENTIALS", "Wrong login or password.", { error: "auth.login.invalid_credentials" });
export const selfExcluded = (code: string, expires: Date | null) =>
  new AppError(403, code, "This account is self-excluded.", { type: "SE", expires: expires?.toISOString() ?? null });
export const accountLocked = () =>
  new AppError(403, "LOCKED", "This account is locked, please contact support.", { type: "LOCKED", expires: null });
export const notConfirmed = () =>
  new AppError(403, "NOT_CONFIRMED", "Confirm your e-mail or phone number first: open the link or type the code we sent.", {
    type: "NOT_CONFIRMED",
    expires: null,
  });
/** The withdrawal-only login of a player who is not excluded: the ordinary login is theirs. */
export const notSelfExcluded = () =>
  new AppError(409, "NOT_SELF_EXCLUDED", "This account is not restricted: log in as usual to withdraw.");
export const alreadyConfirmed = () => new AppError(409, "ALREADY_CONFIRMED", "This account is confirmed already: log in.");
export const addressThrottled = () =>
  new AppError(503, "RATE_LIMITED", "Too many failed logins from this address, try again later.");
export const unknownLanguage = () => new AppError(400, "UNKNOWN_LANGUAGE", "This language is not offered.");
