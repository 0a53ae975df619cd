import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { DEFAULT_LOCALE, type Locale } from "./locales";

export * from "./locales";

type Messages = { default: Record<string, unknown> };
// Each language is its own chunk, fetched the first time it is chosen.
const bundles = import.meta.glob<Messages>("./messages/*.json");
/**
 * Texts only some pages show, in chunks of their own that those pages load
 * before they render (`await loadPart(…)` in their modules): "account" holds
 * the cashier's, the restrictions', the verification's and support's texts,
 * a fifth of the messages, which every other page no longer fetches.
 */
const parts = { account: import.meta.glob<Messages>("./account/*.json") };
export type MessagePart = keyof typeof parts;
const wanted = new Set<MessagePart>();
const added = new Set<string>();

async function addPart(part: MessagePart, locale: Locale) {
  if (added.has(`${part}:${locale}`)) return;
  const mod = await parts[part][`./${part}/${locale}.json`]!();
  i18next.addResourceBundle(locale, "translation", mod.default, true, true);
  added.add(`${part}:${locale}`);
}

/** A part's texts in the current language (and the fallback), and in every language chosen later. */
export async function loadPart(part: MessagePart) {
  wanted.add(part);
  // Not started yet (a unit test importing a page's module): initI18n adds the wanted parts with the language.
  if (!i18next.isInitialized) return;
  const locales = new Set([DEFAULT_LOCALE, (i18next.language as Locale | undefined) ?? DEFAULT_LOCALE]);
  await Promise.all([...locales].map((l) => addPart(part, l)));
}

/**
 * The language's messages and the parts pages have asked for, added to its texts without choosing it. Whether
 * they are there is kept here, not asked of i18next: a part's texts (a page's chunk that came first) make a
 * language's bundle exist without its messages, which the shell (header, footer, dialogs) shows.
 */
const messagesAdded = new Map<Locale, Promise<void>>();
async function addLocale(locale: Locale) {
  let added = messagesAdded.get(locale);
  if (!added) {
    // One load a language, however many ask at once (the start asks for the default language twice on its own URL).
    added = bundles[`./messages/${locale}.json`]!().then((mod) => {
      i18next.addResourceBundle(locale, "translation", mod.default, true, true);
    });
    added.catch(() => messagesAdded.delete(locale));
    messagesAdded.set(locale, added);
  }
  await added;
  await Promise.all([...wanted].map((p) => addPart(p, locale)));
}

/** Switches to the language once its texts are there: the whole page then speaks it. */
export async function loadLocale(locale: Locale) {
  await addLocale(locale);
  if (i18next.language !== locale) await i18next.changeLanguage(locale);
  document.documentElement.lang = locale;
}

/**
 * Starts in the URL's language, with the default one's texts beside it for a missing key. The language is the
 * URL's from the start, never the default's for a moment: a part a page asks for meanwhile is added in it.
 */
export async function initI18n(locale: Locale) {
  await i18next.use(initReactI18next).init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    resources: {},
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await Promise.all([addLocale(DEFAULT_LOCALE), addLocale(locale)]);
  await loadLocale(locale);
}

export { i18next };
