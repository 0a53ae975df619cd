export const LOCALES = ["en", "fr", "ru", "uk", "de", "hi", "pt", "kk", "uz"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";
export const isLocale = (v: unknown): v is Locale => typeof v === "string" && (LOCALES as readonly string[]).includes(v);

/** Languages that have a blog (accounts spec §2). */
export const BLOG_LOCALES: readonly Locale[] = ["en", "ru", "uk", "hi", "de", "pt"];

/** The language's own name, for the switcher. */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  en: "English",
  fr: "Français",
  ru: "Русский",
  uk: "Українська",
  de: "Deutsch",
  hi: "हिन्दी",
  pt: "Português",
  kk: "Қазақша",
  uz: "Oʻzbekcha",
};

export const PREFER_LANGUAGE_KEY = "PREFER_LANGUAGE";

/**
 * Selection order (accounts spec §4): stored preference, browser language,
 * default; limited to the supported languages filtered by allowed locales.
 */
export function chooseLocale(opts: { stored?: string | null; browser?: readonly string[]; allowed?: readonly string[] }): Locale {
  const allowed = (l: string): l is Locale => isLocale(l) && (!opts.allowed || opts.allowed.includes(l));
  if (opts.stored && allowed(opts.stored)) return opts.stored;
  for (const b of opts.browser ?? []) {
    const tag = b.toLowerCase().slice(0, 2);
    if (allowed(tag)) return tag;
  }
  return DEFAULT_LOCALE;
}
