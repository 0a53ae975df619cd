import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { testApp } from "../../../test/harness.js";
import { nextIp } from "./testing.js";

const app = await testApp();

/** Every access call, with the shapes a client might send. */
const CALLS: { method: "GET" | "POST"; url: (seg: string) => string }[] = [
  { method: "POST", url: () => "/account/v1/register/email" },
  { method: "POST", url: () => "/account/v1/register/phone-number" },
  { method: "POST", url: () => "/account/v1/register" },
  { method: "GET", url: (s) => `/account/v1/register/email/resend/${s}` },
  { method: "GET", url: (s) => `/account/v1/register/email/validate/${s}/${s}` },
  { method: "GET", url: (s) => `/account/v1/register/phone-number/resend/${s}` },
  { method: "GET", url: (s) => `/account/v1/register/phone-number/validate/${s}/123456` },
  { method: "POST", url: () => "/session/v1/login" },
  { method: "POST", url: (s) => `/session/v1/language/${s}` },
  { method: "POST", url: (s) => `/session/v1/validate/${s}` },
  { method: "GET", url: () => "/api/needToRefresh" },
  { method: "POST", url: (s) => `/account/v1/recovery/${s}` },
  { method: "POST", url: () => "/account/v1/recovery/email" },
  { method: "POST", url: () => "/account/v1/recovery/phone-number" },
  { method: "GET", url: (s) => `/account/v1/recovery/email/resend/${s}` },
  { method: "GET", url: (s) => `/account/v1/recovery/phone-number/validate/${s}/${s}` },
  { method: "POST", url: (s) => `/account/v1/recovery/email/update/${s}` },
  { method: "POST", url: (s) => `/account/v1/recovery/phone-number/update/${s}/${s}` },
  { method: "GET", url: () => "/captcha/v1/challenge" },
];

const fieldValue = fc.oneof(
  fc.string({ maxLength: 120 }),
  fc.constantFrom(
    "UKR",
    "EST",
    "IND",
    "EUR",
    "UAH",
    "a@b.io",
    "+380671234567",
    "FSUA12345678",
    "FSCW123456UKR",
    "Secret-1234",
    "",
  ),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
);
const KEYS = [
  "email",
  "phoneNumber",
  "password",
  "passwordNew",
  "country",
  "currency",
  "promocode",
  "recaptchaToken",
  "username",
  "identifier",
  "showBonus",
];
const body = fc.oneof(
  fc.dictionary(fc.constantFrom(...KEYS), fieldValue, { maxKeys: 8 }),
  fc.dictionary(fc.string({ maxLength: 10 }), fieldValue, { maxKeys: 4 }),
  fieldValue,
);
const segment = fc.oneof(
  fc.stringMatching(/^[A-Za-z0-9_-]{1,40}$/),
  fc.constantFrom("email", "phone-number", "en", "de", "xx", "0"),
);

describe("access calls under random input", () => {
  it("answer 2xx, or 4xx with a code, never 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...CALLS), segment, body, fc.boolean(), async (call, seg, payload, asText) => {
        const res = await app.inject({
          method: call.method,
          url: call.url(encodeURIComponent(seg)),
          remoteAddress: nextIp(),
          ...(call.method === "POST"
            ? asText
              ? { payload: JSON.stringify(payload).slice(0, -1), headers: { "content-type": "application/json" } }
              : { payload: JSON.stringify(payload), headers: { "content-type": "application/json" } }
            : {}),
        });
        expect(res.statusCode, `${call.method} ${call.url(seg)} ${JSON.stringify(payload)} → ${res.body}`).toBeLessThan(500);
        if (res.statusCode >= 400) expect(typeof res.json().code).toBe("string");
      }),
      { numRuns: 400 },
    );
  });
});
