import { describe, expect, it } from "vitest";
import { chooseLocale } from "../i18n/locales";
import { pathTo, ROUTES, routePatterns } from "./table";

describe("language-prefixed routes", () => {
  it("builds paths with the language's own slugs", () => {
    expect(pathTo("categories", "en")).toBe("/en/categories");
    expect(pathTo("categories", "ru", { humanReadableSearchSlug: "sloty" })).toBe("/ru/kategorii/sloty");
    expect(pathTo("promotions", "de")).toBe("/de/aktionen");
    expect(pathTo("home", "uk")).toBe("/uk");
    // A language without its own slug uses the English one.
    expect(pathTo("promotions", "kk")).toBe("/kk/promotions");
  });

  it("leaves out empty optional params and refuses a missing required one", () => {
    expect(pathTo("recovery", "en", { status: "done" })).toBe("/en/recovery/done");
    expect(pathTo("gamePopup", "en", { vendorId: "aurum", gameId: "fruit", demo: "fun" })).toBe("/en/games/aurum/fruit/fun");
    expect(() => pathTo("blogPost", "en", {})).toThrow(/post/);
  });

  it("accepts every language's slug for a route", () => {
    expect(routePatterns("login")).toEqual(expect.arrayContaining(["login", "vhod", "anmelden"]));
  });

  it("guards the account area and the access routes as the spec says", () => {
    expect(ROUTES.account.auth).toBe("required");
    expect(ROUTES.deposit.auth).toBe("required");
    expect(ROUTES.login.auth).toBe("guest");
    expect(ROUTES.registration.auth).toBe("guest");
    expect(ROUTES.recovery.auth).toBe("guest");
  });
});

describe("language choice", () => {
  it("prefers the stored language, then the browser's, then en", () => {
    expect(chooseLocale({ stored: "de", browser: ["ru-RU"] })).toBe("de");
    expect(chooseLocale({ stored: null, browser: ["es-ES", "uk-UA"] })).toBe("uk");
    expect(chooseLocale({ stored: "xx", browser: ["es"] })).toBe("en");
  });

  it("only offers allowed locales", () => {
    expect(chooseLocale({ stored: "fr", browser: ["ru"], allowed: ["en", "ru"] })).toBe("ru");
  });
});
