import { describe, expect, it } from "vitest";
import { enrolledOperator, sessionOf } from "../../../test/operators.js";
import { api, balance, casinoWithPsp, player, type TestPlayer } from "../../../test/payments.js";
import { multipart, samplePng } from "./sample-files.js";

const { app, psp } = await casinoWithPsp({
  config: { KYC_WITHDRAWAL_THRESHOLDS: "EUR:10000", KYC_DEPOSIT_THRESHOLDS: "EUR:100000", WITHDRAWAL_FOUR_EYES: "EUR:1000000" },
});
const IBAN = { holder: "Ann Lee", iban: "EE382200221020145685" };
const reviewer = await sessionOf(app, (await enrolledOperator(app, "compliance")).id);
const cashier = await sessionOf(app, (await enrolledOperator(app, "finance")).id);
const withdrawalDecision = (id: string, verb: "approve" | "reject", body: object = {}) =>
  app.inject({ method: "POST", url: `/operator/v1/withdrawals/${id}/${verb}`, headers: cashier.headers, payload: body });

async function withdraw(p: TestPlayer, amount: number) {
  const init = await api(app, "POST", "/withdrawal/v1/bank", p, { amount });
  expect(init.status).toBe(200);
  const exec = await api(app, "POST", `/withdrawal/v1/${init.body.requestId}/execute`, p, { fields: IBAN });
  expect(exec.status).toBe(200);
  return { id: init.body.requestId as string, exec: exec.body };
}
const state = async (id: string) =>
  (await app.db.one<{ status: string }>("SELECT status FROM payments WHERE id = $1", [id]))!.status;
const pending = async (p: TestPlayer) => (await api(app, "POST", "/withdrawal/v1/list", p)).body.withdrawals;

async function verifyingDocument(p: TestPlayer) {
  const body = multipart([{ name: "passport.png", bytes: samplePng() }]);
  const up = await app.inject({
    method: "POST",
    url: "/upload/v1",
    headers: { ...p.auth, ...body.headers },
    payload: body.payload,
  });
  return (await api(app, "POST", "/documents/v1", p, { type: "PASS", referenceIds: [up.json().referenceId] })).body.id as string;
}
const decide = (docId: string, verb: "approve" | "reject", body: object) =>
  app.inject({ method: "POST", url: `/operator/v1/kyc/documents/${docId}/${verb}`, headers: reviewer.headers, payload: body });

describe("the withdrawal gate", () => {
  it("a withdrawal over the threshold is reserved and waits for verification; approval of the player lets it go on to payout", async () => {
    const p = await player(app, { complete: true, cash: 50_000n });
    const small = await withdraw(p, 10_000);
    expect(await state(small.id)).toBe("PENDING");
    const big = await withdraw(p, 20_000);
    expect(big.exec).toMatchObject({ status: "PROCESSING", reason: "WAITING_FOR_VERIFICATION" });
    expect(await state(big.id)).toBe("WAITING_FOR_VERIFICATION");
    expect(await balance(app, p.id)).toMatchObject({ cash: 20_000n, reserved: 30_000n });
    expect(await pending(p)).toContainEqual(
      expect.objectContaining({ id: big.id, status: "WAITING_FOR_VERIFICATION", processing: false, cancellable: true }),
    );
    // the back office's queue lists it in its own state
    const queue = await app.inject({
      method: "GET",
      url: `/operator/v1/withdrawals?status=WAITING_FOR_VERIFICATION&playerId=${p.id}`,
      headers: cashier.headers,
    });
    expect(queue.statusCode).toBe(200);
    expect(queue.json().items.map((w: { id: string; state: string }) => [w.id, w.state])).toEqual([
      [big.id, "WAITING_FOR_VERIFICATION"],
    ]);
    // not approvable while it waits
    const early = await withdrawalDecision(big.id, "approve");
    expect(early.statusCode).toBe(412);

    const doc = await verifyingDocument(p);
    expect(await state(big.id)).toBe("WAITING_FOR_VERIFICATION");
    const ok = await decide(doc, "approve", { holderName: "Ann Lee", holderBirthday: "1990-04-01" });
    expect(ok.json()).toMatchObject({ playerStatus: "VERIFIED", released: [big.id] });
    expect(await state(big.id)).toBe("PENDING");

    const approved = await withdrawalDecision(big.id, "approve");
    expect(approved.statusCode).toBe(200);
    await psp.tick();
    await api(app, "POST", `/withdrawal/v1/${big.id}/status`, p);
    expect(await state(big.id)).toBe("SUCCESS");
    expect(await balance(app, p.id)).toMatchObject({ cash: 20_000n, reserved: 10_000n });
    // a verified player's next large withdrawal goes straight to approval
    expect(await state((await withdraw(p, 15_000)).id)).toBe("PENDING");
    expect((await app.services.wallet.reconcile()).ok).toBe(true);
  });

  it("once lifetime deposits pass their threshold, even a small withdrawal waits", async () => {
    const p = await player(app, { complete: true, cash: 5_000n });
    await app.db.query(
      `INSERT INTO payments (player_id, type, provider, method, category, amount, currency, status)
       VALUES ($1, 'deposit', 'sandbox', 'card', 'CARDS', 100001, 'EUR', 'SUCCESS')`,
      [p.id],
    );
    const w = await withdraw(p, 1_000);
    expect(await state(w.id)).toBe("WAITING_FOR_VERIFICATION");
  });

  it("the player may cancel a waiting withdrawal; after a FINAL rejection the operator rejects it; both release the money", async () => {
    const p = await player(app, { complete: true, cash: 60_000n });
    const a = await withdraw(p, 20_000);
    const b = await withdraw(p, 30_000);
    expect(await balance(app, p.id)).toMatchObject({ cash: 10_000n, reserved: 50_000n });
    expect((await api(app, "POST", `/withdrawal/v1/${a.id}/cancel`, p)).status).toBe(200);
    expect(await balance(app, p.id)).toMatchObject({ cash: 30_000n, reserved: 30_000n });

    const doc = await verifyingDocument(p);
    const final = await decide(doc, "reject", { kind: "FINAL", label: "OTHER", comment: "Forged document." });
    expect(final.json().playerStatus).toBe("NOT_VERIFIED");
    expect(await state(b.id)).toBe("WAITING_FOR_VERIFICATION");
    const rejected = await withdrawalDecision(b.id, "reject", { reason: "KYC refused" });
    expect(rejected.statusCode).toBe(200);
    expect(await state(b.id)).toBe("REJECTED");
    expect(await balance(app, p.id)).toMatchObject({ cash: 60_000n, reserved: 0n });
    expect((await app.services.wallet.reconcile()).ok).toBe(true);
  });
});
