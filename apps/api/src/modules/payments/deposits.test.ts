import { describe, expect, it } from "vitest";
import { api, balance, casinoWithPsp, player } from "../../../test/payments.js";

const { app, psp } = await casinoWithPsp();

/** Runs the PSP's worker so its webhooks reach the casino. */
const deliver = () => psp.tick();

describe("card deposits", () => {
  it("redirects to the PSP's card page; 4242… credits the balance once the webhook arrives", async () => {
    const p = await player(app);
    const init = await api(app, "POST", "/deposit/v1/card", p, { amount: 2500 });
    expect(init.status).toBe(200);
    expect(init.body).toMatchObject({
      kind: "REDIRECTION",
      status: "PROCESSING_ACTION_REQUESTED",
      amount: 2500,
      currency: "EUR",
    });
    expect(init.body.redirectUrl).toMatch(new RegExp(`^${psp.base}/pay/pay_`));
    const id = init.body.requestId;

    const page = await psp.page(init.body.redirectUrl);
    expect(page.html).toContain("25.00 EUR");
    await psp.post(`${init.body.redirectUrl}/card`, {
      number: "4242 4242 4242 4242",
      expiry: "12/30",
      cvc: "123",
      holder: "Ann Lee",
    });
    expect((await balance(app, p.id)).cash).toBe(0n); // nothing before the PSP tells us
    const landing = await psp.page(init.body.redirectUrl);
    expect(landing.html).toContain(`/en/account/deposit/${id}/success`);

    await deliver();
    expect((await balance(app, p.id)).cash).toBe(2500n);
    const st = await api(app, "POST", `/deposit/v1/${id}/status`, p);
    expect(st.body).toMatchObject({ status: "SUCCESS", kind: "KIND_NOT_SET", requestId: id });
    expect((await balance(app, p.id)).cash).toBe(2500n);
    const result = await api(app, "GET", `/result/${id}`, p);
    expect(result.body).toMatchObject({ id, type: "deposit", status: "SUCCESS", amount: 2500, method: "card" });
  });

  it("a declined card is REJECTED with its reason and credits nothing", async () => {
    const p = await player(app);
    const init = await api(app, "POST", "/deposit/v1/card", p, { amount: 2500 });
    await psp.post(`${init.body.redirectUrl}/card`, {
      number: "4000000000000002",
      expiry: "12/30",
      cvc: "123",
      holder: "Ann Lee",
    });
    const st = await api(app, "POST", `/deposit/v1/${init.body.requestId}/status`, p);
    expect(st.body).toMatchObject({ status: "REJECTED", reason: "CARD_DECLINED" });
    await deliver();
    expect((await balance(app, p.id)).cash).toBe(0n);
  });

  it("a 3-D Secure card: status answers PROCESS3DS with the challenge page; approving it credits", async () => {
    const p = await player(app);
    const init = await api(app, "POST", "/deposit/v1/card", p, { amount: 4000 });
    await psp.post(`${init.body.redirectUrl}/card`, {
      number: "4000000000003220",
      expiry: "12/30",
      cvc: "123",
      holder: "Ann Lee",
    });
    const st = await api(app, "POST", `/deposit/v1/${init.body.requestId}/status`, p);
    expect(st.body).toMatchObject({
      kind: "PROCESS3DS",
      status: "PROCESSING_ACTION_REQUESTED",
      redirectUrl: `${init.body.redirectUrl}/3ds`,
    });
    await psp.post(st.body.redirectUrl, { decision: "approve" });
    await deliver();
    expect((await balance(app, p.id)).cash).toBe(4000n);
    expect((await api(app, "POST", `/deposit/v1/${init.body.requestId}/status`, p)).body.status).toBe("SUCCESS");
  });
});

