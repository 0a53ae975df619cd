import { randomBytes } from "node:crypto";
import type { Redis } from "ioredis";
import { afterAll } from "vitest";
import { type App, buildApp } from "../src/app.js";
import { MIGRATIONS_DIR } from "../src/paths.js";
import type { Clock } from "../src/platform/clock.js";
import { type Config, loadConfig } from "../src/platform/config.js";
import { type Db, dropSchema, migrate, openDb } from "../src/platform/db.js";

/** A clock tests can move forward. */
export function testClock(start = new Date("2026-01-15T12:00:00Z")) {
  let now = start.getTime();
  const clock: Clock & { advance(ms: number): void; set(d: Date): void } = {
    now: () => new Date(now),
    advance: (ms) => {
      now += ms;
    },
    set: (d) => {
      now = d.getTime();
    },
  };
  return clock;
}

/**
 * A whole api on a database of its own: in-memory PGlite by default, a fresh
 * schema of the PostgreSQL server when DATABASE_URL is set. Closed after the file.
 */
export type TestApp = App & { db: Db };

export async function testApp(
  opts: {
    config?: Partial<Config>;
    clock?: Clock;
    /** Another test app's database: a second api process on the same data (closed by its owner). */
    sharedDb?: Db;
    redis?: Redis;
  } = {},
): Promise<TestApp> {
  const url = process.env.DATABASE_URL;
  const own = !opts.sharedDb;
  const schema = url && own ? `t_${randomBytes(6).toString("hex")}` : undefined;
  const db = opts.sharedDb ?? (await openDb({ url, schema, dataDir: "memory://", poolSize: 4 }));
  if (own) await migrate(db, MIGRATIONS_DIR);
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", CAPTCHA_DISABLED: "true" } as NodeJS.ProcessEnv, {
    DATABASE_URL: url,
    ...opts.config,
  });
  const app = await buildApp({ config, db, clock: opts.clock, redis: opts.redis });
  await app.ready();
  afterAll(async () => {
    await app.close();
    opts.redis?.disconnect();
    if (!own) return;
    await db.close();
    if (url && schema) await dropSchema(url, schema);
  });
  return Object.assign(app, { db });
}
