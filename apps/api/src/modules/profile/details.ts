import { countryByIso3 } from "@casino/contracts/countries";
import {
  ageOn,
  CONTACT_KEYS,
  cleanDetailsInput,
  DETAIL_KEYS,
  type DetailKey,
  detailsUpdateSchema,
  FIXED_ONCE_SET_KEYS,
  MAX_AGE_EXCLUSIVE,
  MIN_AGE,
  type ProfileDetails,
  parseBirthday,
  SERVER_ONLY_KEYS,
} from "@casino/contracts/profile";
import {
  contactNeedsConfirmation,
  fieldLocked,
  fieldReadOnly,
  invalidBirthday,
  invalidDetails,
  tooYoung,
  unknownCountry,
} from "./errors.js";
import type { PlayerProfileRow } from "./repository.js";

/** Keys held as columns of `players`, not inside `details`. */
const COLUMN_KEYS = new Set<DetailKey>([
  "customer_id",
  "REGISTRATION_DATE",
  "CURRENCY",
  "LANGUAGE",
  "LOCATION_COUNTRY",
  "CONTACT_EMAIL",
  "CONTACT_PHONE",
  "CONTACT_EMAIL_VERIFIED",
]);

/** The profile as the web reads it: the spec's keys, empty values dropped. */
export function presentDetails(row: PlayerProfileRow): ProfileDetails {
  const out: ProfileDetails = {};
  for (const key of DETAIL_KEYS) {
    if (COLUMN_KEYS.has(key)) continue;
    const v = row.details[key];
    if (typeof v === "string" && v !== "") out[key] = v;
  }
  const columns: ProfileDetails = {
    customer_id: row.customer_id,
    REGISTRATION_DATE: row.created_at.toISOString(),
    CURRENCY: row.currency,
    LANGUAGE: row.language,
    LOCATION_COUNTRY: row.country,
    CONTACT_EMAIL: row.email ?? undefined,
    CONTACT_PHONE: row.phone ?? undefined,
    // Beside the spec's CONTACT_PHONE_VERIFIED: the e-mail's link was followed (registration or add-e-mail).
    CONTACT_EMAIL_VERIFIED: row.email && row.email_verified_at ? "true" : undefined,
  };
  for (const [k, v] of Object.entries(columns)) if (v) out[k as DetailKey] = v;
  return out;
}

export interface DetailsChange {
  details: Record<string, string>;
  language?: string;
  country?: string;
}

const has = <T extends string>(list: readonly T[], key: string): key is T => (list as readonly string[]).includes(key);

/**
 * Checks what a player sends against the stored profile: the field rules of
 * the contract, then which fields may not change (read-only, fixed once set,
 * contacts only through confirmation). Sending an unchanged value is fine.
 */
export function planDetailsChange(row: PlayerProfileRow, body: Record<string, unknown>, now: Date): DetailsChange {
  const parsed = detailsUpdateSchema.safeParse(cleanDetailsInput(body));
  if (!parsed.success) {
    throw invalidDetails(
      parsed.error.issues.map((i) => ({
        field: i.path.join(".") || ("keys" in i ? i.keys.join(",") : "body"),
        message: i.message,
      })),
    );
  }
  const current = presentDetails(row);
  const change: DetailsChange = { details: {} };

  for (const [key, raw] of Object.entries(parsed.data) as [DetailKey, string][]) {
    let value = raw;
    if (key === "BIRTHDAY") value = checkBirthday(raw, now);
    if (key === "LOCATION_COUNTRY") {
      value = raw.toUpperCase();
      if (!countryByIso3(value)) throw unknownCountry();
    }
    const before = current[key];
    if (before === value) continue;
    if (has(SERVER_ONLY_KEYS, key)) throw fieldReadOnly(key);
    if (has(CONTACT_KEYS, key)) throw contactNeedsConfirmation(key);
    if (has(FIXED_ONCE_SET_KEYS, key) && before) throw fieldLocked(key);
    if (key === "CURRENCY") throw fieldLocked(key);

    if (key === "LANGUAGE") change.language = value;
    else if (key === "LOCATION_COUNTRY") change.country = value;
    else change.details[key] = value;
  }
  return change;
}

function checkBirthday(raw: string, now: Date): string {
  const iso = parseBirthday(raw);
  if (!iso) throw invalidBirthday();
  const age = ageOn(iso, now);
  if (age < 0 || age >= MAX_AGE_EXCLUSIVE) throw invalidBirthday();
  if (age < MIN_AGE) throw tooYoung(MIN_AGE);
  return iso;
}
