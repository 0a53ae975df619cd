import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import en from "./en.json";

/**
 * The back office's texts, English for now. Keys by area (`frame`, `login`,
 * `operators`, `audit`, …): add yours under a top-level key of your area.
 */
export function initI18n() {
  void i18next.use(initReactI18next).init({
    lng: "en",
    fallbackLng: "en",
    resources: { en: { translation: en } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return i18next;
}
