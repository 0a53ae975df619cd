import type { Locale } from "../i18n/locales";

/**
 * Every route of both specs, by key, with the path under the language prefix.
 * Slugs differ per language for many paths (accounts spec §2): a language
 * without its own slug uses the English one. `auth` is the spec's guard.
 */
export interface RouteDef {
  path: string;
  slugs?: Partial<Record<Locale, string>>;
  auth?: "required" | "guest";
}

export const ROUTES = {
  home: { path: "" },
  gamePopup: {
    path: "games/:gameName?/:vendorId/:gameId?/:demo?",
    slugs: {
      ru: "igry/:gameName?/:vendorId/:gameId?/:demo?",
      uk: "igry/:gameName?/:vendorId/:gameId?/:demo?",
      de: "spiele/:gameName?/:vendorId/:gameId?/:demo?",
      pt: "jogos/:gameName?/:vendorId/:gameId?/:demo?",
    },
  },
  search: { path: "search", slugs: { ru: "poisk", uk: "poshuk", de: "suche", pt: "pesquisa", fr: "recherche" } },
  chat: { path: "chat" },
  categories: {
    path: "categories/:humanReadableSearchSlug?/:technicalSearchSlug?",
    slugs: {
      ru: "kategorii/:humanReadableSearchSlug?/:technicalSearchSlug?",
      uk: "kategorii/:humanReadableSearchSlug?/:technicalSearchSlug?",
      de: "kategorien/:humanReadableSearchSlug?/:technicalSearchSlug?",
      pt: "categorias/:humanReadableSearchSlug?/:technicalSearchSlug?",
    },
  },
  gameCategories: { path: "kategorii" },
  providers: {
    path: "providers",
    slugs: { ru: "provajdery", uk: "provaideri", de: "anbieter", pt: "provedores", fr: "fournisseurs" },
  },
  promotions: { path: "promotions", slugs: { ru: "akcii", uk: "aktsii", de: "aktionen", pt: "promocoes" } },
  /** The lucky club (issue 12 §1): the player's level and the ladder. */
  luckyClub: { path: "lucky-club", auth: "required" },
  lobby: { path: "lobby" },
  lobbyItem: { path: "lobby/:lobbyId" },
  aboutUs: { path: "about-us", slugs: { ru: "o-nas", uk: "pro-nas", de: "ueber-uns", pt: "sobre-nos" } },
  responsibleGambling: {
    path: "responsible-gambling",
    slugs: { ru: "otvetstvennaya-igra", uk: "vidpovidalna-gra", de: "verantwortungsvolles-spielen", pt: "jogo-responsavel" },
  },
  bonusTerms: {
    path: "bonus-terms",
    slugs: { ru: "bonusnye-usloviya", uk: "bonusni-umovy", de: "bonusbedingungen", pt: "termos-de-bonus" },
  },
  kyc: { path: "kyc" },
  aml: { path: "aml" },
  terms: {
    path: "terms-and-conditions",
    slugs: { ru: "pravila-i-usloviya", uk: "pravyla-ta-umovy", de: "agb", pt: "termos-e-condicoes" },
  },
  privacy: { path: "privacy", slugs: { ru: "konfidencialnost", uk: "konfidentsiinist", de: "datenschutz", pt: "privacidade" } },
  refund: { path: "refund", slugs: { ru: "vozvrat", uk: "povernennia", de: "rueckerstattung", pt: "reembolso" } },
  faq: { path: "faq" },
  payments: { path: "payments" },
  paymentsDeposit: { path: "payments/deposit" },
  paymentsWithdrawals: { path: "payments/withdrawals" },
  blog: { path: "blog" },
  blogPost: { path: "blog/:post" },

  registration: {
    path: "registration/:tab?",
    slugs: { ru: "registraciya/:tab?", uk: "reiestratsiia/:tab?", de: "registrierung/:tab?", pt: "registo/:tab?" },
    auth: "guest",
  },
  registrationOneClick: {
    path: "registration/oneclick",
    slugs: { ru: "registraciya/oneclick", uk: "reiestratsiia/oneclick", de: "registrierung/oneclick", pt: "registo/oneclick" },
    auth: "guest",
  },
  /** The e-mail registration link (docs/web.md "Links the api puts in messages"). */
  registrationValidate: {
    path: "registration/validate/:token/:code",
    slugs: {
      ru: "registraciya/validate/:token/:code",
      uk: "reiestratsiia/validate/:token/:code",
      de: "registrierung/validate/:token/:code",
      pt: "registo/validate/:token/:code",
    },
  },
  registrationSuccess: { path: "registration/success" },
  registrationFailed: { path: "registration/failed" },
  registrationExpired: { path: "registration/expired" },
  detailsValidate: { path: "details/validate/:token/:code" },
  detailsSuccess: { path: "details/success" },
  detailsFailed: { path: "details/failed" },
  detailsExpired: { path: "details/expired" },
  detailsVerificationFailed: { path: "details/verification/failed" },
  failedRate: { path: "failed/rate" },
  unsubscribeSuccess: { path: "email/unsubscribe/success" },
  unsubscribeFailed: { path: "email/unsubscribe/failed" },
  /** The link of a marketing e-mail: confirms with the one-click POST, then success or failed. */
  unsubscribe: { path: "email/unsubscribe/:player/:signature" },
  recovery: {
    path: "recovery/:status?/:token?",
    slugs: {
      ru: "vosstanovlenie/:status?/:token?",
      uk: "vidnovlennia/:status?/:token?",
      de: "wiederherstellung/:status?/:token?",
      pt: "recuperacao/:status?/:token?",
    },
    auth: "guest",
  },
  recoveryValidate: {
    path: "recovery/validate/:token/:code",
    slugs: {
      ru: "vosstanovlenie/validate/:token/:code",
      uk: "vidnovlennia/validate/:token/:code",
      de: "wiederherstellung/validate/:token/:code",
      pt: "recuperacao/validate/:token/:code",
    },
    auth: "guest",
  },
  login: { path: "login", slugs: { ru: "vhod", uk: "vhid", de: "anmelden", pt: "entrar" }, auth: "guest" },
  failed: { path: "failed" },
  expired: { path: "expired" },

  account: { path: "account", slugs: { ru: "akkaunt", uk: "akaunt", de: "konto", pt: "conta" }, auth: "required" },
  accountEdit: {
    path: "account/edit",
    slugs: { ru: "akkaunt/edit", uk: "akaunt/edit", de: "konto/edit", pt: "conta/edit" },
    auth: "required",
  },
  history: { path: "account/history/:tab?", auth: "required" },
  deposit: { path: "account/deposit", auth: "required" },
  depositStatus: { path: "account/deposit/:payment?/:status", auth: "required" },
  withdrawals: { path: "account/withdrawals", auth: "required" },
  withdrawalsStatus: { path: "account/withdrawals/:payment?/:status", auth: "required" },
  verification: { path: "account/verification", auth: "required" },
  restrictions: { path: "account/restrictions", auth: "required" },
} satisfies Record<string, RouteDef>;

