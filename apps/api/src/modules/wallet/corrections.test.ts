import { describe, expect, it } from "vitest";
import { insertPlayer } from "../../../test/fixtures.js";
import { testApp } from "../../../test/harness.js";
import { operatorCaller } from "../../../test/operators.js";

// Four eyes above EUR 100.00 for corrections
const app = await testApp({ config: { CORRECTION_FOUR_EYES: "EUR:10000" } });
const { wallet } = app.services;

const operator = (role: Parameters<typeof operatorCaller>[1]) => operatorCaller(app, role);

const ann = await operator("finance");
const bob = await operator("finance");
const sue = await operator("support");

const cash = async (playerId: string) => (await wallet.balance(playerId, "EUR")).cash;
const audit = (objectId: string) =>
  app.db.query<{ action: string; operator_id: string; reason: string }>(
    "SELECT action, operator_id::text AS operator_id, reason FROM audit_log WHERE object_type = 'correction' AND object_id = $1 ORDER BY id",
    [objectId],
  );

describe("corrections", () => {
  it("a small correction is applied at once, with its correction row and audit row", async () => {
    const playerId = await insertPlayer(app.db);
    const r = await ann.call("POST", "/operator/v1/corrections", {
      direction: "credit",
      player: playerId,
      amount: 2500,
      reason: "goodwill for ticket 42",
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      status: "APPLIED",
      amount: "2500",
      currency: "EUR",
      needsSecondApprover: false,
      requestedBy: { id: ann.id },
    });
    expect(await cash(playerId)).toBe(2500n);
    const row = await app.db.one<{ kind: string; reason: string; request_id: string }>(
      `SELECT t.kind, c.reason, c.request_id FROM wallet_corrections c JOIN wallet_transfers t ON t.id = c.transfer_id WHERE c.player_id = $1`,
      [playerId],
    );
    expect(row).toEqual({ kind: "C", reason: "goodwill for ticket 42", request_id: r.body.id });
    expect(await audit(r.body.id)).toEqual([
      { action: "correction.apply", operator_id: ann.id, reason: "goodwill for ticket 42" },
    ]);
    // the same key asked twice is one correction
    const key = `ticket-42-${playerId}`;
    const once = await ann.call("POST", "/operator/v1/corrections", {
      direction: "credit",
      player: playerId,
      amount: 100,
      reason: "retry",
      key,
    });
    const twice = await ann.call("POST", "/operator/v1/corrections", {
      direction: "credit",
      player: playerId,
      amount: 100,
      reason: "retry",
      key,
    });
    expect(twice.body.id).toBe(once.body.id);
    expect(await cash(playerId)).toBe(2600n);
  });

  it("a large one waits PENDING and moves nothing; the asker cannot approve it; a second operator does, once", async () => {
    const playerId = await insertPlayer(app.db);
    const asked = await ann.call("POST", "/operator/v1/corrections", {
      direction: "credit",
      player: playerId,
      amount: 50_000,
      reason: "tournament prize",
    });
    expect(asked.body).toMatchObject({ status: "PENDING", needsSecondApprover: true, transferId: null });
    expect(await cash(playerId)).toBe(0n);
    expect(
      (await bob.call("GET", "/operator/v1/corrections?status=PENDING")).body.items.map((c: { id: string }) => c.id),
    ).toContain(asked.body.id);

    const self = await ann.call("POST", `/operator/v1/corrections/${asked.body.id}/approve`);
    expect(self.status).toBe(403);
    expect(await cash(playerId)).toBe(0n);
    expect((await sue.call("POST", `/operator/v1/corrections/${asked.body.id}/approve`)).status).toBe(403);

    const [first, second] = await Promise.all([
      bob.call("POST", `/operator/v1/corrections/${asked.body.id}/approve`),
      bob.call("POST", `/operator/v1/corrections/${asked.body.id}/approve`),
    ]);
    const statuses = [first.status, second.status].sort();
    expect(statuses[0]).toBe(200);
    const approved = first.status === 200 ? first.body : second.body;
    expect(approved).toMatchObject({ status: "APPLIED", decidedBy: { id: bob.id }, transferId: expect.any(String) });
    expect(await cash(playerId)).toBe(50_000n);
    expect((await bob.call("POST", `/operator/v1/corrections/${asked.body.id}/approve`)).body.code).toBe(
      "CORRECTION_NOT_PENDING",
    );
    expect(await cash(playerId)).toBe(50_000n);
    const transfers = await app.db.query("SELECT 1 FROM wallet_transfers WHERE key = $1", [asked.body.key]);
    expect(transfers).toHaveLength(1);
    expect((await audit(asked.body.id)).map((a) => [a.action, a.operator_id])).toEqual([
      ["correction.request", ann.id],
      ["correction.approve", bob.id],
    ]);
    expect((await wallet.reconcile()).ok).toBe(true);
  });

  it("a pending debit past the player's cash stays pending; a rejection moves nothing", async () => {
    const playerId = await insertPlayer(app.db);
    await wallet.credit({ playerId, amount: 20_000n, currency: "EUR", key: `dep:${playerId}`, kind: "D", from: "psp:sandbox" });
    const asked = await ann.call("POST", "/operator/v1/corrections", {
      direction: "debit",
      player: playerId,
      amount: 30_000,
      reason: "chargeback",
    });
    const short = await bob.call("POST", `/operator/v1/corrections/${asked.body.id}/approve`);
    expect(short).toMatchObject({ status: 412, body: { code: "INSUFFICIENT_FUNDS" } });
    expect((await bob.call("GET", `/operator/v1/corrections?playerId=${playerId}`)).body.items[0]).toMatchObject({
      status: "PENDING",
    });
    const rejected = await bob.call("POST", `/operator/v1/corrections/${asked.body.id}/reject`, {
      reason: "chargeback reversed",
    });
    expect(rejected.body).toMatchObject({ status: "REJECTED", decisionReason: "chargeback reversed" });
    expect(await cash(playerId)).toBe(20_000n);
    expect((await ann.call("POST", `/operator/v1/corrections/${asked.body.id}/approve`)).status).toBe(409);
  });

  it("refuses an unknown player, a bad amount, and an operator without the permission", async () => {
    expect(
      (await ann.call("POST", "/operator/v1/corrections", { direction: "credit", player: "FSUA000", amount: 1, reason: "test" }))
        .body.code,
    ).toBe("PLAYER_NOT_FOUND");
    expect(
      (await ann.call("POST", "/operator/v1/corrections", { direction: "credit", player: "x", amount: -5, reason: "test" }))
        .status,
    ).toBe(400);
    expect(
      (await sue.call("POST", "/operator/v1/corrections", { direction: "credit", player: "x", amount: 5, reason: "test" }))
        .status,
    ).toBe(403);
    expect((await app.inject({ method: "GET", url: "/operator/v1/corrections" })).statusCode).toBe(401);
  });
});

