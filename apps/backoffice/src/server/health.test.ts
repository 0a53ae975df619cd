import { expect, it } from "vitest";
import { buildBackoffice } from "./app.js";

it("answers GET /health", async () => {
  const app = await buildBackoffice({ dist: "/nonexistent", logLevel: "silent" });
  const res = await app.inject({ method: "GET", url: "/health" });
  expect(res.json()).toEqual({ status: "ok" });
  await app.close();
});
