import { randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import { testApp, testClock } from "../../../test/harness.js";
import { enrolledOperator, sessionOf } from "../../../test/operators.js";
import { api, balance, player } from "../../../test/payments.js";
import { promotion } from "../../../test/promotions.js";
import { runLeased } from "../../platform/jobs.js";
import { CATCH_UP, cashbackAmount, duePeriods, lastClosedPeriod } from "./cashback.js";
import { promotionsJobs } from "./jobs.js";

const clock = testClock();
const app = await testApp({ clock });
const wallet = app.services.wallet;
const cashback = app.services.promotions.cashback;
const GAME = { house: "game:aurum-studio" };

let n = 0;
/** A game transfer of the player's, booked at `at` (the ledger stamps its own time; the test moves it into the period). */
async function game(kind: "BET" | "WIN" | "ROLLBACK", playerId: string, amount: bigint, at: string, account?: `bonus:${string}`) {
  const key = `cb-test:${kind}:${++n}`;
  const mine = { player: playerId, ...(account ? { kind: account } : {}) };
  await wallet.transfer({
    kind,
    key,
    from: kind === "BET" ? mine : GAME,
    to: kind === "BET" ? GAME : mine,
    amount,
    currency: "EUR",
  });
  await app.db.query("UPDATE wallet_transfers SET created_at = $2 WHERE key = $1", [key, new Date(at)]);
}
const bet = (p: string, a: bigint, at: string) => game("BET", p, a, at);
const win = (p: string, a: bigint, at: string) => game("WIN", p, a, at);

const cash = async (p: string) => (await balance(app, p)).cash;
const gamer = async () => (await player(app, { cash: 1_000_000n })).id;

/** A cashback promotion: 12.5 % of the day's net loss, at most 5,000 per payout, from 1,000 of loss. */
const cashbackPromotion = (over: Parameters<typeof promotion>[1] = {}) =>
  promotion(app, {
    kind: "cashback",
    trigger: "manual",
    deposit_number: null,
    match_percent: null,
    money: { EUR: { maxBonus: 5000, minLoss: 1000 } },
    wagering_multiplier: "0",
    cashback_percent: "12.50",
    cashback_period: "daily",
    ...over,
  });

async function payoutsOf(promotionId: string) {
  const rows = await app.db.query<{ player_id: string; amount: string; net_loss: string; period_start: Date }>(
    "SELECT player_id, amount::text AS amount, net_loss::text AS net_loss, period_start FROM cashback_payouts WHERE promotion_id = $1",
    [promotionId],
  );
  return new Map(rows.map((r) => [r.player_id, r]));
}

async function reconciled() {
  const r = await wallet.reconcile();
  expect(r).toMatchObject({ ok: true, mismatches: [], negativeAccounts: 0 });
}

describe("cashback arithmetic", () => {
  it("percent to the hundredth, rounded down to the minor unit, then capped", () => {
    expect(cashbackAmount(10_245n, "12.50", null)).toBe(1280n); // 1,280.625
    expect(cashbackAmount(10_245n, "12.5", 5000n)).toBe(1280n);
    expect(cashbackAmount(99n, "0.01", null)).toBe(0n);
    expect(cashbackAmount(10_000n, "0.01", null)).toBe(1n);
    expect(cashbackAmount(100_000n, "12.50", 5000n)).toBe(5000n);
    expect(cashbackAmount(1_000_000n, "100.00", null)).toBe(1_000_000n);
    expect(cashbackAmount(-5n, "10", null)).toBe(0n);
  });

  it("the last closed period: the UTC day before, or the ISO week (Monday 00:00 UTC) before", () => {
    expect(lastClosedPeriod("daily", new Date("2026-02-03T00:00:00Z"))).toEqual({
      start: new Date("2026-02-02T00:00:00Z"),
      end: new Date("2026-02-03T00:00:00Z"),
    });
    expect(lastClosedPeriod("daily", new Date("2026-02-03T23:59:59.999Z")).start).toEqual(new Date("2026-02-02T00:00:00Z"));
    // Wednesday 2026-02-04 → the week Monday 2026-01-26 … Monday 2026-02-02
    expect(lastClosedPeriod("weekly", new Date("2026-02-04T10:00:00Z"))).toEqual({
      start: new Date("2026-01-26T00:00:00Z"),
      end: new Date("2026-02-02T00:00:00Z"),
    });
    // on a Monday the week just closed
    expect(lastClosedPeriod("weekly", new Date("2026-02-02T00:00:00Z")).start).toEqual(new Date("2026-01-26T00:00:00Z"));
    // a Sunday is still in its week
    expect(lastClosedPeriod("weekly", new Date("2026-02-01T23:59:00Z")).start).toEqual(new Date("2026-01-19T00:00:00Z"));
  });
});

describe("cashback job", () => {
  // each test's promotion alone pays (two live cashback promotions would each pay their own)
  beforeEach(async () => {
    await app.db.query("UPDATE promotions SET enabled = false WHERE kind = 'cashback'");
  });

  it("pays percent of the net loss of real money (bets − wins − rollbacks), capped per currency, as cash from bonus-cost", async () => {
    const p = await cashbackPromotion();
    const a = await gamer();
    const b = await gamer();
    await bet(a, 12_345n, "2026-02-02T08:00:00Z");
    await win(a, 2000n, "2026-02-02T09:00:00Z");
    await game("ROLLBACK", a, 100n, "2026-02-02T10:00:00Z");
    await bet(b, 100_000n, "2026-02-02T11:00:00Z");
    const before = { a: await cash(a), b: await cash(b) };
    const house = await wallet.houseBalance("bonus-cost", "EUR");
    clock.set(new Date("2026-02-03T00:05:00Z"));
    const r = await cashback.run();
    expect(r.paid).toBeGreaterThanOrEqual(2);
    expect(await cash(a)).toBe(before.a + 1280n); // 12.5 % of 10,245 = 1,280.625
    expect(await cash(b)).toBe(before.b + 5000n); // 12,500 capped at 5,000
    const rows = await payoutsOf(p.id);
    expect(rows.get(a)).toMatchObject({ net_loss: "10245", amount: "1280" });
    expect(rows.get(b)).toMatchObject({ net_loss: "100000", amount: "5000" });
    expect(await wallet.houseBalance("bonus-cost", "EUR")).toBe(house - 6280n);
    const t = await app.db.one<{ kind: string; amount: string }>(
      "SELECT kind, amount::text AS amount FROM wallet_transfers WHERE key = $1",
      [`cashback:${p.id}:2026-02-02:${a}`],
    );
    expect(t).toEqual({ kind: "B", amount: "1280" });
    await reconciled();
  });

  it("below the minimum loss, or a winning player, gets nothing; exactly the minimum qualifies", async () => {
    const p = await cashbackPromotion();
    const short = await gamer();
    const winner = await gamer();
    const exact = await gamer();
    await bet(short, 999n, "2026-02-05T10:00:00Z");
    await bet(winner, 5000n, "2026-02-05T10:00:00Z");
    await win(winner, 7000n, "2026-02-05T10:01:00Z");
    await bet(exact, 1500n, "2026-02-05T10:00:00Z");
    await win(exact, 500n, "2026-02-05T10:01:00Z");
    const before = { short: await cash(short), winner: await cash(winner), exact: await cash(exact) };
    clock.set(new Date("2026-02-06T01:00:00Z"));
    await cashback.run();
    const rows = await payoutsOf(p.id);
    expect(rows.has(short)).toBe(false);
    expect(rows.has(winner)).toBe(false);
    expect(rows.get(exact)).toMatchObject({ net_loss: "1000", amount: "125" });
    expect(await cash(short)).toBe(before.short);
    expect(await cash(winner)).toBe(before.winner);
    expect(await cash(exact)).toBe(before.exact + 125n);
    await reconciled();
  });

  it("bets and wins of bonus money do not count", async () => {
    const p = await cashbackPromotion();
    const a = await gamer();
    const bonus = `bonus:${randomUUID()}` as const;
    await wallet.transfer({
      kind: "B",
      key: `cb-test:fund:${a}`,
      from: { house: "bonus-cost" },
      to: { player: a, kind: bonus },
      amount: 50_000n,
      currency: "EUR",
    });
    await bet(a, 2000n, "2026-02-08T10:00:00Z");
    await game("BET", a, 30_000n, "2026-02-08T10:05:00Z", bonus);
    await game("WIN", a, 1000n, "2026-02-08T10:06:00Z", bonus);
    clock.set(new Date("2026-02-09T00:00:00Z"));
    await cashback.run();
    expect((await payoutsOf(p.id)).get(a)).toMatchObject({ net_loss: "2000", amount: "250" });
    await reconciled();
  });

  it("a self-excluded or locked player gets none", async () => {
    const p = await cashbackPromotion();
    const excluded = await gamer();
    const cooling = await gamer();
    const locked = await gamer();
    const ok = await gamer();
    for (const id of [excluded, cooling, locked, ok]) await bet(id, 4000n, "2026-02-11T10:00:00Z");
    await app.db.query("UPDATE players SET self_exclusion_type = 'LOCK', self_exclusion_expires = NULL WHERE id = $1", [
      excluded,
    ]);
    await app.db.query("UPDATE players SET self_exclusion_type = 'COOLDOWN', self_exclusion_expires = $2 WHERE id = $1", [
      cooling,
      new Date("2026-02-20T00:00:00Z"),
    ]);
    await app.db.query("UPDATE players SET status = 'LOCKED' WHERE id = $1", [locked]);
    clock.set(new Date("2026-02-12T03:00:00Z"));
    await cashback.run();
    const rows = await payoutsOf(p.id);
    expect([...rows.keys()]).toEqual([ok]);
    expect(rows.get(ok)).toMatchObject({ amount: "500" });
  });

  it("pays once per player, promotion and period: a second run and two concurrent runs pay nothing more", async () => {
    const p = await cashbackPromotion();
    const players = [await gamer(), await gamer(), await gamer()];
    for (const id of players) await bet(id, 8000n, "2026-02-14T12:00:00Z");
    const before = await Promise.all(players.map(cash));
    clock.set(new Date("2026-02-15T00:00:01Z"));
    const [r1, r2] = await Promise.all([cashback.run(), cashback.run()]);
    expect(r1.paid + r2.paid).toBe(3);
    const again = await cashback.run();
    expect(again).toMatchObject({ paid: 0, promotions: 0 }); // the period is done: not read again
    // through the scheduled job too (its lease): nothing more
    const job = promotionsJobs(app.services.promotions).find((j) => j.name === "promotions.cashback")!;
    await runLeased(app.db, job, clock);
    const after = await Promise.all(players.map(cash));
    expect(after).toEqual(before.map((c) => c + 1000n));
    const keys = await app.db.one<{ n: number }>(
      "SELECT count(*)::int AS n FROM wallet_transfers WHERE key LIKE $1 AND status = 'DONE'",
      [`cashback:${p.id}:%`],
    );
    expect(keys?.n).toBe(3);
    await reconciled();
  });

  it("takes at most `limit` payouts per run; the next run pays the rest, then the period is done", async () => {
    const p = await cashbackPromotion();
    const players = [await gamer(), await gamer(), await gamer()];
    for (const id of players) await bet(id, 8000n, "2026-02-24T12:00:00Z");
    clock.set(new Date("2026-02-25T00:10:00Z"));
    expect(await cashback.run(2)).toMatchObject({ paid: 2, promotions: 1 });
    expect(await cashback.run(2)).toMatchObject({ paid: 1, promotions: 1 });
    expect(await cashback.run(2)).toMatchObject({ paid: 0, promotions: 0 });
    expect((await payoutsOf(p.id)).size).toBe(3);
    const done = await app.db.one<{ payouts: number }>(
      "SELECT payouts FROM cashback_periods WHERE promotion_id = $1 AND period_start = $2",
      [p.id, new Date("2026-02-24T00:00:00Z")],
    );
    expect(done?.payouts).toBe(3);
  });

  it("the period boundary by the clock: a bet at 23:59:59.999 counts for its day, one at 00:00 for the next", async () => {
    const p = await cashbackPromotion({ money: { EUR: { maxBonus: 100_000, minLoss: 1 } }, cashback_percent: "10.00" });
    const a = await gamer();
    await bet(a, 10_000n, "2026-02-17T23:59:59.999Z");
    await bet(a, 20_000n, "2026-02-18T00:00:00.000Z");
    const start = await cash(a);
    clock.set(new Date("2026-02-17T23:59:59Z")); // the 17th has not closed: the 16th is paid (nothing for a)
    await cashback.run();
    expect((await payoutsOf(p.id)).has(a)).toBe(false);
    clock.set(new Date("2026-02-18T00:00:00Z"));
    await cashback.run();
    expect((await payoutsOf(p.id)).get(a)).toMatchObject({ net_loss: "10000", amount: "1000" });
    clock.set(new Date("2026-02-18T23:00:00Z")); // still the 17th: nothing more
    await cashback.run();
    expect(await cash(a)).toBe(start + 1000n);
    clock.set(new Date("2026-02-19T00:00:00Z"));
    await cashback.run();
    const paid = await app.db.query<{ amount: string }>(
      "SELECT amount::text AS amount FROM cashback_payouts WHERE promotion_id = $1 AND player_id = $2 ORDER BY period_start",
      [p.id, a],
    );
    expect(paid.map((r) => r.amount)).toEqual(["1000", "2000"]);
    expect(await cash(a)).toBe(start + 3000n);
    await reconciled();
  });

  it("periods every run missed (the casino down when they closed) are paid later, each once; none from before the promotion's last change", async () => {
    const p = await cashbackPromotion({ money: { EUR: { maxBonus: 100_000, minLoss: 1 } }, cashback_percent: "10.00" });
    // unchanged since the 3rd: the 2nd closed before it
    await app.db.query("UPDATE promotions SET updated_at = $2 WHERE id = $1", [p.id, new Date("2026-04-03T12:00:00Z")]);
    const a = await gamer();
    await bet(a, 5_000n, "2026-04-02T10:00:00Z");
    await bet(a, 10_000n, "2026-04-03T10:00:00Z");
    await bet(a, 20_000n, "2026-04-04T10:00:00Z");
    await bet(a, 40_000n, "2026-04-05T10:00:00Z");
    const start = await cash(a);
    clock.set(new Date("2026-04-06T09:00:00Z")); // the first run since the 3rd
    await cashback.run();
    const paid = async () =>
      (
        await app.db.query<{ day: string; amount: string }>(
          `SELECT to_char(period_start AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, amount::text AS amount
             FROM cashback_payouts WHERE promotion_id = $1 AND player_id = $2 ORDER BY period_start`,
          [p.id, a],
        )
      ).map((r) => `${r.day}:${r.amount}`);
    expect(await paid()).toEqual(["2026-04-03:1000", "2026-04-04:2000", "2026-04-05:4000"]);
    await cashback.run();
    expect(await cash(a)).toBe(start + 7000n);
    // a run long after: what is older than the catch-up is not read again, what was paid is not paid twice
    clock.set(new Date("2026-06-01T09:00:00Z"));
    await cashback.run();
    expect(await paid()).toHaveLength(3);
    expect(await cash(a)).toBe(start + 7000n);
    await reconciled();
  });

  it("the periods due: the last closed one, and older ones back to the promotion's last change, at most CATCH_UP", () => {
    const at = (s: string) => new Date(s);
    const days = (list: { start: Date }[]) => list.map((d) => d.start.toISOString().slice(0, 10));
    expect(days(duePeriods("daily", at("2026-04-06T09:00:00Z"), at("2026-04-06T08:00:00Z")))).toEqual(["2026-04-05"]);
    expect(days(duePeriods("daily", at("2026-04-06T09:00:00Z"), at("2026-04-04T00:00:00Z")))).toEqual([
      "2026-04-04",
      "2026-04-05",
    ]);
    expect(duePeriods("daily", at("2026-04-06T09:00:00Z"), at("2020-01-01T00:00:00Z"))).toHaveLength(CATCH_UP.daily);
    expect(days(duePeriods("weekly", at("2026-04-08T09:00:00Z"), at("2026-03-25T00:00:00Z")))).toEqual([
      "2026-03-23",
      "2026-03-30",
    ]);
  });

  it("weekly: Monday 00:00 to Monday 00:00 UTC, paid after the week closes", async () => {
    const p = await cashbackPromotion({ cashback_period: "weekly", cashback_percent: "5.00" });
    const a = await gamer();
    await bet(a, 10_000n, "2026-03-02T00:00:00Z"); // Monday
    await bet(a, 10_000n, "2026-03-08T23:59:59Z"); // Sunday
    await bet(a, 50_000n, "2026-03-09T00:00:00Z"); // the next Monday: next week
    clock.set(new Date("2026-03-08T23:59:59.999Z"));
    await cashback.run();
    expect((await payoutsOf(p.id)).has(a)).toBe(false);
    clock.set(new Date("2026-03-11T12:00:00Z"));
    await cashback.run();
    const row = (await payoutsOf(p.id)).get(a);
    expect(row).toMatchObject({ net_loss: "20000", amount: "1000" });
    expect(row?.period_start).toEqual(new Date("2026-03-02T00:00:00Z"));
    await reconciled();
  });

  it("paid as bonus: one grant per player and period, funded from bonus-cost, with the promotion's rules; a retry pays once", async () => {
    const p = await cashbackPromotion({
      cashback_paid_as: "bonus",
      wagering_multiplier: "3",
      money: { EUR: { maxBonus: 5000, minLoss: 1000, maxBet: 400 } },
      wagering_hours: 48,
      claim_hours: 24,
      max_conversion: "5",
      contribution: { categories: { slots: 100, table: 20 }, default: 0 },
    });
    clock.set(new Date("2026-03-17T00:30:00Z")); // the player's session starts now; the bet is booked the day before
    const a = await player(app, { cash: 1_000_000n });
    await bet(a.id, 20_000n, "2026-03-16T10:00:00Z"); // 12.5 % → 2,500
    const start = await cash(a.id);
    const house = await wallet.houseBalance("bonus-cost", "EUR");
    const [r1, r2] = await Promise.all([cashback.run(), cashback.run()]);
    expect(r1.paid + r2.paid).toBe(1);
    await cashback.run();
    expect(await cash(a.id)).toBe(start); // not cash
    const grants = await app.services.promotions.repo.grantsOf(a.id, null);
    expect(grants).toHaveLength(1);
    const g = grants[0]!;
    expect(g).toMatchObject({
      source: "cashback",
      status: "ACTIVE",
      amount: 2500n,
      wagering_required: 7500n,
      max_conversion: 12_500n,
    });
    expect(g.rules).toMatchObject({ multiplier: 3, maxBet: 400, wageringHours: 48, contribution: { categories: { table: 20 } } });
    expect(g.expires_at).toEqual(new Date("2026-03-19T00:30:00Z"));
    expect((await payoutsOf(p.id)).get(a.id)).toMatchObject({ net_loss: "20000", amount: "2500" });
    expect(await wallet.houseBalance("bonus-cost", "EUR")).toBe(house - 2500n);
    // the player sees a bonus balance to wager, and is told so
    const active = await api(app, "GET", "/promotions/v2/active", a);
    expect(active.body.bonus).toMatchObject({ status: "ACTIVE" });
    const inbox = JSON.stringify((await api(app, "GET", "/messages/v1/inbox", a)).body);
    expect(inbox).toContain("Cashback bonus credited");
    expect(inbox).toContain("wager €75.00");
    const funds = await app.db.one<{ n: number }>(
      "SELECT count(*)::int AS n FROM wallet_transfers WHERE key = $1 AND status = 'DONE'",
      [`bonus:${g.id}:fund`],
    );
    expect(funds?.n).toBe(1);
    await reconciled();
  });

  it("paid as bonus while another bonus is in play: it waits in the player's offers, funded when accepted", async () => {
    await cashbackPromotion({ cashback_paid_as: "bonus", wagering_multiplier: "2" });
    const other = await promotion(app, {
      kind: "no_deposit",
      trigger: "manual",
      match_percent: null,
      deposit_number: null,
      money: { EUR: { amount: 1000 } },
    });
    const a = await player(app, { cash: 1_000_000n });
    const who = (await app.services.promotions.repo.playerOf(a.id))!;
    const offered = await app.services.promotions.offers.offer(who, other, { source: "manual", promoCode: null });
    await app.services.promotions.accept(a.id, offered.id, "en");
    await bet(a.id, 8000n, "2026-03-23T10:00:00Z"); // 12.5 % → 1,000
    clock.set(new Date("2026-03-24T00:30:00Z"));
    await cashback.run();
    const waiting = (await app.services.promotions.repo.grantsOf(a.id, ["PENDING"])).find((g) => g.source === "cashback");
    expect(waiting).toMatchObject({ amount: 1000n, status: "PENDING" });
    // the player's offers show it with its own amount (not the promotion's cap)
    const offers = await app.services.promotions.available({ playerId: a.id, currency: "EUR" }, "en", {});
    const shown = offers.pending.find((o) => o.bonusId === waiting!.id);
    expect(shown?.data.terms).toMatchObject({ kind: "cashback", amount: 1000, wageringMultiplier: 2 });
    await app.services.promotions.cancel(a.id, "en");
    const taken = await app.services.promotions.accept(a.id, waiting!.id, "en");
    expect(taken).toMatchObject({ status: "ACTIVE" });
    const now = await app.services.promotions.repo.grantById(waiting!.id);
    expect(now).toMatchObject({ amount: 1000n, wagering_required: 2000n });
    await reconciled();
  });

  it("is never offered as a bonus: not in the available list, and an operator's grant of it is refused", async () => {
    const p = await cashbackPromotion();
    const a = await player(app);
    const res = await app.inject({ method: "GET", url: "/promotions/v2/available", headers: a.auth });
    expect(res.json().available.map((x: { id: string }) => x.id)).not.toContain(p.id);
    await expect(
      app.services.promotions.campaigns.grant({ operatorId: "op", ip: "127.0.0.1" }, a.id, p.id, "try"),
    ).rejects.toMatchObject({ code: "PROMOTION_NOT_AVAILABLE" });
  });

  it("the player sees it: a message in the inbox and a bonus (B) line in the finance history", async () => {
    const p = await cashbackPromotion();
    const a = await player(app, { cash: 1_000_000n });
    const ru = await player(app, { cash: 1_000_000n });
    await app.db.query("UPDATE players SET language = 'ru' WHERE id = $1", [ru.id]);
    await bet(a.id, 20_000n, "2026-02-21T10:00:00Z");
    await bet(ru.id, 20_000n, "2026-02-21T11:00:00Z");
    clock.set(new Date("2026-02-22T06:00:00Z"));
    await cashback.run();
    const inbox = (await app.inject({ method: "GET", url: "/messages/v1/inbox", headers: a.auth })).json();
    const msg = JSON.stringify(inbox);
    expect(msg).toContain("Cashback paid");
    expect(msg).toContain("€25.00"); // 12.5 % of 200.00
    // in the player's own language, money written as the site writes it for that language
    const ruInbox = JSON.stringify((await app.inject({ method: "GET", url: "/messages/v1/inbox", headers: ru.auth })).json());
    expect(ruInbox).toContain("Кешбэк начислен");
    expect(ruInbox).toContain("Кешбэк €25.00");
    // the ledger stamps its own time; the history reads the clock's days
    await app.db.query("UPDATE wallet_transfers SET created_at = $2 WHERE key = $1", [
      `cashback:${p.id}:2026-02-21:${a.id}`,
      clock.now(),
    ]);
    const h = (await app.inject({ method: "POST", url: "/data/v1/history", headers: a.auth, payload: { filter: {} } })).json();
    expect(h.financeTransactions.transactions).toContainEqual(
      expect.objectContaining({ type: "B", status: "ADD", amount: 2500 }),
    );
  });

  it("an operator creates one at POST /operator/v1/promotions: percent and period required, shown back", async () => {
    const content = await sessionOf(app, (await enrolledOperator(app, "content")).id);
    const create = (payload: object) =>
      app.inject({ method: "POST", url: "/operator/v1/promotions", headers: content.headers, payload });
    const base = {
      kind: "cashback",
      trigger: "manual",
      texts: { en: { title: "Weekly cashback", description: "10.5 % back", details: "On net losses of real money." } },
      money: { EUR: { maxBonus: 10_000, minLoss: 2000 } },
      wageringMultiplier: 0,
    };
    const missing = await create(base);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: "INVALID_PROMOTION" });
    const made = await create({ ...base, cashbackPercent: 10.5, cashbackPeriod: "weekly" });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({
      kind: "cashback",
      cashbackPercent: 10.5,
      cashbackPeriod: "weekly",
      money: { EUR: { maxBonus: 10_000, minLoss: 2000 } },
    });
  });
});