describe("missed webhooks", () => {
  it("a deposit whose webhook never arrived is settled by the reconciliation pass, once", async () => {
    const p = await player(app);
    const init = await api(app, "POST", "/deposit/v1/sandwallet", p, { amount: 700 });
    await psp.post(`${init.body.redirectUrl}/wallet`, { decision: "approve" });
    // the PSP's worker is not run: no webhook reaches the casino
    await app.services.payments.reconcilePending(); // too recent to chase yet
    expect((await balance(app, p.id)).cash).toBe(0n);
    psp.clock.advance(2 * 60_000);
    expect(await app.services.payments.reconcilePending()).toBeGreaterThanOrEqual(1);
    expect((await balance(app, p.id)).cash).toBe(700n);
    await deliver(); // the late webhook changes nothing
    await app.services.payments.reconcilePending();
    expect((await balance(app, p.id)).cash).toBe(700n);
  });
});

describe("e-wallet and SCI deposits", () => {
  it("e-wallet: REDIRECTION to an approve page; deny rejects, approve credits", async () => {
    const p = await player(app);
    const a = await api(app, "POST", "/deposit/v1/sandwallet", p, { amount: 1500 });
    expect(a.body.kind).toBe("REDIRECTION");
    await psp.post(`${a.body.redirectUrl}/wallet`, { decision: "deny" });
    const b = await api(app, "POST", "/deposit/v1/sandwallet", p, { amount: 1500 });
    await psp.post(`${b.body.redirectUrl}/wallet`, { decision: "approve" });
    await deliver();
    expect((await api(app, "POST", `/deposit/v1/${a.body.requestId}/status`, p)).body).toMatchObject({
      status: "REJECTED",
      reason: "DECLINED_BY_PAYER",
    });
    expect((await balance(app, p.id)).cash).toBe(1500n);
  });

  it("SCI: an HTML form that posts itself to the PSP with the signed parameters", async () => {
    const p = await player(app);
    const init = await api(app, "POST", "/deposit/v1/sci", p, { amount: 1000 });
    expect(init.body).toMatchObject({ kind: "HTML", redirectUrl: `${psp.base}/sci/v1/checkout` });
    expect(init.body.html).toContain(`action="${psp.base}/sci/v1/checkout"`);
    expect(init.body.html).toContain(".submit()");
    expect(init.body.postParameters).toMatchObject({ amount: "1000", currency: "EUR", reference: init.body.requestId });
    const checkout = await psp.post(init.body.redirectUrl, init.body.postParameters);
    expect(checkout.status).toBe(303);
    await psp.post(`${psp.base}${checkout.location}/sci`, { decision: "approve" });
    await deliver();
    expect((await balance(app, p.id)).cash).toBe(1000n);
  });
});

