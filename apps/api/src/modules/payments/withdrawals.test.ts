import { describe, expect, it } from "vitest";
import { enrolledOperator, sessionOf } from "../../../test/operators.js";
import { api, balance, casinoWithPsp, player } from "../../../test/payments.js";
import { multipart, samplePdf } from "../kyc/sample-files.js";

const { app, psp } = await casinoWithPsp();

/** An operator signed in to the back office (session cookie + CSRF header). */
async function operator(role: Parameters<typeof enrolledOperator>[1]) {
  const o = await enrolledOperator(app, role);
  const s = await sessionOf(app, o.id);
  return { ...o, headers: s.headers };
}
const olga = await operator("finance");
const otto = await operator("finance");
const sam = await operator("support");
const OPS = olga.headers;
const IBAN = { holder: "Ann Lee", iban: "EE382200221020145685" };

async function requestWithdrawal(
  who: Awaited<ReturnType<typeof player>>,
  amount: number,
  fields: Record<string, string> = IBAN,
  method = "bank",
) {
  const init = await api(app, "POST", `/withdrawal/v1/${method}`, who, { amount });
  expect(init.status).toBe(200);
  const exec = await api(app, "POST", `/withdrawal/v1/${init.body.requestId}/execute`, who, { fields });
  return { init: init.body, exec };
}

describe("withdrawal methods and rules", () => {
  it("lists payout methods with the currency's bounds and eight tiers", async () => {
    const p = await player(app, { currency: "UAH", country: "UKR", complete: true });
    const res = await api(app, "GET", "/withdrawal/v1?region=UKR", p);
    expect(res.body.methods.map((m: { id: string }) => m.id)).toEqual(["sandwallet", "bank", "usdt", "btc"]);
    expect(res.body.methods[0]).toMatchObject({ limits: { min: 500, max: 1_500_000 }, currency: "UAH" });
    expect(res.body.methods[0].tiers).toHaveLength(8);
    expect(res.body.methods[0].tiers[0]).toBe(150_000);
    expect(res.body.methods[0].tiers[7]).toBe(3000);
  });

  it("refuses a player without personal data, then without e-mail", async () => {
    const bare = await player(app, { cash: 10_000n });
    const r1 = await api(app, "POST", "/withdrawal/v1/bank", bare, { amount: 5000 });
    expect(r1.status).toBe(412);
    expect(r1.body.code).toBe("WITHDRAWAL_REQUIRE_PERSONAL_DATA");
    const noMail = await player(app, { complete: true, email: null, cash: 10_000n });
    expect((await api(app, "POST", "/withdrawal/v1/bank", noMail, { amount: 5000 })).body.code).toBe(
      "WITHDRAWAL_REQUIRE_CONTACT_EMAIL",
    );
  });

  it("refuses a player whose phone is not confirmed, and one whose withdrawals an operator stopped", async () => {
    const unconfirmed = await player(app, { complete: true, cash: 10_000n });
    await app.db.query("UPDATE players SET details = details - 'CONTACT_PHONE_VERIFIED' WHERE id = $1", [unconfirmed.id]);
    const phone = await api(app, "POST", "/withdrawal/v1/bank", unconfirmed, { amount: 5000 });
    expect(phone.body.code).toBe("WITHDRAWAL_REQUIRE_CONTACT_PHONE");
    const stopped = await player(app, { complete: true, cash: 10_000n });
    await app.db.query("UPDATE players SET withdrawals_blocked = true WHERE id = $1", [stopped.id]);
    const res = await api(app, "POST", "/withdrawal/v1/bank", stopped, { amount: 5000 });
    expect(res.status).toBe(412);
    expect(res.body).toMatchObject({
      code: "WITHDRAWAL_PROHIBITED_GLOBALLY",
      detail: { code: "WITHDRAWAL_PROHIBITED_GLOBALLY" },
    });
  });

  it("enforces the minimum and maximum per currency (EUR 20–50,000 minor units)", async () => {
    const p = await player(app, { complete: true, cash: 100_000n });
    expect((await api(app, "POST", "/withdrawal/v1/bank", p, { amount: 19 })).body).toMatchObject({
      code: "AMOUNT_IS_LESS_THAN_ALLOWED_MINIMUM",
      min: 20,
    });
    expect((await api(app, "POST", "/withdrawal/v1/bank", p, { amount: 50_001 })).body).toMatchObject({
      code: "AMOUNT_IS_GREATER_THAN_ALLOWED_MAXIMUM",
      max: 50_000,
    });
    expect((await api(app, "POST", "/withdrawal/v1/bank", p, { amount: 20 })).status).toBe(200);
    expect((await api(app, "POST", "/withdrawal/v1/bank", p, { amount: 50_000 })).status).toBe(200);
    const inr = await player(app, { currency: "INR", country: "IND", complete: true });
    expect((await api(app, "POST", "/withdrawal/v1/bank", inr, { amount: 999 })).body.code).toBe(
      "AMOUNT_IS_LESS_THAN_ALLOWED_MINIMUM",
    );
  });

  it("a withdrawal beyond the balance is UNABLE_TO_RESERVE_FUNDS and moves nothing", async () => {
    const p = await player(app, { complete: true, cash: 1000n });
    const { exec } = await requestWithdrawal(p, 5000);
    expect(exec.status).toBe(412);
    expect(exec.body).toMatchObject({ code: "FAILED_PRECONDITION", reason: "UNABLE_TO_RESERVE_FUNDS" });
    expect(await balance(app, p.id)).toMatchObject({ cash: 1000n, reserved: 0n });
  });
});

