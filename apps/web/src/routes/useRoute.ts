import { useMatches, useParams } from "react-router";
import { DEFAULT_LOCALE, isLocale, type Locale } from "../i18n/locales";
import type { RouteKey } from "./table";

export interface RouteHandle {
  routeKey?: RouteKey;
  auth?: "required" | "guest";
}

/** The current language from the URL prefix. */
export function useLang(): Locale {
  const { lang } = useParams();
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}

/** The key and params of the deepest matched route (for language switch and guards). */
export function useCurrentRoute(): {
  key: RouteKey | null;
  params: Record<string, string | undefined>;
  auth?: "required" | "guest";
} {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const h = matches[i]!.handle as RouteHandle | undefined;
    if (h?.routeKey) return { key: h.routeKey, params: matches[i]!.params, auth: h.auth };
  }
  return { key: null, params: {} };
}
