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

it("exposes Prometheus metrics, liveness and readiness", async () => {
  await app.inject({ method: "GET", url: "/health" });
  const metrics = await app.inject({ method: "GET", url: "/metrics" });
  expect(metrics.body).toMatch(
    /http_request_duration_seconds_count\{service="psp",method="GET",route="\/health",status="200"\} [1-9]/,
  );
  expect((await app.inject({ method: "GET", url: "/health/live" })).json()).toEqual({ status: "live" });
  expect((await app.inject({ method: "GET", url: "/health/ready" })).statusCode).toBe(200);
});
