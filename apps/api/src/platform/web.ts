import { existsSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

/**
 * Serves the built player site from the api origin. Hashed assets are cached
 * for a year; index.html is never cached (see installNotFoundHandler).
 */
export async function serveWeb(app: FastifyInstance, dist: string): Promise<boolean> {
  if (!existsSync(join(dist, "index.html"))) {
    app.log.warn({ dist }, "web build not found; the player site is not served");
    return false;
  }
  await app.register(fastifyStatic, {
    root: dist,
    prefix: "/",
    wildcard: false,
    index: false,
    cacheControl: false,
    setHeaders(reply, path) {
      const hashed = path.startsWith(join(dist, "assets"));
      reply.header("cache-control", hashed ? "public, max-age=31536000, immutable" : "no-cache");
    },
  });
  return true;
}
