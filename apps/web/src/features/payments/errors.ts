import "../../i18n/account-texts";
import { PAYMENT_CODES as SPEC_PAYMENT_CODES } from "@casino/contracts/payments";
import { formatMoney } from "@casino/money";
import { ApiError, NetworkError } from "../../api/client";
import { i18next } from "../../i18n";

/** FAILED_PRECONDITION reasons with their own text (games spec §8); other reasons are shown as given. */
export const KNOWN_REASONS = [
  "NO_PAYMENT_METHOD_AVAILABLE_FOR_REQUEST",
  "UNABLE_TO_RESERVE_FUNDS",
  "QUOTE_EXPIRED",
  "PAYMENT_NOT_ACTIONABLE",
  "PROVIDER_REFUSED",
] as const;

/** The payment codes of accounts spec §8, each with a translated message. */
export const PAYMENT_CODES = [
  ...SPEC_PAYMENT_CODES,
  "SERVER_FAULT",
  "PAYMENT_NOT_FOUND",
  "INVALID_PAYMENT_FIELDS",
  "RATE_LIMITED",
] as const;

/** A reason of a failed payment or a FAILED_PRECONDITION: its text when known, else as given. */
export function reasonText(reason: string | undefined | null): string {
  if (!reason) return i18next.t("payments.status.failed_generic");
  const key = `payments.errors.reason.${reason}`;
  return i18next.exists(key) ? i18next.t(key) : reason;
}

function field(err: ApiError, name: string): unknown {
  const d = err.data as Record<string, unknown>;
  if (d[name] !== undefined) return d[name];
  const detail = d.detail as Record<string, unknown> | undefined;
  return detail && typeof detail === "object" ? detail[name] : undefined;
}

/** A payment refused because its exchange rate expired: the flow goes to `failed/rate` (accounts spec §2). */
export function isRateFailure(err: unknown): boolean {
  if (!(err instanceof ApiError)) return false;
  return String(field(err, "code") ?? err.code) === "FAILED_PRECONDITION" && field(err, "reason") === "QUOTE_EXPIRED";
}

/** The translated message of a refused payment call (games spec §8, accounts spec §8). */
export function paymentErrorMessage(err: unknown): string {
  if (err instanceof NetworkError) return i18next.t("app.network_error");
  if (!(err instanceof ApiError)) return i18next.t("payments.errors.default");
  const code = String(field(err, "code") ?? err.code);
  if (code === "FAILED_PRECONDITION") return reasonText(String(field(err, "reason") ?? ""));
  if ((PAYMENT_CODES as readonly string[]).includes(code)) {
    const currency = String(field(err, "currency") ?? "EUR");
    const money = (v: unknown) => {
      try {
        return formatMoney(BigInt(Number(v)), currency, { locale: i18next.language });
      } catch {
        return "";
      }
    };
    return i18next.t(`payments.errors.code.${code}`, { min: money(field(err, "min")), max: money(field(err, "max")) });
  }
  if (err.status === 503) return i18next.t("payments.errors.code.SERVER_FAULT");
  return i18next.t("payments.errors.default");
}

/** Field errors of a 400 INVALID_PAYMENT_FIELDS, by identifier. */
export function fieldErrors(err: unknown): Record<string, string> {
  if (!(err instanceof ApiError) || err.code !== "INVALID_PAYMENT_FIELDS") return {};
  const list = (err.data.fields ?? []) as { identifier: string; message: string }[];
  return Object.fromEntries(list.map((f) => [f.identifier, f.message]));
}
