// Without zod: the player site's registration and login forms import these rules and nothing else from the
// contracts, so a guest's game page (which opens registration at once) does not carry zod. The api's zod schemas
// in access.ts are built from the same constants; access-rules.test.ts keeps the two in agreement.

/** Bounds of the wider product (spec §5), also served in the site configuration. */
export const ACCESS_BOUNDS = {
  email: { min: 5, max: 100 },
  phone: { min: 5, max: 25 },
  password: { min: 5, max: 64 },
} as const;

/** Digits of a one-time confirmation code (games spec §5 "Code length 7"): SMS, e-mail links, recovery. */
export const CODE_LENGTH = 7;

/** A password is one word: no whitespace anywhere. */
export const PASSWORD_PATTERN = /^\S+$/;

/** A phone once stripped (stripPhone): digits only, country code included. */
export const PHONE_DIGITS_PATTERN = /^\d{5,20}$/;

/**
 * The market's phone rule (accounts spec §5, §9: "market phone length 10 to
 * 12, country code 380"): a number under country code 380 has 10 to 12 digits
 * with the code. Numbers of other countries keep their own country's rule.
 */
export const MARKET_PHONE = { countryCode: "380", minDigits: 10, maxDigits: 12 } as const;
export const fitsMarketPhoneRule = (digitsWithCountryCode: string) =>
  !digitsWithCountryCode.startsWith(MARKET_PHONE.countryCode) ||
  (digitsWithCountryCode.length >= MARKET_PHONE.minDigits && digitsWithCountryCode.length <= MARKET_PHONE.maxDigits);

/** What the phone field may hold once spaces, plus, dashes, parentheses and underscores are stripped. */
export const stripPhone = (v: string) => v.replace(/[\s+\-()_.]/g, "");
