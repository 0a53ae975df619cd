import { describe, expect, it } from "vitest";
import { insertPlayer } from "../../../test/fixtures.js";
import { testApp } from "../../../test/harness.js";
import { hashPassword } from "../../platform/password.js";

const app = await testApp();
const prohibitedApp = await testApp({ config: { WITHDRAWALS_PROHIBITED: true } });

async function player(on = app, password = "Secret-1234") {
  const playerId = await insertPlayer(on.db);
  await on.db.query("UPDATE players SET password_hash = $2 WHERE id = $1", [playerId, await hashPassword(password)]);
  const { token, sessionId } = await on.services.session.start(playerId, "fp");
  return { playerId, token, sessionId, auth: { authorization: `Bearer ${token}` } };
}

const status = async (auth: Record<string, string>, on = app) =>
  (await on.inject({ method: "GET", url: "/account/v1/details/withdrawal-status", headers: auth })).json().status;

const fillPersonalData = (auth: Record<string, string>) =>
  app.inject({
    method: "POST",
    url: "/account/v1/details",
    headers: auth,
    payload: {
      FIRSTNAME: "Ravi",
      LASTNAME: "Kumar",
      BIRTHDAY: "1992-07-01",
      GENDER: "M",
      LOCATION_CITY: "Pune",
      LOCATION_ADDRESS: "12 MG Road",
    },
  });

describe("GET /account/v1/details/withdrawal-status", () => {
  it("walks a player from personal data to e-mail to phone to allowed", async () => {
    const { playerId, auth } = await player();
    expect(await status(auth)).toBe("WITHDRAWAL_REQUIRE_PERSONAL_DATA");

    expect((await fillPersonalData(auth)).statusCode).toBe(200);
    expect(await status(auth)).toBe("WITHDRAWAL_REQUIRE_CONTACT_EMAIL");

    await app.db.query("UPDATE players SET email = 'ravi@example.com' WHERE id = $1", [playerId]);
    expect(await status(auth)).toBe("WITHDRAWAL_REQUIRE_CONTACT_PHONE");

    await app.db.query("UPDATE players SET phone = '+919812345678' WHERE id = $1", [playerId]);
    expect(await status(auth)).toBe("WITHDRAWAL_REQUIRE_CONTACT_PHONE");

    await app.db.query(`UPDATE players SET details = details || '{"CONTACT_PHONE_VERIFIED":"true"}' WHERE id = $1`, [playerId]);
    expect(await status(auth)).toBe("WITHDRAWAL_ALLOWED");
  });

  it("says prohibited when the operator blocks the player's withdrawals", async () => {
    const { playerId, auth } = await player();
    await app.db.query("UPDATE players SET withdrawals_blocked = true WHERE id = $1", [playerId]);
    expect(await status(auth)).toBe("WITHDRAWAL_PROHIBITED_GLOBALLY");
  });

  it("says prohibited for everyone when WITHDRAWALS_PROHIBITED is set", async () => {
    const { auth } = await player(prohibitedApp);
    expect(await status(auth, prohibitedApp)).toBe("WITHDRAWAL_PROHIBITED_GLOBALLY");
  });

  it("asks for a login without a session", async () => {
    const res = await app.inject({ method: "GET", url: "/account/v1/details/withdrawal-status" });
    expect(res.statusCode).toBe(401);
  });
});

describe("POST /account/v1/credentials", () => {
  const change = (auth: Record<string, string>, payload: Record<string, unknown>) =>
    app.inject({ method: "POST", url: "/account/v1/credentials", headers: auth, payload });

  it("changes the password, keeps this session and ends the player's other sessions", async () => {
    const me = await player();
    const other = await app.services.session.start(me.playerId, "phone");
    const res = await change(me.auth, { password: "Secret-1234", passwordNew: "Better-5678" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { status: "changed" } });

    expect(await app.services.session.resolve(me.token)).not.toBeNull();
    expect(await app.services.session.resolve(other.token)).toBeNull();
    const stale = await app.inject({
      method: "GET",
      url: "/account/v1/details",
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(stale.statusCode).toBe(401);

    const row = await app.db.one<{ password_hash: string }>("SELECT password_hash FROM players WHERE id = $1", [me.playerId]);
    expect(row!.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const again = await change(me.auth, { password: "Secret-1234", passwordNew: "Third-9999" });
    expect(again.json().code).toBe("WRONG_PASSWORD");
    expect((await change(me.auth, { password: "Better-5678", passwordNew: "Third-9999" })).statusCode).toBe(200);
  });

  it("refuses a wrong current password and leaves every session alive", async () => {
    const me = await player();
    const other = await app.services.session.start(me.playerId, "phone");
    const res = await change(me.auth, { password: "not-my-password", passwordNew: "Better-5678" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "WRONG_PASSWORD" });
    expect(await app.services.session.resolve(other.token)).not.toBeNull();
  });

  it("refuses a new password that is too short, has spaces or equals the current one", async () => {
    const me = await player();
    expect((await change(me.auth, { password: "Secret-1234", passwordNew: "abcd" })).json().code).toBe("VALIDATION_ERROR");
    expect((await change(me.auth, { password: "Secret-1234", passwordNew: "has space1" })).json().code).toBe("VALIDATION_ERROR");
    expect((await change(me.auth, { password: "Secret-1234", passwordNew: "x".repeat(65) })).statusCode).toBe(400);
    expect((await change(me.auth, { password: "Secret-1234", passwordNew: "Secret-1234" })).json().code).toBe("SAME_PASSWORD");
    expect((await change(me.auth, { passwordNew: "Better-5678" })).statusCode).toBe(400);
  });

  it("answers 503 after too many attempts", async () => {
    const me = await player();
    const codes: number[] = [];
    for (let i = 0; i < 11; i++)
      codes.push((await change(me.auth, { password: "guess-" + i, passwordNew: "Better-5678" })).statusCode);
    expect(codes.slice(0, 10).every((c) => c === 400)).toBe(true);
    expect(codes[10]).toBe(503);
  });

  it("asks for a login without a session", async () => {
    expect((await change({}, { password: "a", passwordNew: "Better-5678" })).statusCode).toBe(401);
  });
});
