import { describe, expect, it } from "vitest";
import { testApp, testClock } from "../../../test/harness.js";
import { lastMessageTo, linkParts, nextIp } from "./testing.js";

const clock = testClock();
const app = await testApp({ clock, config: { PUBLIC_URL: "https://casino.test" } });

let n = 0;
const uniqueEmail = () => `player${++n}-${Date.now()}@example.com`;
let phoneSeq = 1000;
const uniquePhone = () => `38050${String(1_000_000 + ++phoneSeq).slice(-7)}`;

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: "POST", url, payload: payload as object, headers, remoteAddress: nextIp() });
const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: "GET", url, headers, remoteAddress: nextIp() });

describe("registration by e-mail", () => {
  it("sends a link in the player's language, and the link confirms and logs in", async () => {
    const email = uniqueEmail();
    const res = await post(
      "/account/v1/register/email",
      { email, password: "Secret-1234", country: "ukr" },
      { "x-locale": "uk" },
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ ttl: 3600, timeOut: 30 });
    expect(typeof body.token).toBe("string");

    const mail = await lastMessageTo(app, email);
    expect(mail!.locale).toBe("uk");
    expect(mail!.subject).toContain("підтвердіть e-mail");
    expect(mail!.link).toMatch(/^https:\/\/casino\.test\/uk\/registration\/validate\/[^/]+\/\d{7}$/);
    expect(mail!.text).toContain(mail!.link!);
    const { token, code } = linkParts(mail!.link!);
    expect(token).toBe(body.token);

    // Not confirmed yet: the right password gets the not-confirmed dialog, never a session.
    const early = await post("/session/v1/login", { username: email, password: "Secret-1234" });
    expect(early.statusCode).toBe(403);
    expect(early.json()).toMatchObject({ type: "NOT_CONFIRMED", code: "NOT_CONFIRMED" });

    const ok = await get(`/account/v1/register/email/validate/${token}/${code}`);
    expect(ok.statusCode).toBe(200);
    const session = ok.json();
    expect(session.customer).toMatchObject({ email, currency: "UAH", country: "UKR", language: "uk", emailVerified: true });
    expect(session.customer.customerId).toMatch(/^FSUA\d{8}$/);
    expect(session.presentInitialBonuses).toBe(true);
    expect(session.details).toMatchObject({ CONTACT_EMAIL: email, CURRENCY: "UAH" });
    const v = await post(`/session/v1/validate/${session.token}`, {});
    expect(v.statusCode).toBe(200);

    // The link works once.
    const again = await get(`/account/v1/register/email/validate/${token}/${code}`);
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe("INVALID_TOKEN");

    const login = await post("/session/v1/login", { username: email.toUpperCase(), password: "Secret-1234" });
    expect(login.statusCode).toBe(200);
    expect(login.json().presentInitialBonuses).toBe(false);
  });

  it("sends the confirmation again to a registration its login and password prove; the old link stops working", async () => {
    const email = uniqueEmail();
    expect((await post("/account/v1/register/email", { email, password: "Secret-1234", country: "EST" })).statusCode).toBe(200);
    const first = linkParts((await lastMessageTo(app, email))!.link!);
    // A wrong password proves nothing and sends nothing.
    const wrong = await post("/account/v1/register/resend", { identifier: email, password: "Wrong-1234" });
    expect(wrong.statusCode).toBe(401);
    expect(linkParts((await lastMessageTo(app, email))!.link!)).toEqual(first);

    const again = await post("/account/v1/register/resend", { identifier: email, password: "Secret-1234" });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ method: "email", ttl: 3600 });
    const second = linkParts((await lastMessageTo(app, email))!.link!);
    expect(second.token).toBe(again.json().token);
    expect(second.token).not.toBe(first.token);
    expect((await get(`/account/v1/register/email/validate/${first.token}/${first.code}`)).statusCode).toBe(400);
    expect((await get(`/account/v1/register/email/validate/${second.token}/${second.code}`)).statusCode).toBe(200);
    // Confirmed now: nothing to send.
    const done = await post("/account/v1/register/resend", { identifier: email, password: "Secret-1234" });
    expect(done.statusCode).toBe(409);
    expect(done.json().code).toBe("ALREADY_CONFIRMED");
  });

  it("refuses an e-mail already registered with error email_already_in_use", async () => {
    const email = uniqueEmail();
    expect((await post("/account/v1/register/email", { email, password: "Secret-1234", country: "EST" })).statusCode).toBe(200);
    const dup = await post("/account/v1/register/email", { email: email.toUpperCase(), password: "Other-1234", country: "EST" });
    expect(dup.statusCode).toBe(400);
    expect(dup.json()).toMatchObject({ code: "EMAIL_ALREADY_IN_USE", error: "email_already_in_use" });
    expect(dup.json().message).toBeTruthy();
  });

  it("lets only one of several simultaneous registrations of one e-mail through", async () => {
    const email = uniqueEmail();
    const results = await Promise.all(
      [1, 2, 3].map(() => post("/account/v1/register/email", { email, password: "Secret-1234", country: "EST" })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400, 400]);
    for (const r of results.filter((x) => x.statusCode === 400)) expect(r.json().error).toBe("email_already_in_use");
  });

  it("lets a new registration take over an e-mail left unconfirmed past its link", async () => {
    const email = uniqueEmail();
    const first = (await post("/account/v1/register/email", { email, password: "Secret-1234", country: "EST" })).json();
    clock.advance(3601_000);
    const second = await post("/account/v1/register/email", { email, password: "Mine-5678", country: "DEU" });
    expect(second.statusCode).toBe(200);
    expect((await get(`/account/v1/register/email/resend/${first.token}`)).statusCode).toBe(400);
    const { token, code } = linkParts((await lastMessageTo(app, email))!.link!);
    const ok = await get(`/account/v1/register/email/validate/${token}/${code}`);
    expect(ok.json().customer).toMatchObject({ country: "DEU", currency: "EUR" });
  });

  it("resends the link with a fresh code, not sooner than the time-out", async () => {
    const email = uniqueEmail();
    const { token } = (await post("/account/v1/register/email", { email, password: "Secret-1234", country: "IND" })).json();
    const first = linkParts((await lastMessageTo(app, email))!.link!);
    const soon = await get(`/account/v1/register/email/resend/${token}`);
    expect(soon.statusCode).toBe(503);
    expect(soon.json().code).toBe("RATE_LIMITED");
    clock.advance(31_000);
    const again = await get(`/account/v1/register/email/resend/${token}`);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ token, ttl: 3600, timeOut: 30 });
    const second = linkParts((await lastMessageTo(app, email))!.link!);
    expect(second.token).toBe(token);
    if (second.code !== first.code) {
      expect((await get(`/account/v1/register/email/validate/${token}/${first.code}`)).json().code).toBe("INVALID_CODE");
    }
    const ok = await get(`/account/v1/register/email/validate/${token}/${second.code}`);
    expect(ok.json().customer.currency).toBe("INR");
  });

  it("answers a wrong code 400, too many wrong codes 423, an expired link 423", async () => {
    const email = uniqueEmail();
    const { token } = (await post("/account/v1/register/email", { email, password: "Secret-1234", country: "EST" })).json();
    const { code } = linkParts((await lastMessageTo(app, email))!.link!);
    const wrong = code === "000000" ? "000001" : "000000";
    const bad = await get(`/account/v1/register/email/validate/${token}/${wrong}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: "INVALID_CODE", triesLeft: 4 });
    for (let i = 0; i < 3; i++) await get(`/account/v1/register/email/validate/${token}/${wrong}`);
    const last = await get(`/account/v1/register/email/validate/${token}/${wrong}`);
    expect(last.statusCode).toBe(423);
    expect(last.json().code).toBe("NO_RETRIES");

    const email2 = uniqueEmail();
    const t2 = (await post("/account/v1/register/email", { email: email2, password: "Secret-1234", country: "EST" })).json()
      .token;
    const c2 = linkParts((await lastMessageTo(app, email2))!.link!).code;
    clock.advance(3601_000);
    const late = await get(`/account/v1/register/email/validate/${t2}/${c2}`);
    expect(late.statusCode).toBe(423);
    expect(late.json().code).toBe("CODE_EXPIRED");
    expect((await get("/account/v1/register/email/validate/unknown-token/123456")).json().code).toBe("INVALID_TOKEN");
  });

  it("validates the payload: bounds, format, whitespace, country", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ email: "a@b", password: "Secret-1234", country: "EST" }, "email"],
      [{ email: `${"a".repeat(95)}@x.com`, password: "Secret-1234", country: "EST" }, "email"],
      [{ email: "not-an-email", password: "Secret-1234", country: "EST" }, "email"],
      [{ email: uniqueEmail(), password: "abcd", country: "EST" }, "password"],
      [{ email: uniqueEmail(), password: "x".repeat(65), country: "EST" }, "password"],
      [{ email: uniqueEmail(), password: "has space1", country: "EST" }, "password"],
      [{ email: uniqueEmail(), password: "Secret-1234" }, "country"],
      [{ email: uniqueEmail(), password: "Secret-1234", country: "XX" }, "country"],
    ];
    for (const [payload, field] of cases) {
      const res = await post("/account/v1/register/email", payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe("VALIDATION_ERROR");
      expect(res.json().fields.map((f: { field: string }) => f.field)).toContain(field);
    }
    const unknownCountry = await post("/account/v1/register/email", {
      email: uniqueEmail(),
      password: "Secret-1234",
      country: "ZZZ",
    });
    expect(unknownCountry.json()).toMatchObject({ code: "VALIDATION_ERROR", fields: [{ field: "country" }] });
    const badCurrency = await post("/account/v1/register/email", {
      email: uniqueEmail(),
      password: "Secret-1234",
      country: "EST",
      currency: "XYZ",
    });
    expect(badCurrency.json()).toMatchObject({ code: "VALIDATION_ERROR", fields: [{ field: "currency" }] });
    const okBounds = await post("/account/v1/register/email", { email: "a@b.io", password: "12345", country: "EST" });
    expect(okBounds.statusCode).toBe(200);
  });

  it("refuses an unknown promo code with error promo-code and accepts a listed one", async () => {
    const bad = await post("/account/v1/register/email", {
      email: uniqueEmail(),
      password: "Secret-1234",
      country: "EST",
      promocode: "NOPE",
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: "PROMO_CODE", error: "promo-code" });
    await app.db.query("INSERT INTO promo_codes (code) VALUES ('WELCOME100')");
    const email = uniqueEmail();
    const ok = await post("/account/v1/register/email", {
      email,
      password: "Secret-1234",
      country: "EST",
      promocode: "welcome100",
    });
    expect(ok.statusCode).toBe(200);
    const row = await app.db.one<{ promo_code: string }>("SELECT promo_code FROM players WHERE email = $1", [email]);
    expect(row!.promo_code).toBe("WELCOME100");
    const empty = await post("/account/v1/register/email", {
      email: uniqueEmail(),
      password: "Secret-1234",
      country: "EST",
      promocode: "",
    });
    expect(empty.statusCode).toBe(200);
  });

  it("stores the password as argon2id at OWASP parameters", async () => {
    const email = uniqueEmail();
    await post("/account/v1/register/email", { email, password: "Secret-1234", country: "EST" });
    const row = await app.db.one<{ password_hash: string }>("SELECT password_hash FROM players WHERE email = $1", [email]);
    expect(row!.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});

describe("registration by phone", () => {
  it("sends an SMS code, and the code confirms the phone and logs the player in", async () => {
    const phone = uniquePhone();
    const res = await post(
      "/account/v1/register/phone-number",
      { phoneNumber: `+${phone.slice(0, 3)} (${phone.slice(3, 5)}) ${phone.slice(5)}`, password: "Secret-1234", country: "UKR" },
      { "accept-language": "ru-RU,ru;q=0.9" },
    );
    expect(res.statusCode).toBe(200);
    const { token, ttl, timeOut } = res.json();
    expect(ttl).toBe(120);
    expect(timeOut).toBe(30);
    const sms = await lastMessageTo(app, `+${phone}`);
    expect(sms!.channel).toBe("sms");
    expect(sms!.text).toContain("код регистрации");
    const ok = await get(`/account/v1/register/phone-number/validate/${token}/${sms!.code}`);
    expect(ok.statusCode).toBe(200);
    const s = ok.json();
    expect(s.customer).toMatchObject({ phone: `+${phone}`, phoneVerified: true, currency: "UAH" });
    expect(s.details).toMatchObject({ CONTACT_PHONE: `+${phone}`, CONTACT_PHONE_VERIFIED: "true" });
    expect(s.presentInitialBonuses).toBe(true);
    const me = await post(`/session/v1/validate/${s.token}`, {});
    expect(me.statusCode).toBe(200);
  });

  it("refuses a phone already registered with error phone_already_in_use", async () => {
    const phone = uniquePhone();
    expect(
      (await post("/account/v1/register/phone-number", { phoneNumber: phone, password: "Secret-1234", country: "UKR" }))
        .statusCode,
    ).toBe(200);
    const dup = await post("/account/v1/register/phone-number", {
      phoneNumber: `+${phone}`,
      password: "Secret-1234",
      country: "UKR",
    });
    expect(dup.statusCode).toBe(400);
    expect(dup.json()).toMatchObject({ code: "PHONE_ALREADY_IN_USE", error: "phone_already_in_use" });
  });

  it("refuses numbers that are not phones and bounds 5–25", async () => {
    for (const phoneNumber of ["1234", "abc123456", "1".repeat(26)]) {
      const res = await post("/account/v1/register/phone-number", { phoneNumber, password: "Secret-1234", country: "UKR" });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe("VALIDATION_ERROR");
    }
    const impossible = await post("/account/v1/register/phone-number", {
      phoneNumber: "380123",
      password: "Secret-1234",
      country: "UKR",
    });
    expect(impossible.statusCode).toBe(400);
    expect(impossible.json().code).toBe("INVALID_PHONE");
  });

  it("resends the SMS code, and a code past its 120 s is refused with 423", async () => {
    const phone = uniquePhone();
    const { token } = (
      await post("/account/v1/register/phone-number", { phoneNumber: phone, password: "Secret-1234", country: "UKR" })
    ).json();
    const first = await lastMessageTo(app, `+${phone}`);
    clock.advance(121_000);
    const late = await get(`/account/v1/register/phone-number/validate/${token}/${first!.code}`);
    expect(late.statusCode).toBe(423);
    expect(late.json().code).toBe("CODE_EXPIRED");
    const again = await get(`/account/v1/register/phone-number/resend/${token}`);
    expect(again.statusCode).toBe(200);
    const second = await lastMessageTo(app, `+${phone}`);
    const ok = await get(`/account/v1/register/phone-number/validate/${token}/${second!.code}`);
    expect(ok.statusCode).toBe(200);
  });
});

describe("rate limits", () => {
  it("answers 503 RATE_LIMITED past 10 registrations a minute from one address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await app.inject({
        method: "POST",
        url: "/account/v1/register",
        payload: { country: "EST" },
        remoteAddress: "192.0.2.77",
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 503) expect(res.json().code).toBe("RATE_LIMITED");
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(503);
  });
});

describe("one-click registration", () => {
  it("returns a generated account id and password that log in", async () => {
    const res = await post("/account/v1/register", { country: "IND", currency: "INR" });
    expect(res.statusCode).toBe(200);
    const { customerId, password } = res.json();
    expect(customerId).toMatch(/^FSUA\d{8}$/);
    expect(password).toMatch(/^\S{12}$/);
    const login = await post("/session/v1/login", { username: customerId, password });
    expect(login.statusCode).toBe(200);
    expect(login.json().customer).toMatchObject({ customerId, currency: "INR", country: "IND", email: null, phone: null });
    expect(login.json().presentInitialBonuses).toBe(true);
  });

  it("defaults the currency to the country's when offered, else EUR", async () => {
    const ukr = (await post("/account/v1/register", { country: "UKR" })).json();
    const rus = (await post("/account/v1/register", { country: "RUS" })).json();
    const a = await post("/session/v1/login", { username: ukr.customerId, password: ukr.password });
    const b = await post("/session/v1/login", { username: rus.customerId, password: rus.password });
    expect(a.json().customer.currency).toBe("UAH");
    expect(b.json().customer.currency).toBe("EUR");
  });

  it("refuses a missing country and an unknown promo code", async () => {
    const noCountry = await post("/account/v1/register", {});
    expect(noCountry.statusCode).toBe(400);
    expect(noCountry.json().code).toBe("VALIDATION_ERROR");
    const promo = await post("/account/v1/register", { country: "EST", promocode: "FREE" });
    expect(promo.json()).toMatchObject({ code: "PROMO_CODE", error: "promo-code" });
  });
});

describe("demo data", () => {
  it("seeds a demo player who logs in by e-mail, phone or id, and a promo code; twice is the same as once", async () => {
    const { DEMO_PLAYER, DEMO_PROMO_CODE } = await import("./demo.js");
    await app.services.accounts.seedDemo();
    await app.services.accounts.seedDemo();
    for (const username of [DEMO_PLAYER.email, DEMO_PLAYER.phone, DEMO_PLAYER.customerId]) {
      const res = await post("/session/v1/login", { username, password: DEMO_PLAYER.password });
      expect(res.statusCode, username).toBe(200);
    }
    const withPromo = await post("/account/v1/register", { country: "EST", promocode: DEMO_PROMO_CODE });
    expect(withPromo.statusCode).toBe(200);
  });
});

describe("rate limits from configuration", async () => {
  const strict = await testApp({ config: { ACCESS_RATE_LIMIT_PER_MINUTE: 2 } });

  it("follows ACCESS_RATE_LIMIT_PER_MINUTE (registrations at it, logins at three times it)", async () => {
    const reg = [];
    for (let i = 0; i < 3; i++)
      reg.push(
        (
          await strict.inject({
            method: "POST",
            url: "/account/v1/register",
            payload: { country: "EST" },
            remoteAddress: "192.0.2.9",
          })
        ).statusCode,
      );
    expect(reg).toEqual([200, 200, 503]);
    const logins = [];
    for (let i = 0; i < 7; i++)
      logins.push(
        (
          await strict.inject({
            method: "POST",
            url: "/session/v1/login",
            payload: { username: "x", password: "y" },
            remoteAddress: "192.0.2.9",
          })
        ).statusCode,
      );
    expect(logins).toEqual([401, 401, 401, 401, 401, 401, 503]);
  });
});
