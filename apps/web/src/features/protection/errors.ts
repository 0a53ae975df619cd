import "../../i18n/account-texts";
import { ApiError, NetworkError } from "../../api/client";
import { i18next } from "../../i18n";

/** Codes of the restrictions calls with their own message. */
const CODES = ["LIMIT_BELOW_MINIMUM", "LIMIT_ABOVE_MAXIMUM", "NOTHING_TO_CONFIRM", "RATE_LIMITED"] as const;

/** What to tell the player about a failed restrictions call. */
export function protectionErrorMessage(err: unknown): string {
  if (err instanceof NetworkError) return i18next.t("app.network_error");
  if (err instanceof ApiError && (CODES as readonly string[]).includes(err.code))
    return i18next.t(`protection.errors.${err.code}`);
  return i18next.t("app.something_went_wrong_try_later");
}
