import { describe, expect, it } from "vitest";
import { insertPlayer } from "../../../test/fixtures.js";
import { testApp, testClock } from "../../../test/harness.js";
import { rollup, rollupWatermark } from "./rollup.js";
import { reportsService } from "./service.js";

/**
 * Reports equal the arithmetic of the money that moved: bets, wins and
 * rollbacks through the seamless wallet, deposits, a paid withdrawal and a
 * bonus turned into cash, placed at chosen instants around an hour boundary
 * and a local midnight.
 */
const app = await testApp();
const second = await testApp({ sharedDb: app.db }); // a second api process on the same data
const { wallet, seamlessWallet, reports } = app.services;
const P = "aurum-studio";
let seq = 0;
const id = (p: string) => `${p}-${++seq}`;

/** Moves a transfer (by key) to an instant, as if it had happened then. */
const at = (key: string, iso: string) => app.db.query("UPDATE wallet_transfers SET created_at = $2 WHERE key = $1", [key, iso]);

async function player(currency = "EUR") {
  const playerId = await insertPlayer(app.db, { currency });
  const s = await app.services.session.start(playerId, "fp");
  const tokens: Record<string, string> = {};
  for (const gameId of ["slot-1", "slot-2"])
    tokens[gameId] = (
      await seamlessWallet.issueLaunchToken({ playerId, sessionId: s.sessionId, currency, gameId, provider: P })
    ).token;
  return { playerId, tokens, currency };
}

async function deposit(p: { playerId: string; currency: string }, amount: bigint, method: string, when: string) {
  const key = id("dep");
  await wallet.credit({
    playerId: p.playerId,
    amount,
    currency: p.currency,
    key,
    kind: "D",
    from: "psp:sandbox",
    meta: { method },
  });
  await at(key, when);
}

async function bet(
  p: { playerId: string; tokens: Record<string, string>; currency: string },
  amount: bigint,
  when: string,
  game = "slot-1",
) {
  const roundId = id("r");
  const transactionId = id("b");
  const r = await seamlessWallet.bet(P, {
    playerId: p.playerId,
    token: p.tokens[game]!,
    currency: p.currency,
    gameId: game,
    roundId,
    transactionId,
    amount,
  });
  expect(r.status).toBe("OK");
  await at(`bet:${P}:${transactionId}`, when);
  return { roundId, transactionId };
}

async function win(p: { playerId: string; currency: string }, round: { roundId: string }, amount: bigint, when: string) {
  const transactionId = id("w");
  const r = await seamlessWallet.win(P, {
    playerId: p.playerId,
    currency: p.currency,
    gameId: "slot-1",
    roundId: round.roundId,
    transactionId,
    amount,
    roundClosed: true,
  });
  expect(r.status).toBe("OK");
  await at(`win:${P}:${transactionId}`, when);
}

const JAN14 = { from: "2026-01-14", to: "2026-01-15" };

