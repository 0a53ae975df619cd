import { COUNTRIES } from "@casino/contracts/countries";
import { siteConfigSchema } from "@casino/contracts/site";
import { describe, expect, it } from "vitest";
import WebSocket from "ws";
import { testApp } from "../../../test/harness.js";
import { loadConfig } from "../../platform/config.js";
import { siteService } from "./service.js";

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

describe("every feature the site configuration announces answers", () => {
  it("blog, chat/support, message channel, push, notifications, captcha, content and static bases", async () => {
    const c = siteConfigSchema.parse((await config()).json());
    const get = (url: string) => app.inject({ method: "GET", url });

    expect(c.blog.enabled).toBe(true);
    for (const lang of c.blog.languages) expect((await get(`/blog/${lang}/posts.json`)).statusCode, lang).toBe(200);

    expect(c.chat.enabled && c.features.chat).toBe(true);
    const support = await app.inject({ method: "POST", url: "/support/v1/messages", payload: {} });
    expect(support.statusCode).toBe(400);
    expect(support.json().code).toBe("VALIDATION_ERROR");

    expect(c.features.messageChannel).toBe(true);
    await app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = app.server.address() as { port: number };
    const ws = new WebSocket(`ws://127.0.0.1:${port}${c.messageChannel.url}?customerId=x&password=y`);
    expect(await new Promise((resolve) => ws.on("close", (code) => resolve(code)))).toBe(4401);

    expect(c.pushMessaging.enabled).toBe(true);
    expect(c.pushMessaging.vapidPublicKey).toMatch(/^[\w-]{80,}$/);
    expect(c.pushMessaging.serviceWorkerUrl.startsWith(c.staticBase)).toBe(true);
    const sw = await get(c.pushMessaging.serviceWorkerUrl);
    expect(sw.statusCode).toBe(200);
    expect(sw.headers["content-type"]).toContain("javascript");

    expect(c.notifications.url.startsWith(c.contentBase)).toBe(true);
    const n = await get(c.notifications.url);
    expect(n.statusCode).toBe(200);
    expect(Array.isArray(n.json())).toBe(true);

    expect((await get(c.captcha.challengeUrl)).statusCode).toBe(200);
    expect(c.chat.links).toEqual([]); // none configured: none announced
  });

  it("announces the chat links SUPPORT_CHAT_LINKS configures, https or messenger schemes only", async () => {
    const other = await testApp({
      config: {
        SUPPORT_CHAT_LINKS: "Telegram|https://t.me/aurum_bot, WhatsApp|https://wa.me/3725550000, Bad|javascript:alert(1)",
      },
    });
    const c = (await other.inject({ method: "GET", url: "/data/v1/config" })).json();
    expect(c.chat.links).toEqual([
      { name: "Telegram", url: "https://t.me/aurum_bot" },
      { name: "WhatsApp", url: "https://wa.me/3725550000" },
    ]);
  });
});
