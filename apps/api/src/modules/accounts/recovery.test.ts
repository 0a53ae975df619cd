import { describe, expect, it } from "vitest";
import { testApp, testClock } from "../../../test/harness.js";
import { activePlayer, lastMessageTo, linkParts, nextIp } from "./testing.js";

const clock = testClock();
const app = await testApp({ clock, config: { PUBLIC_URL: "https://casino.test" } });

let n = 0;
const uniqueEmail = () => `rec${++n}-${Date.now()}@example.com`;
const uniquePhone = () => `+38067${String(2_000_000 + ++n).slice(-7)}`;
const req = (method: "GET" | "POST", url: string, payload?: object, headers: Record<string, string> = {}) =>
  app.inject({ method, url, payload, headers, remoteAddress: nextIp() });
const login = (username: string, password: string) => req("POST", "/session/v1/login", { username, password });

describe("recovery by e-mail", () => {
  it("mails a link; validate, then a new password; old password and other sessions end", async () => {
    const email = uniqueEmail();
    const p = await activePlayer(app.db, { email });
    const other = (await login(email, p.password)).json().token;
    // Messages go out in the player's language.
    await app.db.query("UPDATE players SET language = 'de' WHERE id = $1", [p.id]);

    const start = await req("POST", "/account/v1/recovery/email", { email: email.toUpperCase(), recaptchaToken: "t" });
    expect(start.statusCode).toBe(200);
    expect(start.json()).toMatchObject({ ttl: 3600, timeOut: 30 });
    const mail = await lastMessageTo(app, email);
    expect(mail!.subject).toContain("Passwort zurücksetzen");
    expect(mail!.link).toMatch(/^https:\/\/casino\.test\/de\/recovery\/validate\/[^/]+\/\d{7}$/);
    const { token, code } = linkParts(mail!.link!);
    expect(token).toBe(start.json().token);

    const v = await req("GET", `/account/v1/recovery/email/validate/${token}/${code}`);
    expect(v.statusCode).toBe(200);
    expect(v.json()).toEqual({ token, passwordGenerated: false });

    const u = await req("POST", `/account/v1/recovery/email/update/${v.json().token}`, { passwordNew: "Fresh-9876" });
    expect(u.statusCode).toBe(200);
    expect(u.json()).toEqual({ status: "changed" });

    expect((await login(email, p.password)).statusCode).toBe(401);
    expect((await login(email, "Fresh-9876")).statusCode).toBe(200);
    expect((await req("POST", `/session/v1/validate/${other}`)).statusCode).toBe(401);
    // The token is used up.
    expect((await req("POST", `/account/v1/recovery/email/update/${token}`, { passwordNew: "Again-1234" })).json().code).toBe(
      "INVALID_TOKEN",
    );
  });

  it("answers an unknown e-mail exactly like a known one and sends nothing", async () => {
    const ghost = uniqueEmail();
    const res = await req("POST", "/account/v1/recovery/email", { email: ghost, recaptchaToken: "t" });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(["timeOut", "token", "ttl"]);
    expect(await lastMessageTo(app, ghost)).toBeUndefined();
    const bad = await req("GET", `/account/v1/recovery/email/validate/${res.json().token}/123456`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe("INVALID_CODE");
    clock.advance(31_000);
    expect((await req("GET", `/account/v1/recovery/email/resend/${res.json().token}`)).statusCode).toBe(200);
    expect(await lastMessageTo(app, ghost)).toBeUndefined();
  });

  it("refuses an identifier that is neither an e-mail nor a phone with only_email_or_phone", async () => {
    for (const [method, payload] of [
      ["email", { email: "not an email" }],
      ["email", {}],
      ["phone-number", { phoneNumber: "12ab" }],
      ["phone-number", { phoneNumber: "" }],
    ] as const) {
      const res = await req("POST", `/account/v1/recovery/${method}`, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: "ONLY_EMAIL_OR_PHONE", error: "only_email_or_phone" });
    }
    expect((await req("POST", "/account/v1/recovery/fax", { email: "a@b.io" })).statusCode).toBe(400);
  });

  it("answers 423 past five recovery requests an hour for one e-mail", async () => {
    const email = uniqueEmail();
    await activePlayer(app.db, { email });
    for (let i = 0; i < 5; i++) expect((await req("POST", "/account/v1/recovery/email", { email })).statusCode).toBe(200);
    const sixth = await req("POST", "/account/v1/recovery/email", { email });
    expect(sixth.statusCode).toBe(423);
    expect(sixth.json().code).toBe("NO_RETRIES");
    clock.advance(3_601_000);
    expect((await req("POST", "/account/v1/recovery/email", { email })).statusCode).toBe(200);
  });

  it("answers a wrong code 400, an expired link 423, an update before validation 400", async () => {
    const email = uniqueEmail();
    await activePlayer(app.db, { email });
    const { token } = (await req("POST", "/account/v1/recovery/email", { email })).json();
    const { code } = linkParts((await lastMessageTo(app, email))!.link!);
    const wrong = code === "000000" ? "000001" : "000000";
    const bad = await req("GET", `/account/v1/recovery/email/validate/${token}/${wrong}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: "INVALID_CODE", triesLeft: 4 });
    const early = await req("POST", `/account/v1/recovery/email/update/${token}`, { passwordNew: "Fresh-9876" });
    expect(early.statusCode).toBe(400);
    expect(early.json().code).toBe("INVALID_TOKEN");
    const soon = await req("GET", `/account/v1/recovery/email/resend/${token}`);
    expect(soon.statusCode).toBe(503);
    expect(soon.json().code).toBe("RATE_LIMITED");
    clock.advance(3_601_000);
    const late = await req("GET", `/account/v1/recovery/email/validate/${token}/${code}`);
    expect(late.statusCode).toBe(423);
    expect(late.json().code).toBe("CODE_EXPIRED");
  });

  it("refuses a new password out of bounds or with spaces", async () => {
    const email = uniqueEmail();
    await activePlayer(app.db, { email });
    await req("POST", "/account/v1/recovery/email", { email });
    const { token, code } = linkParts((await lastMessageTo(app, email))!.link!);
    await req("GET", `/account/v1/recovery/email/validate/${token}/${code}`);
    for (const passwordNew of ["abcd", "has space", "x".repeat(65)]) {
      const r = await req("POST", `/account/v1/recovery/email/update/${token}`, { passwordNew });
      expect(r.statusCode).toBe(400);
      expect(r.json().code).toBe("VALIDATION_ERROR");
    }
    expect((await req("POST", `/account/v1/recovery/email/update/${token}`, { passwordNew: "Okay-12345" })).statusCode).toBe(200);
  });
});

describe("recovery by phone", () => {
  it("sends an SMS code; validate, then update with token and code", async () => {
    const phone = uniquePhone();
    const p = await activePlayer(app.db, { phone });
    const start = await req("POST", "/account/v1/recovery/phone-number", { phoneNumber: phone.slice(1), recaptchaToken: "t" });
    expect(start.statusCode).toBe(200);
    const { token, ttl } = start.json();
    expect(ttl).toBe(120);
    const sms = await lastMessageTo(app, phone);
    expect(sms!.channel).toBe("sms");
    const v = await req("GET", `/account/v1/recovery/phone-number/validate/${token}/${sms!.code}`);
    expect(v.json()).toEqual({ token, passwordGenerated: false });
    const noCode = await req("POST", `/account/v1/recovery/phone-number/update/${token}`, { passwordNew: "Fresh-9876" });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().code).toBe("INVALID_CODE");
    const ok = await req("POST", `/account/v1/recovery/phone-number/update/${token}/${sms!.code}`, { passwordNew: "Fresh-9876" });
    expect(ok.json()).toEqual({ status: "changed" });
    expect((await login(p.customerId, "Fresh-9876")).statusCode).toBe(200);
  });

  it("a code past its 120 s is refused with 423; a resend brings a new one", async () => {
    const phone = uniquePhone();
    await activePlayer(app.db, { phone });
    const { token } = (await req("POST", "/account/v1/recovery/phone-number", { phoneNumber: phone })).json();
    const first = await lastMessageTo(app, phone);
    clock.advance(121_000);
    expect((await req("GET", `/account/v1/recovery/phone-number/validate/${token}/${first!.code}`)).statusCode).toBe(423);
    expect((await req("GET", `/account/v1/recovery/phone-number/resend/${token}`)).statusCode).toBe(200);
    const second = await lastMessageTo(app, phone);
    expect((await req("GET", `/account/v1/recovery/phone-number/validate/${token}/${second!.code}`)).statusCode).toBe(200);
  });

  it("a recovered e-mail registration that was never confirmed becomes confirmed", async () => {
    const email = uniqueEmail();
    await req("POST", "/account/v1/register/email", { email, password: "Lost-1234", country: "EST" });
    await req("POST", "/account/v1/recovery/email", { email });
    const { token, code } = linkParts((await lastMessageTo(app, email))!.link!);
    await req("GET", `/account/v1/recovery/email/validate/${token}/${code}`);
    await req("POST", `/account/v1/recovery/email/update/${token}`, { passwordNew: "Found-1234" });
    expect((await login(email, "Found-1234")).statusCode).toBe(200);
  });
});
