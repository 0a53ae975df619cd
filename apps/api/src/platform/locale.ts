export const LOCALES = ["en", "fr", "ru", "uk", "de", "hi", "pt", "kk", "uz"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

export const isLocale = (v: unknown): v is Locale => typeof v === "string" && (LOCALES as readonly string[]).includes(v);

/** x-locale wins, then the first supported language of Accept-Language, then en. */
export function pickLocale(xLocale: string | undefined, acceptLanguage: string | undefined): Locale {
  const x = xLocale?.trim().toLowerCase().slice(0, 2);
  if (isLocale(x)) return x;
  for (const part of (acceptLanguage ?? "").split(",")) {
    const tag = part.split(";")[0]?.trim().toLowerCase().slice(0, 2);
    if (isLocale(tag)) return tag;
  }
  return DEFAULT_LOCALE;
}
