import { describe, expect, it } from "vitest";
import { isUnknownPage } from "./web-routes.js";

const routes = {
  locales: ["en", "ru"],
  patterns: ["", "promotions", "akcii", "games/:gameName?/:vendorId/:gameId?/:demo?", "registration/:tab?", "blog/*"],
};

describe("isUnknownPage", () => {
  it("knows the site's routes, with optional and required params", () => {
    expect(isUnknownPage(routes, "/en")).toBe(false);
    expect(isUnknownPage(routes, "/en/")).toBe(false);
    expect(isUnknownPage(routes, "/ru/akcii?x=1")).toBe(false);
    expect(isUnknownPage(routes, "/en/games/book/studio")).toBe(false);
    expect(isUnknownPage(routes, "/en/games/book/studio/42/demo")).toBe(false);
    expect(isUnknownPage(routes, "/en/registration")).toBe(false);
    expect(isUnknownPage(routes, "/en/registration/email")).toBe(false);
    expect(isUnknownPage(routes, "/en/blog/a/b")).toBe(false);
  });
  it("answers unknown paths under a known language as unknown", () => {
    expect(isUnknownPage(routes, "/en/no-such-page/at-all")).toBe(true);
    expect(isUnknownPage(routes, "/en/registration/email/extra")).toBe(true);
    expect(isUnknownPage(routes, "/en/games/a/b/c/d/e")).toBe(true);
  });
  it("leaves paths without a known language to the site's redirect", () => {
    expect(isUnknownPage(routes, "/")).toBe(false);
    expect(isUnknownPage(routes, "/promotions")).toBe(false);
    expect(isUnknownPage(routes, "/es/promotions")).toBe(false);
  });
});
