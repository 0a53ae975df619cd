import { beforeEach, describe, expect, it } from "vitest";
import { testApp, testClock } from "../../../test/harness.js";
import { enrolledOperator, sessionOf } from "../../../test/operators.js";
import { api, balance, player } from "../../../test/payments.js";
import { promotion } from "../../../test/promotions.js";
import { runLeased } from "../../platform/jobs.js";
import { seedLoyaltyDemo } from "./demo.js";
import { loyaltyJobs } from "./jobs.js";

const clock = testClock();
const app = await testApp({ clock });
const wallet = app.services.wallet;
const loyalty = app.services.loyalty;
const GAME = { house: "game:aurum-studio" };

let n = 0;
/** A game transfer of the player's cash (or of a bonus account). */
async function game(kind: "BET" | "WIN" | "ROLLBACK", playerId: string, amount: bigint, account?: `bonus:${string}`) {
  const mine = { player: playerId, ...(account ? { kind: account } : {}) };
  const key = `loyalty-test:${kind}:${++n}`;
  await wallet.transfer({
    kind,
    key,
    from: kind === "BET" ? mine : GAME,
    to: kind === "BET" ? GAME : mine,
    amount,
    currency: "EUR",
  });
  return key;
}

/** A no-deposit promotion the operator gives as a level-up bonus: 10.00, wager 4×. */
const levelBonus = (amount = 1000) =>
  promotion(app, {
    kind: "no_deposit",
    trigger: "manual",
    deposit_number: null,
    match_percent: null,
    money: { EUR: { amount, maxBet: 300 } },
    wagering_multiplier: "4",
    texts: {
      en: { title: "Silver welcome", description: "", details: "" },
      de: { title: "Silber-Willkommen", description: "", details: "" },
    },
  });

