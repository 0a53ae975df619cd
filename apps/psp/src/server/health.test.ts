import { fileURLToPath } from "node:url";
import { migrate, openDb } from "@casino/db";
import { afterAll, expect, it } from "vitest";
import { buildPsp } from "./app.js";
import { loadPspConfig } from "./config.js";

// Opening PGlite can take many seconds on a busy machine: do it outside the test's time limit.
const db = await openDb({ dataDir: "memory://" });
await migrate(db, fileURLToPath(new URL("../../migrations", import.meta.url)));
const { app } = await buildPsp({ db, config: loadPspConfig({ LOG_LEVEL: "silent" } as NodeJS.ProcessEnv), worker: false });
afterAll(async () => {
  await app.close();
  await db.close();
});

it("answers GET /health with the database up", async () => {
  const res = await app.inject({ method: "GET", url: "/health" });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ status: "ok", database: "ok" });
});
