import type { PromotionCode } from "@casino/contracts/promotions";
import { AppError } from "../../platform/errors.js";

/** Each code of the promotion calls: its HTTP status and the message people read. */
const ERRORS: Record<PromotionCode, { status: number; message: string }> = {
  PROMOTION_NOT_FOUND: { status: 404, message: "This promotion does not exist." },
  PROMO_CODE: { status: 400, message: "This promo code is not valid." },
  PROMOTION_NOT_AVAILABLE: { status: 412, message: "This promotion is not available to you." },
  PROMOTION_ALREADY_TAKEN: { status: 409, message: "You have already taken this promotion." },
  PLAYER_RESTRICTED: {
    status: 409,
    message: "No promotion can be offered while the player is in a cool-down or self-exclusion, or locked.",
  },
  BONUS_ALREADY_ACTIVE: { status: 412, message: "Finish, claim or cancel your active bonus first." },
  NO_ACTIVE_BONUS: { status: 404, message: "You have no active bonus." },
  BONUS_NOT_COMPLETED: { status: 412, message: "The wagering of this bonus is not complete yet." },
  BONUS_NOT_FINISHED: {
    status: 412,
    message: "This bonus still has money and wagering to go: play on, or cancel it.",
  },
};

export const promotionError = (code: PromotionCode, extra: Record<string, unknown> = {}) =>
  new AppError(
    ERRORS[code].status,
    code,
    ERRORS[code].message,
    code === "PROMO_CODE" ? { error: "promo-code", ...extra } : extra,
  );
