import { z } from "zod";
import { ACCESS_BOUNDS, PASSWORD_PATTERN, PHONE_DIGITS_PATTERN, stripPhone } from "./access-rules";

/**
 * Access calls of the accounts spec (§3, §5, §7, §8): registration, login,
 * recovery, captcha. One source for the api's validation and the web's forms.
 */

export {
  ACCESS_BOUNDS,
  CODE_LENGTH,
  fitsMarketPhoneRule,
  MARKET_PHONE,
  PASSWORD_PATTERN,
  PHONE_DIGITS_PATTERN,
  stripPhone,
} from "./access-rules";

export const passwordSchema = z
  .string()
  .min(ACCESS_BOUNDS.password.min)
  .max(ACCESS_BOUNDS.password.max)
  .regex(PASSWORD_PATTERN, "must not contain whitespace");

export const emailSchema = z.string().trim().min(ACCESS_BOUNDS.email.min).max(ACCESS_BOUNDS.email.max).pipe(z.email());

/** Country phone code plus national number; digits only once stripped. */
export const phoneNumberSchema = z
  .string()
  .trim()
  .min(ACCESS_BOUNDS.phone.min)
  .max(ACCESS_BOUNDS.phone.max)
  .refine((v) => PHONE_DIGITS_PATTERN.test(stripPhone(v)), "must be a phone number: digits with the country code");

/** ISO 3166-1 alpha-3, e.g. UKR. */
export const countryIso3Schema = z
  .string()
  .regex(/^[A-Za-z]{3}$/, "must be a three-letter ISO country code")
  .transform((v) => v.toUpperCase());

export const currencySchema = z
  .string()
  .regex(/^[A-Za-z]{3,5}$/, "must be a currency code")
  .transform((v) => v.toUpperCase());

/** Empty means none. */
export const promocodeSchema = z.string().trim().max(50).optional();

/** The solved ALTCHA payload (base64), sent under the spec's name. */
export const recaptchaTokenSchema = z.string().max(4096).optional();

export const registerEmailBodySchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  country: countryIso3Schema,
  currency: currencySchema.optional(),
  promocode: promocodeSchema,
  recaptchaToken: recaptchaTokenSchema,
});
export type RegisterEmailBody = z.input<typeof registerEmailBodySchema>;

export const registerPhoneBodySchema = z.object({
  phoneNumber: phoneNumberSchema,
  password: passwordSchema,
  country: countryIso3Schema,
  currency: currencySchema.optional(),
  promocode: promocodeSchema,
  recaptchaToken: recaptchaTokenSchema,
});
export type RegisterPhoneBody = z.input<typeof registerPhoneBodySchema>;

export const registerOneClickBodySchema = z.object({
  country: countryIso3Schema,
  currency: currencySchema.optional(),
  promocode: promocodeSchema,
  recaptchaToken: recaptchaTokenSchema,
});
export type RegisterOneClickBody = z.input<typeof registerOneClickBodySchema>;

/**
 * A code was sent. `token` goes into the resend and validate calls; `ttl` is
 * the seconds the code (or e-mail link) stays valid; `timeOut` the seconds
 * before a resend is accepted.
 */
export const codeSentSchema = z.object({
  token: z.string(),
  ttl: z.number().int(),
  timeOut: z.number().int(),
});
export type CodeSent = z.infer<typeof codeSentSchema>;

/** One-click registration: the generated credentials, shown once. */
export const oneClickResponseSchema = z.object({ customerId: z.string(), password: z.string() });
export type OneClickResponse = z.infer<typeof oneClickResponseSchema>;

export const loginBodySchema = z
  .object({
    /** E-mail, phone (country code + national number) or account id. */
    username: z.string().trim().min(1).max(100).optional(),
    identifier: z.string().trim().min(1).max(100).optional(),
    password: z.string().min(1).max(128),
    recaptchaToken: recaptchaTokenSchema,
    showBonus: z.boolean().optional(),
  })
  .refine((b) => Boolean(b.username ?? b.identifier), { message: "username or identifier is required", path: ["username"] });
export type LoginBody = z.input<typeof loginBodySchema>;

/** `POST /account/v1/register/resend`: a registration not confirmed yet (login's NOT_CONFIRMED) proves itself. */
export const resendConfirmationBodySchema = z.object({
  identifier: z.string().trim().min(1).max(100),
  password: z.string().min(1).max(128),
  recaptchaToken: recaptchaTokenSchema,
});
export const confirmationSentSchema = codeSentSchema.extend({ method: z.enum(["email", "phone"]) });

