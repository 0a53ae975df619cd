import { expect, it } from "vitest";
import { testApp, testClock } from "../../test/harness.js";
import { claimRun, jobState, runLeased } from "./jobs.js";

const app = await testApp();
const clock = testClock();

it("lets exactly one of many concurrent claimers run a due job", async () => {
  const claims = await Promise.all(Array.from({ length: 8 }, () => claimRun(app.db, "once", 60_000, clock.now())));
  expect(claims.filter(Boolean)).toHaveLength(1);
});

it("runs a job again only when its interval has passed, and keeps its last result", async () => {
  let runs = 0;
  const job = { name: "count", intervalMs: 60_000, run: async () => ({ runs: ++runs }) };
  expect(await runLeased(app.db, job, clock)).toBe(true);
  expect(await runLeased(app.db, job, clock)).toBe(false);
  clock.advance(59_999);
  expect(await runLeased(app.db, job, clock)).toBe(false);
  clock.advance(1);
  expect(await runLeased(app.db, job, clock)).toBe(true);
  expect(runs).toBe(2);
  const state = await jobState(app.db, "count");
  expect(state).toMatchObject({ lastOk: true, lastResult: { runs: 2 } });
});

it("records a failed run without stopping the next one", async () => {
  const job = {
    name: "fails",
    intervalMs: 1000,
    run: async () => {
      throw new Error("provider unreachable");
    },
  };
  expect(await runLeased(app.db, job, clock)).toBe(true);
  expect(await jobState(app.db, "fails")).toMatchObject({ lastOk: false, lastResult: { error: "provider unreachable" } });
});
