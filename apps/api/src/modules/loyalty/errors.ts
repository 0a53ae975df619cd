import type { LoyaltyCode } from "@casino/contracts/loyalty";
import { AppError } from "../../platform/errors.js";

/** Each code of the lucky club's calls: its HTTP status and the message people read. */
const ERRORS: Record<LoyaltyCode, { status: number; message: string }> = {
  INVALID_LADDER: { status: 400, message: "This ladder cannot be saved." },
  LEVEL_BONUS_NOT_GRANTABLE: {
    status: 400,
    message: "A level-up bonus must be an existing no-deposit promotion with an amount in the level's currencies.",
  },
};

export const loyaltyError = (code: LoyaltyCode, message?: string, extra: Record<string, unknown> = {}) =>
  new AppError(ERRORS[code].status, code, message ?? ERRORS[code].message, extra);
