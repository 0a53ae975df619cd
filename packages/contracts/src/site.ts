import { z } from "zod";

/** Interface languages of the player site, default first. */
export const SUPPORTED_LANGUAGES = ["en", "fr", "ru", "uk", "de", "hi", "pt", "kk", "uz"] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";
export const isLanguage = (v: unknown): v is Language =>
  typeof v === "string" && (SUPPORTED_LANGUAGES as readonly string[]).includes(v);

/** Languages the blog is written in (the footer links to it only for these). */
export const BLOG_LANGUAGES = ["en", "ru", "uk", "hi", "de", "pt"] as const;

/** The static pages of the footer, served by the content calls. */
export const STATIC_PAGES = [
  "about-us",
  "responsible-gambling",
  "bonus-terms",
  "kyc",
  "aml",
  "terms-and-conditions",
  "privacy",
  "refund",
  "faq",
] as const;
export type StaticPage = (typeof STATIC_PAGES)[number];
export const isStaticPage = (v: unknown): v is StaticPage =>
  typeof v === "string" && (STATIC_PAGES as readonly string[]).includes(v);

/** Registration bounds (accounts spec §5, §9). */
export const REGISTRATION_BOUNDS = {
  email: { min: 5, max: 100 },
  phone: { min: 5, max: 25 },
  username: { min: 5, max: 20 },
  password: { min: 5, max: 64 },
  minAge: 18,
} as const;

/** Seconds a player has to type the code sent to a phone. */
export const PHONE_CONFIRMATION_SECONDS = 120;

const bounds = z.object({ min: z.number().int(), max: z.number().int() });

export const languageEntrySchema = z.object({
  locale: z.string(),
  label: z.string(),
  name: z.string(),
  /** ISO alpha-2 code of the flag shown next to it. */
  icon: z.string(),
});

export const countrySchema = z.object({
  name: z.string(),
  alpha2: z.string().length(2),
  ISO_3: z.string().length(3),
  currency_code: z.string().length(3),
  phone_code: z.string(),
});

/** `GET /data/v1/config`: what the player site needs to boot. */
export const siteConfigSchema = z.object({
  brandName: z.string(),
  defaultDomain: z.string(),
  supportedLanguages: z.array(z.string()),
  languages: z.array(languageEntrySchema),
  allowedLocales: z.array(z.string()),
  regions: z.array(z.string()),
  defaultRegion: z.string(),
  /** The region the lists below were built for (query `region` or the default). */
  region: z.string(),
  defaultCurrency: z.string(),
  defaultLocale: z.string(),
  currencies: z.array(z.string()),
  captcha: z.object({
    enabled: z.boolean(),
    provider: z.literal("altcha"),
    /** GET it for an ALTCHA challenge; send the solved payload as `recaptchaToken`. */
    challengeUrl: z.string(),
  }),
  oneClick: z.object({ enabled: z.boolean(), currencies: z.array(z.string()) }),
  pushMessaging: z.object({
    enabled: z.boolean(),
    serviceWorkerUrl: z.string(),
    checkIntervalMs: z.number().int(),
    vapidPublicKey: z.string().nullable(),
  }),
  /** The support route and its chat links (messenger bots of SUPPORT_CHAT_LINKS; none when unset). */
  chat: z.object({
    enabled: z.boolean(),
    route: z.string(),
    links: z.array(z.object({ name: z.string(), url: z.string() })),
  }),
  /** The notifications JSON (account popups). */
  notifications: z.object({ url: z.string() }),
  /** The message channel's WebSocket (customerId + the login details' MESSAGE_CHANNEL_PASSWORD). */
  messageChannel: z.object({ url: z.string() }),
  features: z.object({ liveSpins: z.boolean(), chat: z.boolean(), messageChannel: z.boolean() }),
  cdnBase: z.string(),
  staticBase: z.string(),
  contentBase: z.string(),
  blog: z.object({ enabled: z.boolean(), languages: z.array(z.string()) }),
  registration: z.object({
    email: bounds,
    phone: bounds,
    username: bounds,
    password: bounds,
    minAge: z.number().int(),
  }),
  phoneConfirmationSeconds: z.number().int(),
  countries: z.array(countrySchema),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;

export const siteConfigQuerySchema = z.object({
  region: z
    .string()
    .regex(/^[A-Za-z]{3}$/, "must be a three-letter ISO country code")
    .transform((v) => v.toUpperCase())
    .optional(),
});

/** `GET /seo/v1/content/{lang}.json`: page titles and descriptions per route. */
export const seoEntrySchema = z.object({ title: z.string(), description: z.string() });
export const siteSeoSchema = z.object({
  lang: z.string(),
  default: seoEntrySchema,
  /** Keyed by the English route path without language prefix ("" is the homepage). */
  routes: z.record(z.string(), seoEntrySchema),
});
export type SiteSeo = z.infer<typeof siteSeoSchema>;

/** `GET /seo/v1/content/{lang}/{contentPath}`: one static page. */
export const contentPageSchema = z.object({
  lang: z.string(),
  path: z.string(),
  title: z.string(),
  description: z.string(),
  /** Trusted HTML rendered from the operator's content files. */
  html: z.string(),
});
export type ContentPage = z.infer<typeof contentPageSchema>;
