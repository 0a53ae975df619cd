import type { Locale } from "../../i18n/locales";

/** A URL slug of a game name: "Jingle Riches!" → "jingle-riches". */
export function slugify(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** The word for free appended to demo game routes (accounts spec §4 "Game route entry"). */
const FREE: Partial<Record<Locale, string>> = { en: "free", ru: "besplatno", uk: "besplatno", de: "kostenlos", pt: "de-graca" };
export const freeWord = (lang: Locale) => FREE[lang] ?? "free";

/** Every form the demo segment may take in a URL: "fun" (games spec) or a language's word. */
export const DEMO_WORDS = ["fun", ...new Set(Object.values(FREE))];
export const isDemoSegment = (v: string | undefined) => !!v && DEMO_WORDS.includes(v);
