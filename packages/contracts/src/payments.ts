/**
 * Constants of the payment calls shared by the api and the player site (plain
 * data, no zod, so the web bundle takes only what it uses).
 */

/** Form field types of the games spec §3. Card inputs exist for completeness: card numbers are typed on the PSP's page only. */
export const FIELD_TYPES = [
  "CONTENT_REF",
  "DEEPLINK",
  "INPUT_ACCOUNT_DETAIL",
  "INPUT_TEXT",
  "INPUT_COUNTRY",
  "INPUT_CREDIT_CARD",
  "INPUT_CARD_EXPIRE_MONTH",
  "INPUT_CARD_EXPIRE_YEAR",
  "INPUT_CARD_CVC",
  "INPUT_NUMBER",
  "INPUT_FILE",
  "INPUT_EMAIL",
  "INPUT_TELEPHONE",
  "INPUT_DATE",
  "TEXT",
  "DATA",
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** The payment codes of the accounts spec §8 (plus the minimum the spec leaves out). */
export const PAYMENT_CODES = [
  "BONUS_DOESNOT_ALLOW_DEPOSITS",
  "BONUS_DOESNOT_ALLOW_WITHDRAWALS",
  "AMOUNT_IS_LESS_THAN_MINIMUM_IN_BONUS",
  "AMOUNT_IS_GREATER_THAN_ALLOWED_MAXIMUM",
  "AMOUNT_IS_LESS_THAN_ALLOWED_MINIMUM",
  "DEPOSIT_PROHIBITED_GLOBALLY",
  /** Ours: the deposit limit offered at the first deposit is not answered yet (set one, or decline it). */
  "DEPOSIT_LIMIT_OFFER_OPEN",
  "DEPOSIT_SELF_DAILY_LIMIT",
  "DEPOSIT_SELF_WEEKLY_LIMIT",
  "DEPOSIT_SELF_MONTHLY_LIMIT",
  "DEPOSIT_DAILY_LIMIT",
  "DEPOSIT_WEEKLY_LIMIT",
  "DEPOSIT_MONTHLY_LIMIT",
  "WITHDRAWAL_REQUIRE_PERSONAL_DATA",
  "WITHDRAWAL_REQUIRE_CONTACT_EMAIL",
  "WITHDRAWAL_REQUIRE_CONTACT_PHONE",
  "WITHDRAWAL_PROHIBITED_GLOBALLY",
] as const;
export type PaymentCode = (typeof PAYMENT_CODES)[number];
