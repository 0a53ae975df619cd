import { existsSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import Fastify from "fastify";
import { operatorProxy } from "./proxy.js";

/**
 * The back office's own headers: a strict CSP (the built SPA has no inline
 * script or style; the enrolment QR code is a data: image), no framing, no
 * referrer, no sniffing.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

/** Serves the operator's SPA and forwards its operator calls to the api. */
export async function buildBackoffice(opts: { dist: string; logLevel: string; apiUrl?: string }) {
  const app = Fastify({ logger: opts.logLevel === "silent" ? false : { level: opts.logLevel } });
  app.addHook("onSend", async (req, reply) => {
    if (req.url.startsWith("/operator/v1/")) return;
    reply.header("content-security-policy", CONTENT_SECURITY_POLICY);
    reply.header("x-frame-options", "DENY");
    reply.header("x-content-type-options", "nosniff");
    reply.header("referrer-policy", "no-referrer");
    reply.header("cross-origin-opener-policy", "same-origin");
  });
  app.get("/health", { logLevel: "warn" }, async () => ({ status: "ok" }));
  if (opts.apiUrl) await operatorProxy(app, { apiUrl: opts.apiUrl });
  if (existsSync(join(opts.dist, "index.html"))) {
    await app.register(fastifyStatic, { root: opts.dist, wildcard: false });
    // Screens are the SPA's (deep links load index.html); the hashed assets are cached for good.
    app.setNotFoundHandler((req, reply) => {
      if (req.url.startsWith("/operator/v1/") || req.url.startsWith("/assets/")) {
        return reply.status(404).send({ code: "NOT_FOUND", message: `No route ${req.method} ${req.url.split("?")[0]}` });
      }
      return reply.header("cache-control", "no-cache").sendFile("index.html");
    });
  }
  return app;
}