describe("ledger health", () => {
  it("runs the reconciliation on demand and on its schedule, keeping the last result and when it ran", async () => {
    const none = await sue.call("GET", "/operator/v1/ledger/health");
    expect(none.status).toBe(403);
    const run = await ann.call("POST", "/operator/v1/ledger/reconcile");
    expect(run.status).toBe(200);
    expect(run.body).toMatchObject({ trigger: "operator", operatorId: ann.id, ok: true, result: { ok: true, mismatches: [] } });
    const audited = await app.db.one<{ operator_id: string }>(
      "SELECT operator_id::text AS operator_id FROM audit_log WHERE action = 'ledger.reconcile' AND object_id = $1",
      [run.body.id],
    );
    expect(audited).toEqual({ operator_id: ann.id });

    const playerId = await insertPlayer(app.db);
    await wallet.credit({
      playerId,
      amount: 100n,
      currency: "EUR",
      key: `dep-health:${playerId}`,
      kind: "D",
      from: "psp:sandbox",
    });
    await app.db.query("UPDATE wallet_accounts SET balance = balance + 1 WHERE player_id = $1", [playerId]);
    const { runLeased } = await import("../../platform/jobs.js");
    const job = app.services.jobs.find((j) => j.name === "wallet.reconcile")!;
    expect(await runLeased(app.db, job, app.services.clock)).toBe(true);
    const health = await ann.call("GET", "/operator/v1/ledger/health");
    expect(health.body.last).toMatchObject({
      trigger: "schedule",
      ok: false,
      result: { mismatches: [expect.objectContaining({ playerId, stored: "101" })] },
    });
    expect(health.body.recent.map((r: { trigger: string }) => r.trigger).slice(0, 2)).toEqual(["schedule", "operator"]);
    expect(new Date(health.body.nextScheduledAt).getTime()).toBeGreaterThan(Date.now());
    await app.db.query("UPDATE wallet_accounts SET balance = balance - 1 WHERE player_id = $1", [playerId]);
  });
});
