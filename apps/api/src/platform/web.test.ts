import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { acceptsGzip, serveWeb } from "./web.js";

const INDEX = `<!doctype html><html><head><title>Casino</title></head><body><div id="root">${'<div class="tile"></div>'.repeat(200)}</div><script>window.x=1</script></body></html>`;

describe("acceptsGzip", () => {
  it("takes gzip as browsers send it, and a wildcard", () => {
    expect(acceptsGzip("gzip, deflate, br, zstd")).toBe(true);
    expect(acceptsGzip("br;q=1.0, gzip;q=0.8")).toBe(true);
    expect(acceptsGzip("*")).toBe(true);
    expect(acceptsGzip(["deflate", "gzip"])).toBe(true);
  });
  it("refuses no encoding, others only, and gzip;q=0", () => {
    expect(acceptsGzip(undefined)).toBe(false);
    expect(acceptsGzip("")).toBe(false);
    expect(acceptsGzip("identity")).toBe(false);
    expect(acceptsGzip("br, deflate")).toBe(false);
    expect(acceptsGzip("gzip;q=0, br")).toBe(false);
  });
});

describe("serveWeb's index.html", () => {
  let dist: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), "web-test-"));
    writeFileSync(join(dist, "index.html"), INDEX);
    app = Fastify();
    const send = await serveWeb(app, dist, { frameOrigins: [] });
    if (!send) throw new Error("serveWeb found no index.html");
    app.setNotFoundHandler((req, reply) => send(reply, req.url));
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const nonceOf = (csp: string) => csp.match(/'nonce-([^']+)'/)?.[1];

  it("is gzip-compressed for a client that accepts it, with the nonce of its own policy", async () => {
    const res = await app.inject({ url: "/en/promotions", headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(res.headers.vary).toContain("accept-encoding");
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.rawPayload.length).toBeLessThan(INDEX.length / 4);
    const html = gunzipSync(res.rawPayload).toString("utf8");
    const nonce = nonceOf(String(res.headers["content-security-policy"]));
    expect(nonce).toBeTruthy();
    expect(html).toContain(`<head><meta name="csp-nonce" content="${nonce}"><title>Casino</title>`);
    expect(html).toContain("<script>window.x=1</script>");
  });

  it("is plain for a client that does not, and each page gets a fresh nonce", async () => {
    const a = await app.inject({ url: "/en", headers: { "accept-encoding": "identity" } });
    const b = await app.inject({ url: "/en" });
    for (const res of [a, b]) {
      expect(res.headers["content-encoding"]).toBeUndefined();
      expect(res.body).toContain(`<meta name="csp-nonce" content="${nonceOf(String(res.headers["content-security-policy"]))}">`);
    }
    expect(nonceOf(String(a.headers["content-security-policy"]))).not.toBe(nonceOf(String(b.headers["content-security-policy"])));
  });
});
