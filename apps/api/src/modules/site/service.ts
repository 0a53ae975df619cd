import { countriesForRegion } from "@casino/contracts/countries";
import {
  BLOG_LANGUAGES,
  DEFAULT_LANGUAGE,
  PHONE_CONFIRMATION_SECONDS,
  REGISTRATION_BOUNDS,
  type SiteConfig,
  SUPPORTED_LANGUAGES,
} from "@casino/contracts/site";
import type { Config } from "../../platform/config.js";

/** Markets the casino serves; the first is the default region. */
export const REGIONS = ["EST", "IND", "UKR", "RUS"] as const;
export const DEFAULT_REGION = REGIONS[0];
export const DEFAULT_CURRENCY = "EUR";
/** Currencies a player may hold an account in. */
export const ACCOUNT_CURRENCIES = ["EUR", "UAH", "INR", "USD"] as const;

export const STATIC_BASE = "/data/v1/static";
export const CONTENT_BASE = "/data/v1/content";
export const CAPTCHA_CHALLENGE_PATH = "/captcha/v1/challenge";

const LANGUAGE_ENTRIES: Record<(typeof SUPPORTED_LANGUAGES)[number], { name: string; icon: string }> = {
  en: { name: "English", icon: "gb" },
  fr: { name: "Français", icon: "fr" },
  ru: { name: "Русский", icon: "ru" },
  uk: { name: "Українська", icon: "ua" },
  de: { name: "Deutsch", icon: "de" },
  hi: { name: "हिन्दी", icon: "in" },
  pt: { name: "Português", icon: "pt" },
  kk: { name: "Қазақша", icon: "kz" },
  uz: { name: "Oʻzbekcha", icon: "uz" },
};

/** What the player site reads at boot (accounts spec §1). */
export function siteService(deps: { config: Config }) {
  const { config } = deps;
  const domain = new URL(config.publicUrl).host;
  const chatLinks = config.SUPPORT_CHAT_LINKS.split(",")
    .map((entry) => entry.split("|").map((x) => x.trim()))
    .filter(([name, url]) => name && url && /^(https:|tg:|viber:|whatsapp:)/.test(url))
    .map(([name, url]) => ({ name: name!, url: url! }));

  return {
    /**
     * The configuration for a visitor of `region`; `vapidPublicKey` is the
     * push key (the route reads it from the push module).
     */
    withPushKey(region: string | undefined, vapidPublicKey: string | null): SiteConfig {
      const c = this.configuration(region);
      return { ...c, pushMessaging: { ...c.pushMessaging, enabled: vapidPublicKey !== null, vapidPublicKey } };
    },

    /** The configuration for a visitor of `region` (default region when not given). */
    configuration(region?: string): SiteConfig {
      const r = region?.toUpperCase() || DEFAULT_REGION;
      return {
        brandName: config.BRAND_NAME,
        defaultDomain: domain,
        supportedLanguages: [...SUPPORTED_LANGUAGES],
        languages: SUPPORTED_LANGUAGES.map((locale) => ({ locale, label: locale.toUpperCase(), ...LANGUAGE_ENTRIES[locale] })),
        allowedLocales: [...SUPPORTED_LANGUAGES],
        regions: [...REGIONS],
        defaultRegion: DEFAULT_REGION,
        region: r,
        defaultCurrency: DEFAULT_CURRENCY,
        defaultLocale: DEFAULT_LANGUAGE,
        currencies: [...ACCOUNT_CURRENCIES],
        captcha: { enabled: !config.CAPTCHA_DISABLED, provider: "altcha", challengeUrl: CAPTCHA_CHALLENGE_PATH },
        oneClick: { enabled: true, currencies: [...ACCOUNT_CURRENCIES] },
        pushMessaging: {
          enabled: true,
          serviceWorkerUrl: `${STATIC_BASE}/firebase/js/firebase-messaging-sw.js`,
          checkIntervalMs: 15_000,
          vapidPublicKey: null,
        },
        chat: { enabled: true, route: "chat", links: chatLinks },
        notifications: { url: `${CONTENT_BASE}/notifications.json` },
        messageChannel: { url: "/messages/v1/ws" },
        features: { liveSpins: true, chat: true, messageChannel: true },
        cdnBase: config.publicUrl,
        staticBase: STATIC_BASE,
        contentBase: CONTENT_BASE,
        blog: { enabled: true, languages: [...BLOG_LANGUAGES] },
        registration: {
          email: { ...REGISTRATION_BOUNDS.email },
          phone: { ...REGISTRATION_BOUNDS.phone },
          username: { ...REGISTRATION_BOUNDS.username },
          password: { ...REGISTRATION_BOUNDS.password },
          minAge: REGISTRATION_BOUNDS.minAge,
        },
        phoneConfirmationSeconds: PHONE_CONFIRMATION_SECONDS,
        countries: countriesForRegion(r),
      };
    },
  };
}

export type SiteService = ReturnType<typeof siteService>;
