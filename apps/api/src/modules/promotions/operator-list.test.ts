import { describe, expect, it } from "vitest";
import { testApp } from "../../../test/harness.js";
import { enrolledOperator, sessionOf } from "../../../test/operators.js";

/** The back office's list of promotions, a page at a time (newest first), with each one's codes and counts. */
const app = await testApp();
const content = await sessionOf(app, (await enrolledOperator(app, "content")).id);

const op = async (method: "GET" | "POST", url: string, payload?: unknown) => {
  const res = await app.inject({
    method,
    url,
    headers: content.headers,
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever the api answered
  return { status: res.statusCode, body: res.json() as any };
};

const promotion = (title: string) => ({
  kind: "no_deposit",
  trigger: "manual",
  texts: { en: { title, description: "", details: "" } },
  money: { EUR: { amount: 500 } },
  wageringMultiplier: 1,
});

describe("the operator's list of promotions", () => {
  it("pages newest first with limit and offset; without them it answers every promotion", async () => {
    const ids: string[] = [];
    for (const n of [1, 2, 3]) ids.push((await op("POST", "/operator/v1/promotions", promotion(`Paged ${n}`))).body.id);
    await op("POST", `/operator/v1/promotions/${ids[2]}/codes`, { code: `PAGED${ids[2]!.slice(0, 6)}`, maxUses: 1 });

    const first = await op("GET", "/operator/v1/promotions?limit=2");
    expect(first.status).toBe(200);
    expect(first.body.map((p: { id: string }) => p.id)).toEqual([ids[2], ids[1]]);
    expect(first.body[0].codes).toEqual([{ code: `PAGED${ids[2]!.slice(0, 6)}`, maxUses: 1, uses: 0, active: true }]);
    const second = await op("GET", "/operator/v1/promotions?limit=2&offset=2");
    expect(second.body[0].id).toBe(ids[0]);

    const all = await op("GET", "/operator/v1/promotions");
    expect(all.body.map((p: { id: string }) => p.id)).toEqual(expect.arrayContaining(ids));
    expect((await op("GET", "/operator/v1/promotions?limit=0")).status).toBe(400);
    expect((await op("GET", "/operator/v1/promotions?limit=201")).status).toBe(400);
  });
});
