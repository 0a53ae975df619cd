import { join } from "node:path";
import { Redis } from "ioredis";
import { buildApp } from "./app.js";
import { demoSignInBanner } from "./modules/operators/demo.js";
import { MIGRATIONS_DIR } from "./paths.js";
import { ConfigError, loadConfig } from "./platform/config.js";
import { migrate, openDb } from "./platform/db.js";
import { startJobs } from "./platform/jobs.js";
import { seedDemoData } from "./seed/demo.js";

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const db = await openDb({ url: config.DATABASE_URL, dataDir: join(config.dataDir, "api") });
  await migrate(db, MIGRATIONS_DIR);
  const readDb = config.DATABASE_READ_URL ? await openDb({ url: config.DATABASE_READ_URL, dataDir: "" }) : undefined;
  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 2 }) : undefined;
  const app = await buildApp({ config, db, readDb, redis });
  if (config.DEMO_DATA) await seedDemoData(app.services);
  await app.listen({ host: config.HOST, port: config.PORT });
  if (config.DEMO_DATA && config.NODE_ENV !== "production") {
    console.log(demoSignInBanner(`http://localhost:${process.env.BACKOFFICE_PORT ?? 3300}`));
  }
  // The catalogue syncs from the game providers now (retrying while they start) and every few minutes.
  const stopCatalogueSync = app.services.catalogue.startSync(app.log);
  // Scheduled jobs (reports' rollup, bonus expiry, …): each once per interval across every api process.
  const stopJobs = startJobs(db, app.services.jobs, app.services.clock, app.log);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    stopCatalogueSync();
    stopJobs();
    await app.close();
    redis?.disconnect();
    await readDb?.close();
    await db.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
}

void main();
