import { DETAIL_KEYS } from "@casino/contracts/profile";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { insertPlayer } from "../../../test/fixtures.js";
import { testApp } from "../../../test/harness.js";

const app = await testApp();

/** The profile, contact, site and content calls, with the shapes a client might send. */
const CALLS: { method: "GET" | "POST"; url: (seg: string) => string }[] = [
  { method: "GET", url: () => "/account/v1/details" },
  { method: "POST", url: () => "/account/v1/details" },
  { method: "POST", url: () => "/account/v1/details/phone-number" },
  { method: "GET", url: (s) => `/account/v1/details/phone-number/validate/${s}/${s}` },
  { method: "POST", url: () => "/account/v1/details/email" },
  { method: "GET", url: (s) => `/account/v1/details/email/resend/${s}` },
  { method: "GET", url: (s) => `/account/v1/details/email/validate/${s}/123456` },
  { method: "GET", url: () => "/account/v1/details/withdrawal-status" },
  { method: "POST", url: () => "/account/v1/credentials" },
  { method: "GET", url: (s) => `/data/v1/config?region=${s}` },
  { method: "GET", url: (s) => `/seo/v1/content/${s}.json` },
  { method: "GET", url: (s) => `/seo/v1/content/en/${s}` },
  { method: "GET", url: (s) => `/seo/v1/content/${s}/${s}` },
];

const fieldValue = fc.oneof(
  fc.string({ maxLength: 120 }),
  fc.constantFrom("24/02/1990", "1990-02-30", "2020-01-01", "M", "f", "EST", "xyz", "+37255512345", "a@b.io", "true", ""),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
);
const KEYS = [...DETAIL_KEYS, "LOCATION.CITY", "phoneNumber", "email", "recaptchaToken", "password", "passwordNew"];
const body = fc.oneof(
  fc.dictionary(fc.constantFrom(...KEYS), fieldValue, { maxKeys: 8 }),
  fc.dictionary(fc.string({ maxLength: 10 }), fieldValue, { maxKeys: 4 }),
  fieldValue,
);
const segment = fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{1,40}$/), fc.constantFrom("en", "xx", "faq", "UKR", "0"));

describe("profile calls under random input", () => {
  it("answer 2xx/304, or 4xx with a code, or 503 RATE_LIMITED — never another 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...CALLS), segment, body, fc.boolean(), async (call, seg, payload, asText) => {
        const playerId = await insertPlayer(app.db);
        const { token } = await app.services.session.start(playerId, null);
        const res = await app.inject({
          method: call.method,
          url: call.url(encodeURIComponent(seg)),
          headers: { authorization: `Bearer ${token}`, ...(asText ? { "content-type": "application/json" } : {}) },
          ...(call.method === "POST" ? { payload: asText ? JSON.stringify(payload) : (payload as object) } : {}),
        });
        const json = res.body ? res.json() : {};
        if (res.statusCode >= 400) expect(json.code, `${call.method} ${res.statusCode} ${res.body}`).toEqual(expect.any(String));
        if (res.statusCode >= 500) expect(json.code, `${call.method} ${res.body}`).toBe("RATE_LIMITED");
      }),
      { numRuns: 150 },
    );
  });
});
