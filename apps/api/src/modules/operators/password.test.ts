import { describe, expect, it } from "vitest";
import { testApp, testClock } from "../../../test/harness.js";
import { enrolledOperator, operatorIp, sessionOf, signIn } from "../../../test/operators.js";
import { MAX_FAILURES } from "./sessions.js";

const clock = testClock();
const app = await testApp({ clock });
const admin = await enrolledOperator(app, "admin");
const adminSession = await sessionOf(app, admin.id);

const post = (url: string, payload: object, headers: Record<string, string>) =>
  app.inject({ method: "POST", url, payload, headers, remoteAddress: operatorIp() });
const me = (headers: Record<string, string>) => app.inject({ method: "GET", url: "/operator/v1/session/me", headers });
const passwordStep = (email: string, password: string) =>
  app.inject({ method: "POST", url: "/operator/v1/session", payload: { email, password }, remoteAddress: operatorIp() });
const auditOf = async (objectId: string) =>
  app.db.query<{ action: string; operator_id: string | null; before: unknown; after: unknown; reason: string | null }>(
    "SELECT action, operator_id::text AS operator_id, before, after, reason FROM audit_log WHERE object_id = $1 ORDER BY id",
    [objectId],
  );

const NEW = "A-brand-new-passphrase-42";

describe("an operator changes their own password", () => {
  it("works for any role: the old password stops working, the other sessions end, this one stays, one audit row", async () => {
    const o = await enrolledOperator(app, "support");
    const current = await signIn(app, o);
    clock.advance(30_000);
    const other = await signIn(app, o);
    const res = await post("/operator/v1/session/password", { currentPassword: o.password, newPassword: NEW }, current.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, sessionsEnded: 1 });

    expect((await me(current.headers)).statusCode).toBe(200);
    expect((await me(other.headers)).statusCode).toBe(401);
    const old = await passwordStep(o.email, o.password);
    expect(old.statusCode).toBe(401);
    expect(old.json().code).toBe("OPERATOR_CREDENTIALS_INVALID");
    expect((await passwordStep(o.email, NEW)).json().next).toBe("CODE_REQUIRED");
    clock.advance(30_000);
    await expect(signIn(app, { ...o, password: NEW })).resolves.toBeTruthy();

    const rows = (await auditOf(o.id)).filter((r) => r.action.startsWith("operator.password"));
    expect(rows).toEqual([
      {
        action: "operator.password_changed",
        operator_id: o.id,
        before: null,
        after: { by: "self", sessionsEnded: 1 },
        reason: null,
      },
    ]);
    const all = JSON.stringify(await app.db.query("SELECT before, after, reason FROM audit_log"));
    expect(all).not.toContain(NEW);
    expect(all).not.toContain(o.password);
  });

  it("refuses a wrong current password with OPERATOR_PASSWORD_WRONG, counted toward the lockout", async () => {
    const o = await enrolledOperator(app, "finance");
    const s = await sessionOf(app, o.id);
    const wrong = await post(
      "/operator/v1/session/password",
      { currentPassword: "not-my-password!", newPassword: NEW },
      s.headers,
    );
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ code: "OPERATOR_PASSWORD_WRONG", message: expect.any(String) });
    expect((await me(s.headers)).statusCode).toBe(200); // the session goes on
    expect((await auditOf(o.id)).at(-1)).toMatchObject({
      action: "operator.password_change_failed",
      after: { why: "wrong current password" },
    });
    const row = await app.db.one<{ failed_attempts: number }>("SELECT failed_attempts FROM operators WHERE id = $1", [o.id]);
    expect(row!.failed_attempts).toBe(1);

    for (let i = 2; i < MAX_FAILURES; i++) {
      const r = await post(
        "/operator/v1/session/password",
        { currentPassword: `wrong-${i}-xxxxxx`, newPassword: NEW },
        s.headers,
      );
      expect(r.json().code).toBe("OPERATOR_PASSWORD_WRONG");
    }
    const last = await post("/operator/v1/session/password", { currentPassword: "wrong-last-xxxx", newPassword: NEW }, s.headers);
    expect(last.statusCode).toBe(423);
    expect(last.json().code).toBe("OPERATOR_LOCKED");
    // Locked: even the right password is not checked until the lock lifts; sign-in is refused too.
    const right = await post("/operator/v1/session/password", { currentPassword: o.password, newPassword: NEW }, s.headers);
    expect(right.json().code).toBe("OPERATOR_LOCKED");
    expect((await passwordStep(o.email, o.password)).json().code).toBe("OPERATOR_LOCKED");
    expect((await passwordStep(o.email, NEW)).json().code).toBe("OPERATOR_LOCKED");
  });

  it("refuses a weak or unchanged new password and asks for the session's CSRF token", async () => {
    const o = await enrolledOperator(app, "content");
    const s = await sessionOf(app, o.id);
    const weak = await post("/operator/v1/session/password", { currentPassword: o.password, newPassword: "short" }, s.headers);
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ code: "VALIDATION_ERROR", fields: [{ field: "newPassword" }] });
    // The service checks the policy too (for callers other than the route).
    await expect(
      app.services.operators.changePassword(
        { id: o.id, email: o.email, role: o.role, permissions: [], sessionId: "00000000-0000-4000-8000-000000000000", ip: null },
        { currentPassword: o.password, newPassword: "x".repeat(11) },
      ),
    ).rejects.toMatchObject({ status: 400, code: "OPERATOR_PASSWORD_WEAK" });
    const same = await post("/operator/v1/session/password", { currentPassword: o.password, newPassword: o.password }, s.headers);
    expect(same.statusCode).toBe(409);
    expect(same.json().code).toBe("OPERATOR_PASSWORD_UNCHANGED");
    const noCsrf = await post(
      "/operator/v1/session/password",
      { currentPassword: o.password, newPassword: NEW },
      { cookie: s.headers.cookie },
    );
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.json().code).toBe("OPERATOR_CSRF_INVALID");
    const anonymous = await post("/operator/v1/session/password", { currentPassword: o.password, newPassword: NEW }, {});
    expect(anonymous.statusCode).toBe(401);
    // None of them changed it.
    expect((await passwordStep(o.email, o.password)).json().next).toBe("CODE_REQUIRED");
  });
});