describe("bank transfer deposits", () => {
  it("a FORM of fields, pending until the PSP's dashboard confirms it; a second one is OUTSTANDING_REQUEST", async () => {
    const p = await player(app, { complete: true });
    const init = await api(app, "POST", "/deposit/v1/bank", p, { amount: 30_000 });
    expect(init.body).toMatchObject({ kind: "FORM", status: "PROCESSING_ACTION_REQUESTED", execute: true });
    const fields = init.body.form.fields as {
      identifier: string;
      type: string;
      autofillFrom?: string;
      value?: string;
      missing: boolean;
      constraints: Record<string, unknown>;
    }[];
    expect(fields.map((f) => [f.identifier, f.type])).toEqual([
      ["holder", "INPUT_TEXT"],
      ["iban", "INPUT_ACCOUNT_DETAIL"],
      ["bankCountry", "INPUT_COUNTRY"],
      ["birthday", "INPUT_DATE"],
      ["email", "INPUT_EMAIL"],
    ]);
    expect(fields[1]!.constraints).toMatchObject({ min: 15, max: 34, pattern: expect.any(String), mask: expect.any(String) });
    expect(fields[2]!.constraints.valuesList).toContain("EST");
    expect(fields[3]).toMatchObject({ autofillFrom: "BIRTHDAY", value: "1990-04-01", missing: false });

    const bad = await api(app, "POST", `/deposit/v1/${init.body.requestId}/execute`, p, { fields: { holder: "A", iban: "123" } });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe("INVALID_PAYMENT_FIELDS");
    // bank country and birthday come from the profile
    expect(bad.body.fields).toEqual([
      { identifier: "holder", message: "at least 3 characters" },
      { identifier: "iban", message: "at least 15 characters" },
    ]);

    const ok = await api(app, "POST", `/deposit/v1/${init.body.requestId}/execute`, p, {
      fields: { holder: "Ann Lee", iban: "EE38 2200 2210 2014 5685", bankCountry: "EST", birthday: "1990-04-01" },
    });
    expect(ok.body).toMatchObject({ status: "PROCESSING", kind: "FORM", execute: false });
    expect(ok.body.form.fields.find((f: { identifier: string }) => f.identifier === "reference").value).toMatch(/^pay_/);
    // Whom to pay: the provider's collection account in the casino's name, never the payer's own account; the
    // instruction said once, and no link to a page that does not exist.
    const shown = Object.fromEntries(
      ok.body.form.fields.map((f: { identifier: string; value: string }) => [f.identifier, f.value]),
    );
    expect(shown.payee).toBe("Aurum Casino (via SandPay)");
    expect(shown.payTo).toBe("DE89370400440532013000");
    expect(ok.body.form.fields.filter((f: { identifier: string }) => f.identifier === "bankIntro")).toHaveLength(1);
    expect(ok.body.form.fields.some((f: { type: string }) => f.type === "CONTENT_REF")).toBe(false);

    const again = await api(app, "POST", "/deposit/v1/bank", p, { amount: 5000 });
    expect(again.body).toMatchObject({ status: "OUTSTANDING_REQUEST", amount: 30_000, requestId: init.body.requestId });

    await deliver();
    expect((await balance(app, p.id)).cash).toBe(0n);
    const pspId = ok.body.form.fields.find((f: { identifier: string }) => f.identifier === "reference").value;
    expect((await psp.page("/dashboard")).html).toContain(pspId);
    await psp.post(`/dashboard/payments/${pspId}/confirm`, {});
    await deliver();
    expect((await balance(app, p.id)).cash).toBe(30_000n);
    expect((await api(app, "POST", `/deposit/v1/${init.body.requestId}/status`, p)).body.status).toBe("SUCCESS");
  });
});

describe("crypto deposits", () => {
  it("init gives a quote without converted amount; request confirms it and shows the address; confirmations credit", async () => {
    const p = await player(app);
    const init = await api(app, "POST", "/deposit/v1/btc", p, { amount: 12_000 });
    expect(init.body).toMatchObject({
      kind: "KIND_NOT_SET",
      status: "PROCESSING",
      rate: "60000.00",
      quoteId: expect.stringMatching(/^q_/),
    });
    expect(init.body.convertedAmount).toBeUndefined();
    // Before accepting, the player reads what to send in the coin's own currency.
    expect(init.body).toMatchObject({ quoteAmount: 200_000, quoteCurrency: "BTC" });
    const req = await api(app, "POST", `/deposit/v1/${init.body.quoteId}/request`, p);
    expect(req.body).toMatchObject({ convertedAmount: 200_000, convertedCurrency: "BTC", kind: "FORM", status: "PROCESSING" });
    const fields = req.body.form.fields as { identifier: string; type: string; value: string }[];
    expect(fields.map((f) => f.type)).toEqual(["TEXT", "DATA", "DATA", "DEEPLINK", "DEEPLINK", "DATA"]);
    expect(fields[5]).toMatchObject({ identifier: "confirmations", value: "0/2" });
    expect(fields[1]!.value).toBe("0.00200000");
    expect(fields[3]!.value).toBe(`bitcoin:${fields[2]!.value}?amount=0.002`);
    const invoice = fields[4]!.value;
    await psp.post(`${invoice}/crypto/send`, {});
    await deliver();
    const mid = await api(app, "POST", `/deposit/v1/${init.body.requestId}/status`, p);
    expect(mid.body.form.fields.at(-1)).toMatchObject({ identifier: "confirmations", value: "1/2" });
    expect((await balance(app, p.id)).cash).toBe(0n);
    psp.clock.advance(1000);
    await deliver();
    await deliver();
    expect((await balance(app, p.id)).cash).toBe(12_000n);
  });

  it("an expired quote is refused with FAILED_PRECONDITION", async () => {
    const p = await player(app);
    const init = await api(app, "POST", "/deposit/v1/usdt", p, { amount: 5000 });
    psp.clock.advance(11 * 60_000);
    const late = await api(app, "POST", `/deposit/v1/${init.body.quoteId}/request`, p);
    expect(late.status).toBe(412);
    expect(late.body).toMatchObject({
      code: "FAILED_PRECONDITION",
      reason: "QUOTE_EXPIRED",
      detail: { code: "FAILED_PRECONDITION" },
    });
  });
});

