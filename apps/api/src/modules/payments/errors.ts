import { PAYMENT_CODES, type PaymentCode } from "@casino/contracts/payments";
import { AppError } from "../../platform/errors.js";

/**
 * Payment refusals. The games spec §8: `FAILED_PRECONDITION` with a reason
 * (also under `detail`, where the web reads it); the accounts spec §8 codes
 * each with its own code, all HTTP 412.
 */
export type FailedPreconditionReason =
  | "NO_PAYMENT_METHOD_AVAILABLE_FOR_REQUEST"
  | "UNABLE_TO_RESERVE_FUNDS"
  | "QUOTE_EXPIRED"
  | "PAYMENT_NOT_ACTIONABLE"
  | "PROVIDER_REFUSED";

export const failedPrecondition = (reason: FailedPreconditionReason | string, message: string) =>
  new AppError(412, "FAILED_PRECONDITION", message, { reason, detail: { code: "FAILED_PRECONDITION", reason } });

export const noMethodForRequest = () =>
  failedPrecondition("NO_PAYMENT_METHOD_AVAILABLE_FOR_REQUEST", "This payment method is not available for this request.");
export const unableToReserveFunds = () =>
  failedPrecondition("UNABLE_TO_RESERVE_FUNDS", "Your balance does not cover this withdrawal.");

/** The payment codes of the accounts spec §8 (packages/contracts). Limits and bonuses raise the ones that are theirs. */
export { PAYMENT_CODES, type PaymentCode };

const MESSAGES: Record<PaymentCode, string> = {
  BONUS_DOESNOT_ALLOW_DEPOSITS: "Your active bonus does not allow deposits.",
  BONUS_DOESNOT_ALLOW_WITHDRAWALS: "Your active bonus does not allow withdrawals.",
  AMOUNT_IS_LESS_THAN_MINIMUM_IN_BONUS: "The amount is below the minimum of your bonus.",
  AMOUNT_IS_GREATER_THAN_ALLOWED_MAXIMUM: "The amount is above the allowed maximum.",
  AMOUNT_IS_LESS_THAN_ALLOWED_MINIMUM: "The amount is below the allowed minimum.",
  DEPOSIT_PROHIBITED_GLOBALLY: "Deposits are not allowed on this account.",
  DEPOSIT_LIMIT_OFFER_OPEN: "Choose a deposit limit, or go on without one, before your first deposit.",
  DEPOSIT_SELF_DAILY_LIMIT: "This deposit would pass your daily deposit limit.",
  DEPOSIT_SELF_WEEKLY_LIMIT: "This deposit would pass your weekly deposit limit.",
  DEPOSIT_SELF_MONTHLY_LIMIT: "This deposit would pass your monthly deposit limit.",
  DEPOSIT_DAILY_LIMIT: "This deposit would pass the daily deposit limit.",
  DEPOSIT_WEEKLY_LIMIT: "This deposit would pass the weekly deposit limit.",
  DEPOSIT_MONTHLY_LIMIT: "This deposit would pass the monthly deposit limit.",
  WITHDRAWAL_REQUIRE_PERSONAL_DATA: "Fill in your personal details to withdraw.",
  WITHDRAWAL_REQUIRE_CONTACT_EMAIL: "Add an e-mail address to withdraw.",
  WITHDRAWAL_REQUIRE_CONTACT_PHONE: "Add and confirm a phone number to withdraw.",
  WITHDRAWAL_PROHIBITED_GLOBALLY: "Withdrawals are not allowed on this account.",
};

export const paymentRefused = (code: PaymentCode, extra: Record<string, unknown> = {}) =>
  new AppError(412, code, MESSAGES[code], { ...extra, detail: { code } });

export const paymentNotFound = () => new AppError(404, "PAYMENT_NOT_FOUND", "This payment does not exist.");
export const quoteExpired = () => failedPrecondition("QUOTE_EXPIRED", "The exchange rate has expired; start the payment again.");
export const notActionable = (what: string) => failedPrecondition("PAYMENT_NOT_ACTIONABLE", `This payment cannot ${what} now.`);
export const invalidFields = (fields: { identifier: string; message: string }[]) =>
  new AppError(400, "INVALID_PAYMENT_FIELDS", `Check these fields: ${fields.map((f) => f.identifier).join(", ")}.`, { fields });
export const providerUnavailable = () =>
  new AppError(503, "SERVER_FAULT", "The payment provider is not reachable, try again later.");
export const badWebhook = (reason: string) => new AppError(401, "INVALID_SIGNATURE", `Webhook refused (${reason}).`);
/** A correctly signed webhook whose body is not a payment report. */
export const badWebhookBody = () =>
  new AppError(400, "INVALID_WEBHOOK_BODY", "Webhook refused: the body is not a payment report.");
