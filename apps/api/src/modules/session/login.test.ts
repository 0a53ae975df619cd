import { describe, expect, it } from "vitest";
import { testApp, testClock } from "../../../test/harness.js";
import { activePlayer, nextIp } from "../accounts/testing.js";

const clock = testClock();
const app = await testApp({ clock });

let n = 0;
const uid = () => `${++n}${Date.now() % 100000}`;
const login = (payload: Record<string, unknown>, remoteAddress = nextIp()) =>
  app.inject({ method: "POST", url: "/session/v1/login", payload, remoteAddress });

describe("login", () => {
  it("logs in by e-mail (any case) with token, expires, customer, details and presentInitialBonuses", async () => {
    const email = `Login${uid()}@Example.com`;
    const p = await activePlayer(app.db, { email });
    const res = await login({ username: email.toLowerCase(), password: p.password, recaptchaToken: "x", showBonus: true });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token.length).toBeGreaterThanOrEqual(43);
    expect(new Date(body.expires).getTime()).toBeGreaterThan(clock.now().getTime());
    expect(body.customer).toMatchObject({ id: p.id, customerId: p.customerId, email });
    expect(body.details).toMatchObject({ customer_id: p.customerId, CONTACT_EMAIL: email });
    expect(body.presentInitialBonuses).toBe(true);
    const second = await login({ identifier: email, password: p.password });
    expect(second.json().presentInitialBonuses).toBe(false);
    const v = await app.inject({ method: "POST", url: `/session/v1/validate/${body.token}` });
    expect(v.statusCode).toBe(200);
  });

  it("logs in by phone: country code + national number in any usual writing", async () => {
    const national = `67${String(1_000_000 + n++).slice(-7)}`;
    const p = await activePlayer(app.db, { phone: `+380${national}` });
    for (const username of [
      `380${national}`,
      `+380 ${national.slice(0, 2)} ${national.slice(2, 5)} ${national.slice(5)}`,
      `380_${national}`,
      `+380-(${national.slice(0, 2)})-${national.slice(2)}`,
    ]) {
      const res = await login({ username, password: p.password });
      expect(res.statusCode, username).toBe(200);
      expect(res.json().customer.id).toBe(p.id);
    }
  });

  it("logs in by account id, and corrects a legacy FSCW…UKR id", async () => {
    const p = await activePlayer(app.db);
    const plain = await login({ username: p.customerId.toLowerCase(), password: p.password });
    expect(plain.statusCode).toBe(200);
    expect(plain.json().correctedUsername).toBeUndefined();
    const digits = p.customerId.slice(4);
    const legacy = await login({ username: `FSCW${digits}UKR`, password: p.password });
    expect(legacy.statusCode).toBe(200);
    expect(legacy.json().correctedUsername).toBe(`FSUA${digits}`);
    expect(legacy.json().customer.id).toBe(p.id);
  });

  it("gives one identical answer for a wrong password and an unknown account", async () => {
    const p = await activePlayer(app.db, { email: `known${uid()}@example.com` });
    const wrong = await login({ username: p.customerId, password: "wrong-password" });
    const unknown = await login({ username: "FSUA00000001", password: "wrong-password" });
    const unknownMail = await login({ username: "nobody@example.com", password: "wrong-password" });
    for (const r of [wrong, unknown, unknownMail]) {
      expect(r.statusCode).toBe(401);
      expect(r.json()).toEqual({
        code: "INVALID_CREDENTIALS",
        message: "Wrong login or password.",
        error: "auth.login.invalid_credentials",
      });
    }
  });

  it("refuses an empty identifier or password with 400", async () => {
    for (const payload of [
      { password: "x" },
      { username: "", password: "x" },
      { username: "someone" },
      { username: "someone", password: "" },
      {},
    ]) {
      const r = await login(payload);
      expect(r.statusCode).toBe(400);
      expect(r.json().code).toBe("VALIDATION_ERROR");
    }
  });

  it("answers 403 with type SE, code and expires for a self-excluded player, and 401 if the password is wrong", async () => {
    const p = await activePlayer(app.db);
    const until = new Date(clock.now().getTime() + 7 * 86_400_000);
    await app.db.query("UPDATE players SET self_exclusion_type = 'COOLDOWN', self_exclusion_expires = $2 WHERE id = $1", [
      p.id,
      until,
    ]);
    const res = await login({ username: p.customerId, password: p.password });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ type: "SE", code: "COOLDOWN", expires: until.toISOString() });
    expect(res.json().message).toBeTruthy();
    expect((await login({ username: p.customerId, password: "nope-nope" })).statusCode).toBe(401);

    await app.db.query("UPDATE players SET self_exclusion_type = 'LOCK', self_exclusion_expires = NULL WHERE id = $1", [p.id]);
    expect((await login({ username: p.customerId, password: p.password })).json()).toMatchObject({
      type: "SE",
      code: "LOCK",
      expires: null,
    });

    await app.db.query("UPDATE players SET self_exclusion_type = 'COOLDOWN', self_exclusion_expires = $2 WHERE id = $1", [
      p.id,
      new Date(clock.now().getTime() - 1000),
    ]);
    expect((await login({ username: p.customerId, password: p.password })).statusCode).toBe(200);
  });

  it("answers 403 with type LOCKED for a locked account", async () => {
    const p = await activePlayer(app.db);
    await app.db.query("UPDATE players SET status = 'LOCKED' WHERE id = $1", [p.id]);
    const res = await login({ username: p.customerId, password: p.password });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ type: "LOCKED", code: "LOCKED" });
  });

  it("refuses even the right password after 100 failures in an hour, with the same 401", async () => {
    const p = await activePlayer(app.db);
    await app.db.query(
      "INSERT INTO login_failures (player_id, ip, at) SELECT $1, 'elsewhere-' || g, $2 FROM generate_series(1, 99) g",
      [p.id, clock.now()],
    );
    expect((await login({ username: p.customerId, password: "still-wrong" })).statusCode).toBe(401);
    const blocked = await login({ username: p.customerId, password: p.password });
    expect(blocked.statusCode).toBe(401);
    expect(blocked.json().code).toBe("INVALID_CREDENTIALS");
    clock.advance(3_601_000);
    expect((await login({ username: p.customerId, password: p.password })).statusCode).toBe(200);
  });

  it("throttles an address after 30 failures in 15 minutes (503), other addresses go on", async () => {
    const p = await activePlayer(app.db);
    await app.db.query(
      "INSERT INTO login_failures (player_id, ip, at) SELECT NULL, '198.51.100.9', $1 FROM generate_series(1, 30)",
      [clock.now()],
    );
    const throttled = await login({ username: p.customerId, password: p.password }, "198.51.100.9");
    expect(throttled.statusCode).toBe(503);
    expect(throttled.json().code).toBe("RATE_LIMITED");
    expect((await login({ username: p.customerId, password: p.password })).statusCode).toBe(200);
  });

  it("answers 503 RATE_LIMITED past 30 logins a minute from one address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await login({ username: "nobody", password: "x" }, "203.0.113.5")).statusCode);
    expect(statuses.filter((s) => s === 503)).toHaveLength(1);
    expect(statuses[30]).toBe(503);
  });
});

