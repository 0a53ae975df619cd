import { describe, expect, it } from "vitest";
import { testApp } from "../../../test/harness.js";
import { canonicalJson } from "./audit.js";

const app = await testApp();
const { audit } = app.services;

const entry = (n: number) => ({
  operatorId: null,
  operatorEmail: "cli:test",
  action: "test.changed",
  objectType: "thing",
  objectId: `thing-${n}`,
  before: { amount: 10n * BigInt(n), nested: { b: 1, a: [1, "x"] } },
  after: { amount: 20n * BigInt(n) },
  reason: `because ${n}`,
  ip: "198.51.100.1",
});

describe("audit trail", () => {
  it("writes in the caller's transaction: a change rolled back leaves no audit row", async () => {
    await expect(
      app.db.transaction(async (tx) => {
        await audit.record(tx, { ...entry(0), objectId: "rolled-back" });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await app.db.one("SELECT 1 FROM audit_log WHERE object_id = 'rolled-back'")).toBeUndefined();
  });

  it("chains each row to the one before; concurrent appends stay one line", async () => {
    await Promise.all(Array.from({ length: 12 }, (_, i) => app.db.transaction((tx) => audit.record(tx, entry(i + 1)))));
    const rows = await app.db.query<{ id: string; prev_hash: string; hash: string }>(
      "SELECT id::text AS id, prev_hash, hash FROM audit_log ORDER BY audit_log.id",
    );
    expect(rows.length).toBeGreaterThanOrEqual(12);
    for (let i = 1; i < rows.length; i++) expect(rows[i]!.prev_hash).toBe(rows[i - 1]!.hash);
    expect(await audit.verifyChain()).toEqual({ ok: true, checked: rows.length, firstBroken: null });
    const stored = await app.db.one<{ before: unknown }>("SELECT before FROM audit_log WHERE object_id = 'thing-3'");
    expect(stored!.before).toEqual({ amount: "30", nested: { a: [1, "x"], b: 1 } });
  });

  it("the database refuses UPDATE, DELETE and TRUNCATE", async () => {
    await expect(app.db.query("UPDATE audit_log SET reason = 'edited'")).rejects.toThrow(/append-only/);
    await expect(app.db.query("DELETE FROM audit_log")).rejects.toThrow(/append-only/);
    await expect(app.db.exec("TRUNCATE audit_log")).rejects.toThrow(/append-only/);
  });

  it("canonical JSON sorts keys at every depth", () => {
    expect(canonicalJson({ b: 1, a: { d: [2n, { z: 1, y: 2 }], c: undefined } })).toBe('{"a":{"d":["2",{"y":2,"z":1}]},"b":1}');
  });

  it("verification names the first row altered or removed behind the database's back", async () => {
    const target = await app.db.one<{ id: string }>("SELECT id::text AS id FROM audit_log WHERE object_id = 'thing-5'");
    // Someone with the table owner's rights switches the guard off and edits a row.
    await app.db.exec("ALTER TABLE audit_log DISABLE TRIGGER audit_log_append_only");
    await app.db.query('UPDATE audit_log SET after = \'{"amount":"1"}\'::jsonb WHERE id = $1', [target!.id]);
    const altered = await audit.verifyChain();
    expect(altered.ok).toBe(false);
    expect(altered.firstBroken).toEqual({ id: target!.id, reason: expect.stringMatching(/content does not match/) });

    // Removing a row breaks the link of the one after it.
    const rows = await app.db.query<{ id: string }>("SELECT id::text AS id FROM audit_log ORDER BY audit_log.id");
    await app.db.query('UPDATE audit_log SET after = \'{"amount":"100"}\'::jsonb WHERE id = $1', [target!.id]);
    expect((await audit.verifyChain()).ok).toBe(true);
    await app.db.query("DELETE FROM audit_log WHERE id = $1", [rows[2]!.id]);
    const removed = await audit.verifyChain();
    expect(removed.firstBroken).toEqual({ id: rows[3]!.id, reason: expect.stringMatching(/previous hash/) });
    await app.db.exec("ALTER TABLE audit_log ENABLE TRIGGER audit_log_append_only");
  });
});
