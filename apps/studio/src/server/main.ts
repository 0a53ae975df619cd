import { fileURLToPath } from "node:url";
import { migrate, openDb } from "@casino/db";
import { buildStudio } from "./app.js";
import { ConfigError, loadStudioConfig } from "./config.js";

const MIGRATIONS_DIR = fileURLToPath(new URL("../../migrations", import.meta.url));

async function main() {
  let config: ReturnType<typeof loadStudioConfig>;
  try {
    config = loadStudioConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const db = await openDb({ url: config.STUDIO_DATABASE_URL, dataDir: config.dataDir });
  await migrate(db, MIGRATIONS_DIR);
  const { app } = await buildStudio({ db, config, outboxLoop: true });
  await app.listen({ host: config.HOST, port: config.STUDIO_PORT });
  const shutdown = async () => {
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown());
  process.on("SIGTERM", () => void shutdown());
}

void main();
