import { ApiError, NetworkError } from "../../api/client";
import { i18next } from "../../i18n";

/** An answer's status, 0 when there was none. */
export const statusOf = (err: unknown) => (err instanceof ApiError ? err.status : 0);

/** A field of the error body, also when nested under `data`. */
export function errorField(err: unknown, name: string): unknown {
  if (!(err instanceof ApiError)) return undefined;
  const d = err.data as Record<string, unknown>;
  if (d[name] !== undefined) return d[name];
  const nested = d.data as Record<string, unknown> | undefined;
  return nested && typeof nested === "object" ? nested[name] : undefined;
}

export const isCaptchaError = (err: unknown) => err instanceof ApiError && err.code.startsWith("CAPTCHA");

/** Generic fallbacks of the error catalogue (spec §8). */
export function genericMessage(err: unknown): string {
  if (err instanceof NetworkError) return i18next.t("app.network_error");
  if (statusOf(err) === 503) return i18next.t("error.email_popup.rate.title");
  if (isCaptchaError(err)) return i18next.t("auth.captcha.failed");
  return i18next.t("app.something_went_wrong_try_later");
}

/** dd/mm/yyyy of an ISO date (spec §8, lock dialog). */
export function ddmmyyyy(iso: unknown): string {
  const d = new Date(String(iso));
  if (Number.isNaN(d.getTime())) return "";
  return `${String(d.getDate()).padStart(2, "0")}/${String(d.getMonth() + 1).padStart(2, "0")}/${d.getFullYear()}`;
}
