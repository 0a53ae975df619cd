import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";
import { injectedStyleHashes, inlineScriptHashes, playerSiteCsp } from "./csp.js";
import { isUnknownPage, type WebRoutes } from "./web-routes.js";

/**
 * Answers a browser's page request with the site's index.html (its own nonce and Content-Security-Policy),
 * with status 404 when no route of the site takes the path (the site then shows its 404 screen).
 */
export type SendIndex = (reply: FastifyReply, url: string) => FastifyReply;

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
    return reply
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-cache")
      .header("content-security-policy", csp.header(nonce))
      .send(html);
  };
}
