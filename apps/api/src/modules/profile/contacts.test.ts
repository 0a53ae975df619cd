import { describe, expect, it } from "vitest";
import { insertPlayer } from "../../../test/fixtures.js";
import { type TestApp, testApp, testClock } from "../../../test/harness.js";
import { solvedToken } from "../captcha/testing.js";

const clock = testClock();
const app = await testApp({ clock });

let phoneSeq = 0;
/** A fresh Estonian mobile number, as the web sends it and as the api stores it. */
function newPhone() {
  phoneSeq += 1;
  const national = `5${String(1_000_000 + phoneSeq * 7919 + Math.floor(Math.random() * 1000)).slice(-7)}`;
  return { typed: `+372 ${national}`, e164: `+372${national}` };
}

async function player(on: TestApp = app, over: { language?: string } = {}) {
  const playerId = await insertPlayer(on.db, { country: "EST" });
  if (over.language) await on.db.query("UPDATE players SET language = $2 WHERE id = $1", [playerId, over.language]);
  const { token } = await on.services.session.start(playerId, null);
  return { playerId, auth: { authorization: `Bearer ${token}` } };
}

const lastMessage = async (to: string, on: TestApp = app) => {
  const [m] = await on.services.delivery.latest({ to, limit: 1 });
  expect(m, `a message to ${to}`).toBeDefined();
  return m!;
};

const sendPhone = (auth: Record<string, string>, payload: Record<string, unknown>, on: TestApp = app) =>
  on.inject({ method: "POST", url: "/account/v1/details/phone-number", headers: auth, payload });
const confirmPhone = (auth: Record<string, string>, token: string, code: string) =>
  app.inject({ method: "GET", url: `/account/v1/details/phone-number/validate/${token}/${code}`, headers: auth });
const sendEmail = (auth: Record<string, string>, payload: Record<string, unknown>) =>
  app.inject({ method: "POST", url: "/account/v1/details/email", headers: auth, payload });
const confirmEmail = (token: string, code: string) =>
  app.inject({ method: "GET", url: `/account/v1/details/email/validate/${token}/${code}` });
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(code.length, "0");

