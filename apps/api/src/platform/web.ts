import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";
import { injectedStyleHashes, inlineScriptHashes, playerSiteCsp } from "./csp.js";
import { isUnknownPage, type WebRoutes } from "./web-routes.js";

/**
 * Answers a browser's page request with the site's index.html (its own nonce and Content-Security-Policy),
 * with status 404 when no route of the site takes the path (the site then shows its 404 screen).
 */
export type SendIndex = (reply: FastifyReply, url: string) => FastifyReply;

/** Whether the request's Accept-Encoding takes gzip (and does not refuse it with q=0). */
export function acceptsGzip(acceptEncoding: string | string[] | undefined): boolean {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(",") : (acceptEncoding ?? "");
  return header.split(",").some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(";");
    if (coding !== "gzip" && coding !== "*") return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    return !q || Number(q.slice(2)) > 0;
  });
}

/**
 * Serves the built player site from the api origin. Hashed assets are cached
 * for a year; index.html is never cached (see installNotFoundHandler).
 */
export async function serveWeb(app: FastifyInstance, dist: string, o: { frameOrigins: string[] }): Promise<SendIndex | false> {
  if (!existsSync(join(dist, "index.html"))) {
    app.log.warn({ dist }, "web build not found; the player site is not served");
    return false;
  }
  const index = readFileSync(join(dist, "index.html"), "utf8");
  const routesFile = join(dist, "routes.json");
  const routes = existsSync(routesFile) ? (JSON.parse(readFileSync(routesFile, "utf8")) as WebRoutes) : null;
  const csp = playerSiteCsp({
    frameOrigins: o.frameOrigins,
    scriptHashes: inlineScriptHashes(index),
    styleHashes: injectedStyleHashes(dist),
  });
  // The page's nonce is handed to the app in a meta tag: libraries that add <style> elements (the dialogs'
  // scroll lock) read it from window.__webpack_nonce__, which main.tsx sets from there.
  const [head, tail] = index.includes("<head>") ? index.split("<head>", 2) : ["", index];
  await app.register(fastifyStatic, {
    root: dist,
    prefix: "/",
    wildcard: false,
    index: false,
    cacheControl: false,
    setHeaders(reply, path) {
      const hashed = path.startsWith(join(dist, "assets"));
      reply.header("cache-control", hashed ? "public, max-age=31536000, immutable" : "no-cache");
      if (path.endsWith(".html")) reply.header("content-security-policy", csp.header(csp.nonce()));
    },
  });
  return (reply, url) => {
    const nonce = csp.nonce();
    if (routes && isUnknownPage(routes, url)) reply.status(404);
    const html = index.includes("<head>") ? `${head}<head><meta name="csp-nonce" content="${nonce}">${tail}` : index;
    reply
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-cache")
      .header("vary", "accept-encoding")
      .header("content-security-policy", csp.header(nonce));
    // The page carries its first frame and inline scripts (~20 kB): gzip makes it a few kB on a slow phone's first
    // round trips. Compressed per request, as each has its own nonce (well under a millisecond).
    if (!acceptsGzip(reply.request.headers["accept-encoding"])) return reply.send(html);
    return reply.header("content-encoding", "gzip").send(gzipSync(html));
  };
}
