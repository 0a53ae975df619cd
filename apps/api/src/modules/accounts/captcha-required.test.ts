import { describe, expect, it } from "vitest";
import { testApp } from "../../../test/harness.js";
import { solvedToken } from "../captcha/testing.js";
import { activePlayer, nextIp } from "./testing.js";

// The real proof of work, as in production: every call that sends recaptchaToken verifies it.
const app = await testApp({ config: { CAPTCHA_DISABLED: false } });
const post = (url: string, payload: object) => app.inject({ method: "POST", url, payload, remoteAddress: nextIp() });

describe("captcha on the access calls", () => {
  it("registration needs a solved challenge, and a solution works only once", async () => {
    const missing = await post("/account/v1/register/email", {
      email: "cap1@example.com",
      password: "Secret-1234",
      country: "EST",
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe("CAPTCHA_REQUIRED");

    const token = await solvedToken(app);
    const ok = await post("/account/v1/register/email", {
      email: "cap1@example.com",
      password: "Secret-1234",
      country: "EST",
      recaptchaToken: token,
    });
    expect(ok.statusCode).toBe(200);

    const reused = await post("/account/v1/register", { country: "EST", recaptchaToken: token });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe("CAPTCHA_USED");

    const forged = await post("/account/v1/register/phone-number", {
      phoneNumber: "380671234567",
      password: "Secret-1234",
      country: "UKR",
      recaptchaToken: Buffer.from('{"algorithm":"SHA-256","challenge":"00","number":1,"salt":"x","signature":"y"}').toString(
        "base64",
      ),
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe("CAPTCHA_INVALID");
  });

  it("login needs a solved challenge", async () => {
    const p = await activePlayer(app.db);
    const missing = await post("/session/v1/login", { username: p.customerId, password: p.password });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe("CAPTCHA_REQUIRED");
    const ok = await post("/session/v1/login", {
      username: p.customerId,
      password: p.password,
      recaptchaToken: await solvedToken(app),
    });
    expect(ok.statusCode).toBe(200);
  });

  it("recovery needs a solved challenge", async () => {
    const missing = await post("/account/v1/recovery/email", { email: "cap2@example.com" });
    expect(missing.json().code).toBe("CAPTCHA_REQUIRED");
    const ok = await post("/account/v1/recovery/email", { email: "cap2@example.com", recaptchaToken: await solvedToken(app) });
    expect(ok.statusCode).toBe(200);
  });
});
