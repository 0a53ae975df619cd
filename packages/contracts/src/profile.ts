import { z } from "zod";
import { PHONE_CONFIRMATION_SECONDS, REGISTRATION_BOUNDS, SUPPORTED_LANGUAGES } from "./site.js";

/** Profile field keys of the accounts spec §3, as stored and as read in `data`. */
export const DETAIL_KEYS = [
  "FIRSTNAME",
  "LASTNAME",
  "BIRTHDAY",
  "PERSONALCODE",
  "GENDER",
  "LANGUAGE",
  "CURRENCY",
  "CONTACT_EMAIL",
  "CONTACT_PHONE",
  "LOCATION_COUNTRY",
  "LOCATION_STATE",
  "LOCATION_CITY",
  "LOCATION_ADDRESS",
  "customer_id",
  "REGISTRATION_DATE",
  "CONTACT_PHONE_VERIFIED",
  "CONTACT_EMAIL_VERIFIED",
  "SUBSCRIBED_FIREBASE",
] as const;
export type DetailKey = (typeof DETAIL_KEYS)[number];
export type ProfileDetails = Partial<Record<DetailKey, string>>;

/** The profile is complete when these are set (spec §3). */
export const COMPLETENESS_KEYS = ["FIRSTNAME", "LASTNAME", "BIRTHDAY", "LOCATION_CITY", "LOCATION_ADDRESS"] as const;
/** Personal data a withdrawal needs (spec §3, "personal data field keys" without the contacts). */
export const PERSONAL_DATA_KEYS = ["FIRSTNAME", "LASTNAME", "BIRTHDAY", "GENDER", "LOCATION_CITY"] as const;

/** Set by the casino only: a player never writes them. */
export const SERVER_ONLY_KEYS = ["customer_id", "REGISTRATION_DATE", "CONTACT_PHONE_VERIFIED", "CONTACT_EMAIL_VERIFIED"] as const;
/** Fixed once they hold a value (a change goes through support). */
export const FIXED_ONCE_SET_KEYS = ["CURRENCY", "LOCATION_COUNTRY", "BIRTHDAY", "PERSONALCODE"] as const;
/** Changed only through the add-phone and add-e-mail confirmations. */
export const CONTACT_KEYS = ["CONTACT_EMAIL", "CONTACT_PHONE"] as const;

export const GENDERS = ["M", "F"] as const;
export const MIN_AGE = REGISTRATION_BOUNDS.minAge;
export const MAX_AGE_EXCLUSIVE = 110;

export const isProfileComplete = (d: ProfileDetails) => COMPLETENESS_KEYS.every((k) => Boolean(d[k]?.trim()));

/** A key as the web may send it: with a dot where we hold an underscore. */
export const normaliseDetailKey = (key: string) => key.replace(/\./g, "_");

/**
 * Reads a birthday written DD/MM/YYYY (also DD.MM.YYYY or DD-MM-YYYY) or ISO
 * YYYY-MM-DD; returns the ISO date or null when it is not a real calendar day.
 */
