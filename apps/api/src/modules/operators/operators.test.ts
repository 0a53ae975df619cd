import { describe, expect, it } from "vitest";
import { testApp, testClock } from "../../../test/harness.js";
import { enrolledOperator, operatorIp, sessionOf, signIn } from "../../../test/operators.js";
import { currentCode } from "./totp.js";

const clock = testClock();
const app = await testApp({ clock });
const admin = await enrolledOperator(app, "admin");
const adminSession = await sessionOf(app, admin.id);

const call = (method: "GET" | "POST", url: string, payload?: object, headers = adminSession.headers) =>
  app.inject({ method, url, payload, headers, remoteAddress: "203.0.113.7" });
const lastAudit = async (objectId: string) =>
  app.db.one<{ action: string; operator_id: string; before: unknown; after: unknown; reason: string; ip: string }>(
    "SELECT action, operator_id::text AS operator_id, before, after, reason, ip FROM audit_log WHERE object_id = $1 ORDER BY id DESC LIMIT 1",
    [objectId],
  );

describe("operator accounts (admins)", () => {
  it("creates an operator with a one-time password, who then signs in and enrols", async () => {
    const res = await call("POST", "/operator/v1/operators", {
      email: "Finn@Ops.Example.com",
      role: "finance",
      reason: "new hire",
    });
    expect(res.statusCode).toBe(200);
    const { operator, password } = res.json();
    expect(operator).toMatchObject({ email: "finn@ops.example.com", role: "finance", totpEnrolled: false, disabledAt: null });
    expect(password).toMatch(/^[\w-]{20,}$/);
    expect(await lastAudit(operator.id)).toMatchObject({
      action: "operator.created",
      operator_id: admin.id,
      after: { email: "finn@ops.example.com", role: "finance", totpEnrolled: false, disabled: false },
      reason: "new hire",
      ip: "203.0.113.7",
    });
    const step = await app.inject({
      method: "POST",
      url: "/operator/v1/session",
      payload: { email: "finn@ops.example.com", password },
      remoteAddress: operatorIp(),
    });
    expect(step.json().next).toBe("TOTP_ENROLMENT_REQUIRED");

    const dup = await call("POST", "/operator/v1/operators", { email: "FINN@ops.example.com", role: "support" });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().code).toBe("OPERATOR_EMAIL_TAKEN");
    const weak = await call("POST", "/operator/v1/operators", {
      email: "weak@ops.example.com",
      role: "support",
      password: "short",
    });
    expect(weak.statusCode).toBe(400);

    const list = await call("GET", "/operator/v1/operators");
    expect(list.json().operators.map((o: { email: string }) => o.email)).toContain("finn@ops.example.com");
    expect(JSON.stringify(list.json())).not.toMatch(/password|totp_secret|recovery/i);
  });

  it("changing a role is audited before and after, and ends the operator's sessions (their menus change)", async () => {
    const o = await enrolledOperator(app, "support");
    const s = await signIn(app, o);
    const res = await call("POST", `/operator/v1/operators/${o.id}/role`, { role: "compliance", reason: "moved to KYC desk" });
    expect(res.statusCode).toBe(200);
    expect(res.json().operator.role).toBe("compliance");
    expect(await lastAudit(o.id)).toMatchObject({
      action: "operator.role_changed",
      before: { role: "support" },
      after: { role: "compliance" },
      reason: "moved to KYC desk",
    });
    expect((await app.inject({ method: "GET", url: "/operator/v1/session/me", headers: s.headers })).statusCode).toBe(401);
    clock.advance(30_000);
    const again = await signIn(app, o);
    const me = await app.inject({ method: "GET", url: "/operator/v1/session/me", headers: again.headers });
    expect(me.json().permissions).toContain("kyc.review");

    const noReason = await call("POST", `/operator/v1/operators/${o.id}/role`, { role: "support" });
    expect(noReason.statusCode).toBe(400);
  });

  it("disabling ends the operator's sessions at once and refuses their sign-in", async () => {
    const o = await enrolledOperator(app, "finance");
    clock.advance(30_000);
    const s = await signIn(app, o);
    const res = await call("POST", `/operator/v1/operators/${o.id}/disable`, { reason: "left the company" });
    expect(res.statusCode).toBe(200);
    expect(res.json().operator.disabledAt).toBe(clock.now().toISOString());
    expect((await lastAudit(o.id))!.after).toMatchObject({ disabled: true, sessionsEnded: 1 });
    expect((await app.inject({ method: "GET", url: "/operator/v1/session/me", headers: s.headers })).statusCode).toBe(401);
    const step = await app.inject({
      method: "POST",
      url: "/operator/v1/session",
      payload: { email: o.email, password: o.password },
      remoteAddress: operatorIp(),
    });
    expect(step.json().code).toBe("OPERATOR_CREDENTIALS_INVALID");

    // Enabled again: they sign in as before.
    const back = await call("POST", `/operator/v1/operators/${o.id}/enable`, { reason: "came back" });
    expect(back.json().operator.disabledAt).toBeNull();
    expect(await lastAudit(o.id)).toMatchObject({
      action: "operator.enabled",
      before: { disabled: true },
      after: { disabled: false },
    });
    clock.advance(30_000);
    await expect(signIn(app, o)).resolves.toBeTruthy();
  });

  it("resetting the authenticator makes the operator enrol again with a new key", async () => {
    const o = await enrolledOperator(app, "content");
    const res = await call("POST", `/operator/v1/operators/${o.id}/reset-totp`, { reason: "lost phone" });
    expect(res.json().operator.totpEnrolled).toBe(false);
    const step = await app.inject({
      method: "POST",
      url: "/operator/v1/session",
      payload: { email: o.email, password: o.password },
      remoteAddress: operatorIp(),
    });
    expect(step.json().next).toBe("TOTP_ENROLMENT_REQUIRED");
    expect(step.json().secret).not.toBe(o.totpSecret);
    const oldKey = await app.inject({
      method: "POST",
      url: "/operator/v1/session/code",
      payload: { challenge: step.json().challenge, code: currentCode(o.totpSecret, clock.now()) },
      remoteAddress: operatorIp(),
    });
    expect(oldKey.statusCode).toBe(401);
  });

  it("an admin cannot demote or disable themself; unknown operators are 404", async () => {
    const self = await call("POST", `/operator/v1/operators/${admin.id}/disable`, { reason: "oops" });
    expect(self.statusCode).toBe(409);
    expect(self.json().code).toBe("OPERATOR_SELF_CHANGE");
    const missing = await call("POST", "/operator/v1/operators/00000000-0000-4000-8000-000000000000/role", {
      role: "admin",
      reason: "nobody",
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe("OPERATOR_NOT_FOUND");
  });

  it("other roles are refused with 403 whatever they send", async () => {
    const f = await enrolledOperator(app, "finance");
    const s = await sessionOf(app, f.id);
    const res = await call("POST", "/operator/v1/operators", { email: "x@ops.example.com", role: "admin" }, s.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: "OPERATOR_FORBIDDEN", permission: "operators.manage" });
    expect(await app.db.one("SELECT 1 FROM operators WHERE email = 'x@ops.example.com'")).toBeUndefined();
  });
});

