import { ApiError, api } from "../../api/client";
import { i18next } from "../../i18n";
import { isLocale } from "../../i18n/locales";
import { runOnLogin } from "../../session/on-login";
import { revalidateSession } from "../../session/revalidate";
import { type Session, sessionStore } from "../../session/store";

/** What login and the automatic log-ins of registration answer. */
export interface LoginAnswer {
  token: string;
  expires: string;
  customer?: Session["customer"];
  details?: Record<string, unknown>;
  presentInitialBonuses?: boolean;
  /** WITHDRAWAL: the withdrawal-only login of a player in a cool-down or self-exclusion. */
  scope?: "FULL" | "WITHDRAWAL";
}

export const isLoginAnswer = (v: unknown): v is LoginAnswer =>
  !!v && typeof v === "object" && typeof (v as { token?: unknown }).token === "string";

/** Profile details as `GET /account/v1/details` answers them. */
export interface DetailsAnswer {
  data: Record<string, string>;
  complete?: boolean;
}

export async function loadDetails(): Promise<DetailsAnswer> {
  const d = await api<DetailsAnswer>("/account/v1/details");
  sessionStore.updateDetails(d.data ?? {});
  return d;
}

/**
 * Starts the session in the web. The site's current language wins: when the
 * account's language differs, the account is switched to the site's language
 * (accounts spec §4 "language update if different from the profile language").
 */
export async function startSession(answer: LoginAnswer) {
  const withdrawalOnly = answer.scope === "WITHDRAWAL";
  sessionStore.login({
    token: answer.token,
    expires: answer.expires,
    customer: answer.customer ?? null,
    details: answer.details ?? {},
    ...(withdrawalOnly ? { scope: "WITHDRAWAL" as const } : {}),
  });
  if (withdrawalOnly) {
    // The withdrawal page alone: its profile, and none of a login's loads (the session may not make them).
    await loadDetails().catch(() => {});
    return;
  }
  const lang = i18next.language;
  const profileLang = answer.details?.LANGUAGE;
  if (isLocale(lang) && profileLang !== lang) {
    await api(`/session/v1/language/${lang}`, { method: "POST" }).catch(() => {});
    sessionStore.updateDetails({ LANGUAGE: lang });
  }
  await loadDetails().catch(() => {});
  // Bonuses, promotions, providers, categories, push (spec §4): in the background, the player is not kept waiting.
  void runOnLogin();
}

/** On start with a stored token: check it, then load the profile; a dead one logs out with the expired flag. */
export async function bootSession() {
  if (!sessionStore.token()) return;
  const alive = await revalidateSession();
  if (!alive) return;
  try {
    await loadDetails();
    if (sessionStore.fullToken()) void runOnLogin();
  } catch (err) {
    // A failed user fetch logs out (accounts spec §4); a network blip does not.
    if (err instanceof ApiError && err.status < 500) sessionStore.logout({ expired: err.status === 401 });
  }
}
