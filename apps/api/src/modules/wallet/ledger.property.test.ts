import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { insertPlayer } from "../../../test/fixtures.js";
import { testApp } from "../../../test/harness.js";
import type { WalletAnswer } from "./seamless.service.js";

/**
 * Ledger invariants under thousands of random concurrent operations with
 * duplicates, retries and rollbacks (issue 4 §5). Runs on PostgreSQL when
 * DATABASE_URL is set, on PGlite otherwise.
 */
const app = await testApp();
const { wallet, seamlessWallet, session } = app.services;
const PROVIDER = "aurum-studio";

type Op =
  | { t: "deposit"; p: number; k: number; amount: number }
  | { t: "debit"; p: number; k: number; amount: number }
  | { t: "reserve"; p: number; k: number; amount: number }
  | { t: "settle" | "release"; p: number; k: number }
  | { t: "bet"; p: number; r: number; amount: number }
  | { t: "win"; p: number; r: number; amount: number; close: boolean }
  | { t: "rollback"; p: number; r: number; k: number };

const PLAYERS = 4;
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    t: fc.constant("deposit" as const),
    p: fc.nat(PLAYERS - 1),
    k: fc.nat(40),
    amount: fc.integer({ min: 1, max: 5000 }),
  }),
  fc.record({
    t: fc.constant("debit" as const),
    p: fc.nat(PLAYERS - 1),
    k: fc.nat(20),
    amount: fc.integer({ min: 1, max: 3000 }),
  }),
  fc.record({
    t: fc.constant("reserve" as const),
    p: fc.nat(PLAYERS - 1),
    k: fc.nat(10),
    amount: fc.integer({ min: 1, max: 3000 }),
  }),
  fc.record({ t: fc.constantFrom("settle" as const, "release" as const), p: fc.nat(PLAYERS - 1), k: fc.nat(10) }),
  fc.record({ t: fc.constant("bet" as const), p: fc.nat(PLAYERS - 1), r: fc.nat(30), amount: fc.integer({ min: 0, max: 2000 }) }),
  fc.record({
    t: fc.constant("win" as const),
    p: fc.nat(PLAYERS - 1),
    r: fc.nat(30),
    amount: fc.integer({ min: 0, max: 4000 }),
    close: fc.boolean(),
  }),
  fc.record({ t: fc.constant("rollback" as const), p: fc.nat(PLAYERS - 1), r: fc.nat(30), k: fc.nat(2) }),
);

/** Every request carries a fixed body per key, so a retry is the same request. */
interface Outcome {
  key: string;
  ok: boolean;
  status: string;
}

let run = 0;