describe("the audit page", () => {
  it("filters by operator, action, object and dates, newest first, with paging", async () => {
    const o = await enrolledOperator(app, "support");
    await call("POST", `/operator/v1/operators/${o.id}/role`, { role: "content", reason: "audit page test" });
    await call("POST", `/operator/v1/operators/${o.id}/disable`, { reason: "audit page test" });
    const byObject = await call("GET", `/operator/v1/audit?objectType=operator&objectId=${o.id}`);
    expect(byObject.json().entries.map((e: { action: string }) => e.action)).toEqual([
      "operator.disabled",
      "operator.role_changed",
      "operator.created",
    ]);
    const byAction = await call("GET", `/operator/v1/audit?action=operator.role&operator=${admin.id}&pageSize=1`);
    expect(byAction.json()).toMatchObject({ page: 1, pageSize: 1 });
    expect(byAction.json().entries[0]).toMatchObject({ action: "operator.role_changed", operatorEmail: admin.email });
    const byEmail = await call(
      "GET",
      `/operator/v1/audit?operator=${encodeURIComponent(admin.email.slice(0, 8))}&objectId=${o.id}`,
    );
    expect(byEmail.json().total).toBe(2);
    const today = clock.now().toISOString().slice(0, 10);
    expect((await call("GET", `/operator/v1/audit?objectId=${o.id}&from=${today}&to=${today}`)).json().total).toBe(3);
    expect((await call("GET", `/operator/v1/audit?objectId=${o.id}&to=2000-01-01`)).json().total).toBe(0);
    const oldestFirst = await call("GET", `/operator/v1/audit?objectId=${o.id}&sort=at`);
    expect(oldestFirst.json().entries[0].action).toBe("operator.created");
    expect((await call("GET", "/operator/v1/audit/verify")).json()).toMatchObject({ ok: true, firstBroken: null });
  });
});

describe("npm run ops against a running casino (PGlite)", () => {
  const ops = { "x-ops-token": "ops-dev-token-change-me", "x-operator-name": "root" };
  it("operator:create goes through /operator/v1/command/operators from this machine only, audited as the command line", async () => {
    const far = await app.inject({
      method: "POST",
      url: "/operator/v1/command/operators",
      headers: ops,
      payload: { email: "cli-made@ops.example.com", role: "admin" },
      remoteAddress: "198.51.100.9",
    });
    expect(far.statusCode).toBe(403);
    const res = await app.inject({
      method: "POST",
      url: "/operator/v1/command/operators",
      headers: ops,
      payload: { email: "cli-made@ops.example.com", role: "admin" },
      remoteAddress: "127.0.0.1",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().password).toBeTruthy();
    expect(await lastAudit(res.json().operator.id)).toMatchObject({ action: "operator.created", operator_id: null });
    const row = await app.db.one<{ operator_email: string }>("SELECT operator_email FROM audit_log WHERE object_id = $1", [
      res.json().operator.id,
    ]);
    expect(row!.operator_email).toBe("cli:root");
    const verify = await app.inject({
      method: "GET",
      url: "/operator/v1/command/audit/verify",
      headers: ops,
      remoteAddress: "127.0.0.1",
    });
    expect(verify.json()).toMatchObject({ ok: true, firstBroken: null });
  });
});
