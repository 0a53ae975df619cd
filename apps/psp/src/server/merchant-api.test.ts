import { signedHeaders } from "@casino/signing";
import { describe, expect, it } from "vitest";
import { fakeCasino, startPsp } from "../../test/harness.js";

const casino = await fakeCasino();
const psp = await startPsp({ casinoUrl: casino.url });

describe("the merchant API's signature and replay rules", () => {
  it("refuses a call without a signature, with another secret, or from another caller", async () => {
    const raw = JSON.stringify({ direction: "deposit", country: "EST", currency: "EUR" });
    const bare = await fetch(`${psp.base}/merchant/v1/methods`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: raw,
    });
    expect(bare.status).toBe(401);
    expect((await bare.json()).code).toBe("INVALID_SIGNATURE");
    const other = await psp.call("/merchant/v1/methods", JSON.parse(raw), { secret: "another-secret-0123456789" });
    expect(other.status).toBe(401);
    const studio = await psp.call("/merchant/v1/methods", JSON.parse(raw), {
      headers: signedHeaders("studio", "psp-test-secret-0123456789", raw),
    });
    expect(studio.status).toBe(401);
  });

  it("answers a signed call once and refuses the same request replayed", async () => {
    const body = { direction: "deposit", country: "EST", currency: "EUR" };
    const first = await psp.call("/merchant/v1/methods", body);
    expect(first.status).toBe(200);
    const replay = await psp.call("/merchant/v1/methods", body, { headers: first.headers });
    expect(replay.status).toBe(401);
    expect(replay.body.code).toBe("REPLAYED");
  });

  it("refuses a signature older than the skew window", async () => {
    const raw = JSON.stringify({ direction: "deposit", country: "EST", currency: "EUR" });
    const old = signedHeaders("casino", "psp-test-secret-0123456789", raw, psp.clock.now().getTime() - 6 * 60_000);
    const res = await psp.call("/merchant/v1/methods", JSON.parse(raw), { headers: old });
    expect(res.status).toBe(401);
  });
});

describe("methods per region and currency", () => {
  it("offers UPI only to India in rupees, and nothing in unserved countries", async () => {
    const ind = await psp.call("/merchant/v1/methods", { direction: "deposit", country: "IND", currency: "INR" });
    expect(ind.body.methods.map((m: { id: string }) => m.id)).toEqual([
      "card",
      "sandwallet",
      "upi",
      "bank",
      "btc",
      "usdt",
      "sci",
    ]);
    const est = await psp.call("/merchant/v1/methods", { direction: "deposit", country: "EST", currency: "EUR" });
    expect(est.body.methods.map((m: { id: string }) => m.id)).not.toContain("upi");
    const rus = await psp.call("/merchant/v1/methods", { direction: "deposit", country: "RUS", currency: "EUR" });
    expect(rus.body.methods).toEqual([]);
    const payouts = await psp.call("/merchant/v1/methods", { direction: "payout", country: "EST", currency: "EUR" });
    expect(payouts.body.methods.map((m: { id: string }) => m.id)).toEqual(["sandwallet", "bank", "btc", "usdt"]);
  });

  it("answers 400 with a code for a malformed body", async () => {
    const res = await psp.call("/merchant/v1/methods", { direction: "sideways" });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("VALIDATION_ERROR");
  });
});

describe("quotes", () => {
  it("converts fiat into the coin's minor units (exponent 8) at a stated rate, until it expires", async () => {
    const q = await psp.call("/merchant/v1/quotes", { method: "btc", amount: 10_000, currency: "EUR" });
    expect(q.status).toBe(200);
    // 100.00 EUR at 60,000.00 EUR per BTC = 0.00166667 BTC, rounded up
    expect(q.body).toMatchObject({ payAmount: 166_667, payCurrency: "BTC", payExponent: 8, rate: "60000.00" });
    expect(Date.parse(q.body.expiresAt)).toBeGreaterThan(psp.clock.now().getTime());

    const dep = await psp.call("/merchant/v1/payments", {
      reference: "q-late",
      method: "btc",
      amount: 10_000,
      currency: "EUR",
      quoteId: q.body.quoteId,
    });
    expect(dep.status).toBe(200);
    expect(dep.body).toMatchObject({ status: "PENDING", step: "crypto", payAmount: 166_667, quoteId: q.body.quoteId });
    expect(dep.body.next).toMatchObject({ type: "crypto", payCurrency: "BTC" });
    expect(dep.body.next.uri).toBe(`bitcoin:${dep.body.next.address}?amount=0.00166667`);

    const q2 = await psp.call("/merchant/v1/quotes", { method: "usdt", amount: 10_000, currency: "EUR" });
    psp.clock.advance(11 * 60_000);
    const late = await psp.call("/merchant/v1/payments", {
      reference: "q-late-2",
      method: "usdt",
      amount: 10_000,
      currency: "EUR",
      quoteId: q2.body.quoteId,
    });
    expect(late.status).toBe(422);
    expect(late.body.code).toBe("QUOTE_EXPIRED");
  });

  it("refuses a crypto payment without a quote and a quote for a fiat method", async () => {
    const noQuote = await psp.call("/merchant/v1/payments", { reference: "nq", method: "btc", amount: 5000, currency: "EUR" });
    expect(noQuote.body.code).toBe("QUOTE_REQUIRED");
    const fiat = await psp.call("/merchant/v1/quotes", { method: "card", amount: 5000, currency: "EUR" });
    expect(fiat.body.code).toBe("NO_QUOTE_NEEDED");
  });
});

describe("webhooks", () => {
  it("are signed by the psp and retried with growing delays until the casino answers 2xx", async () => {
    casino.received.length = 0;
    casino.answerNext(500, 503);
    const dep = await psp.call("/merchant/v1/payments", {
      reference: "wh-1",
      method: "sandwallet",
      amount: 2500,
      currency: "EUR",
    });
    await psp.post(`/pay/${dep.body.id}/wallet`, { decision: "approve" });
    await psp.tick();
    expect(casino.received).toHaveLength(1);
    await psp.tick(); // not due yet: the first retry waits webhookRetryMs
    expect(casino.received).toHaveLength(1);
    psp.clock.advance(1000);
    await psp.tick();
    expect(casino.received).toHaveLength(2);
    psp.clock.advance(1000);
    await psp.tick(); // second retry waits 2 s
    expect(casino.received).toHaveLength(2);
    psp.clock.advance(1000);
    await psp.tick();
    expect(casino.received).toHaveLength(3);
    psp.clock.advance(60_000);
    await psp.tick();
    expect(casino.received).toHaveLength(3);
    expect(casino.received.every((r) => r.valid)).toBe(true);
    expect(new Set(casino.received.map((r) => r.headers["x-nonce"])).size).toBe(3);
    expect(casino.received[2]!.body).toMatchObject({
      event: "payment.updated",
      payment: { id: dep.body.id, reference: "wh-1", status: "SUCCEEDED" },
    });
  });
});
