import { describe, expect, it } from "vitest";
import { testApp, testClock } from "../../../test/harness.js";
import { CHALLENGE_TTL_MS } from "./service.js";
import { solvedToken } from "./testing.js";

const clock = testClock(new Date());
const app = await testApp({ clock, config: { CAPTCHA_DISABLED: false } });

describe("captcha", () => {
  it("serves an ALTCHA challenge that expires in a few minutes", async () => {
    const res = await app.inject({ method: "GET", url: "/captcha/v1/challenge" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const c = res.json();
    expect(c).toMatchObject({ algorithm: "SHA-256", maxnumber: 50_000 });
    expect(c.challenge).toMatch(/^[0-9a-f]{64}$/);
    const expires = Number(new URLSearchParams(c.salt.split("?")[1]).get("expires"));
    expect(expires * 1000 - clock.now().getTime()).toBeGreaterThan(60_000);
    expect(expires * 1000 - clock.now().getTime()).toBeLessThanOrEqual(CHALLENGE_TTL_MS);
  });

  it("accepts a real solution once and refuses it the second time", async () => {
    const token = await solvedToken(app);
    await expect(app.services.captcha.verify(token)).resolves.toBeUndefined();
    await expect(app.services.captcha.verify(token)).rejects.toMatchObject({ status: 400, code: "CAPTCHA_USED" });
  });

  it("refuses a missing, malformed, forged or expired token", async () => {
    await expect(app.services.captcha.verify(undefined)).rejects.toMatchObject({ status: 400, code: "CAPTCHA_REQUIRED" });
    await expect(app.services.captcha.verify("%%%not-base64")).rejects.toMatchObject({ status: 400, code: "CAPTCHA_INVALID" });
    const token = await solvedToken(app);
    const forged = JSON.parse(Buffer.from(token, "base64").toString());
    forged.number += 1;
    await expect(app.services.captcha.verify(Buffer.from(JSON.stringify(forged)).toString("base64"))).rejects.toMatchObject({
      code: "CAPTCHA_INVALID",
    });
    const late = await solvedToken(app);
    clock.advance(CHALLENGE_TTL_MS + 1000);
    await expect(app.services.captcha.verify(late)).rejects.toMatchObject({ status: 400, code: "CAPTCHA_EXPIRED" });
  });
});
