import { join } from "node:path";
import { Redis } from "ioredis";
import { buildApp } from "./app.js";
import { MIGRATIONS_DIR } from "./paths.js";
import { ConfigError, loadConfig } from "./platform/config.js";
import { migrate, openDb } from "./platform/db.js";
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
  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 2 }) : undefined;
  const app = await buildApp({ config, db, redis });
  if (config.DEMO_DATA) await seedDemoData(app.services);
  await app.listen({ host: config.HOST, port: config.PORT });
  // The catalogue syncs from the game providers now (retrying while they start) and every few minutes.
  const stopCatalogueSync = app.services.catalogue.startSync(app.log);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    stopCatalogueSync();
    await app.close();
    redis?.disconnect();
    await db.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
}

void main();
