import { expect, it } from "vitest";
import { testApp } from "../../../test/harness.js";

const app = await testApp();

it("reports the database as up", async () => {
  const res = await app.inject({ method: "GET", url: "/health" });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ status: "ok", database: "ok" });
});

it("answers unknown routes with a JSON 404 and a code", async () => {
  const res = await app.inject({ method: "GET", url: "/nowhere" });
  expect(res.statusCode).toBe(404);
  expect(res.json().code).toBe("NOT_FOUND");
});

it("serves the OpenAPI document at /docs", async () => {
  const res = await app.inject({ method: "GET", url: "/docs/json" });
  expect(res.statusCode).toBe(200);
  expect(res.json().paths["/health"]).toBeDefined();
});

it("sends the security headers on answers and on errors", async () => {
  for (const url of ["/health", "/nowhere"]) {
    const res = await app.inject({ method: "GET", url });
    expect(res.headers).toMatchObject({
      "x-content-type-options": "nosniff",
      "x-frame-options": "SAMEORIGIN",
      "strict-transport-security": "max-age=31536000; includeSubDomains",
      "referrer-policy": "no-referrer",
      "cross-origin-opener-policy": "same-origin",
    });
    expect(res.headers["content-security-policy"]).toBeUndefined();
  }
});
