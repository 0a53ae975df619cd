// A child process for the benchmark: the api on the generated catalogue, or a Fastify hello-world.
import Fastify from "fastify";
import { buildApp } from "../../apps/api/src/app.js";
import { loadConfig } from "../../apps/api/src/platform/config.js";
import { openDb } from "../../apps/api/src/platform/db.js";

const [kind, port, url, schema, cacheTtlMs] = process.argv.slice(2);
if (kind === "hello") {
  const app = Fastify({ logger: false });
  app.get("/hello", async () => ({ hello: "world" }));
  await app.listen({ host: "127.0.0.1", port: Number(port) });
} else {
  const db = await openDb({ url, schema, poolSize: 10 });
  const config = loadConfig(
    {
      NODE_ENV: "production",
      LOG_LEVEL: "silent",
      QUERY_RATE_LIMIT_PER_MINUTE: "100000000",
      CATALOGUE_CACHE_TTL_MS: cacheTtlMs ?? "5000",
    } as NodeJS.ProcessEnv,
    {
      DATABASE_URL: url,
    },
  );
  const app = await buildApp({ config, db });
  await app.listen({ host: "127.0.0.1", port: Number(port) });
}
process.send?.("ready");