describe("session calls around login", () => {
  it("updates the logged-in player's language", async () => {
    const p = await activePlayer(app.db);
    const { token } = (await login({ username: p.customerId, password: p.password })).json();
    const auth = { authorization: `Bearer ${token}` };
    const ok = await app.inject({ method: "POST", url: "/session/v1/language/de", headers: auth });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ locale: "de" });
    const again = await login({ username: p.customerId, password: p.password });
    expect(again.json().customer.language).toBe("de");
    const bad = await app.inject({ method: "POST", url: "/session/v1/language/xx", headers: auth });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe("UNKNOWN_LANGUAGE");
    expect((await app.inject({ method: "POST", url: "/session/v1/language/de" })).statusCode).toBe(401);
  });

  it("logout ends the session on the server", async () => {
    const p = await activePlayer(app.db);
    const { token } = (await login({ username: p.customerId, password: p.password })).json();
    const out = await app.inject({ method: "POST", url: "/session/v1/logout", headers: { authorization: `Bearer ${token}` } });
    expect(out.statusCode).toBe(204);
    expect((await app.inject({ method: "POST", url: `/session/v1/validate/${token}` })).statusCode).toBe(401);
  });

  it("tells the web whether it must refresh", async () => {
    const same = await app.inject({ method: "GET", url: "/api/needToRefresh" });
    expect(same.json()).toEqual({ needToRefresh: false, urgent: false, version: "1.0.0" });
    const old = await app.inject({ method: "GET", url: "/api/needToRefresh?version=0.9.0" });
    expect(old.json()).toMatchObject({ needToRefresh: true, urgent: false });
  });
});