describe("refusals and cancel", () => {
  it("a method the region does not offer is NO_PAYMENT_METHOD_AVAILABLE_FOR_REQUEST", async () => {
    const p = await player(app);
    const res = await api(app, "POST", "/deposit/v1/upi", p, { amount: 5000 });
    expect(res.status).toBe(412);
    expect(res.body).toMatchObject({ code: "FAILED_PRECONDITION", reason: "NO_PAYMENT_METHOD_AVAILABLE_FOR_REQUEST" });
    const inr = await player(app, { currency: "INR", country: "IND" });
    expect((await api(app, "POST", "/deposit/v1/upi", inr, { amount: 50_000 })).body.kind).toBe("REDIRECTION");
  });

  it("amounts outside the deposit bounds are refused with their codes", async () => {
    const p = await player(app);
    const low = await api(app, "POST", "/deposit/v1/card", p, { amount: 99 });
    expect(low.body).toMatchObject({ code: "AMOUNT_IS_LESS_THAN_ALLOWED_MINIMUM", min: 100 });
    const high = await api(app, "POST", "/deposit/v1/card", p, { amount: 10_000_001 });
    expect(high.body).toMatchObject({ code: "AMOUNT_IS_GREATER_THAN_ALLOWED_MAXIMUM" });
    const bad = await api(app, "POST", "/deposit/v1/card", p, { amount: 12.5 });
    expect(bad.status).toBe(400);
  });

  it("a guard of another module refuses a deposit with its code", async () => {
    const p = await player(app);
    app.services.payments.addDepositGuard(async ({ playerId }) => {
      if (playerId === p.id) throw (await import("./errors.js")).paymentRefused("DEPOSIT_SELF_DAILY_LIMIT");
    });
    const res = await api(app, "POST", "/deposit/v1/card", p, { amount: 5000 });
    expect(res.status).toBe(412);
    expect(res.body).toMatchObject({ code: "DEPOSIT_SELF_DAILY_LIMIT", detail: { code: "DEPOSIT_SELF_DAILY_LIMIT" } });
  });

  it("cancel closes an unpaid deposit; a paid one cannot be cancelled; others' payments are not found", async () => {
    const p = await player(app);
    const init = await api(app, "POST", "/deposit/v1/card", p, { amount: 2000 });
    const c = await api(app, "POST", `/deposit/v1/${init.body.requestId}/cancel`, p);
    expect(c.body).toMatchObject({ status: "REJECTED", reason: "CANCELLED_BY_MERCHANT" });
    const card = await psp.page(init.body.redirectUrl);
    expect(card.html).not.toContain('name="number"');
    expect((await api(app, "POST", `/deposit/v1/${init.body.requestId}/cancel`, p)).status).toBe(412);
    const other = await player(app);
    expect((await api(app, "POST", `/deposit/v1/${init.body.requestId}/status`, other)).status).toBe(404);
    expect((await api(app, "GET", `/result/${init.body.requestId}`, other)).status).toBe(404);
    expect((await api(app, "POST", `/deposit/v1/${init.body.requestId}/status`)).status).toBe(401);
  });
});