export const customerSchema = z.object({
  id: z.string(),
  customerId: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  currency: z.string(),
  country: z.string(),
  language: z.string(),
  emailVerified: z.boolean(),
  phoneVerified: z.boolean(),
  registrationDate: z.string(),
});
export type Customer = z.infer<typeof customerSchema>;

/**
 * What a session may do: FULL, or WITHDRAWAL for a player in a cool-down or self-exclusion who logs in only to
 * withdraw their balance (the cashier's withdrawal calls, the balance, the profile it needs, logout).
 */
export const sessionScopeSchema = z.enum(["FULL", "WITHDRAWAL"]);
export type SessionScope = z.infer<typeof sessionScopeSchema>;

/** The answer of a login (and of the confirmations that log in). */
export const loginResponseSchema = z.object({
  token: z.string(),
  expires: z.string(),
  customer: customerSchema,
  /** Profile details with the spec's keys, plus the message-channel password. */
  details: z.record(z.string(), z.string()),
  /** True on the player's first login: the web goes to deposit with the initial bonuses. */
  presentInitialBonuses: z.boolean(),
  /** Set when a legacy account id (FSCW…UKR) was corrected: the id to use from now on. */
  correctedUsername: z.string().optional(),
  /** WITHDRAWAL: a withdrawal-only session (`POST /session/v1/login/withdrawal`); absent for a full login. */
  scope: sessionScopeSchema.optional(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** 403 of a login: self-exclusion (type SE, code COOLDOWN|LOCK, expires) or LOCKED. */
export const loginBlockedSchema = z.object({
  code: z.string(),
  message: z.string(),
  type: z.enum(["SE", "LOCKED", "NOT_CONFIRMED"]),
  expires: z.string().nullable().optional(),
});
export type LoginBlocked = z.infer<typeof loginBlockedSchema>;

/**
 * The spec's legacy account id: FSCW + 6 or more digits + UKR becomes FSUA +
 * the digits (the web shows the corrected id before logging in; the api
 * accepts both).
 */
export function correctLegacyAccountId(id: string): string | null {
  const m = id.trim().match(/^FSCW(\d{6,})UKR$/i);
  return m ? `FSUA${m[1]}` : null;
}

export type IdentifierKind = "email" | "phone" | "account";
/** Spec §4: e-mail, then phone, else account id. */
export function identifierKind(identifier: string): IdentifierKind {
  const v = identifier.trim();
  if (v.includes("@")) return "email";
  if (/^\+?[\d\s\-()_.]{5,25}$/.test(v) && PHONE_DIGITS_PATTERN.test(stripPhone(v))) return "phone";
  return "account";
}

export const RECOVERY_METHODS = ["email", "phone-number"] as const;
export type RecoveryMethod = (typeof RECOVERY_METHODS)[number];

/** e-mail: `{email, recaptchaToken}`; phone-number: `{phoneNumber, recaptchaToken}`. */
export const recoveryBodySchema = z.object({
  email: z.string().trim().max(200).optional(),
  phoneNumber: z.string().trim().max(50).optional(),
  recaptchaToken: recaptchaTokenSchema,
});
export type RecoveryBody = z.input<typeof recoveryBodySchema>;

/** `POST /account/v1/recovery/{method}`: e-mail reads `timeOut`, phone reads `token`; both get both. */
export const recoveryStartedSchema = codeSentSchema;

export const recoveryValidatedSchema = z.object({ token: z.string(), passwordGenerated: z.boolean() });
export type RecoveryValidated = z.infer<typeof recoveryValidatedSchema>;

export const recoveryUpdateBodySchema = z.object({ passwordNew: passwordSchema });
export const recoveryUpdatedSchema = z.object({ status: z.literal("changed") });

/** `GET /api/needToRefresh`. */
export const needToRefreshSchema = z.object({ needToRefresh: z.boolean(), urgent: z.boolean(), version: z.string() });

/**
 * Error fields of registration (spec §8: 400 with `error`): besides `code`
 * and `message`, `error` is one of these.
 */
export const REGISTRATION_ERRORS = ["promo-code", "email_already_in_use", "phone_already_in_use"] as const;

/** Recovery with an identifier that is neither an e-mail nor a phone number. */
export const ONLY_EMAIL_OR_PHONE = "only_email_or_phone";
