import { permissionsOf } from "@casino/contracts/operators";
import { describe, expect, it } from "vitest";
import { testApp, testClock } from "../../../test/harness.js";
import { cookieFrom, enrolledOperator, operatorIp, signIn } from "../../../test/operators.js";
import { currentCode } from "./totp.js";

const clock = testClock();
const app = await testApp({ clock });

const post = (url: string, payload: unknown, headers: Record<string, string> = {}, remoteAddress = operatorIp()) =>
  app.inject({ method: "POST", url, payload: payload as object, headers, remoteAddress });
const auditOf = async (operatorId: string) =>
  (
    await app.db.query<{ action: string; after: Record<string, unknown> | null; ip: string | null }>(
      "SELECT action, after, ip FROM audit_log WHERE object_id = $1 OR operator_id::text = $1 ORDER BY id",
      [operatorId],
    )
  ).map((r) => ({ action: r.action, why: r.after?.why ?? r.after?.via, ip: r.ip }));

/** A new operator, as an admin creates one: password known, no authenticator yet. */
async function freshOperator(role: "admin" | "finance" = "finance") {
  const email = `new-${Math.random().toString(36).slice(2, 8)}@ops.example.com`;
  const r = await app.services.operators.create({ id: null, email: "cli:test", ip: null }, { email, role });
  return { id: r.operator.id, email, password: r.password! };
}

