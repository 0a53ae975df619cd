import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { DEFAULT_LOCALE, type Locale } from "./locales";

export * from "./locales";

// Each language is its own chunk, fetched the first time it is chosen.
const bundles = import.meta.glob<{ default: Record<string, unknown> }>("./messages/*.json");

export async function loadLocale(locale: Locale) {
  if (!i18next.hasResourceBundle(locale, "translation")) {
    const mod = await bundles[`./messages/${locale}.json`]!();
    i18next.addResourceBundle(locale, "translation", mod.default, true, true);
  }
  if (i18next.language !== locale) await i18next.changeLanguage(locale);
  document.documentElement.lang = locale;
}

export async function initI18n(locale: Locale) {
  await i18next.use(initReactI18next).init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    resources: {},
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  if (locale !== DEFAULT_LOCALE) await loadLocale(DEFAULT_LOCALE);
  await loadLocale(locale);
}

export { i18next };
