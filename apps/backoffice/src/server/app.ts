import { existsSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import Fastify from "fastify";

/** Serves the operator's SPA; it talks to the api's operator calls. */
export async function buildBackoffice(opts: { dist: string; logLevel: string }) {
  const app = Fastify({ logger: opts.logLevel === "silent" ? false : { level: opts.logLevel } });
  app.get("/health", { logLevel: "warn" }, async () => ({ status: "ok" }));
  if (existsSync(join(opts.dist, "index.html"))) {
    await app.register(fastifyStatic, { root: opts.dist, wildcard: false });
    app.setNotFoundHandler((_req, reply) => reply.sendFile("index.html"));
  }
  return app;
}
