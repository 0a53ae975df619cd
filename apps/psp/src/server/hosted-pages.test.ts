import { describe, expect, it } from "vitest";
import { fakeCasino, startPsp } from "../../test/harness.js";

const casino = await fakeCasino();
const psp = await startPsp({ casinoUrl: casino.url, cryptoConfirmMs: 5000, cryptoConfirmations: 3, payoutDelayMs: 3000 });
let n = 0;

async function deposit(method: string, extra: Record<string, unknown> = {}) {
  n += 1;
  const res = await psp.call("/merchant/v1/payments", {
    reference: `ref-${n}`,
    method,
    amount: 5000,
    currency: "EUR",
    returnUrl: "http://casino.test/en/account/deposit/ref/{status}",
    ...extra,
  });
  expect(res.status).toBe(200);
  return res.body;
}
const status = async (id: string) => (await psp.call(`/merchant/v1/payments/${id}/status`, {})).body;

describe("card deposits on the hosted card page", () => {
  it("shows the card form, refuses a number failing the Luhn check, approves 4242…", async () => {
    const p = await deposit("card");
    expect(p).toMatchObject({
      status: "REQUIRES_ACTION",
      step: "card",
      next: { type: "redirect", url: `${psp.base}/pay/${p.id}` },
    });
    const page = await psp.page(p.next.url);
    expect(page.html).toContain('name="number"');
    expect(page.html).toContain("50.00 EUR");

    const bad = await psp.post(`/pay/${p.id}/card`, {
      number: "4242 4242 4242 4241",
      expiry: "12/30",
      cvc: "123",
      holder: "Ann Lee",
    });
    expect(bad.status).toBe(422);
    expect(bad.html).toContain("The card number is not valid.");
    expect((await status(p.id)).status).toBe("REQUIRES_ACTION");

    const expired = await psp.post(`/pay/${p.id}/card`, {
      number: "4242424242424242",
      expiry: "01/20",
      cvc: "123",
      holder: "Ann Lee",
    });
    expect(expired.html).toContain("The expiry date is not valid.");

    const ok = await psp.post(`/pay/${p.id}/card`, {
      number: "4242 4242 4242 4242",
      expiry: "12/30",
      cvc: "123",
      holder: "Ann Lee",
    });
    expect(ok.status).toBe(303);
    const after = await status(p.id);
    expect(after).toMatchObject({
      status: "SUCCEEDED",
      card: { brand: "Visa", last4: "4242" },
      returnUrl: "http://casino.test/en/account/deposit/ref/success",
    });
    const result = await psp.page(`/pay/${p.id}`);
    expect(result.html).toContain("Payment approved");
    expect(result.html).toContain("http://casino.test/en/account/deposit/ref/success");
  });

  it("names the merchant by its descriptor, takes an expiry typed without its slash, and asks for the CVC again with a reason", async () => {
    const p = await deposit("card", { descriptor: "Aurum Casino" });
    const page = await psp.page(p.next.url);
    expect(page.html).toContain("Payment to <b data-merchant>Aurum Casino</b>");
    const bad = await psp.post(`/pay/${p.id}/card`, {
      number: "4242 4242 4242 4241",
      expiry: "1230",
      cvc: "123",
      holder: "Ann Lee",
    });
    expect(bad.html).toContain("The card number is not valid.");
    expect(bad.html).not.toContain("The expiry date is not valid.");
    expect(bad.html).toContain("For your security the CVC is never kept: type it again.");
    const ok = await psp.post(`/pay/${p.id}/card`, { number: "4242424242424242", expiry: "1230", cvc: "123", holder: "Ann Lee" });
    expect(ok.status).toBe(303);
    expect((await status(p.id)).status).toBe("SUCCEEDED");
    // Without a descriptor the page says "the merchant", never an id.
    const plain = await deposit("card");
    expect((await psp.page(plain.next.url)).html).toContain("Payment to the merchant");
  });

  it("a payer who cancels on the page cancels, said as the payer's doing", async () => {
    const p = await deposit("card");
    const res = await psp.post(`/pay/${p.id}/cancel`, {});
    expect(res.status).toBe(303);
    expect(await status(p.id)).toMatchObject({ status: "CANCELLED", reason: "CANCELLED_BY_PAYER" });
  });

  it("declines 4000 0000 0000 0002", async () => {
    const p = await deposit("card");
    await psp.post(`/pay/${p.id}/card`, { number: "4000000000000002", expiry: "12/30", cvc: "123", holder: "Ann Lee" });
    expect(await status(p.id)).toMatchObject({
      status: "DECLINED",
      reason: "CARD_DECLINED",
      returnUrl: "http://casino.test/en/account/deposit/ref/rejected",
    });
  });

  it("challenges 4000 0000 0000 3220 with 3-D Secure: approve succeeds, deny declines", async () => {
    for (const decision of ["approve", "deny"]) {
      const p = await deposit("card");
      const r = await psp.post(`/pay/${p.id}/card`, {
        number: "4000 0000 0000 3220",
        expiry: "12/30",
        cvc: "123",
        holder: "Ann Lee",
      });
      expect(r.location).toBe(`/pay/${p.id}/3ds`);
      const mid = await status(p.id);
      expect(mid).toMatchObject({
        status: "REQUIRES_ACTION",
        step: "3ds",
        next: { type: "3ds", url: `${psp.base}/pay/${p.id}/3ds` },
      });
      expect((await psp.page(`/pay/${p.id}/3ds`)).html).toContain("Approve payment");
      await psp.post(`/pay/${p.id}/3ds`, { decision });
      expect((await status(p.id)).status).toBe(decision === "approve" ? "SUCCEEDED" : "DECLINED");
    }
  });
});