export type RouteKey = keyof typeof ROUTES;

/** The path pattern of a route in a language (without the language prefix). */
export function routePattern(key: RouteKey, lang: Locale): string {
  const def: RouteDef = ROUTES[key];
  return def.slugs?.[lang] ?? def.path;
}

/** Every distinct pattern of a route across languages (all are accepted, any language). */
export function routePatterns(key: RouteKey): string[] {
  const def: RouteDef = ROUTES[key];
  return [...new Set([def.path, ...Object.values(def.slugs ?? {})])];
}

/** Builds `/{lang}/{localised path}` with params filled; optional params left out when empty. */
export function pathTo(key: RouteKey, lang: Locale, params: Record<string, string | undefined> = {}): string {
  const pattern = routePattern(key, lang);
  const parts = pattern
    .split("/")
    .filter(Boolean)
    .map((seg) => {
      if (!seg.startsWith(":")) return seg;
      const name = seg.replace(/^:/, "").replace(/\?$/, "");
      const v = params[name];
      if (v === undefined || v === "") {
        if (seg.endsWith("?")) return null;
        throw new Error(`missing route param ${name} for ${key}`);
      }
      return encodeURIComponent(v);
    })
    .filter((s): s is string => s !== null);
  return `/${[lang, ...parts].join("/")}`;
}
