import type { AddressInfo } from "node:net";
import Fastify from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { buildBackoffice, CONTENT_SECURITY_POLICY } from "./app.js";

/** A stand-in api that tells what it received. */
const api = Fastify();
api.all("/operator/v1/*", async (req, reply) => {
  reply.header("set-cookie", ["casino_operator=abc; Path=/operator/v1; HttpOnly; SameSite=Strict", "other=1"]);
  return {
    method: req.method,
    url: req.url,
    body: req.body ?? null,
    cookie: req.headers.cookie ?? null,
    csrf: req.headers["x-csrf-token"] ?? null,
    forwardedFor: req.headers["x-forwarded-for"] ?? null,
    host: req.headers.host,
  };
});
api.get("/data/v1/content/images/:id", async (_req, reply) => reply.type("image/png").send(Buffer.from([137, 80, 78, 71])));
await api.listen({ host: "127.0.0.1", port: 0 });
const apiUrl = `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`;

const bo = await buildBackoffice({ dist: "/nonexistent", logLevel: "silent", apiUrl });
await bo.listen({ host: "127.0.0.1", port: 0 });
const boUrl = `http://127.0.0.1:${(bo.server.address() as AddressInfo).port}`;
afterAll(async () => {
  await bo.close();
  await api.close();
});

describe("back office server → api", () => {
  it("forwards /operator/v1/* with body, query, cookie and CSRF header; passes cookies back", async () => {
    const big = "x".repeat(200_000);
    const res = await fetch(`${boUrl}/operator/v1/things/1?page=2`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        cookie: "casino_operator=session-1",
        "x-csrf-token": "csrf-1",
        // What a browser claims is not believed: the socket's address is what the api hears.
        "x-forwarded-for": "6.6.6.6",
      },
      body: JSON.stringify({ big }),
    });
    expect(res.status).toBe(200);
    const seen = await res.json();
    expect(seen).toMatchObject({
      method: "POST",
      url: "/operator/v1/things/1?page=2",
      cookie: "casino_operator=session-1",
      csrf: "csrf-1",
      forwardedFor: "127.0.0.1",
      host: new URL(apiUrl).host,
    });
    expect(seen.body.big).toHaveLength(200_000);
    expect(res.headers.getSetCookie()).toEqual(["casino_operator=abc; Path=/operator/v1; HttpOnly; SameSite=Strict", "other=1"]);
    // The api's answers are its own: no back office page headers on them.
    expect(res.headers.get("content-security-policy")).toBeNull();
  });

  it("answers 502 API_UNAVAILABLE when the api is down", async () => {
    const lonely = await buildBackoffice({ dist: "/nonexistent", logLevel: "silent", apiUrl: "http://127.0.0.1:9" });
    const res = await lonely.inject({ method: "GET", url: "/operator/v1/session/me" });
    expect(res.statusCode).toBe(502);
    expect(res.json().code).toBe("API_UNAVAILABLE");
    await lonely.close();
  });

  it("serves its own pages with a strict CSP and no framing", async () => {
    const res = await fetch(`${boUrl}/health`);
    expect(res.headers.get("content-security-policy")).toBe(CONTENT_SECURITY_POLICY);
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self'");
    expect(CONTENT_SECURITY_POLICY).not.toContain("unsafe-inline");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
  });

  it("forwards a GET of an uploaded content image (the editors' preview), nothing else under /data", async () => {
    const res = await fetch(`${boUrl}/data/v1/content/images/abc`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect([...new Uint8Array(await res.arrayBuffer())]).toEqual([137, 80, 78, 71]);
    expect((await fetch(`${boUrl}/data/v1/content/images/abc`, { method: "POST" })).status).toBe(404);
  });
});
