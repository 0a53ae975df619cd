import { ApiError } from "../../api/client";

/** Error codes of the promotion calls → their message keys; anything else is "something went wrong" (spec §8). */
const KEYS: Record<string, string> = {
  PROMO_CODE: "promotions.errors.promo_code",
  PROMOTION_NOT_AVAILABLE: "promotions.errors.not_available",
  PROMOTION_ALREADY_TAKEN: "promotions.errors.already_taken",
  BONUS_ALREADY_ACTIVE: "promotions.errors.already_active",
  BONUS_NOT_COMPLETED: "promotions.errors.not_completed",
  BONUS_NOT_FINISHED: "promotions.errors.not_finished",
  NO_ACTIVE_BONUS: "promotions.errors.no_active",
};

export function promotionErrorKey(err: unknown): string {
  if (err instanceof ApiError && KEYS[err.code]) return KEYS[err.code]!;
  return "promotions.errors.generic";
}
