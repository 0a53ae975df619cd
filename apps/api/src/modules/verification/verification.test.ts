import { describe, expect, it } from "vitest";
import { testApp, testClock } from "../../../test/harness.js";
import type { AppError } from "../../platform/errors.js";

const clock = testClock();
const app = await testApp({ clock });
const v = app.services.verification;

async function refusal(p: Promise<unknown>) {
  const err = (await p.then(
    () => null,
    (e: unknown) => e,
  )) as AppError | null;
  if (!err) throw new Error("expected a refusal");
  return { status: err.status, ...err.toBody() };
}

describe("verification codes", () => {
  it("issues a numeric code that works exactly once", async () => {
    const issued = await v.issue({ purpose: "test-once", subject: "p1", ttlSeconds: 600, payload: { playerId: "p1" } });
    expect(issued.code).toMatch(/^\d{7}$/);
    expect(issued.ttl).toBe(600);
    expect(issued.token.length).toBeGreaterThanOrEqual(32);
    const ok = await v.consume("test-once", issued.token, issued.code);
    expect(ok).toMatchObject({ subject: "p1", payload: { playerId: "p1" } });
    expect(await refusal(v.consume("test-once", issued.token, issued.code))).toMatchObject({
      status: 400,
      code: "INVALID_TOKEN",
    });
  });

  it("counts wrong tries and answers 423 once they are used up", async () => {
    const issued = await v.issue({ purpose: "test-tries", subject: "p2", ttlSeconds: 600, tries: 3 });
    const wrong = issued.code === "000000" ? "000001" : "000000";
    expect(await refusal(v.consume("test-tries", issued.token, wrong))).toMatchObject({
      status: 400,
      code: "INVALID_CODE",
      triesLeft: 2,
    });
    expect(await refusal(v.consume("test-tries", issued.token, wrong))).toMatchObject({
      status: 400,
      code: "INVALID_CODE",
      triesLeft: 1,
    });
    expect(await refusal(v.consume("test-tries", issued.token, wrong))).toMatchObject({ status: 423, code: "NO_RETRIES" });
    // Even the right code is refused now.
    expect(await refusal(v.consume("test-tries", issued.token, issued.code))).toMatchObject({ status: 423, code: "NO_RETRIES" });
  });

  it("expires a code (423) and a resend brings a fresh one behind the same token", async () => {
    const issued = await v.issue({ purpose: "test-exp", subject: "p3", ttlSeconds: 120 });
    clock.advance(121_000);
    expect(await refusal(v.consume("test-exp", issued.token, issued.code))).toMatchObject({ status: 423, code: "CODE_EXPIRED" });
    const again = await v.resend("test-exp", issued.token, { ttlSeconds: 120 });
    expect(again.token).toBe(issued.token);
    expect(again.subject).toBe("p3");
    if (again.code !== issued.code) {
      expect(await refusal(v.consume("test-exp", issued.token, issued.code))).toMatchObject({
        status: 400,
        code: "INVALID_CODE",
      });
    }
    expect(await v.consume("test-exp", issued.token, again.code)).toMatchObject({ subject: "p3" });
  });

  it("refuses a resend too soon (503) and after too many sends (423)", async () => {
    const issued = await v.issue({ purpose: "test-resend", subject: "p4", ttlSeconds: 600 });
    expect(await refusal(v.resend("test-resend", issued.token, { ttlSeconds: 600, minIntervalSeconds: 30 }))).toMatchObject({
      status: 503,
      code: "RATE_LIMITED",
    });
    for (let i = 0; i < 2; i++) {
      clock.advance(31_000);
      await v.resend("test-resend", issued.token, { ttlSeconds: 600, maxSends: 3 });
    }
    clock.advance(31_000);
    expect(await refusal(v.resend("test-resend", issued.token, { ttlSeconds: 600, maxSends: 3 }))).toMatchObject({
      status: 423,
      code: "NO_RETRIES",
    });
  });

  it("refuses an unknown token and a token of another purpose", async () => {
    expect(await refusal(v.consume("test-x", "nope", "123456"))).toMatchObject({ status: 400, code: "INVALID_TOKEN" });
    const issued = await v.issue({ purpose: "test-a", subject: "p5", ttlSeconds: 600 });
    expect(await refusal(v.consume("test-b", issued.token, issued.code))).toMatchObject({ status: 400, code: "INVALID_TOKEN" });
  });

  it("a new code for the same subject ends the older one", async () => {
    const first = await v.issue({ purpose: "test-new", subject: "p6", ttlSeconds: 600 });
    const second = await v.issue({ purpose: "test-new", subject: "p6", ttlSeconds: 600 });
    expect(await refusal(v.consume("test-new", first.token, first.code))).toMatchObject({ code: "INVALID_TOKEN" });
    expect(await v.consume("test-new", second.token, second.code)).toMatchObject({ subject: "p6" });
  });

  it("limits codes per subject and hour (503)", async () => {
    for (let i = 0; i < 3; i++) await v.issue({ purpose: "test-hour", subject: "p7", ttlSeconds: 600, maxPerHour: 3 });
    expect(await refusal(v.issue({ purpose: "test-hour", subject: "p7", ttlSeconds: 600, maxPerHour: 3 }))).toMatchObject({
      status: 503,
      code: "RATE_LIMITED",
    });
    clock.advance(3_601_000);
    await v.issue({ purpose: "test-hour", subject: "p7", ttlSeconds: 600, maxPerHour: 3 });
  });

  it("verifies in two steps: check, then complete with the same token", async () => {
    const issued = await v.issue({ purpose: "test-2step", subject: "p8", ttlSeconds: 600 });
    expect(await refusal(v.completeVerified("test-2step", issued.token))).toMatchObject({ code: "INVALID_TOKEN" });
    await v.verify("test-2step", issued.token, issued.code, 900);
    const wrong = issued.code === "000000" ? "000001" : "000000";
    expect(await refusal(v.completeVerified("test-2step", issued.token, wrong))).toMatchObject({
      status: 400,
      code: "INVALID_CODE",
    });
    expect(await v.completeVerified("test-2step", issued.token, issued.code)).toMatchObject({ subject: "p8" });
    expect(await refusal(v.completeVerified("test-2step", issued.token))).toMatchObject({ code: "INVALID_TOKEN" });
  });

  it("stores neither the token nor the code in clear", async () => {
    const issued = await v.issue({ purpose: "test-clear", subject: "p9", ttlSeconds: 600 });
    const rows = await app.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM verification_codes WHERE encode(token_hash, 'escape') LIKE $1 OR payload::text LIKE $2",
      [`%${issued.token}%`, `%${issued.code}%`],
    );
    expect(rows[0]!.n).toBe(0);
  });
});
