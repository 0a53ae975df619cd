import { signedHeaders } from "@casino/signing";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { api, balance, casinoWithPsp, PSP_TEST_SECRET, player, type TestPlayer } from "../../../test/payments.js";

const { app, psp, apiUrl } = await casinoWithPsp();

/** A webhook as the PSP sends it (fresh nonce unless headers are given). */
async function webhook(
  payment: Record<string, unknown>,
  opts: { secret?: string; caller?: string; headers?: Record<string, string> } = {},
) {
  const raw = JSON.stringify({ event: "payment.updated", payment });
  const headers =
    opts.headers ?? signedHeaders(opts.caller ?? "psp", opts.secret ?? PSP_TEST_SECRET, raw, psp.clock.now().getTime());
  const res = await fetch(`${apiUrl}/payments/v1/webhooks/sandbox`, { method: "POST", headers, body: raw });
  return { status: res.status, body: (await res.json()) as Record<string, unknown>, headers };
}

/** A card deposit opened at the PSP; answers the PSP's view of it for forging reports. */
async function openDeposit(who: TestPlayer, amount: number) {
  const init = await api(app, "POST", "/deposit/v1/card", who, { amount });
  const pspId = String(init.body.redirectUrl).split("/pay/")[1]!;
  const report = (status: string) => ({
    id: pspId,
    reference: init.body.requestId,
    direction: "deposit",
    method: "card",
    status,
    step: status === "REQUIRES_ACTION" ? "card" : null,
    amount,
    currency: "EUR",
    payAmount: null,
    payCurrency: null,
    reason: status === "DECLINED" ? "CARD_DECLINED" : null,
    confirmations: 0,
    requiredConfirmations: null,
    next: null,
  });
  return { requestId: init.body.requestId as string, report };
}

describe("webhook signature and replay rules", () => {
  it("refuses an unsigned webhook, another secret, another caller, and a replayed one; credits nothing for them", async () => {
    const p = await player(app);
    const d = await openDeposit(p, 3000);
    const raw = JSON.stringify({ event: "payment.updated", payment: d.report("SUCCEEDED") });
    const bare = await fetch(`${apiUrl}/payments/v1/webhooks/sandbox`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: raw,
    });
    expect(bare.status).toBe(401);
    expect((await bare.json()).code).toBe("INVALID_SIGNATURE");
    expect((await webhook(d.report("SUCCEEDED"), { secret: "not-the-psp-secret-at-all" })).status).toBe(401);
    expect((await webhook(d.report("SUCCEEDED"), { caller: "casino" })).status).toBe(401);
    const stale = signedHeaders("psp", PSP_TEST_SECRET, raw, psp.clock.now().getTime() - 10 * 60_000);
    expect((await webhook(d.report("SUCCEEDED"), { headers: stale })).status).toBe(401);
    expect((await balance(app, p.id)).cash).toBe(0n);

    const ok = await webhook(d.report("SUCCEEDED"));
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ accepted: true, status: "SUCCESS" });
    const replay = await webhook(d.report("SUCCEEDED"), { headers: ok.headers });
    expect(replay.status).toBe(401);
    expect((await balance(app, p.id)).cash).toBe(3000n);
  });

  it("a report whose amount differs from the payment fails it instead of crediting", async () => {
    const p = await player(app);
    const d = await openDeposit(p, 3000);
    const res = await webhook({ ...d.report("SUCCEEDED"), amount: 300_000 });
    expect(res.body).toMatchObject({ accepted: true, status: "FAILED" });
    expect((await balance(app, p.id)).cash).toBe(0n);
  });

  it("a report for a payment the casino does not know is answered 200 and ignored", async () => {
    const res = await webhook({
      id: "pay_x",
      reference: "00000000-0000-4000-8000-000000000000",
      direction: "deposit",
      status: "SUCCEEDED",
      amount: 1,
      currency: "EUR",
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ accepted: false });
  });
});

