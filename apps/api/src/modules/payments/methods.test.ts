import { describe, expect, it } from "vitest";
import { testApp } from "../../../test/harness.js";
import { api, casinoWithPsp, player } from "../../../test/payments.js";

const { app, psp } = await casinoWithPsp();
const down = await testApp({ config: { PSP_URL: "http://127.0.0.1:9", PSP_SECRET: "psp-test-secret-0123456789" } });

describe("payment methods per region", () => {
  it("a visitor sees methods sorted by weight, in the region's currency, with no recommendation", async () => {
    const res = await api(app, "GET", "/deposit/v1?region=IND");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ region: "IND", currency: "INR", failure: null });
    const methods = res.body.methods as {
      id: string;
      weight: number;
      category: string;
      behavior: object;
      limits: object;
      tiers: number[];
    }[];
    expect(methods.map((m) => m.id)).toEqual(["card", "upi", "sandwallet", "bank", "usdt", "btc", "sci"]);
    expect(methods.map((m) => m.weight)).toEqual([...methods.map((m) => m.weight)].sort((a, b) => b - a));
    expect(new Set(methods.map((m) => m.category))).toEqual(new Set(["CARDS", "E_WALLETS", "BANK_TRANSFERS", "CRYPTO", "SCI"]));
    expect(methods.every((m) => Object.keys(m.behavior).length === 0)).toBe(true);
    expect(methods[0]!.tiers).toHaveLength(8);
  });

  it("a logged-in player gets recommended: first the top method, then the one they last paid with", async () => {
    const p = await player(app);
    const before = await api(app, "GET", "/deposit/v1?region=EST", p);
    expect(
      before.body.methods
        .filter((m: { behavior: { recommended: boolean } }) => m.behavior.recommended)
        .map((m: { id: string }) => m.id),
    ).toEqual(["card"]);
    const dep = await api(app, "POST", "/deposit/v1/sandwallet", p, { amount: 1000 });
    await psp.post(`${dep.body.redirectUrl}/wallet`, { decision: "approve" });
    await api(app, "POST", `/deposit/v1/${dep.body.requestId}/status`, p);
    const after = await api(app, "GET", "/deposit/v1?region=EST", p);
    expect(after.body.methods.find((m: { behavior: { recommended: boolean } }) => m.behavior.recommended).id).toBe("sandwallet");
    expect(after.body.currency).toBe("EUR");
  });

  it("answers NO_METHODS where the provider serves nothing and MISCONFIGURATION for a region that is no ISO-3 code", async () => {
    expect((await api(app, "GET", "/deposit/v1?region=RUS")).body).toMatchObject({ methods: [], failure: "NO_METHODS" });
    expect((await api(app, "GET", "/withdrawal/v1?region=12")).body).toMatchObject({ methods: [], failure: "MISCONFIGURATION" });
  });

  it("logos: an object with a string at index 0, and a generated SVG per method", async () => {
    const res = await api(app, "GET", "/data/v1/payments");
    expect(typeof res.body[0]).toBe("string");
    expect(res.body.card).toBe("/data/v1/payments/logos/card.svg");
    const svg = await app.inject({ method: "GET", url: "/data/v1/payments/logos/btc.svg" });
    expect(svg.headers["content-type"]).toContain("image/svg+xml");
    expect(svg.body).toContain("<svg");
    expect(svg.body).toContain("BTC");
    expect((await app.inject({ method: "GET", url: "/data/v1/payments/logos/nope.svg" })).statusCode).toBe(404);
  });
});

describe("a provider that cannot be reached", () => {
  it("methods answer SERVER_FAULT and a payment 503 SERVER_FAULT", async () => {
    expect((await api(down, "GET", "/deposit/v1?region=EST")).body).toMatchObject({ methods: [], failure: "SERVER_FAULT" });
    const p = await player(down);
    const res = await api(down, "POST", "/deposit/v1/card", p, { amount: 5000 });
    expect(res.status).toBe(503);
    expect(res.body.code).toBe("SERVER_FAULT");
  });
});
