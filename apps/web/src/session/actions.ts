import { api } from "../api/client";
import { type Locale, loadLocale, PREFER_LANGUAGE_KEY } from "../i18n";
import { sessionStore } from "./store";

/** Ends the session on the server and forgets it here. */
export async function logout() {
  if (sessionStore.token()) await api("/session/v1/logout", { method: "POST" }).catch(() => {});
  sessionStore.logout();
}

/**
 * Language change (accounts spec §4): load its messages once, switch, remember
 * PREFER_LANGUAGE and, when logged in, update the account's language.
 */
export async function changeLanguage(locale: Locale) {
  await loadLocale(locale);
  try {
    localStorage.setItem(PREFER_LANGUAGE_KEY, locale);
  } catch {}
  if (sessionStore.token()) {
    await api(`/session/v1/language/${locale}`, { method: "POST" }).catch(() => {});
    sessionStore.updateDetails({ LANGUAGE: locale });
  }
}
