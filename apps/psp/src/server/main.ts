import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { migrate, openDb } from "@casino/db";
import { buildPsp } from "./app.js";
import { loadPspConfig, PspConfigError } from "./config.js";

const MIGRATIONS_DIR = fileURLToPath(new URL("../../migrations", import.meta.url));

async function main() {
  let config: ReturnType<typeof loadPspConfig>;
  try {
    config = loadPspConfig();
  } catch (err) {
    if (err instanceof PspConfigError) {
      console.error(`Invalid configuration:\n${err.message}`);
      process.exit(1);
    }
    throw err;
  }
  const url = process.env.PSP_DATABASE_URL;
  const db = await openDb({ url, dataDir: join(resolve(process.env.DATA_DIR ?? ".data"), "psp") });
  await migrate(db, MIGRATIONS_DIR);
  const { app } = await buildPsp({ db, config });
  await app.listen({ host: process.env.HOST ?? "0.0.0.0", port: config.port });
  const shutdown = async () => {
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown());
  process.on("SIGTERM", () => void shutdown());
}

void main();
