import { needToRefreshSchema } from "@casino/contracts/access";
import { describe, expect, it } from "vitest";
import { testApp, testClock } from "../../../test/harness.js";

const clock = testClock();
const app = await testApp({ config: { APP_VERSION: "2.4.0" }, clock });
const check = async (version?: string) => {
  const res = await app.inject({ method: "GET", url: `/api/needToRefresh${version ? `?version=${version}` : ""}` });
  expect(res.statusCode).toBe(200);
  return needToRefreshSchema.parse(res.json());
};

describe("GET /api/needToRefresh", () => {
  it("tells a page on an older version to refresh, not urgently until an operator says so", async () => {
    expect(await check()).toEqual({ needToRefresh: false, urgent: false, version: "2.4.0" });
    expect(await check("2.4.0")).toEqual({ needToRefresh: false, urgent: false, version: "2.4.0" });
    expect(await check("2.3.9")).toEqual({ needToRefresh: true, urgent: false, version: "2.4.0" });
  });

  it("answers urgent once the running version is marked urgent, and no longer once unmarked", async () => {
    await app.db.transaction((tx) => app.services.releases.mark(tx, { version: "2.4.0", urgent: true, by: "ops@casino" }));
    expect(await check("2.3.9")).toEqual({ needToRefresh: true, urgent: true, version: "2.4.0" });
    // a page already on the running version has nothing to reload
    expect(await check("2.4.0")).toMatchObject({ needToRefresh: false, urgent: false });

    await app.db.transaction((tx) => app.services.releases.mark(tx, { version: "2.4.0", urgent: false, by: "ops@casino" }));
    expect(await check("2.3.9")).toMatchObject({ needToRefresh: true, urgent: false });
    const [release] = await app.services.releases.list();
    expect(release).toMatchObject({ version: "2.4.0", urgent: false, marked_by: "ops@casino" });
  });

  it("an urgent flag on another version does not make the running one urgent", async () => {
    await app.db.transaction((tx) => app.services.releases.mark(tx, { version: "9.9.9", urgent: true, by: "ops@casino" }));
    clock.advance(10_000);
    expect(await check("2.3.9")).toMatchObject({ needToRefresh: true, urgent: false });
  });
});
