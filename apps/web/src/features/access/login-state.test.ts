import { describe, expect, it } from "vitest";
import { afterLogin, DEFAULT_LOGIN_STATE, type LoginState, parseLoginState } from "./login-state";

const state = (s: Partial<LoginState>): LoginState => ({ ...DEFAULT_LOGIN_STATE, ...s });

/** Accounts spec §2 "Login popup" and §3 "Login state": where the player lands after logging in. */
describe("where a login leads", () => {
  it("sends a first login to deposit with the initial bonuses, whatever page was wanted", () => {
    const s = state({ loginSource: "byRedirect", pathfrom: "/en/account/history", pathto: "/en/account/history" });
    expect(afterLogin(s, { presentInitialBonuses: true, onLoginRoute: true, lang: "en" })).toBe(
      "/en/account/deposit?showBonus=true",
    );
  });

  it("sends a visitor a login-required page turned away back to that page", () => {
    const s = state({ loginSource: "byRedirect", pathfrom: "/ru/account/history", pathto: "/ru/account/history" });
    expect(afterLogin(s, { onLoginRoute: true, lang: "ru" })).toBe("/ru/account/history");
  });

  it("opens the chosen payment method after a login asked for by it", () => {
    const s = state({ loginSource: "byPayment", pathfrom: "/en/payments/deposit", pathto: "/en/account/deposit/bank" });
    expect(afterLogin(s, { onLoginRoute: false, lang: "en" })).toBe("/en/account/deposit/bank");
  });

  it("leaves the player on the page the popup opened over (the popup just closes)", () => {
    expect(afterLogin(state({ pathfrom: "/en/promotions" }), { onLoginRoute: false, lang: "en" })).toBeNull();
    expect(afterLogin(state({ loginSource: "byFavourite", pathfrom: "/en" }), { onLoginRoute: false, lang: "en" })).toBeNull();
  });

  it("on the login route goes back to the page the login was asked on, else home (never to the login route)", () => {
    expect(afterLogin(state({ pathfrom: "/en/promotions" }), { onLoginRoute: true, lang: "en" })).toBe("/en/promotions");
    expect(afterLogin(null, { onLoginRoute: true, lang: "en" })).toBe("/en");
    expect(afterLogin(state({ pathfrom: "/ru/vhod" }), { onLoginRoute: true, lang: "ru" })).toBe("/ru");
  });
});

describe("the stored login state", () => {
  it("is read back as it was written, with loginSource byLink by default", () => {
    const s = state({ loginSource: "byRedirect", pathfrom: "/en/account", pathto: "/en/account?x=1" });
    expect(parseLoginState(JSON.stringify(s))).toEqual(s);
    expect(DEFAULT_LOGIN_STATE).toEqual({ loginSource: "byLink", pathfrom: null, pathto: null });
  });

  it("never leads off the site and drops what is not a login state", () => {
    const s = parseLoginState(
      JSON.stringify({ loginSource: "byLink", pathfrom: "https://evil.example/", pathto: "//evil.example" }),
    );
    expect(s).toEqual(DEFAULT_LOGIN_STATE);
    expect(parseLoginState(JSON.stringify({ loginSource: "sideways", pathto: "/en" }))).toBeNull();
    expect(parseLoginState("{not json")).toBeNull();
    expect(parseLoginState(null)).toBeNull();
  });
});
