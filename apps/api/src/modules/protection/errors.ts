import { AppError, badRequest, forbidden } from "../../platform/errors.js";

/** Protection refusals; deposits are refused with the payment codes (payments/errors.ts). */
export type ProtectionCode =
  | "LIMIT_BELOW_MINIMUM"
  | "LIMIT_ABOVE_MAXIMUM"
  | "NOTHING_TO_CONFIRM"
  | "UNKNOWN_LIMIT"
  | "SELF_EXCLUDED"
  | "OPERATOR_MAY_ONLY_TIGHTEN"
  | "NOTHING_TO_CHANGE"
  | "PLAYER_NOT_FOUND";

const MESSAGES: Record<ProtectionCode, string> = {
  LIMIT_BELOW_MINIMUM: "This limit is below the smallest one allowed.",
  LIMIT_ABOVE_MAXIMUM: "This limit is above the largest one allowed.",
  NOTHING_TO_CONFIRM: "No limit change is waiting to be confirmed, or its waiting time is not over yet.",
  UNKNOWN_LIMIT: "There is no such limit.",
  SELF_EXCLUDED: "This account is under a cool-down or self-exclusion.",
  OPERATOR_MAY_ONLY_TIGHTEN:
    "An operator may tighten but never loosen a player's own limit: this limit is above the player's own, so it would change nothing.",
  NOTHING_TO_CHANGE: "Send at least one limit to change.",
  PLAYER_NOT_FOUND: "No player has this id.",
};

export const protectionError = (code: ProtectionCode, extra?: Record<string, unknown>) =>
  code === "SELF_EXCLUDED"
    ? forbidden(code, MESSAGES[code], extra)
    : code === "PLAYER_NOT_FOUND"
      ? new AppError(404, code, MESSAGES[code], extra)
      : badRequest(code, MESSAGES[code], extra);

/** A game launch of an excluded player (launch answers it as the games spec's 412 family). */
export const playBlocked = (expires: Date | null) =>
  new AppError(412, "PLAYER_BLOCKED", "Play is paused on this account (cool-down or self-exclusion).", {
    expires: expires?.toISOString() ?? null,
  });

/**
 * A game launch once the session-time limit of this login session is used up
 * (412, as PLAYER_BLOCKED); a new login starts a new period.
 */
export const sessionTimeUsed = (endedAt: Date) =>
  new AppError(412, "SESSION_TIME_LIMIT_REACHED", "Your session-time limit for this login is used up. Log in again to play.", {
    endedAt: endedAt.toISOString(),
  });