describe("correctly signed hostile bodies", () => {
  it("answer 400 INVALID_WEBHOOK_BODY (never a 500) and move no money", async () => {
    const p = await player(app);
    const d = await openDeposit(p, 2500);
    const bodies = [
      "null",
      "[]",
      '"payment"',
      "42",
      "",
      "{",
      JSON.stringify({ payment: null }),
      JSON.stringify({ payment: [] }),
      JSON.stringify({ payment: { ...d.report("SUCCEEDED"), amount: 1.5 } }),
      JSON.stringify({ payment: { ...d.report("SUCCEEDED"), amount: "2500" } }),
      JSON.stringify({ payment: { ...d.report("SUCCEEDED"), amount: 1e300 } }),
      JSON.stringify({ payment: { ...d.report("SUCCEEDED"), status: "PAID" } }),
      JSON.stringify({ payment: { ...d.report("REQUIRES_ACTION"), next: { type: "form", fields: "x" } } }),
    ];
    for (const raw of bodies) {
      const headers = signedHeaders("psp", PSP_TEST_SECRET, raw, psp.clock.now().getTime());
      const res = await fetch(`${apiUrl}/payments/v1/webhooks/sandbox`, { method: "POST", headers, body: raw });
      expect(res.status, raw).toBe(400);
      expect((await res.json()).code, raw).toBe("INVALID_WEBHOOK_BODY");
    }
    expect((await balance(app, p.id)).cash).toBe(0n);
    expect((await webhook(d.report("SUCCEEDED"))).status).toBe(200);
    expect((await balance(app, p.id)).cash).toBe(2500n);
  });
});

describe("property: the ledger balances and no deposit is credited twice", () => {
  it("under duplicated, reordered and delayed webhooks", async () => {
    const outcome = fc.constantFrom("SUCCEEDED", "DECLINED", "FAILED");
    const scenario = fc.array(
      fc.record({
        amount: fc.integer({ min: 100, max: 50_000 }),
        outcome,
        copies: fc.integer({ min: 1, max: 4 }),
        pending: fc.integer({ min: 0, max: 2 }),
      }),
      { minLength: 1, maxLength: 5 },
    );
    await fc.assert(
      fc.asyncProperty(scenario, fc.infiniteStream(fc.nat()), async (deposits, order) => {
        const p = await player(app);
        const opened = [];
        for (const d of deposits) opened.push({ ...d, ...(await openDeposit(p, d.amount)) });
        // every report a PSP might send: progress reports and repeated final ones, shuffled
        const reports = opened.flatMap((d) => [
          ...Array.from({ length: d.pending }, () => d.report("REQUIRES_ACTION")),
          ...Array.from({ length: d.copies }, () => d.report(d.outcome)),
        ]);
        const it = order[Symbol.iterator]();
        for (let i = reports.length - 1; i > 0; i--) {
          const j = it.next().value % (i + 1);
          [reports[i], reports[j]] = [reports[j]!, reports[i]!];
        }
        // some arrive at once (concurrently), the rest one by one, later
        const half = Math.ceil(reports.length / 2);
        await Promise.all(reports.slice(0, half).map((r) => webhook(r)));
        psp.clock.advance(1000);
        for (const r of reports.slice(half)) await webhook(r);

        const expected = opened.filter((d) => d.outcome === "SUCCEEDED").reduce((s, d) => s + BigInt(d.amount), 0n);
        const b = await balance(app, p.id);
        expect(b.cash).toBe(expected);
        for (const d of opened) {
          const st = await api(app, "GET", `/result/${d.requestId}`, p);
          expect(st.body.status).toBe(d.outcome === "SUCCEEDED" ? "SUCCESS" : d.outcome === "DECLINED" ? "REJECTED" : "FAILED");
        }
        const ledger = await app.services.wallet.reconcile();
        expect(ledger.ok).toBe(true);
      }),
      { numRuns: 15 },
    );
  });
});