describe("request → approval → settled", () => {
  it("reserves on request, lists it pending, approval pays it out through the PSP and settles", async () => {
    const p = await player(app, { complete: true, cash: 20_000n });
    const { init, exec } = await requestWithdrawal(p, 8000);
    expect(init).toMatchObject({ kind: "FORM", status: "PROCESSING_ACTION_REQUESTED", execute: true });
    expect(init.form.fields.map((f: { type: string }) => f.type)).toEqual(["INPUT_TEXT", "INPUT_ACCOUNT_DETAIL"]);
    expect(exec.body).toMatchObject({ status: "PROCESSING", kind: "KIND_NOT_SET" });
    expect(await balance(app, p.id)).toMatchObject({ cash: 12_000n, reserved: 8000n });

    const list = await api(app, "POST", "/withdrawal/v1/list", p);
    expect(list.body.withdrawals).toEqual([
      expect.objectContaining({ id: init.requestId, amount: 8000, processing: false, cancellable: true }),
    ]);

    // no session, a role without the permission, a write without its CSRF header: refused
    expect((await api(app, "POST", `/operator/v1/withdrawals/${init.requestId}/approve`)).status).toBe(401);
    expect(
      (await api(app, "POST", `/operator/v1/withdrawals/${init.requestId}/approve`, undefined, {}, sam.headers)).status,
    ).toBe(403);
    expect(
      (await api(app, "POST", `/operator/v1/withdrawals/${init.requestId}/approve`, undefined, {}, { cookie: OPS.cookie }))
        .status,
    ).toBe(403);
    const queue = await api(app, "GET", "/operator/v1/withdrawals?status=PENDING", undefined, undefined, OPS);
    expect(queue.body.items.map((w: { id: string }) => w.id)).toContain(init.requestId);
    expect(queue.body.items.find((w: { id: string }) => w.id === init.requestId)).toMatchObject({
      amount: "8000",
      needsSecondApprover: false,
      account: { holder: "Ann Lee" },
    });
    const approved = await api(app, "POST", `/operator/v1/withdrawals/${init.requestId}/approve`, undefined, {}, OPS);
    expect(approved.body).toMatchObject({ state: "APPROVED", status: "PROCESSING", decision: { operatorId: olga.id } });
    expect((await api(app, "POST", "/withdrawal/v1/list", p)).body.withdrawals[0]).toMatchObject({
      processing: true,
      cancellable: false,
    });

    // approved cannot be reversed
    expect((await api(app, "POST", `/withdrawal/v1/${init.requestId}/cancel`, p)).status).toBe(412);
    expect(
      (await api(app, "POST", `/operator/v1/withdrawals/${init.requestId}/reject`, undefined, { reason: "too late" }, OPS))
        .status,
    ).toBe(412);

    await psp.tick(); // the sandbox bank pays; its webhook reaches the casino
    await psp.tick();
    expect(await balance(app, p.id)).toMatchObject({ cash: 12_000n, reserved: 0n });
    expect((await api(app, "GET", `/result/${init.requestId}`, p)).body).toMatchObject({ status: "SUCCESS", type: "withdrawal" });
    expect((await api(app, "POST", "/withdrawal/v1/list", p)).body.withdrawals).toEqual([]);
    expect((await app.services.wallet.reconcile()).ok).toBe(true);
  });

  it("the player cancels a pending withdrawal: the reservation is released", async () => {
    const p = await player(app, { complete: true, cash: 5000n });
    const { init } = await requestWithdrawal(p, 3000);
    const c = await api(app, "POST", `/withdrawal/v1/${init.requestId}/cancel`, p);
    expect(c.body).toMatchObject({ status: "REJECTED", reason: "CANCELLED_BY_PLAYER" });
    expect(await balance(app, p.id)).toMatchObject({ cash: 5000n, reserved: 0n });
    expect((await api(app, "POST", `/operator/v1/withdrawals/${init.requestId}/approve`, undefined, {}, OPS)).status).toBe(412);
  });

  it("the operator rejects: released; a payout the bank refuses is released and FAILED", async () => {
    const p = await player(app, { complete: true, cash: 9000n });
    const { init } = await requestWithdrawal(p, 3000);
    expect((await api(app, "POST", `/operator/v1/withdrawals/${init.requestId}/reject`, undefined, {}, OPS)).status).toBe(400);
    const r = await api(
      app,
      "POST",
      `/operator/v1/withdrawals/${init.requestId}/reject`,
      undefined,
      { reason: "KYC_REVIEW" },
      OPS,
    );
    expect(r.body).toMatchObject({ status: "REJECTED", reason: "KYC_REVIEW", decision: { operatorId: olga.id } });
    const rejectedAudit = await app.db.one<{ reason: string; operator_id: string }>(
      "SELECT reason, operator_id::text AS operator_id FROM audit_log WHERE action = 'withdrawal.reject' AND object_id = $1",
      [init.requestId],
    );
    expect(rejectedAudit).toEqual({ reason: "KYC_REVIEW", operator_id: olga.id });
    expect(await balance(app, p.id)).toMatchObject({ cash: 9000n, reserved: 0n });

    const w = await api(app, "POST", "/withdrawal/v1/sandwallet", p, { amount: 4000 });
    expect(w.body.kind).toBe("EXECUTE"); // the e-mail comes from the profile: only a confirmation
    await api(app, "POST", `/withdrawal/v1/${w.body.requestId}/execute`, p, { fields: { email: "fail@sandbox.test" } });
    await api(app, "POST", `/operator/v1/withdrawals/${w.body.requestId}/approve`, undefined, {}, OPS);
    await psp.tick();
    const st = await api(app, "POST", `/withdrawal/v1/${w.body.requestId}/status`, p);
    expect(st.body).toMatchObject({ status: "FAILED", reason: "BENEFICIARY_ACCOUNT_INVALID" });
    expect(await balance(app, p.id)).toMatchObject({ cash: 9000n, reserved: 0n });
  });

  it("four eyes: above WITHDRAWAL_FOUR_EYES the first approval waits; the same operator cannot approve twice; a second one pays once", async () => {
    const p = await player(app, { complete: true, cash: 50_000n });
    const { init } = await requestWithdrawal(p, 15_000); // above EUR 100.00 (and below KYC's EUR 200.00)
    const path = `/operator/v1/withdrawals/${init.requestId}/approve`;
    const first = await api(app, "POST", path, undefined, {}, olga.headers);
    expect(first.body).toMatchObject({
      state: "PENDING",
      needsSecondApprover: true,
      firstApproval: { operatorId: olga.id, email: olga.email },
      decision: null,
    });
    expect(await balance(app, p.id)).toMatchObject({ cash: 35_000n, reserved: 15_000n });
    const again = await api(app, "POST", path, undefined, {}, olga.headers);
    expect(again.status).toBe(403);
    expect(again.body.code).toMatch(/SAME_OPERATOR/);
    expect((await api(app, "POST", "/withdrawal/v1/list", p)).body.withdrawals[0]).toMatchObject({ processing: false });

    const [a, b] = await Promise.all([
      api(app, "POST", path, undefined, {}, otto.headers),
      api(app, "POST", path, undefined, {}, otto.headers),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body).toMatchObject({
      state: "APPROVED",
      decision: { operatorId: otto.id },
      firstApproval: { operatorId: olga.id },
    });
    await psp.tick();
    await psp.tick();
    expect(await balance(app, p.id)).toMatchObject({ cash: 35_000n, reserved: 0n });
    const settled = await app.db.query("SELECT 1 FROM wallet_transfers WHERE key = $1", [`withdrawal:${init.requestId}:finish`]);
    expect(settled).toHaveLength(1);
    const steps = await app.db.query<{ action: string; operator_id: string }>(
      "SELECT action, operator_id::text AS operator_id FROM audit_log WHERE object_type = 'withdrawal' AND object_id = $1 ORDER BY id",
      [init.requestId],
    );
    expect(steps).toEqual([
      { action: "withdrawal.approve_first", operator_id: olga.id },
      { action: "withdrawal.approve", operator_id: otto.id },
    ]);
    expect((await app.services.wallet.reconcile()).ok).toBe(true);
    const paid = await api(app, "GET", `/operator/v1/withdrawals?status=SUCCESS&playerId=${p.id}`, undefined, undefined, OPS);
    expect(paid.body.items.map((w: { id: string }) => w.id)).toEqual([init.requestId]);
  });

  it("crypto withdrawal: a quote confirmed by request, then the address form", async () => {
    const p = await player(app, { complete: true, cash: 20_000n });
    const init = await api(app, "POST", "/withdrawal/v1/usdt", p, { amount: 9200 });
    expect(init.body).toMatchObject({ quoteId: expect.any(String), kind: "KIND_NOT_SET" });
    const req = await api(app, "POST", `/withdrawal/v1/${init.body.quoteId}/request`, p);
    expect(req.body).toMatchObject({ convertedAmount: 10_000_000_000, convertedCurrency: "USDT", kind: "FORM" });
    const exec = await api(app, "POST", `/withdrawal/v1/${init.body.requestId}/execute`, p, {
      fields: { address: `T${"a".repeat(33)}` },
    });
    expect(exec.body.status).toBe("PROCESSING");
    expect(await balance(app, p.id)).toMatchObject({ reserved: 9200n });
  });
});

describe("a large bank withdrawal asks for a bank statement (the form's INPUT_FILE field)", () => {
  async function uploadStatement(who: Awaited<ReturnType<typeof player>>) {
    const body = multipart([{ name: "statement.pdf", bytes: samplePdf() }]);
    const res = await app.inject({
      method: "POST",
      url: "/upload/v1",
      headers: { ...who.auth, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(200);
    return res.json().referenceId as string;
  }
  const fieldNames = (body: Record<string, unknown>) =>
    ((body.fields ?? []) as { identifier: string }[]).map((f) => f.identifier);

  it("asks only above BANK_STATEMENT_THRESHOLDS, takes the player's own upload once, keeps it from the PSP and shows it to finance (audited)", async () => {
    const p = await player(app, { complete: true, cash: 100_000n });
    const small = await api(app, "POST", "/withdrawal/v1/bank", p, { amount: 5000 });
    expect(small.body.form.fields.map((f: { type: string }) => f.type)).not.toContain("INPUT_FILE");

    const init = (await api(app, "POST", "/withdrawal/v1/bank", p, { amount: 40_000 })).body;
    const field = init.form.fields.find((f: { identifier: string }) => f.identifier === "statement");
    expect(field).toMatchObject({ type: "INPUT_FILE", stage: 1 });
    expect(field.label.en).toMatch(/bank statement/i);
    const execute = (fields: Record<string, string>) =>
      api(app, "POST", `/withdrawal/v1/${init.requestId}/execute`, p, { fields });

    // without it, with another player's upload, with something that is no upload: refused, nothing reserved
    const missing = await execute(IBAN);
    expect(missing.status).toBe(400);
    expect(fieldNames(missing.body)).toEqual(["statement"]);
    const other = await player(app, { complete: true });
    expect(fieldNames((await execute({ ...IBAN, statement: await uploadStatement(other) })).body)).toEqual(["statement"]);
    expect(fieldNames((await execute({ ...IBAN, statement: "../../etc/passwd" })).body)).toEqual(["statement"]);
    expect(await balance(app, p.id)).toMatchObject({ reserved: 0n });

    const mine = await uploadStatement(p);
    const done = await execute({ ...IBAN, statement: mine });
    expect(done.status).toBe(200);
    expect(await balance(app, p.id)).toMatchObject({ reserved: 40_000n });
    // the payment took it: a document cannot take it too, and it no longer counts as a loose upload
    const doc = await api(app, "POST", "/documents/v1", p, { type: "PASS", referenceIds: [mine] });
    expect(doc.body.code).toBe("UPLOAD_NOT_FOUND");
    expect(await app.services.kyc.paymentFiles.isLoose(p.id, mine)).toBe(false);

    // finance sees it named beside the account (which the PSP is paid to, without it) and opens it
    const queue = await api(app, "GET", "/operator/v1/withdrawals?status=WAITING_FOR_VERIFICATION", undefined, undefined, OPS);
    const row = queue.body.items.find((w: { id: string }) => w.id === init.requestId);
    expect(row.account).toEqual(IBAN);
    expect(row.files).toEqual(["statement"]);
    const file = await app.inject({
      method: "GET",
      url: `/operator/v1/withdrawals/${init.requestId}/files/statement`,
      headers: OPS,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/pdf");
    expect(file.headers["x-content-type-options"]).toBe("nosniff");
    expect(file.headers["content-disposition"]).toMatch(/^attachment; filename="statement.pdf"/);
    expect(file.rawPayload.equals(samplePdf())).toBe(true);
    const audit = await app.db.query<{ operator_id: string }>(
      "SELECT operator_id::text AS operator_id FROM audit_log WHERE action = 'payments.file_opened' AND object_id = $1",
      [init.requestId],
    );
    expect(audit.map((a) => a.operator_id)).toEqual([olga.id]);
    // a role without payments.read, and a name the payment has no file under: refused
    const denied = await app.inject({
      method: "GET",
      url: `/operator/v1/withdrawals/${init.requestId}/files/statement`,
      headers: sam.headers,
    });
    expect(denied.statusCode).toBe(403);
    const none = await app.inject({
      method: "GET",
      url: `/operator/v1/withdrawals/${init.requestId}/files/passport`,
      headers: OPS,
    });
    expect(none.statusCode).toBe(404);
  });
});