describe("reports from the hourly rollup", () => {
  it("GGR, NGR, payments and players equal the money moved, per UTC day and per local day in Europe/Tallinn", async () => {
    const alice = await player();
    const bob = await player();
    const usd = await player("USD");
    await deposit(alice, 10_000n, "card", "2026-01-14T10:15:00Z");
    await deposit(bob, 5_000n, "crypto", "2026-01-14T21:59:00Z"); // 23:59 in Tallinn
    await deposit(usd, 8_000n, "card", "2026-01-14T12:00:00Z");

    // 21:30 UTC is 23:30 on the 14th in Tallinn (UTC+2); 22:10 UTC is already the 15th there.
    const r1 = await bet(alice, 300n, "2026-01-14T21:30:00Z");
    await win(alice, r1, 1_000n, "2026-01-14T21:31:00Z");
    await bet(alice, 200n, "2026-01-14T22:10:00Z", "slot-2");
    const r3 = await bet(bob, 700n, "2026-01-14T22:59:59Z");
    // A rollback refunds bob's bet of 400 in another round.
    const r4 = await bet(bob, 400n, "2026-01-14T23:00:00Z");
    const rb = id("rb");
    expect(
      (
        await seamlessWallet.rollback(P, {
          playerId: bob.playerId,
          currency: "EUR",
          gameId: "slot-1",
          roundId: r4.roundId,
          transactionId: rb,
          rollbackTransactionId: r4.transactionId,
        })
      ).status,
    ).toBe("OK");
    await at(`rollback:${P}:${r4.transactionId}`, "2026-01-14T23:05:00Z");
    await win(bob, r3, 0n, "2026-01-14T23:00:00Z");
    await bet(usd, 1_000n, "2026-01-14T12:30:00Z");

    // A bonus of 150 turning into alice's cash (the promotions engine posts conversions as B), late on the 14th UTC.
    const bonusKey = id("bonus");
    await wallet.credit({ playerId: alice.playerId, amount: 150n, currency: "EUR", key: bonusKey, kind: "B", from: "bonus" });
    await at(bonusKey, "2026-01-14T23:30:00Z");

    // A paid withdrawal of bob's through a card payment.
    const pay = await app.db.one<{ id: string }>(
      `INSERT INTO payments (player_id, type, provider, method, category, amount, currency, status)
       VALUES ($1, 'withdrawal', 'sandbox', 'visa', 'CARDS', 1000, 'EUR', 'SUCCESS') RETURNING id`,
      [bob.playerId],
    );
    const wd = id("wd");
    await wallet.reserve({ playerId: bob.playerId, amount: 1_000n, currency: "EUR", key: wd, meta: { paymentId: pay!.id } });
    await wallet.settle({ playerId: bob.playerId, currency: "EUR", key: wd, to: "psp:sandbox", meta: { paymentId: pay!.id } });
    await at(`${wd}:finish`, "2026-01-15T09:00:00Z");

    const utc = await reports.ggr({ ...JAN14, tz: "UTC", groupBy: "day" });
    expect(utc.meta.hourAligned).toBe(true);
    expect(utc.rows).toEqual([
      // EUR on the 14th: bets 300+200+700+400 = 1600, rollbacks 400, wins 1000 → GGR 200; bonus 150 → NGR 50.
      {
        key: "2026-01-14",
        provider: null,
        currency: "EUR",
        bets: "1600",
        betCount: 4,
        wins: "1000",
        rollbacks: "400",
        ggr: "200",
        bonusCost: "150",
        ngr: "50",
      },
      {
        key: "2026-01-14",
        provider: null,
        currency: "USD",
        bets: "1000",
        betCount: 1,
        wins: "0",
        rollbacks: "0",
        ggr: "1000",
        bonusCost: "0",
        ngr: "1000",
      },
    ]);

    const tallinn = await reports.ggr({ ...JAN14, tz: "Europe/Tallinn", groupBy: "day", currency: "EUR" });
    expect(tallinn.rows).toEqual([
      {
        key: "2026-01-14",
        provider: null,
        currency: "EUR",
        bets: "300",
        betCount: 1,
        wins: "1000",
        rollbacks: "0",
        ggr: "-700",
        bonusCost: "0",
        ngr: "-700",
      },
      {
        key: "2026-01-15",
        provider: null,
        currency: "EUR",
        bets: "1300",
        betCount: 3,
        wins: "0",
        rollbacks: "400",
        ggr: "900",
        bonusCost: "150",
        ngr: "750",
      },
    ]);

    const byGame = await reports.ggr({ ...JAN14, tz: "UTC", groupBy: "game", currency: "EUR" });
    expect(byGame.rows.map((r) => [r.key, r.provider, r.ggr])).toEqual([
      ["slot-2", P, "200"],
      ["slot-1", P, "0"],
    ]);
    // Local days that are not UTC days: whole UTC days from the daily table, the edge hours from the hourly one.
    const tallinn14 = await reports.ggr({
      from: "2026-01-14",
      to: "2026-01-14",
      tz: "Europe/Tallinn",
      groupBy: "game",
      currency: "EUR",
    });
    expect(tallinn14.rows.map((r) => [r.key, r.ggr])).toEqual([["slot-1", "-700"]]);
    const tallinn15 = await reports.ggr({
      from: "2026-01-15",
      to: "2026-01-15",
      tz: "Europe/Tallinn",
      groupBy: "game",
      currency: "EUR",
    });
    expect(tallinn15.rows.map((r) => [r.key, r.bets, r.rollbacks, r.ggr])).toEqual([
      ["slot-1", "1100", "400", "700"],
      ["slot-2", "200", "0", "200"],
    ]);
    const tallinnSpan = await reports.ggr({
      from: "2026-01-13",
      to: "2026-01-16",
      tz: "Europe/Tallinn",
      groupBy: "provider",
      currency: "EUR",
    });
    expect(tallinnSpan.rows.map((r) => [r.key, r.bets, r.ggr])).toEqual([[P, "1600", "200"]]);
    const byProvider = await reports.ggr({ ...JAN14, tz: "UTC", groupBy: "provider" });
    expect(byProvider.rows.map((r) => [r.key, r.currency, r.ggr])).toEqual([
      [P, "EUR", "200"],
      [P, "USD", "1000"],
    ]);

    const payments = await reports.payments({ ...JAN14, tz: "Europe/Tallinn" });
    expect(payments.rows).toEqual([
      { day: "2026-01-14", flow: "deposit", method: "card", currency: "EUR", amount: "10000", count: 1 },
      { day: "2026-01-14", flow: "deposit", method: "card", currency: "USD", amount: "8000", count: 1 },
      { day: "2026-01-14", flow: "deposit", method: "crypto", currency: "EUR", amount: "5000", count: 1 },
      { day: "2026-01-15", flow: "withdrawal", method: "visa", currency: "EUR", amount: "1000", count: 1 },
    ]);

    const players = await reports.players({ ...JAN14, tz: "Europe/Tallinn" });
    // Players registered now (the test's real time), so none is new in January 2026.
    expect(players.rows).toEqual([
      { day: "2026-01-14", newPlayers: 0, depositing: 3, active: 2 },
      { day: "2026-01-15", newPlayers: 0, depositing: 0, active: 2 },
    ]);
    expect(players.totals).toEqual({ newPlayers: 0, depositing: 3, active: 3 });

    const csv = reports.csv.ggr(tallinn);
    expect(csv).toBe(
      "key,provider,currency,bets,betCount,wins,rollbacks,ggr,bonusCost,ngr\r\n" +
        "2026-01-14,,EUR,300,1,1000,0,-700,0,-700\r\n" +
        "2026-01-15,,EUR,1300,3,0,400,900,150,750\r\n",
    );
  });

  it("a half-hour zone counts each UTC hour on the local day it starts in, and says so", async () => {
    const r = await reports.ggr({ from: "2026-01-14", to: "2026-01-15", tz: "Asia/Kolkata", groupBy: "day", currency: "USD" });
    expect(r.meta.hourAligned).toBe(false);
    // 12:00–13:00 UTC starts at 17:30 in Kolkata: the 14th.
    expect(r.rows.map((x) => [x.key, x.bets])).toEqual([["2026-01-14", "1000"]]);
  });

  it("refuses an unknown zone and a backwards or too long range with 400", async () => {
    await expect(reports.ggr({ ...JAN14, tz: "Mars/Olympus", groupBy: "day" })).rejects.toMatchObject({
      status: 400,
      code: "INVALID_TIME_ZONE",
    });
    await expect(reports.ggr({ from: "2026-01-15", to: "2026-01-14", tz: "UTC", groupBy: "day" })).rejects.toMatchObject({
      status: 400,
      code: "INVALID_RANGE",
    });
    await expect(reports.players({ from: "2024-01-01", to: "2026-01-14", tz: "UTC" })).rejects.toMatchObject({
      status: 400,
      code: "INVALID_RANGE",
    });
    await expect(reports.players({ from: "2026-02-30", to: "2026-03-01", tz: "UTC" })).rejects.toMatchObject({
      status: 400,
      code: "INVALID_RANGE",
    });
  });

  it("two processes rolling up at once count every transfer once, and a later rollup adds only what is new", async () => {
    const before = await reports.ggr({ ...JAN14, tz: "UTC", groupBy: "day", currency: "EUR" });
    const carol = await player();
    await deposit(carol, 5_000n, "card", "2026-01-14T08:00:00Z");
    for (let i = 0; i < 6; i++) await bet(carol, 100n, `2026-01-14T08:${String(10 + i).padStart(2, "0")}:00Z`);
    // Both processes at once, in small batches so their runs interleave.
    const now = new Date();
    const [x, y] = await Promise.all([
      rollup(app.db, { now, batch: 2, maxBatches: 1_000, wait: true }),
      rollup(second.db, { now, batch: 2, maxBatches: 1_000, wait: true }),
      second.services.reports.catchUp(),
    ]);
    expect(x.caughtUp || y.caughtUp).toBe(true);
    const after = await reports.ggr({ ...JAN14, tz: "UTC", groupBy: "day", currency: "EUR" });
    expect(BigInt(after.rows[0]!.bets) - BigInt(before.rows[0]!.bets)).toBe(600n);
    expect(after.rows[0]!.betCount - before.rows[0]!.betCount).toBe(6);
    // Nothing new: another run reads nothing and changes nothing.
    const again = await rollup(app.db, { now, wait: true });
    expect(again.rows).toBe(0);
    expect((await reports.ggr({ ...JAN14, tz: "UTC", groupBy: "day", currency: "EUR" })).rows).toEqual(after.rows);
  });

  // Needs a second connection holding a transaction open: PostgreSQL only (defined there, not skipped elsewhere).
  if (process.env.DATABASE_URL)
    it("a transfer committed after a later one was rolled up is still counted (its id was a gap)", async () => {
      const dave = await player();
      await deposit(dave, 5_000n, "card", "2026-01-14T07:00:00Z");
      await reports.catchUp();
      const before = await reports.ggr({ ...JAN14, tz: "UTC", groupBy: "day", currency: "EUR" });
      const slow = {
        key: id("slow"),
        kind: "BET" as const,
        from: { player: dave.playerId },
        to: { house: `game:${P}` },
        amount: 250n,
        currency: "EUR",
        meta: { gameId: "slot-1" },
      };
      const accounts = await wallet.prepare(slow);
      let release!: () => void;
      const gate = new Promise<void>((r) => {
        release = r;
      });
      let took!: () => void;
      const taken = new Promise<void>((r) => {
        took = r;
      });
      // A slow transaction draws its id first and commits last.
      const slowTx = app.db.transaction(async (tx) => {
        await wallet.moveIn(tx, slow, accounts);
        await tx.query("UPDATE wallet_transfers SET created_at = '2026-01-14T07:30:00Z' WHERE key = $1", [slow.key]);
        took();
        await gate;
      });
      await taken;
      // Another player's bet (dave's cash row is locked by the slow transaction) takes a later id and commits first.
      const erin = await player();
      await deposit(erin, 1_000n, "card", "2026-01-14T07:00:00Z");
      await bet(erin, 100n, "2026-01-14T07:40:00Z");
      await reports.catchUp();
      const gaps = await app.db.query<{ id: string }>("SELECT id::text FROM report_rollup_gaps");
      expect(gaps.length).toBeGreaterThan(0);
      const mid = await reports.ggr({ ...JAN14, tz: "UTC", groupBy: "day", currency: "EUR" });
      expect(BigInt(mid.rows[0]!.bets) - BigInt(before.rows[0]!.bets)).toBe(100n);
      release();
      await slowTx;
      const after = await reports.ggr({ ...JAN14, tz: "UTC", groupBy: "day", currency: "EUR" });
      expect(BigInt(after.rows[0]!.bets) - BigInt(before.rows[0]!.bets)).toBe(350n);
      expect(await rollupWatermark(app.db)).toBeGreaterThan(0n);
    });
});