async function oneRun(ops: Op[], copies: number[]) {
  run += 1;
  const tag = `${run}-${Math.random().toString(36).slice(2, 8)}`;
  const players = await Promise.all(
    Array.from({ length: PLAYERS }, async () => {
      const id = await insertPlayer(app.db);
      const s = await session.start(id, null);
      const { token } = await seamlessWallet.issueLaunchToken({
        playerId: id,
        sessionId: s.sessionId,
        currency: "EUR",
        gameId: "slot",
        provider: PROVIDER,
      });
      return { id, token };
    }),
  );
  // The first body seen for a key is the one every retry repeats.
  const bodies = new Map<string, Op>();
  const keyOf = (o: Op) =>
    o.t === "bet" || o.t === "win"
      ? `${o.t}:${o.p}:${o.r}`
      : o.t === "rollback"
        ? `rb:${o.p}:${o.r}:${o.k}`
        : `${o.t}:${o.p}:${o.k}`;

  async function perform(o: Op): Promise<Outcome> {
    const key = keyOf(o);
    const pl = players[o.p]!;
    const ledgerCall = async (fn: () => Promise<unknown>) => {
      try {
        await fn();
        return { key, ok: true, status: "OK" };
      } catch (err) {
        return { key, ok: false, status: (err as { code?: string }).code ?? String(err) };
      }
    };
    const wk = `${tag}:${key}`;
    const wd = `${tag}:wd:${o.p}:${"k" in o ? o.k : 0}`;
    let a: WalletAnswer;
    switch (o.t) {
      case "deposit":
        return ledgerCall(() =>
          wallet.credit({ playerId: pl.id, amount: BigInt(o.amount), currency: "EUR", key: wk, kind: "D", from: "psp:sandbox" }),
        );
      case "debit":
        return ledgerCall(() =>
          wallet.debit({ playerId: pl.id, amount: BigInt(o.amount), currency: "EUR", key: wk, kind: "C", to: "corrections" }),
        );
      case "reserve":
        return ledgerCall(() => wallet.reserve({ playerId: pl.id, amount: BigInt(o.amount), currency: "EUR", key: wd }));
      case "settle":
      case "release": {
        const r = bodies.get(`reserve:${o.p}:${o.k}`);
        const amount = BigInt(r && r.t === "reserve" ? r.amount : 1);
        return o.t === "settle"
          ? ledgerCall(() => wallet.settle({ playerId: pl.id, amount, currency: "EUR", key: wd, to: "psp:sandbox" }))
          : ledgerCall(() => wallet.release({ playerId: pl.id, amount, currency: "EUR", key: wd }));
      }
      case "bet":
        a = await seamlessWallet.bet(PROVIDER, {
          playerId: pl.id,
          token: pl.token,
          currency: "EUR",
          gameId: "slot",
          roundId: `${tag}:r${o.p}:${o.r}`,
          transactionId: `${tag}:bet:${o.p}:${o.r}`,
          amount: BigInt(o.amount),
        });
        return { key, ok: a.status === "OK", status: a.status };
      case "win":
        a = await seamlessWallet.win(PROVIDER, {
          playerId: pl.id,
          currency: "EUR",
          gameId: "slot",
          roundId: `${tag}:r${o.p}:${o.r}`,
          transactionId: `${tag}:win:${o.p}:${o.r}`,
          amount: BigInt(o.amount),
          roundClosed: o.close,
        });
        return { key, ok: a.status === "OK", status: a.status };
      case "rollback":
        a = await seamlessWallet.rollback(PROVIDER, {
          playerId: pl.id,
          currency: "EUR",
          gameId: "slot",
          roundId: `${tag}:r${o.p}:${o.r}`,
          transactionId: `${tag}:rb:${o.p}:${o.r}:${o.k}`,
          rollbackTransactionId: `${tag}:bet:${o.p}:${o.r}`,
        });
        return { key, ok: a.status === "OK", status: a.status };
    }
  }

  // Fix each key's body at its first occurrence; later occurrences are retries.
  const requests: Op[] = [];
  ops.forEach((o, i) => {
    const key = keyOf(o);
    if (!bodies.has(key)) bodies.set(key, o);
    for (let c = 0; c < copies[i]!; c++) requests.push(bodies.get(key)!);
  });

  // Fire them concurrently, in waves (retries land in the same or a later wave).
  const outcomes: Outcome[] = [];
  for (let i = 0; i < requests.length; i += 24) {
    outcomes.push(...(await Promise.all(requests.slice(i, i + 24).map(perform))));
  }

  // 1. Every answer to one key is the same (first answer on retry). Settle/release
  //    are excepted: they share the withdrawal key and refuse each other.
  const byKey = new Map<string, Set<string>>();
  for (const o of outcomes) {
    if (!byKey.has(o.key)) byKey.set(o.key, new Set());
    byKey.get(o.key)!.add(o.status);
  }
  for (const [key, statuses] of byKey) {
    if (key.startsWith("settle") || key.startsWith("release")) continue;
    expect({ key, statuses: [...statuses] }).toEqual({ key, statuses: [[...statuses][0]] });
  }
  const okKeys = new Set(outcomes.filter((o) => o.ok).map((o) => o.key));

  // 2. Each acknowledged key took effect exactly once: the model of what was
  //    acknowledged equals the stored balances.
  for (let p = 0; p < PLAYERS; p++) {
    let cash = 0n;
    let reserved = 0n;
    for (const [key, o] of bodies) {
      if (o.p !== p || !okKeys.has(key)) continue;
      if (o.t === "deposit") cash += BigInt(o.amount);
      if (o.t === "debit") cash -= BigInt(o.amount);
      if (o.t === "bet") cash -= BigInt(o.amount);
      if (o.t === "win") cash += BigInt(o.amount);
      if (o.t === "reserve") {
        cash -= BigInt(o.amount);
        reserved += BigInt(o.amount);
        const settled = okKeys.has(`settle:${o.p}:${o.k}`);
        const released = okKeys.has(`release:${o.p}:${o.k}`);
        expect(settled && released).toBe(false);
        if (settled || released) reserved -= BigInt(o.amount);
        if (released) cash += BigInt(o.amount);
      }
    }
    // A bet acknowledged and later rolled back (any acknowledged rollback of it) was refunded once.
    for (const [key, o] of bodies) {
      if (o.p !== p || o.t !== "bet" || !okKeys.has(key)) continue;
      const rolled = [0, 1, 2].some((k) => okKeys.has(`rb:${o.p}:${o.r}:${k}`));
      const refunded = await app.db.one<{ n: number }>(
        "SELECT count(*)::int AS n FROM wallet_transfers WHERE key = $1 AND status = 'DONE'",
        [`rollback:${PROVIDER}:${tag}:bet:${o.p}:${o.r}`],
      );
      if (rolled && o.amount > 0) cash += BigInt(o.amount);
      expect(refunded!.n).toBe(rolled && o.amount > 0 ? 1 : 0);
    }
    const b = await wallet.balance(players[p]!.id);
    expect({ p, cash: b.cash, reserved: b.reserved }).toEqual({ p, cash, reserved });
  }

  // 3. The whole ledger: sums zero per currency, no negative player account, stored = replay.
  const rec = await wallet.reconcile();
  expect(rec.mismatches).toEqual([]);
  expect(rec.negativeAccounts).toBe(0);
  expect(rec.currencies.every((c) => c.sum === "0")).toBe(true);
  // 4. No key moved money twice (the unique index), and every DONE transfer has its key once.
  const dup = await app.db.one<{ n: number }>(
    "SELECT count(*)::int AS n FROM (SELECT key FROM wallet_transfers GROUP BY key HAVING count(*) > 1) d",
  );
  expect(dup!.n).toBe(0);
  return requests.length;
}

describe("ledger properties", () => {
  it("keeps every invariant under random concurrent operations with duplicates, retries and rollbacks", async () => {
    let total = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(op, fc.integer({ min: 1, max: 3 })), { minLength: 300, maxLength: 600 }),
        async (pairs) => {
          total += await oneRun(
            pairs.map((x) => x[0]),
            pairs.map((x) => x[1]),
          );
        },
      ),
      { numRuns: process.env.DATABASE_URL ? 6 : 3, endOnFailure: true },
    );
    expect(total).toBeGreaterThan(1500);
  }, 600_000);
});
