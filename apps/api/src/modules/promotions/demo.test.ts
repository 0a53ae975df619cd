import { describe, expect, it } from "vitest";
import { testApp } from "../../../test/harness.js";

const app = await testApp();

describe("demo promotions", () => {
  it("are seeded once; the demo code WELCOME leads to its no-deposit bonus, listed first", async () => {
    await app.services.accounts.seedDemo();
    await app.services.promotions.seedDemo();
    await app.services.promotions.seedDemo();
    const res = await app.inject({ method: "GET", url: "/promotions/v2/available" });
    const list = res.json().available as { code: string | null; title: string; type: number }[];
    expect(list).toHaveLength(3);
    expect(list[0]).toMatchObject({ code: "WELCOME", title: "€10 without a deposit" });
    expect(list.filter((p) => p.type === 1)).toHaveLength(2);
  });
});
