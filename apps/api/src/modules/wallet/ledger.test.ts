import { describe, expect, it } from "vitest";
import { insertPlayer } from "../../../test/fixtures.js";
import { testApp } from "../../../test/harness.js";

const app = await testApp();
const { wallet } = app.services;

describe("ledger", () => {
  it("credits a deposit once per key and shows it in the balance", async () => {
    const playerId = await insertPlayer(app.db);
    const first = await wallet.credit({ playerId, amount: 5000n, currency: "EUR", key: "dep-1", kind: "D", from: "psp:sandbox" });
    const again = await wallet.credit({ playerId, amount: 5000n, currency: "EUR", key: "dep-1", kind: "D", from: "psp:sandbox" });
    expect(first.replayed).toBe(false);
    expect(again).toMatchObject({ replayed: true, transferId: first.transferId });
    expect(await wallet.balance(playerId)).toEqual({ currency: "EUR", cash: 5000n, reserved: 0n, bonus: 0n });
    expect((await wallet.update(playerId, "DEPOSIT")).completed).toBe(1);
  });

  it("refuses the same key with other data and a debit past the balance, and a refused key stays refused", async () => {
    const playerId = await insertPlayer(app.db);
    await wallet.credit({ playerId, amount: 1000n, currency: "EUR", key: "dep-2", kind: "D", from: "psp:sandbox" });
    await expect(
      wallet.credit({ playerId, amount: 999n, currency: "EUR", key: "dep-2", kind: "D", from: "psp:sandbox" }),
    ).rejects.toMatchObject({ code: "DUPLICATE_TRANSACTION", status: 409 });
    await expect(
      wallet.debit({ playerId, amount: 1001n, currency: "EUR", key: "fee-1", kind: "C", to: "corrections" }),
    ).rejects.toMatchObject({ code: "INSUFFICIENT_FUNDS", status: 412 });
    await wallet.credit({ playerId, amount: 5000n, currency: "EUR", key: "dep-3", kind: "D", from: "psp:sandbox" });
    await expect(
      wallet.debit({ playerId, amount: 1001n, currency: "EUR", key: "fee-1", kind: "C", to: "corrections" }),
    ).rejects.toMatchObject({ code: "INSUFFICIENT_FUNDS" });
    expect((await wallet.balance(playerId)).cash).toBe(6000n);
  });

  it("reserves a withdrawal, then settles or releases it, never both", async () => {
    const playerId = await insertPlayer(app.db);
    await wallet.credit({ playerId, amount: 10_000n, currency: "EUR", key: "dep-4", kind: "D", from: "psp:sandbox" });
    await wallet.reserve({ playerId, amount: 3000n, currency: "EUR", key: "wd-1" });
    await wallet.reserve({ playerId, amount: 2000n, currency: "EUR", key: "wd-2" });
    expect(await wallet.balance(playerId)).toMatchObject({ cash: 5000n, reserved: 5000n });
    await wallet.settle({ playerId, amount: 3000n, currency: "EUR", key: "wd-1", to: "psp:sandbox" });
    await expect(wallet.release({ playerId, amount: 3000n, currency: "EUR", key: "wd-1" })).rejects.toMatchObject({
      code: "WITHDRAWAL_ALREADY_FINISHED",
    });
    await wallet.release({ playerId, amount: 2000n, currency: "EUR", key: "wd-2" });
    await expect(
      wallet.settle({ playerId, amount: 2000n, currency: "EUR", key: "wd-2", to: "psp:sandbox" }),
    ).rejects.toMatchObject({ code: "WITHDRAWAL_ALREADY_FINISHED" });
    expect(await wallet.balance(playerId)).toMatchObject({ cash: 7000n, reserved: 0n });
    await expect(wallet.release({ playerId, amount: 2000n, currency: "EUR", key: "wd-2" })).resolves.toMatchObject({
      replayed: true,
    });
    await expect(wallet.settle({ playerId, currency: "EUR", key: "wd-never", to: "psp:sandbox" })).rejects.toMatchObject({
      code: "WITHDRAWAL_NOT_RESERVED",
    });
    await expect(wallet.reserve({ playerId, amount: 7001n, currency: "EUR", key: "wd-3" })).rejects.toMatchObject({
      code: "INSUFFICIENT_FUNDS",
    });
  });

  it("records operator corrections with an audit row, by customer id too", async () => {
    const playerId = await insertPlayer(app.db);
    const p = await app.db.one<{ customer_id: string }>("SELECT customer_id FROM players WHERE id = $1", [playerId]);
    const c = await wallet.correct({
      direction: "credit",
      player: p!.customer_id,
      amount: 2500n,
      reason: "goodwill",
      operator: "ann",
    });
    expect(c.balance.cash).toBe(2500n);
    await expect(
      wallet.correct({ direction: "debit", player: playerId, amount: 2501n, reason: "too much", operator: "ann" }),
    ).rejects.toMatchObject({ code: "INSUFFICIENT_FUNDS" });
    await wallet.correct({ direction: "debit", player: playerId, amount: 500n, reason: "chargeback", operator: "bob" });
    const audit = await app.db.query<{ operator: string; reason: string; kind: string; amount: bigint }>(
      `SELECT c.operator, c.reason, t.kind, t.amount FROM wallet_corrections c JOIN wallet_transfers t ON t.id = c.transfer_id
        WHERE c.player_id = $1 ORDER BY c.id`,
      [playerId],
    );
    expect(audit).toEqual([
      { operator: "ann", reason: "goodwill", kind: "C", amount: 2500n },
      { operator: "bob", reason: "chargeback", kind: "C", amount: 500n },
    ]);
    await expect(
      wallet.correct({ direction: "credit", player: "nobody", amount: 1n, reason: "x", operator: "ann" }),
    ).rejects.toMatchObject({ code: "PLAYER_NOT_FOUND" });
  });

  it("a correction's transfer, its correction row and what the caller adds commit together or not at all", async () => {
    const playerId = await insertPlayer(app.db);
    const failing = wallet.correct({
      direction: "credit",
      player: playerId,
      amount: 700n,
      reason: "goodwill",
      operator: "ann",
      key: "corr-atomic",
      inTx: async (tx) => {
        await tx.query("SELECT 1");
        throw new Error("the audit row could not be written");
      },
    });
    await expect(failing).rejects.toThrow("the audit row could not be written");
    expect(await app.db.one("SELECT 1 FROM wallet_transfers WHERE key = 'corr-atomic'")).toBeUndefined();
    expect(await app.db.one("SELECT 1 FROM wallet_corrections WHERE player_id = $1", [playerId])).toBeUndefined();
    expect((await wallet.balance(playerId)).cash).toBe(0n);

    let written = 0;
    const ok = await wallet.correct({
      direction: "credit",
      player: playerId,
      amount: 700n,
      reason: "goodwill",
      operator: "ann",
      key: "corr-atomic",
      inTx: async () => {
        written += 1;
      },
    });
    expect(ok).toMatchObject({ replayed: false, balance: { cash: 700n } });
    // the same key again moves nothing and writes nothing more
    const again = await wallet.correct({
      direction: "credit",
      player: playerId,
      amount: 700n,
      reason: "goodwill",
      operator: "ann",
      key: "corr-atomic",
      inTx: async () => {
        written += 1;
      },
    });
    expect(again).toMatchObject({ replayed: true, transferId: ok.transferId, balance: { cash: 700n } });
    expect(written).toBe(1);
    // a debit past the cash leaves no trace (not even a refused transfer) and may be asked again later
    await expect(
      wallet.correct({ direction: "debit", player: playerId, amount: 701n, reason: "fee", operator: "ann", key: "corr-short" }),
    ).rejects.toMatchObject({ code: "INSUFFICIENT_FUNDS" });
    expect(await app.db.one("SELECT 1 FROM wallet_transfers WHERE key = 'corr-short'")).toBeUndefined();
    expect((await wallet.reconcile()).ok).toBe(true);
  });

  it("keeps house rows untouched and reconciles to zero per currency", async () => {
    const playerId = await insertPlayer(app.db, { currency: "BTC" });
    await wallet.credit({ playerId, amount: 123_456_789n, currency: "BTC", key: "dep-btc", kind: "D", from: "psp:sandbox" });
    const house = await app.db.query<{ balance: bigint }>("SELECT balance FROM wallet_accounts WHERE player_id IS NULL");
    expect(house.every((h) => h.balance === 0n)).toBe(true);
    expect(await wallet.houseBalance("psp:sandbox", "BTC")).toBe(-123_456_789n);
    const r = await wallet.reconcile();
    expect(r.ok).toBe(true);
    expect(r.currencies.find((c) => c.currency === "BTC")).toMatchObject({ sum: "0", players: "123456789" });
  });

  it("a reconciliation finds a stored balance that the transfers do not explain", async () => {
    const playerId = await insertPlayer(app.db);
    await wallet.credit({ playerId, amount: 100n, currency: "EUR", key: "dep-tamper", kind: "D", from: "psp:sandbox" });
    await app.db.query("UPDATE wallet_accounts SET balance = balance + 1 WHERE player_id = $1 AND kind = 'cash'", [playerId]);
    const r = await wallet.reconcile();
    expect(r.ok).toBe(false);
    expect(r.mismatches).toEqual([expect.objectContaining({ playerId, stored: "101", replayed: "100" })]);
    await app.db.query("UPDATE wallet_accounts SET balance = balance - 1 WHERE player_id = $1 AND kind = 'cash'", [playerId]);
    expect((await wallet.reconcile()).ok).toBe(true);
  });

  it("a reconciliation finds a game transaction whose transfer does not exist", async () => {
    const playerId = await insertPlayer(app.db);
    await app.db.query(
      `INSERT INTO wallet_game_transactions (provider, transaction_id, kind, player_id, currency, game_id, round_id, amount, status, transfer_id)
       VALUES ('p', 'tx-dangling', 'BET', $1, 'EUR', 'g', 'r', 100, 'OK', 987654321)`,
      [playerId],
    );
    const r = await wallet.reconcile();
    expect(r).toMatchObject({ ok: false, danglingReferences: 1 });
    await app.db.query("DELETE FROM wallet_game_transactions WHERE transaction_id = 'tx-dangling'");
    expect(await wallet.reconcile()).toMatchObject({ ok: true, danglingReferences: 0 });
  });

  it("a reconciliation finds a transfer whose account does not exist", async () => {
    const playerId = await insertPlayer(app.db);
    await wallet.credit({ playerId, amount: 100n, currency: "EUR", key: "dep-dangling", kind: "D", from: "psp:sandbox" });
    await app.db.query("UPDATE wallet_transfers SET to_account = 987654321 WHERE key = 'dep-dangling'");
    expect(await wallet.reconcile()).toMatchObject({ ok: false, danglingReferences: 1 });
    const cash = await app.db.one<{ id: bigint }>("SELECT id FROM wallet_accounts WHERE player_id = $1 AND kind = 'cash'", [
      playerId,
    ]);
    await app.db.query("UPDATE wallet_transfers SET to_account = $1 WHERE key = 'dep-dangling'", [cash!.id]);
    expect(await wallet.reconcile()).toMatchObject({ ok: true, danglingReferences: 0 });
  });
});