describe("reports on a read replica (DATABASE_READ_URL)", () => {
  it("read their figures from the replica's handle, while the rollup that keeps them writes on the primary", async () => {
    const seen: { on: "primary" | "replica"; sql: string }[] = [];
    const spy = (db: typeof app.db, on: "primary" | "replica"): typeof app.db => ({
      ...db,
      query: (sql, params) => {
        seen.push({ on, sql });
        return db.query(sql, params);
      },
      one: (sql, params) => {
        seen.push({ on, sql });
        return db.one(sql, params);
      },
      transaction: (fn) => db.transaction((tx) => fn(spy(tx, on))),
    });
    const onReplica = reportsService({ db: spy(app.db, "primary"), readDb: spy(app.db, "replica"), clock: testClock() });
    const p = await player();
    await deposit(p, 5_000n, "card", "2026-01-14T08:00:00Z");
    await bet(p, 700n, "2026-01-14T08:10:00Z");
    // the replica's service is first: its catch-up rolls the new bet up (writes), then reads
    const viaReplica = await onReplica.ggr({ ...JAN14, tz: "UTC", groupBy: "day", currency: "EUR" });
    const direct = await reports.ggr({ ...JAN14, tz: "UTC", groupBy: "day", currency: "EUR" });
    expect(viaReplica.rows).toEqual(direct.rows);
    const writes = seen.filter((s) => /^\s*(INSERT|UPDATE|DELETE)|FOR UPDATE/i.test(s.sql));
    expect(writes.length).toBeGreaterThan(0);
    expect(writes.every((w) => w.on === "primary")).toBe(true);
    expect(seen.some((s) => s.on === "replica" && /report_/i.test(s.sql))).toBe(true);
  });
});