describe("e-wallet, SCI and bank transfer", () => {
  it("e-wallet: the approve page succeeds, the deny page declines", async () => {
    const a = await deposit("sandwallet");
    expect(a.next.type).toBe("redirect");
    expect((await psp.page(a.next.url)).html).toContain("Approve");
    await psp.post(`/pay/${a.id}/wallet`, { decision: "approve" });
    expect((await status(a.id)).status).toBe("SUCCEEDED");
    const d = await deposit("sandwallet");
    await psp.post(`/pay/${d.id}/wallet`, { decision: "deny" });
    expect(await status(d.id)).toMatchObject({ status: "DECLINED", reason: "DECLINED_BY_PAYER" });
  });

  it("SCI: the merchant's signed form opens the checkout; a forged one is refused", async () => {
    const p = await deposit("sci");
    expect(p.next).toMatchObject({ type: "post", url: `${psp.base}/sci/v1/checkout` });
    const forged = await psp.post("/sci/v1/checkout", { ...p.next.params, amount: "1" });
    expect(forged.status).toBe(400);
    const ok = await psp.post("/sci/v1/checkout", p.next.params);
    expect(ok.location).toBe(`/pay/${p.id}`);
    await psp.post(`/pay/${p.id}/sci`, { decision: "approve" });
    expect((await status(p.id)).status).toBe("SUCCEEDED");
  });

  it("bank transfer: fields are checked, then it waits until the dashboard confirms it", async () => {
    const p = await deposit("bank");
    expect(p.next.type).toBe("form");
    expect(p.next.fields.map((f: { name: string }) => f.name)).toEqual(["holder", "iban", "bankCountry", "birthday", "email"]);
    const bad = await psp.call(`/merchant/v1/payments/${p.id}/execute`, { fields: { holder: "Al", iban: "nope" } });
    expect(bad.status).toBe(422);
    expect(bad.body.message).toContain("holder, iban, bankCountry, birthday");
    const ok = await psp.call(`/merchant/v1/payments/${p.id}/execute`, {
      fields: { holder: "Ann Lee", iban: "EE38 2200 2210 2014 5685", bankCountry: "EST", birthday: "1990-04-01T00:00:00.000Z" },
    });
    expect(ok.body).toMatchObject({ status: "PENDING", step: "bank-wait", next: { type: "instructions", reference: p.id } });
    psp.clock.advance(24 * 3600_000);
    await psp.tick();
    expect((await status(p.id)).status).toBe("PENDING");
    const dash = await psp.page("/dashboard");
    expect(dash.html).toContain(p.id);
    const click = await psp.post(`/dashboard/payments/${p.id}/confirm`, {});
    expect(click.location).toBe("/dashboard");
    expect((await status(p.id)).status).toBe("SUCCEEDED");
    expect((await psp.post(`/dashboard/payments/${p.id}/fail`, {})).status).toBe(409);
  });

  it("a pending payment can be cancelled; a settled one cannot", async () => {
    const p = await deposit("bank");
    const c = await psp.call(`/merchant/v1/payments/${p.id}/cancel`, {});
    expect(c.body).toMatchObject({ status: "CANCELLED" });
    const done = await deposit("sandwallet");
    await psp.post(`/pay/${done.id}/wallet`, { decision: "approve" });
    const late = await psp.call(`/merchant/v1/payments/${done.id}/cancel`, {});
    expect(late.status).toBe(409);
    expect(late.body.code).toBe("NOT_CANCELLABLE");
  });
});

describe("crypto and payouts", () => {
  it("a crypto deposit confirms over time once the coins are sent", async () => {
    const q = await psp.call("/merchant/v1/quotes", { method: "usdt", amount: 5000, currency: "EUR" });
    const p = await deposit("usdt", { quoteId: q.body.quoteId });
    const invoice = await psp.page(`/pay/${p.id}`);
    expect(invoice.html).toContain(p.next.address);
    await psp.post(`/pay/${p.id}/crypto/send`, {});
    await psp.tick();
    expect(await status(p.id)).toMatchObject({ status: "PENDING", confirmations: 1, requiredConfirmations: 3 });
    psp.clock.advance(5000);
    await psp.tick();
    expect((await status(p.id)).confirmations).toBe(2);
    psp.clock.advance(5000);
    await psp.tick();
    expect(await status(p.id)).toMatchObject({ status: "SUCCEEDED", confirmations: 3 });
    expect((await psp.call(`/merchant/v1/payments/${p.id}/cancel`, {})).status).toBe(409);
  });

  it("a payout is paid after the sandbox bank's delay, or fails for a refused account", async () => {
    const good = await psp.call("/merchant/v1/payouts", {
      reference: "w-1",
      method: "bank",
      amount: 4000,
      currency: "EUR",
      account: { iban: "EE382200221020145685" },
    });
    const bad = await psp.call("/merchant/v1/payouts", {
      reference: "w-2",
      method: "sandwallet",
      amount: 4000,
      currency: "EUR",
      account: { email: "fail@sandbox.test" },
    });
    const again = await psp.call("/merchant/v1/payouts", {
      reference: "w-1",
      method: "bank",
      amount: 4000,
      currency: "EUR",
      account: { iban: "EE382200221020145685" },
    });
    expect(again.body.id).toBe(good.body.id);
    expect(good.body.status).toBe("PENDING");
    await psp.tick();
    expect((await status(good.body.id)).status).toBe("PENDING");
    psp.clock.advance(3000);
    await psp.tick();
    expect((await status(good.body.id)).status).toBe("SUCCEEDED");
    expect(await status(bad.body.id)).toMatchObject({ status: "FAILED", reason: "BENEFICIARY_ACCOUNT_INVALID" });
  });
});