describe("operator sign-in", () => {
  it("first sign-in enrols the authenticator: QR code and key as text, then ten recovery codes once", async () => {
    const o = await freshOperator();
    const ip = operatorIp();
    const step = await post("/operator/v1/session", { email: o.email.toUpperCase(), password: o.password }, {}, ip);
    expect(step.statusCode).toBe(200);
    const body = step.json();
    expect(body.next).toBe("TOTP_ENROLMENT_REQUIRED");
    expect(body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(body.otpauthUri).toContain(`secret=${body.secret}`);
    expect(body.otpauthUri).toMatch(/^otpauth:\/\/totp\//);
    expect(body.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(body.qrCode.split(",")[1], "base64").toString()).toContain("<svg");

    // The key is stored sealed, never as given.
    const stored = await app.db.one<{ totp_secret: string }>("SELECT totp_secret FROM operators WHERE id = $1", [o.id]);
    expect(stored!.totp_secret).not.toContain(body.secret);

    // A second password step before enrolling shows the same key (a QR code already scanned keeps working).
    const again = await post("/operator/v1/session", { email: o.email, password: o.password }, {}, ip);
    expect(again.json().secret).toBe(body.secret);

    const done = await post(
      "/operator/v1/session/code",
      { challenge: again.json().challenge, code: currentCode(body.secret, clock.now()) },
      {},
      ip,
    );
    expect(done.statusCode).toBe(200);
    const s = done.json();
    expect(s.operator).toEqual({ id: o.id, email: o.email, role: "finance" });
    expect(s.permissions).toEqual(permissionsOf("finance"));
    expect(s.recoveryCodes).toHaveLength(10);
    expect(new Set(s.recoveryCodes).size).toBe(10);
    const setCookie = String(done.headers["set-cookie"]);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    expect(setCookie).toMatch(/Path=\/operator\/v1/);
    expect(setCookie).not.toMatch(/Secure/); // outside production

    const me = await app.inject({
      method: "GET",
      url: "/operator/v1/session/me",
      headers: { cookie: `casino_operator=${cookieFrom(done.headers["set-cookie"])}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ operator: { email: o.email }, csrfToken: s.csrfToken });
    expect(me.json().recoveryCodes).toBeUndefined();

    expect((await auditOf(o.id)).map((a) => a.action)).toEqual([
      "operator.created",
      "operator.totp_enrolled",
      "session.signed_in",
    ]);
    expect((await auditOf(o.id)).at(-1)!.ip).toBe(ip);

    // Next time: a code, no enrolment, no recovery codes.
    clock.advance(30_000);
    const next = await post("/operator/v1/session", { email: o.email, password: o.password });
    expect(next.json()).toEqual({ next: "CODE_REQUIRED", challenge: expect.any(String) });
  });

  it("a code is accepted once: the same code again is refused, the next period's code works", async () => {
    const o = await enrolledOperator(app, "support");
    const first = await signIn(app, o);
    expect(first.cookie).toBeTruthy();
    const step = await post("/operator/v1/session", { email: o.email, password: o.password });
    const reused = await post("/operator/v1/session/code", {
      challenge: step.json().challenge,
      code: currentCode(o.totpSecret, clock.now()),
    });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().code).toBe("OPERATOR_CODE_INVALID");
    // The challenge survives a wrong code; the next period's code opens a session.
    clock.advance(30_000);
    const ok = await post("/operator/v1/session/code", {
      challenge: step.json().challenge,
      code: currentCode(o.totpSecret, clock.now()),
    });
    expect(ok.statusCode).toBe(200);
    // A code of two periods ago is outside the ±1 step window.
    const old = currentCode(o.totpSecret, new Date(clock.now().getTime() - 60_000));
    clock.advance(30_000);
    const step2 = await post("/operator/v1/session", { email: o.email, password: o.password });
    expect((await post("/operator/v1/session/code", { challenge: step2.json().challenge, code: old })).json().code).toBe(
      "OPERATOR_CODE_INVALID",
    );
  });

  it("a recovery code signs in once", async () => {
    const o = await freshOperator();
    const step = await post("/operator/v1/session", { email: o.email, password: o.password });
    const enrolled = await post("/operator/v1/session/code", {
      challenge: step.json().challenge,
      code: currentCode(step.json().secret, clock.now()),
    });
    const [code] = enrolled.json().recoveryCodes as string[];
    const s1 = await post("/operator/v1/session", { email: o.email, password: o.password });
    const viaRecovery = await post("/operator/v1/session/code", {
      challenge: s1.json().challenge,
      recoveryCode: code!.toUpperCase(),
    });
    expect(viaRecovery.statusCode).toBe(200);
    const s2 = await post("/operator/v1/session", { email: o.email, password: o.password });
    const again = await post("/operator/v1/session/code", { challenge: s2.json().challenge, recoveryCode: code });
    expect(again.json().code).toBe("OPERATOR_CODE_INVALID");
    const actions = await auditOf(o.id);
    expect(actions.filter((a) => a.action === "session.signed_in").map((a) => a.why)).toEqual(["totp", "recovery code"]);
  });

  it("locks the account for 15 minutes after five failures, whatever the address; every attempt is audited", async () => {
    const o = await enrolledOperator(app, "finance");
    for (let i = 1; i <= 4; i++) {
      const r = await post("/operator/v1/session", { email: o.email, password: `wrong-${i}` });
      expect(r.statusCode).toBe(401);
      expect(r.json().code).toBe("OPERATOR_CREDENTIALS_INVALID");
    }
    // The fifth failure is a wrong code after a right password: it counts too.
    const step = await post("/operator/v1/session", { email: o.email, password: o.password });
    const fifth = await post("/operator/v1/session/code", {
      challenge: step.json().challenge,
      code: "000000" === currentCode(o.totpSecret, clock.now()) ? "111111" : "000000",
    });
    expect(fifth.statusCode).toBe(423);
    expect(fifth.json()).toMatchObject({
      code: "OPERATOR_LOCKED",
      lockedUntil: new Date(clock.now().getTime() + 15 * 60_000).toISOString(),
    });
    // Locked: the right password from another address is refused too.
    const locked = await post("/operator/v1/session", { email: o.email, password: o.password });
    expect(locked.statusCode).toBe(423);
    clock.advance(14 * 60_000);
    expect((await post("/operator/v1/session", { email: o.email, password: o.password })).statusCode).toBe(423);
    clock.advance(61_000);
    await expect(signIn(app, o)).resolves.toBeTruthy();

    const trail = await auditOf(o.id);
    expect(trail.filter((a) => a.action === "session.sign_in_failed").map((a) => a.why)).toEqual([
      "wrong password",
      "wrong password",
      "wrong password",
      "wrong password",
      "wrong code",
    ]);
    expect(trail.filter((a) => a.action === "session.sign_in_refused")).toHaveLength(2);
    expect(trail.at(-1)!.action).toBe("session.signed_in");
  });

  it("an unknown e-mail is refused like a wrong password, and audited with the address given", async () => {
    const r = await post("/operator/v1/session", { email: "nobody@ops.example.com", password: "whatever-it-is" });
    expect(r.statusCode).toBe(401);
    expect(r.json().code).toBe("OPERATOR_CREDENTIALS_INVALID");
    const row = await app.db.one<{ operator_id: string | null; action: string }>(
      "SELECT operator_id, action FROM audit_log WHERE operator_email = 'nobody@ops.example.com'",
    );
    expect(row).toEqual({ operator_id: null, action: "session.sign_in_failed" });
  });

  it("a challenge expires after five minutes", async () => {
    const o = await enrolledOperator(app, "content");
    const step = await post("/operator/v1/session", { email: o.email, password: o.password });
    clock.advance(5 * 60_000 + 1);
    const r = await post("/operator/v1/session/code", {
      challenge: step.json().challenge,
      code: currentCode(o.totpSecret, clock.now()),
    });
    expect(r.json().code).toBe("OPERATOR_CHALLENGE_EXPIRED");
  });
});

describe("operator sessions", () => {
  const me = (headers: Record<string, string>) => app.inject({ method: "GET", url: "/operator/v1/session/me", headers });

  it("answers 401 without a cookie or with a made-up one", async () => {
    const none = await me({});
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ code: "OPERATOR_SESSION_REQUIRED", message: expect.any(String) });
    expect((await me({ cookie: "casino_operator=forged" })).statusCode).toBe(401);
  });

  it("a write needs the session's CSRF token; sign-out ends the session", async () => {
    const o = await enrolledOperator(app, "support");
    const s = await signIn(app, o);
    const noToken = await app.inject({
      method: "POST",
      url: "/operator/v1/session/logout",
      headers: { cookie: s.headers.cookie },
    });
    expect(noToken.statusCode).toBe(403);
    expect(noToken.json().code).toBe("OPERATOR_CSRF_INVALID");
    const wrong = await app.inject({
      method: "POST",
      url: "/operator/v1/session/logout",
      headers: { cookie: s.headers.cookie, "x-csrf-token": `${s.csrf}x` },
    });
    expect(wrong.statusCode).toBe(403);
    expect((await me(s.headers)).statusCode).toBe(200);
    const out = await app.inject({ method: "POST", url: "/operator/v1/session/logout", headers: s.headers });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers["set-cookie"])).toMatch(/casino_operator=;/);
    expect((await me(s.headers)).statusCode).toBe(401);
    expect((await auditOf(o.id)).at(-1)!.action).toBe("session.signed_out");
  });

  it("ends after 30 idle minutes, and 12 hours after sign-in however busy", async () => {
    const o = await enrolledOperator(app, "support");
    const idle = await signIn(app, o);
    clock.advance(29 * 60_000);
    expect((await me(idle.headers)).statusCode).toBe(200);
    clock.advance(29 * 60_000); // 29 minutes after the last call: still alive
    expect((await me(idle.headers)).statusCode).toBe(200);
    clock.advance(30 * 60_000 + 1);
    expect((await me(idle.headers)).statusCode).toBe(401);

    clock.advance(30_000);
    const busy = await signIn(app, o);
    for (let h = 0; h < 12 * 3; h++) {
      clock.advance(20 * 60_000);
      const r = await me(busy.headers);
      expect(r.statusCode).toBe(h < 12 * 3 - 1 ? 200 : 401);
    }
  });
});