export function parseBirthday(value: string): string | null {
  const v = value.trim();
  let m = v.match(/^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/);
  let y: number;
  let mo: number;
  let d: number;
  if (m) {
    d = Number(m[1]);
    mo = Number(m[2]);
    y = Number(m[3]);
  } else {
    m = v.match(/^(\d{4})-(\d{2})-(\d{2})(?:T.*)?$/);
    if (!m) return null;
    y = Number(m[1]);
    mo = Number(m[2]);
    d = Number(m[3]);
  }
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
  return `${String(y).padStart(4, "0")}-${String(mo).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}

/** Full years between an ISO birthday and `on`. */
export function ageOn(isoBirthday: string, on: Date): number {
  const [y, m, d] = isoBirthday.split("-").map(Number) as [number, number, number];
  let age = on.getUTCFullYear() - y;
  const beforeBirthday = on.getUTCMonth() + 1 < m || (on.getUTCMonth() + 1 === m && on.getUTCDate() < d);
  if (beforeBirthday) age -= 1;
  return age;
}

/** Field limits of the profile form (the api checks the same). */
export const DETAIL_LIMITS = {
  FIRSTNAME: { min: 1, max: 50 },
  LASTNAME: { min: 1, max: 50 },
  PERSONALCODE: { min: 3, max: 30 },
  LOCATION_STATE: { min: 1, max: 60 },
  LOCATION_CITY: { min: 1, max: 60 },
  LOCATION_ADDRESS: { min: 3, max: 200 },
} as const;

const text = (k: keyof typeof DETAIL_LIMITS) =>
  z
    .string()
    .trim()
    .min(DETAIL_LIMITS[k].min)
    .max(DETAIL_LIMITS[k].max)
    .refine((v) => !/[<>{}]/.test(v), "must not contain < > { }");
const name = (k: "FIRSTNAME" | "LASTNAME") =>
  text(k).refine((v) => /^[\p{L}\p{M}' .-]+$/u.test(v), "letters, spaces, apostrophes and hyphens only");

/**
 * `POST /account/v1/details`: the fields a player may send (dotted keys are
 * accepted too and read as underscores; empty values are dropped before this
 * schema). Rules that depend on the stored profile (fixed once set, contacts
 * only through confirmation) are the api's.
 */
export const detailsUpdateSchema = z
  .object({
    FIRSTNAME: name("FIRSTNAME"),
    LASTNAME: name("LASTNAME"),
    BIRTHDAY: z.string().max(30),
    PERSONALCODE: text("PERSONALCODE"),
    GENDER: z
      .string()
      .transform((v) => v.trim().toUpperCase())
      .transform((v) => (v === "MALE" ? "M" : v === "FEMALE" ? "F" : v))
      .pipe(z.enum(GENDERS)),
    LANGUAGE: z.enum(SUPPORTED_LANGUAGES),
    CURRENCY: z.string().regex(/^[A-Z]{3,5}$/),
    CONTACT_EMAIL: z.string().max(REGISTRATION_BOUNDS.email.max),
    CONTACT_PHONE: z.string().max(REGISTRATION_BOUNDS.phone.max),
    LOCATION_COUNTRY: z.string().regex(/^[A-Za-z]{3}$/, "must be a three-letter ISO country code"),
    LOCATION_STATE: text("LOCATION_STATE"),
    LOCATION_CITY: text("LOCATION_CITY"),
    LOCATION_ADDRESS: text("LOCATION_ADDRESS"),
    SUBSCRIBED_FIREBASE: z.enum(["true", "false"]),
    customer_id: z.string().max(40),
    REGISTRATION_DATE: z.string().max(40),
    CONTACT_PHONE_VERIFIED: z.string().max(10),
    CONTACT_EMAIL_VERIFIED: z.string().max(10),
  })
  .partial()
  .strict();
export type DetailsUpdate = z.infer<typeof detailsUpdateSchema>;

/** Drops empty values and turns dotted keys into underscored ones. */
export function cleanDetailsInput(body: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(body)) {
    if (v === null || v === undefined) continue;
    const value = typeof v === "number" || typeof v === "boolean" ? String(v) : v;
    if (typeof value === "string" && value.trim() === "") continue;
    out[normaliseDetailKey(k)] = value;
  }
  return out;
}

export const detailsResponseSchema = z.object({
  data: z.record(z.string(), z.string()),
  /** First name, last name, birthday, city and address are all set. */
  complete: z.boolean(),
});
export type DetailsResponse = z.infer<typeof detailsResponseSchema>;

/** The captcha answer: a base64 ALTCHA payload (field name kept from the spec). */
export const recaptchaTokenSchema = z.string().max(4000).optional();

export const addPhoneSchema = z.object({
  phoneNumber: z.string().min(REGISTRATION_BOUNDS.phone.min).max(REGISTRATION_BOUNDS.phone.max).optional(),
  recaptchaToken: recaptchaTokenSchema,
});
export const addPhoneResponseSchema = z.object({
  data: z.object({ token: z.string(), ttl: z.number().int() }),
});
export const PHONE_TTL_SECONDS = PHONE_CONFIRMATION_SECONDS;

export const addEmailSchema = z.object({
  email: z.string().min(REGISTRATION_BOUNDS.email.min).max(REGISTRATION_BOUNDS.email.max).optional(),
  recaptchaToken: recaptchaTokenSchema,
});
export const addEmailResponseSchema = z.object({
  /** timeOut: seconds until the link expires. */
  data: z.object({ timeOut: z.number().int(), token: z.string() }),
});

export const WITHDRAWAL_STATUSES = [
  "WITHDRAWAL_ALLOWED",
  "WITHDRAWAL_REQUIRE_PERSONAL_DATA",
  "WITHDRAWAL_REQUIRE_CONTACT_EMAIL",
  "WITHDRAWAL_REQUIRE_CONTACT_PHONE",
  "WITHDRAWAL_PROHIBITED_GLOBALLY",
  "UNKNOWN",
] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];
export const withdrawalStatusResponseSchema = z.object({ status: z.enum(WITHDRAWAL_STATUSES) });

export const changePasswordSchema = z.object({
  password: z.string().min(1).max(REGISTRATION_BOUNDS.password.max),
  passwordNew: z
    .string()
    .min(REGISTRATION_BOUNDS.password.min)
    .max(REGISTRATION_BOUNDS.password.max)
    .refine((v) => !/\s/.test(v), "must not contain whitespace"),
});