describe("an admin sets a new password for another operator", () => {
  it("works with a reason, ends their sessions, lifts a lockout and is audited without the password", async () => {
    const o = await enrolledOperator(app, "compliance");
    const s = await signIn(app, o);
    for (let i = 0; i < MAX_FAILURES; i++) await passwordStep(o.email, `forgotten-${i}`);
    expect((await passwordStep(o.email, o.password)).json().code).toBe("OPERATOR_LOCKED");

    const res = await post(
      `/operator/v1/operators/${o.id}/password`,
      { newPassword: NEW, reason: "forgot it, called the desk" },
      adminSession.headers,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().operator).toMatchObject({ id: o.id, lockedUntil: null });
    expect((await me(s.headers)).statusCode).toBe(401);
    expect((await passwordStep(o.email, o.password)).json().code).toBe("OPERATOR_CREDENTIALS_INVALID");
    clock.advance(30_000);
    await expect(signIn(app, { ...o, password: NEW })).resolves.toBeTruthy();

    const row = (await auditOf(o.id)).find((r) => r.action === "operator.password_set");
    expect(row).toMatchObject({
      operator_id: admin.id,
      after: { role: "compliance", sessionsEnded: 1 },
      reason: "forgot it, called the desk",
    });
    expect(JSON.stringify(row)).not.toContain(NEW);
  });

  it("refuses a weak password, a missing reason, an unknown operator, and the admin themself", async () => {
    const o = await enrolledOperator(app, "support");
    const weak = await post(
      `/operator/v1/operators/${o.id}/password`,
      { newPassword: "short", reason: "x y z" },
      adminSession.headers,
    );
    expect(weak.statusCode).toBe(400);
    expect(weak.json().code).toBe("VALIDATION_ERROR");
    await expect(
      app.services.operators.setPassword({ id: admin.id, email: admin.email, ip: null }, o.id, "tiny", "reason"),
    ).rejects.toMatchObject({ code: "OPERATOR_PASSWORD_WEAK" });
    const noReason = await post(`/operator/v1/operators/${o.id}/password`, { newPassword: NEW }, adminSession.headers);
    expect(noReason.statusCode).toBe(400);
    const missing = await post(
      "/operator/v1/operators/00000000-0000-4000-8000-000000000000/password",
      { newPassword: NEW, reason: "nobody" },
      adminSession.headers,
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe("OPERATOR_NOT_FOUND");
    const self = await post(
      `/operator/v1/operators/${admin.id}/password`,
      { newPassword: NEW, reason: "mine" },
      adminSession.headers,
    );
    expect(self.statusCode).toBe(409);
    expect(self.json()).toMatchObject({ code: "OPERATOR_SELF_CHANGE", message: expect.stringMatching(/your own password/) });
    expect((await passwordStep(o.email, o.password)).json().next).toBe("CODE_REQUIRED");
  });

  it("other roles are refused with 403 OPERATOR_FORBIDDEN", async () => {
    const target = await enrolledOperator(app, "content");
    for (const role of ["finance", "compliance", "support", "content"] as const) {
      const x = await enrolledOperator(app, role);
      const s = await sessionOf(app, x.id);
      const res = await post(
        `/operator/v1/operators/${target.id}/password`,
        { newPassword: NEW, reason: "take over" },
        s.headers,
      );
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: "OPERATOR_FORBIDDEN", permission: "operators.manage" });
    }
    expect((await passwordStep(target.email, target.password)).json().next).toBe("CODE_REQUIRED");
    expect((await auditOf(target.id)).map((r) => r.action)).toEqual(["operator.created"]);
  });
});