describe("command routes of `npm run ops` (PGlite: the running casino owns the database)", () => {
  it("corrects through the same service as the back office, only with the token and only from this machine", async () => {
    const playerId = await insertPlayer(app.db);
    const token = app.services.config.OPS_TOKEN;
    const body = { direction: "credit", player: playerId, amount: 4200, reason: "support ticket 17" };
    const call = (headers: Record<string, string>, remoteAddress = "127.0.0.1", payload: object = body) =>
      app.inject({ method: "POST", url: "/operator/v1/command/corrections", payload, headers, remoteAddress });
    expect((await call({})).statusCode).toBe(403);
    expect((await call({ "x-ops-token": "nope" })).statusCode).toBe(403);
    expect((await call({ "x-ops-token": token }, "203.0.113.9")).statusCode).toBe(403);
    const ok = await call({ "x-ops-token": token, "x-operator-name": "eve" });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ playerId, currency: "EUR", status: "APPLIED", requestedBy: { email: "cli:eve" } });
    expect((await wallet.balance(playerId)).cash).toBe(4200n);
    const audit = await app.db.one<{ operator_id: string | null; reason: string }>(
      "SELECT operator_id, reason FROM audit_log WHERE action = 'correction.apply' AND object_id = $1",
      [ok.json().id],
    );
    expect(audit).toEqual({ operator_id: null, reason: "support ticket 17" });
    const short = await call({ "x-ops-token": token }, "127.0.0.1", { ...body, direction: "debit", amount: 5000 });
    expect(short.statusCode).toBe(412);
    expect(short.json().code).toBe("INSUFFICIENT_FUNDS");
    // above the four-eyes amount the command only asks: an operator approves in the back office
    const large = await call({ "x-ops-token": token }, "127.0.0.1", { ...body, amount: 1_000_000 });
    expect(large.json()).toMatchObject({ status: "PENDING" });
    expect((await wallet.balance(playerId)).cash).toBe(4200n);

    const rec = await app.inject({
      method: "POST",
      url: "/operator/v1/command/reconcile",
      headers: { "x-ops-token": token },
      remoteAddress: "127.0.0.1",
    });
    expect(rec.json()).toMatchObject({ ok: true, trigger: "command", result: { negativeAccounts: 0, mismatches: [] } });
  });
});
