import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll } from "vitest";
import { type App, buildApp } from "../src/app.js";
import { MIGRATIONS_DIR } from "../src/paths.js";
import type { Clock } from "../src/platform/clock.js";
import { loadConfig } from "../src/platform/config.js";
import { dropSchema, migrate, openDb } from "../src/platform/db.js";

export const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";

/** Serves the app on a free local port; answers `host:port` for ws:// and http:// urls. */
export async function listen(app: App) {
  await app.listen({ port: 0, host: "127.0.0.1" });
  const addr = app.server.address();
  return `127.0.0.1:${typeof addr === "object" && addr ? addr.port : 0}`;
}

/** Two api instances on one database, each with its own Redis connection (as two processes would be). Closed after the file. */
export async function startTwoProcesses(opts: { clock?: Clock } = {}) {
  const url = process.env.DATABASE_URL;
  const schema = url ? `t_${randomBytes(6).toString("hex")}` : undefined;
  const db = await openDb({ url, schema, dataDir: "memory://", poolSize: 4 });
  await migrate(db, MIGRATIONS_DIR);
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" } as NodeJS.ProcessEnv, { DATABASE_URL: url, REDIS_URL });
  const redisA = new Redis(REDIS_URL);
  const redisB = new Redis(REDIS_URL);
  const a = await buildApp({ config, db, redis: redisA, clock: opts.clock });
  const b = await buildApp({ config, db, redis: redisB, clock: opts.clock });
  afterAll(async () => {
    await a.close();
    await b.close();
    redisA.disconnect();
    redisB.disconnect();
    await db.close();
    if (url && schema) await dropSchema(url, schema);
  });
  return { a, b, db };
}