/** Bronze at 100.00 wagered (+0.5 % cashback), Silver at 500.00 (+2 %, a 10.00 bonus), Gold at 2,000.00 (+5 %). */
async function ladder(silverBonus: string | null) {
  const content = await sessionOf(app, (await enrolledOperator(app, "content")).id);
  const res = await app.inject({
    method: "PUT",
    url: "/operator/v1/loyalty/levels",
    headers: content.headers,
    payload: {
      reason: "launch of the lucky club",
      levels: [
        { names: { en: "Bronze", de: "Bronze" }, thresholds: { EUR: 10_000 }, cashbackBoost: 0.5 },
        { names: { en: "Silver", de: "Silber" }, thresholds: { EUR: 50_000 }, cashbackBoost: 2, promotionId: silverBonus },
        { names: { en: "Gold", de: "Gold" }, thresholds: { EUR: 200_000 }, cashbackBoost: 5 },
      ],
    },
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

const standing = (playerId: string) => loyalty.repo.standing(playerId, "EUR");
const grantsOf = (playerId: string) => app.services.promotions.repo.grantsOf(playerId, null);

async function reconciled() {
  expect(await wallet.reconcile()).toMatchObject({ ok: true, mismatches: [], negativeAccounts: 0 });
}

describe("lucky club", () => {
  beforeEach(async () => {
    await app.db.query("UPDATE promotions SET enabled = false WHERE kind = 'cashback'");
  });

  it("the rollup counts real money wagered (cash bets less called-off bets), never bonus money or wins; a rerun counts nothing twice", async () => {
    await ladder(null);
    const a = await player(app, { cash: 1_000_000n });
    await game("BET", a.id, 6000n);
    await game("WIN", a.id, 9000n);
    await game("BET", a.id, 3000n);
    await game("ROLLBACK", a.id, 1000n);
    const bonus = `bonus:00000000-0000-4000-8000-${String(++n).padStart(12, "0")}` as const;
    await wallet.transfer({
      kind: "B",
      key: `loyalty-test:fund:${n}`,
      from: { house: "bonus-cost" },
      to: { player: a.id, kind: bonus },
      amount: 50_000n,
      currency: "EUR",
    });
    await game("BET", a.id, 40_000n, bonus);
    await Promise.all([loyalty.run(), loyalty.run()]);
    await loyalty.run();
    expect(await standing(a.id)).toMatchObject({ wagered: 8000n, level: 0 });
    await game("BET", a.id, 2000n);
    await loyalty.run();
    expect(await standing(a.id)).toMatchObject({ wagered: 10_000n, level: 1 }); // exactly the threshold: Bronze
  });

  it("reaching a level grants its level-up bonus once, as bonus money with the promotion's wagering; crossing two levels at once claims both", async () => {
    const silver = await levelBonus();
    await ladder(silver.id);
    const a = await player(app, { cash: 1_000_000n });
    const cash = (await balance(app, a.id)).cash;
    const house = await wallet.houseBalance("bonus-cost", "EUR");
    await game("BET", a.id, 60_000n); // past Bronze and Silver at once
    await loyalty.run();
    await loyalty.run();
    const job = loyaltyJobs(loyalty).find((j) => j.name === "loyalty.rollup")!;
    await runLeased(app.db, job, clock);
    expect(await standing(a.id)).toMatchObject({ level: 2 });
    const grants = await grantsOf(a.id);
    expect(grants).toHaveLength(1);
    expect(grants[0]).toMatchObject({ source: "loyalty", status: "ACTIVE", amount: 1000n, wagering_required: 4000n });
    expect(grants[0]!.rules).toMatchObject({ maxBet: 300, multiplier: 4 });
    expect(await wallet.houseBalance("bonus-cost", "EUR")).toBe(house - 1000n);
    expect((await balance(app, a.id)).cash).toBe(cash - 60_000n); // the bonus is not cash
    const rewards = await loyalty.repo.rewardsOf(a.id);
    expect(rewards.map((r) => r.level)).toEqual([1, 2]);
    expect(rewards[1]).toMatchObject({ grant_id: grants[0]!.id });
    // the player is told: the level, the bonus to wager, the cashback boost
    const inbox = JSON.stringify((await api(app, "GET", "/messages/v1/inbox", a)).body);
    expect(inbox).toContain("Lucky club: you reached Silver");
    expect(inbox).toContain("Your level-up bonus of €10.00 is bonus money: wager €40.00 to turn it into cash.");
    expect(inbox).toContain("Your cashback now pays 2 % more.");
    // more wagering inside the same level gives nothing more
    await game("BET", a.id, 10_000n);
    await loyalty.run();
    expect(await grantsOf(a.id)).toHaveLength(1);
    await reconciled();
  });

  it("a self-excluded player moves up but is given no bonus money", async () => {
    const silver = await levelBonus();
    await ladder(silver.id);
    const a = await player(app, { cash: 1_000_000n });
    await game("BET", a.id, 55_000n);
    await app.db.query("UPDATE players SET self_exclusion_type = 'LOCK', self_exclusion_expires = NULL WHERE id = $1", [a.id]);
    await loyalty.run();
    expect(await standing(a.id)).toMatchObject({ level: 2 });
    expect(await grantsOf(a.id)).toHaveLength(0);
  });

  it("the cashback boost: a cashback promotion pays its percent plus the level's", async () => {
    await ladder(null);
    const day = "2026-04-06";
    clock.set(new Date(`${day}T12:00:00Z`));
    const p = await promotion(app, {
      kind: "cashback",
      trigger: "manual",
      deposit_number: null,
      match_percent: null,
      money: { EUR: { maxBonus: 1_000_000, minLoss: 100 } },
      wagering_multiplier: "0",
      cashback_percent: "10.00",
      cashback_period: "daily",
    });
    const silver = await player(app, { cash: 1_000_000n });
    const none = await player(app, { cash: 1_000_000n });
    const keys = [await game("BET", silver.id, 60_000n), await game("BET", none.id, 6000n)];
    // the ledger stamps its own time: the bets move into the clock's day
    await app.db.query("UPDATE wallet_transfers SET created_at = $2 WHERE key = ANY($1::text[])", [keys, clock.now()]);
    await loyalty.run();
    expect(await standing(silver.id)).toMatchObject({ level: 2 });
    clock.set(new Date("2026-04-07T00:10:00Z"));
    const before = { silver: (await balance(app, silver.id)).cash, none: (await balance(app, none.id)).cash };
    await app.services.promotions.cashback.run();
    const paid = await app.db.query<{ player_id: string; amount: string }>(
      "SELECT player_id, amount::text AS amount FROM cashback_payouts WHERE promotion_id = $1",
      [p.id],
    );
    const by = new Map(paid.map((r) => [r.player_id, r.amount]));
    expect(by.get(silver.id)).toBe("7200"); // (10 + 2) % of 600.00
    expect(by.get(none.id)).toBe("600"); // 10 % of 60.00
    expect((await balance(app, silver.id)).cash).toBe(before.silver + 7200n);
    expect((await balance(app, none.id)).cash).toBe(before.none + 600n);
    await reconciled();
  });

  it("GET /loyalty/v1/status: level, progress to the next and what each level brings, in the player's language", async () => {
    const silver = await levelBonus(2500);
    await ladder(silver.id);
    const a = await player(app, { cash: 1_000_000n });
    await game("BET", a.id, 20_000n);
    await loyalty.run();
    const res = await api(app, "GET", "/loyalty/v1/status", a, undefined, { "accept-language": "de" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      currency: "EUR",
      wagered: 20_000,
      level: 1,
      levelName: "Bronze",
      next: { level: 2, name: "Silber", threshold: 50_000, left: 30_000, percent: 25 },
    });
    expect(res.body.levels).toHaveLength(3);
    expect(res.body.levels[1]).toMatchObject({
      cashbackBoost: 2,
      levelUpBonus: { title: "Silber-Willkommen", amount: 2500, wageringMultiplier: 4 },
    });
    expect(res.body.levels[2]).toMatchObject({ name: "Gold", levelUpBonus: null, cashbackBoost: 5 });
    expect((await app.inject({ method: "GET", url: "/loyalty/v1/status" })).statusCode).toBe(401);
  });

  it("the operator's ladder edit is audited with its reason; a role without promotions.write is refused; a bad ladder is a 400", async () => {
    const silver = await levelBonus();
    await ladder(silver.id);
    const audit = await app.db.one<{ reason: string; operator_id: string; after: unknown[] }>(
      "SELECT reason, operator_id, after FROM audit_log WHERE action = 'loyalty.ladder_changed' ORDER BY id DESC LIMIT 1",
    );
    expect(audit).toMatchObject({ reason: "launch of the lucky club" });
    expect(audit?.after).toHaveLength(3);
    const support = await sessionOf(app, (await enrolledOperator(app, "support")).id);
    const refused = await app.inject({
      method: "PUT",
      url: "/operator/v1/loyalty/levels",
      headers: support.headers,
      payload: { reason: "try", levels: [] },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: "OPERATOR_FORBIDDEN" });
    const content = await sessionOf(app, (await enrolledOperator(app, "content")).id);
    const put = (levels: object[]) =>
      app.inject({
        method: "PUT",
        url: "/operator/v1/loyalty/levels",
        headers: content.headers,
        payload: { reason: "fix", levels },
      });
    const falling = await put([
      { names: { en: "A" }, thresholds: { EUR: 5000 } },
      { names: { en: "B" }, thresholds: { EUR: 5000 } },
    ]);
    expect(falling.statusCode).toBe(400);
    expect(falling.json()).toMatchObject({ code: "INVALID_LADDER" });
    const deposit = await promotion(app);
    const notGrantable = await put([{ names: { en: "A" }, thresholds: { EUR: 5000 }, promotionId: deposit.id }]);
    expect(notGrantable.json()).toMatchObject({ code: "LEVEL_BONUS_NOT_GRANTABLE" });
    const read = await app.inject({ method: "GET", url: "/operator/v1/loyalty/levels", headers: content.headers });
    expect(read.json().levels.map((l: { names: { en: string } }) => l.names.en)).toEqual(["Bronze", "Silver", "Gold"]);
    expect(read.json().levels[1]).toMatchObject({ promotionTitle: "Silver welcome", cashbackBoost: 2 });
  });

  it("the demo's ladder (npm start): three levels, each with a level-up bonus a player reaching it is given; seeded once, never over an operator's ladder", async () => {
    await app.db.query("DELETE FROM loyalty_levels");
    await seedLoyaltyDemo(app.db, loyalty.repo, app.services.promotions.repo, clock.now());
    await seedLoyaltyDemo(app.db, loyalty.repo, app.services.promotions.repo, clock.now());
    const levels = await loyalty.ladder();
    expect(levels.map((l) => [l.names.en, l.thresholds.EUR, l.cashbackBoost])).toEqual([
      ["Bronze", 1_000_000, 0],
      ["Silver", 5_000_000, 2],
      ["Gold", 25_000_000, 5],
    ]);
    const a = await player(app, { cash: 2_000_000n });
    await game("BET", a.id, 1_000_000n);
    await loyalty.run();
    const res = await api(app, "GET", "/loyalty/v1/status", a);
    expect(res.body).toMatchObject({ level: 1, levelName: "Bronze" });
    expect(await balance(app, a.id)).toMatchObject({ cash: 1_000_000n });
    const grants = await app.db.query<{ amount: string; source: string }>(
      "SELECT amount::text, source FROM bonus_grants WHERE player_id = $1",
      [a.id],
    );
    expect(grants).toEqual([{ amount: "1000", source: "loyalty" }]);
  });
});