describe("add phone", () => {
  it("sends an SMS code with a 120 s timer; the right code adds the phone as confirmed", async () => {
    const { auth } = await player();
    const phone = newPhone();
    const res = await sendPhone(auth, { phoneNumber: phone.typed, recaptchaToken: "solved" });
    expect(res.statusCode).toBe(200);
    const { token, ttl } = res.json().data;
    expect(ttl).toBe(120);
    const sms = await lastMessage(phone.e164);
    expect(sms.channel).toBe("sms");
    expect(sms.body).toContain(sms.code!);

    const bad = await confirmPhone(auth, token, wrong(sms.code!));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe("INVALID_CODE");

    const ok = await confirmPhone(auth, token, sms.code!);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ CONTACT_PHONE: phone.e164, CONTACT_PHONE_VERIFIED: "true" });
    const details = await app.inject({ method: "GET", url: "/account/v1/details", headers: auth });
    expect(details.json().data).toMatchObject({ CONTACT_PHONE: phone.e164, CONTACT_PHONE_VERIFIED: "true" });

    const again = await confirmPhone(auth, token, sms.code!);
    expect(again.statusCode).toBe(400);

    const same = await sendPhone(auth, { phoneNumber: phone.typed });
    expect(same.json()).toMatchObject({ code: "ALREADY_CONFIRMED" });
  });

  it("writes the SMS in the player's language", async () => {
    const { auth } = await player(app, { language: "de" });
    const phone = newPhone();
    await sendPhone(auth, { phoneNumber: phone.typed });
    expect((await lastMessage(phone.e164)).locale).toBe("de");
  });

  it("answers 400 phone occupied when another account holds the number, on send and on confirm", async () => {
    const taken = newPhone();
    const owner = await insertPlayer(app.db);
    await app.db.query("UPDATE players SET phone = $2 WHERE id = $1", [owner, taken.e164]);
    const { auth } = await player();
    const res = await sendPhone(auth, { phoneNumber: taken.typed });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "PHONE_OCCUPIED", error: "phone_already_in_use" });

    const race = newPhone();
    const sent = (await sendPhone(auth, { phoneNumber: race.typed })).json().data;
    const code = (await lastMessage(race.e164)).code!;
    const rival = await insertPlayer(app.db);
    await app.db.query("UPDATE players SET phone = $2 WHERE id = $1", [rival, race.e164]);
    const late = await confirmPhone(auth, sent.token, code);
    expect(late.statusCode).toBe(400);
    expect(late.json().code).toBe("PHONE_OCCUPIED");
  });

  it("answers 423 once the 120 s are over, and a new send works", async () => {
    const { auth } = await player();
    const phone = newPhone();
    const { token } = (await sendPhone(auth, { phoneNumber: phone.typed })).json().data;
    const code = (await lastMessage(phone.e164)).code!;
    clock.advance(121_000);
    const late = await confirmPhone(auth, token, code);
    expect(late.statusCode).toBe(423);

    const fresh = (await sendPhone(auth, { phoneNumber: phone.typed })).json().data;
    const ok = await confirmPhone(auth, fresh.token, (await lastMessage(phone.e164)).code!);
    expect(ok.statusCode).toBe(200);
  });

  it("answers 423 after too many wrong codes, even for the right one", async () => {
    const { auth } = await player();
    const phone = newPhone();
    const { token } = (await sendPhone(auth, { phoneNumber: phone.typed })).json().data;
    const code = (await lastMessage(phone.e164)).code!;
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await confirmPhone(auth, token, wrong(code))).statusCode);
    expect(statuses.slice(0, 4)).toEqual([400, 400, 400, 400]);
    expect(statuses[4]).toBe(423);
    expect((await confirmPhone(auth, token, code)).statusCode).toBe(423);
  });

  it("answers 503 when codes are asked for too often", async () => {
    const { auth } = await player();
    const phone = newPhone();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await sendPhone(auth, { phoneNumber: phone.typed })).statusCode);
    expect(statuses.slice(0, 6).every((s) => s === 200)).toBe(true);
    expect(statuses[6]).toBe(503);
  });

  it("sends to the stored unconfirmed phone when only the captcha is sent", async () => {
    const { playerId, auth } = await player();
    const phone = newPhone();
    await app.db.query("UPDATE players SET phone = $2 WHERE id = $1", [playerId, phone.e164]);
    const res = await sendPhone(auth, { recaptchaToken: "solved" });
    expect(res.statusCode).toBe(200);
    const ok = await confirmPhone(auth, res.json().data.token, (await lastMessage(phone.e164)).code!);
    expect(ok.json().data.CONTACT_PHONE_VERIFIED).toBe("true");
  });

  it("refuses an impossible number, another player's token and a visitor", async () => {
    const { auth } = await player();
    expect((await sendPhone(auth, { phoneNumber: "12345" })).json().code).toBe("INVALID_PHONE");
    expect((await sendPhone(auth, {})).json().code).toBe("INVALID_PHONE");

    const other = await player();
    const phone = newPhone();
    const { token } = (await sendPhone(other.auth, { phoneNumber: phone.typed })).json().data;
    const stolen = await confirmPhone(auth, token, (await lastMessage(phone.e164)).code!);
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().code).toBe("INVALID_TOKEN");

    expect((await sendPhone({}, { phoneNumber: phone.typed })).statusCode).toBe(401);
  });
});

describe("add phone with a real captcha and a failing SMS gateway", () => {
  it("asks for the captcha, accepts a solved one, and answers 500 when the SMS cannot be sent", async () => {
    const strict = await testApp({ config: { CAPTCHA_DISABLED: false, SMS_GATEWAY_URL: "http://127.0.0.1:9/sms" } });
    const { auth } = await player(strict);
    const phone = newPhone();
    const noCaptcha = await sendPhone(auth, { phoneNumber: phone.typed }, strict);
    expect(noCaptcha.statusCode).toBe(400);
    expect(noCaptcha.json().code).toBe("CAPTCHA_REQUIRED");
    const emailNoCaptcha = await strict.inject({
      method: "POST",
      url: "/account/v1/details/email",
      headers: auth,
      payload: { email: "x@example.com" },
    });
    expect(emailNoCaptcha.json().code).toBe("CAPTCHA_REQUIRED");

    const failed = await sendPhone(auth, { phoneNumber: phone.typed, recaptchaToken: await solvedToken(strict) }, strict);
    expect(failed.statusCode).toBe(500);
    expect(failed.json().code).toBe("DELIVERY_FAILED");
  });
});

