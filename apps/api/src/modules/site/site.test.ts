import { COUNTRIES } from "@casino/contracts/countries";
import { siteConfigSchema } from "@casino/contracts/site";
import { describe, expect, it } from "vitest";
import { testApp } from "../../../test/harness.js";

const app = await testApp({ config: { BRAND_NAME: "Golden Test Casino", PUBLIC_URL: "https://play.example.com" } });
const config = async (query = "") => {
  const res = await app.inject({ method: "GET", url: `/data/v1/config${query}` });
  expect(res.statusCode).toBe(200);
  return res;
};
const iso3s = (body: { countries: { ISO_3: string }[] }) => body.countries.map((c) => c.ISO_3);

describe("GET /data/v1/config", () => {
  it("gives the brand, languages, regions, defaults, bases and bounds the site boots with", async () => {
    const res = await config();
    const body = siteConfigSchema.parse(res.json());
    expect(res.headers["cache-control"]).toContain("max-age=");
    expect(body).toMatchObject({
      brandName: "Golden Test Casino",
      defaultDomain: "play.example.com",
      supportedLanguages: ["en", "fr", "ru", "uk", "de", "hi", "pt", "kk", "uz"],
      defaultCurrency: "EUR",
      defaultLocale: "en",
      staticBase: "/data/v1/static",
      contentBase: "/data/v1/content",
      captcha: { provider: "altcha", challengeUrl: "/captcha/v1/challenge" },
      features: { liveSpins: true, chat: true, messageChannel: true },
      blog: { enabled: true, languages: ["en", "ru", "uk", "hi", "de", "pt"] },
      registration: {
        email: { min: 5, max: 100 },
        phone: { min: 5, max: 25 },
        username: { min: 5, max: 20 },
        password: { min: 5, max: 64 },
        minAge: 18,
      },
      phoneConfirmationSeconds: 120,
    });
    expect(body.regions).toContain(body.defaultRegion);
    expect(body.region).toBe(body.defaultRegion);
    expect(body.languages.map((l) => l.locale)).toEqual(body.supportedLanguages);
  });

  it("lists every ISO country with its codes and currency, India, Ukraine, Russia and Estonia first", async () => {
    const body = (await config("?region=EST")).json();
    expect(iso3s(body).slice(0, 4)).toEqual(["IND", "UKR", "RUS", "EST"]);
    expect(body.countries.length).toBeGreaterThanOrEqual(249);
    expect(body.countries[0]).toEqual({ name: "India", alpha2: "IN", ISO_3: "IND", currency_code: "INR", phone_code: "91" });
    expect(body.countries).toContainEqual({
      name: "Germany",
      alpha2: "DE",
      ISO_3: "DEU",
      currency_code: "EUR",
      phone_code: "49",
    });
    expect(body.countries).toContainEqual(expect.objectContaining({ ISO_3: "UKR", currency_code: "UAH", phone_code: "380" }));
    expect(new Set(iso3s(body)).size).toBe(body.countries.length);
    const rest = body.countries.slice(4).map((c: { name: string }) => c.name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, "en")));
  });

  it("hides Russia from region UKR and Ukraine from region RUS", async () => {
    const ukr = (await config("?region=UKR")).json();
    expect(ukr.region).toBe("UKR");
    expect(iso3s(ukr)).toContain("UKR");
    expect(iso3s(ukr)).not.toContain("RUS");

    const rus = (await config("?region=rus")).json();
    expect(rus.region).toBe("RUS");
    expect(iso3s(rus)).toContain("RUS");
    expect(iso3s(rus)).not.toContain("UKR");

    const ind = (await config("?region=IND")).json();
    expect(iso3s(ind)).toEqual(expect.arrayContaining(["RUS", "UKR"]));
    expect(ind.countries.length).toBe(COUNTRIES.length);
  });

  it("refuses a region that is not a three-letter code", async () => {
    const res = await app.inject({ method: "GET", url: "/data/v1/config?region=UKRAINE" });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("VALIDATION_ERROR");
  });
});
