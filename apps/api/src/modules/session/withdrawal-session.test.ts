import { describe, expect, it } from "vitest";
import { api, balance, casinoWithPsp, player, type TestPlayer } from "../../../test/payments.js";
import { hashPassword } from "../../platform/password.js";
import { nextIp } from "../accounts/testing.js";

const { app, clock } = await casinoWithPsp();
const PASSWORD = "Secret-1234";
const IBAN = { holder: "Ann Lee", iban: "EE382200221020145685" };

/** A player with a password, a complete profile and cash; the account id is the login. */
async function account(cash = 20_000n) {
  const p = await player(app, { complete: true, cash });
  const row = await app.db.one<{ customer_id: string }>(
    "UPDATE players SET password_hash = $2, status = 'ACTIVE' WHERE id = $1 RETURNING customer_id",
    [p.id, await hashPassword(PASSWORD)],
  );
  return { ...p, username: row!.customer_id };
}

const loginFor = (path: "/session/v1/login" | "/session/v1/login/withdrawal", username: string, password = PASSWORD) =>
  app.inject({ method: "POST", url: path, payload: { username, password }, remoteAddress: nextIp() });

async function withdrawalSession(username: string): Promise<TestPlayer & { body: Record<string, unknown> }> {
  const res = await loginFor("/session/v1/login/withdrawal", username);
  expect(res.statusCode).toBe(200);
  const body = res.json();
  return { id: body.customer.id, token: body.token, auth: { authorization: `Bearer ${body.token}` }, body };
}