describe("add e-mail", () => {
  it("sends a link valid for an hour; opening it makes the address the contact e-mail", async () => {
    const { auth } = await player();
    const res = await sendEmail(auth, { email: "  New.Player@Example.com ", recaptchaToken: "solved" });
    expect(res.statusCode).toBe(200);
    const { token, timeOut } = res.json().data;
    expect(timeOut).toBe(3600);
    const mail = await lastMessage("new.player@example.com");
    expect(mail.link).toBe(`http://localhost:3000/en/details/validate/${token}/${mail.code}`);
    expect(mail.body).toContain(mail.link!);

    const before = await app.inject({ method: "GET", url: "/account/v1/details", headers: auth });
    expect(before.json().data.CONTACT_EMAIL_VERIFIED).toBeUndefined();
    const ok = await confirmEmail(token, mail.code!);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ data: { status: "success", email: "new.player@example.com" } });
    const details = await app.inject({ method: "GET", url: "/account/v1/details", headers: auth });
    expect(details.json().data).toMatchObject({ CONTACT_EMAIL: "new.player@example.com", CONTACT_EMAIL_VERIFIED: "true" });
    // The casino sets it; a player cannot.
    const forged = await app.inject({
      method: "POST",
      url: "/account/v1/details",
      headers: auth,
      payload: { CONTACT_EMAIL_VERIFIED: "false" },
    });
    expect(forged.statusCode).toBe(400);

    const same = await sendEmail(auth, { email: "new.player@example.com" });
    expect(same.statusCode).toBe(412);
    expect((await sendEmail(auth, {})).statusCode).toBe(412);
  });

  it("answers 400 for an address another account uses or that is not an e-mail", async () => {
    const owner = await insertPlayer(app.db);
    await app.db.query("UPDATE players SET email = 'taken@example.com' WHERE id = $1", [owner]);
    const { auth } = await player();
    const taken = await sendEmail(auth, { email: "Taken@example.com" });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({ code: "EMAIL_OCCUPIED", error: "email_already_in_use" });
    expect((await sendEmail(auth, { email: "not-an-email" })).json().code).toBe("INVALID_EMAIL");
    expect((await sendEmail(auth, { email: "a@b" })).statusCode).toBe(400);
    expect((await sendEmail(auth, {})).json().code).toBe("INVALID_EMAIL");
  });

  it("resends a fresh code behind the same token, not sooner than 30 s; the old code stops working", async () => {
    const { auth } = await player();
    const { token } = (await sendEmail(auth, { email: "resend@example.com" })).json().data;
    const first = (await lastMessage("resend@example.com")).code!;
    const tooSoon = await app.inject({ method: "GET", url: `/account/v1/details/email/resend/${token}`, headers: auth });
    expect(tooSoon.statusCode).toBe(503);

    clock.advance(31_000);
    const again = await app.inject({ method: "GET", url: `/account/v1/details/email/resend/${token}`, headers: auth });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual({ timeOut: 3600, token });
    const second = (await lastMessage("resend@example.com")).code!;
    if (second !== first) expect((await confirmEmail(token, first)).statusCode).toBe(400);
    expect((await confirmEmail(token, second)).statusCode).toBe(200);
  });

  it("answers 423 for a link opened after an hour and 400 for an unknown one", async () => {
    const { auth } = await player();
    const { token } = (await sendEmail(auth, { email: "late@example.com" })).json().data;
    const code = (await lastMessage("late@example.com")).code!;
    clock.advance(3_601_000);
    expect((await confirmEmail(token, code)).statusCode).toBe(423);
    const unknown = await confirmEmail("no-such-token-at-all", "123456");
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe("INVALID_TOKEN");
  });

  it("refuses the resend of another player's link", async () => {
    const a = await player();
    const b = await player();
    const { token } = (await sendEmail(a.auth, { email: "mine@example.com" })).json().data;
    clock.advance(31_000);
    const res = await app.inject({ method: "GET", url: `/account/v1/details/email/resend/${token}`, headers: b.auth });
    expect(res.statusCode).toBe(400);
  });
});
