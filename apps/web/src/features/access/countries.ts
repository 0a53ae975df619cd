import { ACCESS_BOUNDS } from "@casino/contracts/access-rules";
import { useSiteConfig } from "../../shell/site-config";

/** A country as the site configuration lists it. */
export interface CountryEntry {
  name: string;
  alpha2: string;
  ISO_3: string;
  currency_code: string;
  phone_code?: string;
}

/** Used only until the configuration has loaded. */
const FIRST: CountryEntry[] = [
  { name: "India", alpha2: "IN", ISO_3: "IND", currency_code: "INR", phone_code: "91" },
  { name: "Ukraine", alpha2: "UA", ISO_3: "UKR", currency_code: "UAH", phone_code: "380" },
  { name: "Estonia", alpha2: "EE", ISO_3: "EST", currency_code: "EUR", phone_code: "372" },
];

export interface RegistrationSettings {
  countries: CountryEntry[];
  currencies: string[];
  defaultCurrency: string;
  defaultCountry: string;
  bounds: {
    email: { min: number; max: number };
    phone: { min: number; max: number };
    password: { min: number; max: number };
  };
  phoneSeconds: number;
  oneClickCurrencies: string[];
}

/** Countries, currencies and bounds of registration from the site configuration (spec §1, §5). */
export function useRegistrationSettings(): RegistrationSettings {
  const cfg = useSiteConfig() as Record<string, unknown>;
  const countries = (Array.isArray(cfg.countries) && cfg.countries.length ? cfg.countries : FIRST) as CountryEntry[];
  const defaultCurrency = typeof cfg.defaultCurrency === "string" ? cfg.defaultCurrency : "EUR";
  const currencies = Array.isArray(cfg.currencies) && cfg.currencies.length ? (cfg.currencies as string[]) : [defaultCurrency];
  const region = typeof cfg.defaultRegion === "string" ? cfg.defaultRegion.toUpperCase() : "";
  const defaultCountry = countries.some((c) => c.ISO_3 === region) ? region : "";
  const reg = (cfg.registration ?? {}) as Partial<RegistrationSettings["bounds"]>;
  const oneClick = (cfg.oneClick ?? {}) as { currencies?: string[] };
  return {
    countries,
    currencies,
    defaultCurrency,
    defaultCountry,
    bounds: {
      email: reg.email ?? ACCESS_BOUNDS.email,
      phone: reg.phone ?? ACCESS_BOUNDS.phone,
      password: reg.password ?? ACCESS_BOUNDS.password,
    },
    phoneSeconds: typeof cfg.phoneConfirmationSeconds === "number" ? cfg.phoneConfirmationSeconds : 120,
    oneClickCurrencies: oneClick.currencies?.length ? oneClick.currencies : currencies,
  };
}

/** The country's own currency when the casino takes it, else the default currency (spec §5). */
export function currencyFor(iso3: string, s: RegistrationSettings): string {
  const c = s.countries.find((x) => x.ISO_3 === iso3);
  return c && s.currencies.includes(c.currency_code) ? c.currency_code : s.defaultCurrency;
}

/** The alpha-2 code of the default country, for the phone selector. */
export function defaultAlpha2(s: RegistrationSettings): string {
  return s.countries.find((c) => c.ISO_3 === s.defaultCountry)?.alpha2 ?? "";
}