describe("the withdrawal-only session of an excluded player", () => {
  it("a player in a cool-down is refused login (403 SE with the date) but logs in for withdrawal, scope WITHDRAWAL, 30 minutes", async () => {
    const p = await account();
    const se = await app.services.protection.exclude(p.id, { type: "COOLDOWN", period: "24h" });
    const refused = await loginFor("/session/v1/login", p.username);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: "COOLDOWN", type: "SE", expires: se.expires });

    const w = await withdrawalSession(p.username);
    expect(w.body).toMatchObject({ scope: "WITHDRAWAL", presentInitialBonuses: false, customer: { id: p.id } });
    expect(w.body.details).not.toHaveProperty("MESSAGE_CHANNEL_PASSWORD");
    const ttl = new Date(String(w.body.expires)).getTime() - clock.now().getTime();
    expect(ttl).toBeLessThanOrEqual(30 * 60_000);
    expect(ttl).toBeGreaterThan(29 * 60_000);
    expect((await app.services.session.resolve(w.token))?.scope).toBe("WITHDRAWAL");

    const history = await app.services.session.loginHistory(p.id);
    expect(history[0]).toMatchObject({ outcome: "SESSION", scope: "WITHDRAWAL", live: true });
  });

  it("lists withdrawal methods, reads balance and profile, withdraws through the ledger and sees it pending, then logs out", async () => {
    const p = await account(20_000n);
    await app.services.protection.exclude(p.id, { type: "LOCK", period: "6m" });
    const w = await withdrawalSession(p.username);

    const methods = await api(app, "GET", "/withdrawal/v1?region=EST", w);
    expect(methods.status).toBe(200);
    expect(methods.body.methods.map((m: { id: string }) => m.id)).toContain("bank");
    expect((await api(app, "POST", "/updates/v1", w)).status).toBe(200);
    expect((await api(app, "GET", "/account/v1/details", w)).status).toBe(200);
    expect((await api(app, "GET", "/account/v1/details/withdrawal-status", w)).status).toBe(200);

    const init = await api(app, "POST", "/withdrawal/v1/bank", w, { amount: 8000 });
    expect(init.status).toBe(200);
    const exec = await api(app, "POST", `/withdrawal/v1/${init.body.requestId}/execute`, w, { fields: IBAN });
    expect(exec.body).toMatchObject({ status: "PROCESSING" });
    expect(await balance(app, p.id)).toMatchObject({ cash: 12_000n, reserved: 8000n });
    expect((await api(app, "POST", `/withdrawal/v1/${init.body.requestId}/status`, w)).status).toBe(200);
    const list = await api(app, "POST", "/withdrawal/v1/list", w);
    expect(list.body.withdrawals).toEqual([expect.objectContaining({ id: init.body.requestId, amount: 8000 })]);

    expect((await app.inject({ method: "POST", url: "/session/v1/logout", headers: w.auth })).statusCode).toBe(204);
    expect((await api(app, "POST", "/withdrawal/v1/list", w)).status).toBe(401);
  });

  it("refuses deposits, game launches and every other logged-in route with 403 WITHDRAWAL_SESSION_ONLY; optional routes see a guest", async () => {
    const p = await account();
    await app.services.protection.exclude(p.id, { type: "COOLDOWN", period: "24h" });
    const w = await withdrawalSession(p.username);

    const deposit = await api(app, "POST", "/deposit/v1/card", w, { amount: 1000 });
    expect(deposit.status).toBe(403);
    expect(deposit.body).toMatchObject({ code: "WITHDRAWAL_SESSION_ONLY" });
    expect(deposit.body.message).toMatch(/withdraw/);
    const calls: ["GET" | "POST", string, object?][] = [
      ["POST", "/api/casino/v1/launch/studio/any-game"],
      ["GET", "/account/v1/details/self-limits"],
      ["POST", "/account/v1/credentials", { password: PASSWORD, passwordNew: "Better-5678" }],
      ["POST", "/session/v1/language/de"],
    ];
    for (const [method, url, body] of calls) {
      const res = await api(app, method, url, w, method === "POST" ? (body ?? {}) : undefined);
      expect(res.status, url).toBe(403);
      expect(res.body.code, url).toBe("WITHDRAWAL_SESSION_ONLY");
    }
    // deposit methods are a guest's list (no player currency), not the player's
    const guest = await api(app, "GET", "/deposit/v1?region=EST", w);
    expect(guest.status).toBe(200);
    // the message channel does not take it
    const sessionId = (await app.services.session.resolve(w.token))!.sessionId;
    const customerId = (w.body.customer as { customerId: string }).customerId;
    expect(await app.services.session.channelSession(customerId, app.services.session.channelPassword(sessionId))).toBeNull();
    // and protection refuses the deposit whatever the session
    await expect(app.services.protection.depositGuard({ playerId: p.id, amount: 1000n, currency: "EUR" })).rejects.toMatchObject({
      code: "DEPOSIT_PROHIBITED_GLOBALLY",
    });
  });

  it("writes to support as the player: no captcha, the ticket is theirs with the account's e-mail; nothing else opens", async () => {
    const p = await account();
    const { email } = (await app.db.one<{ email: string }>("SELECT email FROM players WHERE id = $1", [p.id]))!;
    await app.services.protection.exclude(p.id, { type: "COOLDOWN", period: "24h" });
    const w = await withdrawalSession(p.username);
    const res = await api(app, "POST", "/support/v1/messages", w, {
      title: "My withdrawal",
      description: "When is my withdrawal paid out?",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { ticket } = await app.services.support.ticket(res.body.ticketId);
    expect(ticket).toMatchObject({ player_id: p.id, email, title: "My withdrawal" });
    // the full support page's inbox stays closed: its replies reach the player by e-mail
    const inbox = await api(app, "GET", "/messages/v1/inbox", w);
    expect(inbox.status).toBe(403);
    expect(inbox.body.code).toBe("WITHDRAWAL_SESSION_ONLY");
  });

  it("fills what a withdrawal still needs: the personal data, then the request is taken", async () => {
    const p = await account(20_000n);
    await app.db.query("UPDATE players SET details = details - 'FIRSTNAME' WHERE id = $1", [p.id]);
    await app.services.protection.exclude(p.id, { type: "COOLDOWN", period: "24h" });
    const w = await withdrawalSession(p.username);
    expect((await api(app, "GET", "/account/v1/details/withdrawal-status", w)).body.status).toBe(
      "WITHDRAWAL_REQUIRE_PERSONAL_DATA",
    );
    expect((await api(app, "POST", "/withdrawal/v1/bank", w, { amount: 5000 })).body.code).toBe(
      "WITHDRAWAL_REQUIRE_PERSONAL_DATA",
    );
    expect((await api(app, "POST", "/account/v1/details", w, { FIRSTNAME: "Ann" })).status).toBe(200);
    expect((await api(app, "GET", "/account/v1/details/withdrawal-status", w)).body.status).toBe("WITHDRAWAL_ALLOWED");
    expect((await api(app, "POST", "/withdrawal/v1/bank", w, { amount: 5000 })).status).toBe(200);
  });

  it("keeps every login refusal: a wrong password is the same 401, LOCKED and NOT_CONFIRMED stay refused", async () => {
    const p = await account();
    await app.services.protection.exclude(p.id, { type: "COOLDOWN", period: "24h" });
    const wrong = await loginFor("/session/v1/login/withdrawal", p.username, "wrong-password");
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: "INVALID_CREDENTIALS" });
    const unknown = await loginFor("/session/v1/login/withdrawal", "FSUA00000001", "wrong-password");
    expect(unknown.json()).toEqual(wrong.json());

    await app.db.query("UPDATE players SET status = 'LOCKED' WHERE id = $1", [p.id]);
    const locked = await loginFor("/session/v1/login/withdrawal", p.username);
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toMatchObject({ code: "LOCKED", type: "LOCKED" });
    await app.db.query("UPDATE players SET status = 'PENDING' WHERE id = $1", [p.id]);
    expect((await loginFor("/session/v1/login/withdrawal", p.username)).json()).toMatchObject({ code: "NOT_CONFIRMED" });
  });

  it("answers 409 NOT_SELF_EXCLUDED to a player free to log in, and opens no session", async () => {
    const p = await account();
    const res = await loginFor("/session/v1/login/withdrawal", p.username);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: "NOT_SELF_EXCLUDED" });
    expect((await app.services.session.loginHistory(p.id)).filter((h) => h.scope === "WITHDRAWAL")).toEqual([]);
    const full = await loginFor("/session/v1/login", p.username);
    expect(full.statusCode).toBe(200);
    expect(full.json()).not.toHaveProperty("scope");
    expect((await app.services.session.loginHistory(p.id))[0]).toMatchObject({ outcome: "SESSION", scope: "FULL" });
  });

  it("a withdrawal session ends after its 30 minutes", async () => {
    const p = await account();
    await app.services.protection.exclude(p.id, { type: "COOLDOWN", period: "24h" });
    const w = await withdrawalSession(p.username);
    clock.advance(30 * 60_000 + 1000);
    expect((await api(app, "POST", "/withdrawal/v1/list", w)).status).toBe(401);
  });

  it("is served by exactly these routes: the withdrawal, its end, balance, profile and contacts, support, logout", () => {
    expect([...app.withdrawalSessionRoutes].sort()).toEqual([
      "GET /account/v1/details",
      "GET /account/v1/details/phone-number/validate/:token/:code",
      "GET /account/v1/details/withdrawal-status",
      "GET /result/:payment",
      "GET /withdrawal/v1",
      "POST /account/v1/details",
      "POST /account/v1/details/email",
      "POST /account/v1/details/phone-number",
      "POST /session/v1/logout",
      "POST /support/v1/messages",
      "POST /updates/v1",
      "POST /withdrawal/v1/:id",
      "POST /withdrawal/v1/:id/cancel",
      "POST /withdrawal/v1/:id/execute",
      "POST /withdrawal/v1/:id/request",
      "POST /withdrawal/v1/:id/status",
      "POST /withdrawal/v1/list",
    ]);
  });

  it("fills only what a withdrawal needs: no marketing opt-in or language, and a confirmed phone or an e-mail is never replaced", async () => {
    const p = await account();
    await app.services.protection.exclude(p.id, { type: "COOLDOWN", period: "24h" });
    const w = await withdrawalSession(p.username);
    for (const body of [{ SUBSCRIBED_FIREBASE: "true" }, { LANGUAGE: "de" }, { FIRSTNAME: "Ann", LOCATION_COUNTRY: "DEU" }]) {
      const res = await api(app, "POST", "/account/v1/details", w, body);
      expect(res.status, JSON.stringify(body)).toBe(403);
      expect(res.body.code).toBe("WITHDRAWAL_SESSION_ONLY");
    }
    expect((await api(app, "POST", "/account/v1/details", w, { "LOCATION.CITY": "Tartu" })).status).toBe(200);
    // the account's confirmed phone and its e-mail are login and recovery channels
    const phone = await api(app, "POST", "/account/v1/details/phone-number", w, { phoneNumber: "+37255512345" });
    expect(phone.status).toBe(403);
    expect(phone.body.code).toBe("WITHDRAWAL_SESSION_ONLY");
    const email = await api(app, "POST", "/account/v1/details/email", w, { email: "someone.else@example.com" });
    expect(email.status).toBe(403);
    expect(email.body.code).toBe("WITHDRAWAL_SESSION_ONLY");
    const row = await app.db.one<{ email: string; phone: string }>("SELECT email, phone FROM players WHERE id = $1", [p.id]);
    expect(row?.email).not.toBe("someone.else@example.com");
    expect(row?.phone).not.toBe("+37255512345");
  });
});
