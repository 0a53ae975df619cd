import { COOLDOWN_PERIODS } from "@casino/contracts/protection";
import { describe, expect, it } from "vitest";
import { enrolledOperator } from "../../../test/operators.js";
import { api, balance, casinoWithPsp, player, type TestPlayer } from "../../../test/payments.js";
import { costGames, loseFromBonus, promoCode, promotion } from "../../../test/promotions.js";
import { lastMessageTo, linkParts, nextIp } from "../accounts/testing.js";

const { app, psp, clock } = await casinoWithPsp();
await costGames(app);
const HOUR = 3_600_000;
const COOLDOWN = COOLDOWN_PERIODS[0];

/** A card deposit the PSP approves, its webhook delivered. */
async function deposit(p: TestPlayer, amount: number) {
  const init = await api(app, "POST", "/deposit/v1/card", p, { amount });
  expect(init.status).toBe(200);
  await psp.post(`${init.body.redirectUrl}/card`, {
    number: "4242 4242 4242 4242",
    expiry: "12/30",
    cvc: "123",
    holder: "Ann Lee",
  });
  await psp.tick();
  return init.body.requestId as string;
}

async function reconciled() {
  const r = await app.services.wallet.reconcile();
  expect(r).toMatchObject({ ok: true, mismatches: [], negativeAccounts: 0 });
  return r;
}

const active = async (p: TestPlayer) => (await api(app, "GET", "/promotions/v2/active", p)).body.bonus;
const bonusOf = async (p: TestPlayer) => (await balance(app, p.id)).bonus;

/** Wagering as bets feed it (in the bet's transaction once the bet path carries bonuses). */
const wager = (grantId: string, weighted: bigint) => app.services.promotions.repo.addWagering(app.db, grantId, weighted);

describe("promotions/v2/available", () => {
  it("lists by weight, promotions with a code first, in the visitor's language, with the honest cost", async () => {
    const low = await promotion(app, {
      weight: 1,
      deposit_number: null,
      texts: { en: { title: "Reload", description: "", details: "" } },
    });
    const high = await promotion(app, { weight: 50, deposit_number: 2 });
    const coded = await promotion(app, {
      weight: 0,
      kind: "no_deposit",
      trigger: "promo_code",
      match_percent: null,
      money: { EUR: { amount: 1000 } },
    });
    await promoCode(app, `FREE${Date.now()}`, coded.id);
    const res = await api(app, "GET", "/promotions/v2/available", undefined, undefined, { "accept-language": "de" });
    expect(res.status).toBe(200);
    const ids = res.body.available.map((p: { id: string }) => p.id);
    expect(ids.indexOf(coded.id)).toBe(0);
    expect(ids.indexOf(high.id)).toBeLessThan(ids.indexOf(low.id));
    const h = res.body.available.find((p: { id: string }) => p.id === high.id);
    expect(h).toMatchObject({ title: "Willkommen 100%", weight: 50, code: null, type: 0 });
    // 20,000 bonus × 5 = 100,000 to wager; cheapest: the 96.5 % slot at 100 % → 3,500 expected cost
    expect(h.data.cost).toMatchObject({ wageringLeft: 100_000, expectedCost: 3500, expectedValue: 16_500 });
    expect(h.data.cost.cheapestGame).toMatchObject({ id: "sun-slot", rtp: 0.965, contribution: 100 });
    expect(res.body.pending).toEqual([]);
  });

  it("ini keeps first-deposit promotions only; nthd the ones for that deposit; currency and region must fit", async () => {
    const ftd = await promotion(app, { weight: 5 });
    const second = await promotion(app, { deposit_number: 2 });
    const uahOnly = await promotion(app, { money: { UAH: { maxBonus: 100_000 } } });
    const ukrOnly = await promotion(app, { regions: ["UKR"] });
    const p = await player(app);
    const ini = (await api(app, "GET", "/promotions/v2/available?ini=true", p)).body.available.map((x: { id: string }) => x.id);
    expect(ini).toContain(ftd.id);
    expect(ini).not.toContain(second.id);
    const nth = (await api(app, "GET", "/promotions/v2/available?nthd=2", p)).body.available.map((x: { id: string }) => x.id);
    expect(nth).toContain(second.id);
    expect(nth).not.toContain(ftd.id);
    const all = (await api(app, "GET", "/promotions/v2/available", p)).body.available.map((x: { id: string }) => x.id);
    expect(all).not.toContain(uahOnly.id);
    expect(all).not.toContain(ukrOnly.id);
    expect(ini.find((id: string) => id === ftd.id)).toBeTruthy();
    const typed = (await api(app, "GET", "/promotions/v2/available?ini=true", p)).body.available.find(
      (x: { id: string }) => x.id === ftd.id,
    );
    expect(typed.type).toBe(1);
  });
});

describe("Choose your bonus after a first deposit", () => {
  it("offers the first-deposit promotions; the chosen one becomes active, funded from bonus-cost, the others withdrawn", async () => {
    const a = await promotion(app, { weight: 100, match_percent: 100 });
    const b = await promotion(app, { weight: 99, match_percent: 50, money: { EUR: { maxBonus: 10_000 } } });
    const p = await player(app);
    const paymentId = await deposit(p, 5000);
    expect((await balance(app, p.id)).cash).toBe(5000n);
    const res = await api(app, "GET", "/promotions/v2/available?ini=true", p);
    const pending = res.body.pending.filter((x: { id: string }) => x.id === a.id || x.id === b.id);
    expect(pending).toHaveLength(2);
    expect(pending[0]).toMatchObject({ id: a.id, type: 1, bonus: { status: "PENDING" } });
    const chosen = await api(app, "POST", `/promotions/v2/${pending[0].bonusId}/accept`, p);
    expect(chosen.status).toBe(200);
    expect(chosen.body).toMatchObject({
      status: "ACTIVE",
      amount: 5000,
      balance: 5000,
      wageringRequired: 25_000,
      wageringDone: 0,
    });
    expect(await bonusOf(p)).toBe(5000n);
    expect((await balance(app, p.id)).cash).toBe(5000n);
    const other = await app.services.promotions.repo.grantById(pending[1].bonusId);
    expect(other).toMatchObject({ status: "CANCELLED", reason: "another-bonus-chosen", deposit_ref: paymentId });
    // the session's balance carries the bonus (accounts spec §3)
    const upd = await api(app, "POST", "/updates/v1", p);
    expect(upd.body[0].bonus).toEqual({
      inprogress: true,
      balances: [
        { id: chosen.body.id, value: 5000, current: 0, total: 25_000, completed: false, failed: false, real: 5000, freespins: 0 },
      ],
    });
    expect(await app.services.wallet.houseBalance("bonus-cost", "EUR")).toBeLessThanOrEqual(-5000n);
    await reconciled();
  });

  it("a deposit match chosen before the deposit waits ACCEPTED and activates when the deposit lands", async () => {
    const ftd = await promotion(app, { weight: 200 });
    const p = await player(app);
    const opt = await api(app, "POST", `/promotions/v2/${ftd.id}/accept`, p);
    expect(opt.body).toMatchObject({ status: "ACCEPTED", amount: 0 });
    const small = await api(app, "POST", "/deposit/v1/card", p, { amount: 1000 });
    expect(small.status).toBe(412);
    expect(small.body.code).toBe("AMOUNT_IS_LESS_THAN_MINIMUM_IN_BONUS");
    await deposit(p, 30_000);
    const bonus = await active(p);
    expect(bonus).toMatchObject({
      promotionId: ftd.id,
      status: "ACTIVE",
      amount: 20_000,
      balance: 20_000,
      wageringRequired: 100_000,
    });
    expect(bonus.cost).toMatchObject({ wageringLeft: 100_000, expectedCost: 3500, expectedValue: 16_500 });
    await reconciled();
  });
});

describe("codes", () => {
  it("registration with a promo code: the code's bonus is offered after the e-mail is confirmed, and accepted", async () => {
    const noDeposit = await promotion(app, {
      kind: "no_deposit",
      trigger: "registration",
      match_percent: null,
      deposit_number: null,
      money: { EUR: { amount: 1500, maxBet: 200 } },
      max_conversion: "2",
    });
    const code = `REG${Date.now()}`;
    await promoCode(app, code, noDeposit.id);
    const email = `promo-${Date.now()}@example.com`;
    const bad = await app.inject({
      method: "POST",
      url: "/account/v1/register/email",
      payload: { email, password: "Secret-1234", country: "EST", promocode: "NOPE-NOT-A-CODE" },
      remoteAddress: nextIp(),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: "promo-code" });
    const reg = await app.inject({
      method: "POST",
      url: "/account/v1/register/email",
      payload: { email, password: "Secret-1234", country: "EST", promocode: code.toLowerCase() },
      remoteAddress: nextIp(),
    });
    expect(reg.statusCode).toBe(200);
    const { token, code: otp } = linkParts((await lastMessageTo(app, email))!.link!);
    const login = await app.inject({
      method: "GET",
      url: `/account/v1/register/email/validate/${token}/${otp}`,
      remoteAddress: nextIp(),
    });
    const session = login.json() as { token: string };
    const p = { id: "", token: session.token, auth: { authorization: `Bearer ${session.token}` } };
    const list = await api(app, "GET", "/promotions/v2/available", p);
    const offered = list.body.pending.find((x: { id: string }) => x.id === noDeposit.id);
    expect(offered).toMatchObject({ bonus: { status: "PENDING" } });
    const acc = await api(app, "POST", `/promotions/v2/${offered.bonusId}/accept`, p);
    expect(acc.body).toMatchObject({ status: "ACTIVE", amount: 1500, maxConversion: 3000, maxBet: 200 });
    await reconciled();
  });

  it("applies a code once per player; a single-use code serves one player only; unknown codes are PROMO_CODE", async () => {
    const promo = await promotion(app, {
      kind: "no_deposit",
      trigger: "promo_code",
      match_percent: null,
      money: { EUR: { amount: 700 } },
    });
    const single = `ONE${Date.now()}`;
    await promoCode(app, single, promo.id, 1);
    const [p1, p2] = [await player(app), await player(app)];
    const first = await api(app, "POST", `/promotions/v2/${single}/apply`, p1, { recaptchaKey: "x" });
    expect(first.body).toMatchObject({ status: "PENDING", promotionId: promo.id });
    const second = await api(app, "POST", `/promotions/v2/${single}/apply`, p2, {});
    expect(second.status).toBe(400);
    expect(second.body).toMatchObject({ code: "PROMO_CODE", error: "promo-code" });
    expect((await api(app, "POST", "/promotions/v2/NO-SUCH-CODE/apply", p2, {})).body.code).toBe("PROMO_CODE");
    // a coded promotion cannot be accepted without its code
    expect((await api(app, "POST", `/promotions/v2/${promo.id}/accept`, p2)).body.code).toBe("PROMOTION_NOT_AVAILABLE");
    const shared = await promotion(app, {
      kind: "no_deposit",
      trigger: "promo_code",
      match_percent: null,
      money: { EUR: { amount: 500 } },
    });
    const code = `ALL${Date.now()}`;
    await promoCode(app, code, shared.id);
    expect((await api(app, "POST", `/promotions/v2/${code}/apply`, p1, {})).status).toBe(200);
    const again = await api(app, "POST", `/promotions/v2/${code}/apply`, p1, {});
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("PROMOTION_ALREADY_TAKEN");
    const uses = await app.db.one<{ uses: number }>("SELECT uses FROM promo_codes WHERE code = $1", [code]);
    expect(uses?.uses).toBe(1);
  });
});

/** A player with an active no-deposit bonus of `amount` (5× wagering, optional conversion cap). */
async function withBonus(amount: number, over: Parameters<typeof promotion>[1] = {}, who: Parameters<typeof player>[1] = {}) {
  const promo = await promotion(app, {
    kind: "no_deposit",
    trigger: "promo_code",
    match_percent: null,
    money: { EUR: { amount } },
    ...over,
  });
  const code = `B${promo.id.slice(0, 8)}`;
  await promoCode(app, code, promo.id);
  const p = await player(app, who);
  // through the service: the route's per-address rate limit is for people guessing codes, not for this file
  const offer = await app.services.promotions.apply(p.id, code, undefined, "en");
  const acc = await api(app, "POST", `/promotions/v2/${offer.id}/accept`, p);
  expect(acc.body.status).toBe("ACTIVE");
  return { p, grantId: acc.body.id as string, promo };
}

describe("claim, finish, cancel", () => {
  it("claim: refused until the wagering is done; then up to the cap into cash and the rest back to the house", async () => {
    const { p, grantId } = await withBonus(4000, { max_conversion: "0.5" });
    const early = await api(app, "POST", "/promotions/v2/claim", p);
    expect(early.status).toBe(412);
    expect(early.body.code).toBe("BONUS_NOT_COMPLETED");
    await wager(grantId, 20_000n);
    const houseBefore = await app.services.wallet.houseBalance("bonus-cost", "EUR");
    const res = await api(app, "POST", "/promotions/v2/claim", p);
    expect(res.body).toMatchObject({ status: "CLAIMED", converted: 2000, returned: 2000, completed: true, balance: 0 });
    expect(await balance(app, p.id)).toMatchObject({ cash: 2000n, bonus: 0n });
    expect(await app.services.wallet.houseBalance("bonus-cost", "EUR")).toBe(houseBefore + 2000n);
    expect(await active(p)).toBeNull();
    expect((await api(app, "POST", "/updates/v1", p)).body[0].bonus).toEqual({ inprogress: false, balances: [] });
    // terminal: nothing moves again
    expect((await api(app, "POST", "/promotions/v2/claim", p)).body.code).toBe("NO_ACTIVE_BONUS");
    await reconciled();
  });

  it("cancel: the bonus money goes back to the house, cash stays", async () => {
    const { p } = await withBonus(3000);
    await app.services.wallet.credit({
      playerId: p.id,
      amount: 1000n,
      currency: "EUR",
      key: `cash:${p.id}`,
      kind: "C",
      from: "corrections",
    });
    const res = await api(app, "POST", "/promotions/v2/cancel", p);
    expect(res.body).toMatchObject({ status: "CANCELLED", returned: 3000, converted: 0 });
    expect(await balance(app, p.id)).toMatchObject({ cash: 1000n, bonus: 0n });
    expect((await api(app, "POST", "/promotions/v2/cancel", p)).status).toBe(404);
    await reconciled();
  });

  it("finish: a bonus whose money is gone closes FAILED; one with money and wagering to go is refused", async () => {
    const { p, grantId } = await withBonus(1000);
    const refused = await api(app, "POST", "/promotions/v2/finish", p);
    expect(refused.body.code).toBe("BONUS_NOT_FINISHED");
    await loseFromBonus(app, p.id, grantId, 1000n, `lost:${grantId}`);
    expect((await active(p)).failed).toBe(true);
    const res = await api(app, "POST", "/promotions/v2/finish", p);
    expect(res.body).toMatchObject({ status: "FAILED", failed: true });
    await reconciled();
  });

  it("finish on a completed bonus claims it", async () => {
    const { p, grantId } = await withBonus(1000);
    await wager(grantId, 5000n);
    expect((await api(app, "POST", "/promotions/v2/finish", p)).body).toMatchObject({ status: "CLAIMED", converted: 1000 });
  });

  it("one bonus at a time: accepting another while one is active is BONUS_ALREADY_ACTIVE", async () => {
    const { p } = await withBonus(1000);
    const other = await promotion(app, {
      kind: "no_deposit",
      trigger: "deposit",
      match_percent: null,
      money: { EUR: { amount: 500 } },
    });
    const res = await api(app, "POST", `/promotions/v2/${other.id}/accept`, p);
    expect(res.status).toBe(412);
    expect(res.body.code).toBe("BONUS_ALREADY_ACTIVE");
  });
});

describe("rules while a bonus is active", () => {
  it("withdrawals are refused while the bonus forbids them; deposits when it forbids them", async () => {
    const { p } = await withBonus(1000, { allow_deposits: false, allow_withdrawals: false }, { complete: true, cash: 10_000n });
    const dep = await api(app, "POST", "/deposit/v1/card", p, { amount: 5000 });
    expect(dep.status).toBe(412);
    expect(dep.body.code).toBe("BONUS_DOESNOT_ALLOW_DEPOSITS");
    const wd = await api(app, "POST", "/withdrawal/v1/bank", p, { amount: 5000 });
    expect(wd.status).toBe(412);
    expect(wd.body.code).toBe("BONUS_DOESNOT_ALLOW_WITHDRAWALS");
  });

  it("self-exclusion forfeits every open bonus at once: REVOKED with its reason, money back", async () => {
    const { p, grantId } = await withBonus(2500);
    await app.services.protection.exclude(p.id, { type: "COOLDOWN", period: COOLDOWN });
    const g = await app.services.promotions.repo.grantById(grantId);
    expect(g).toMatchObject({ status: "REVOKED", reason: "self-exclusion", returned: 2500n });
    // the exclusion ended the player's sessions: the history as the next login will show it
    const hist = await app.services.promotions.history(p.id, 0, 5, "en");
    expect(hist.items[0]!.bonus).toMatchObject({ id: grantId, status: "REVOKED", reason: "self-exclusion" });
    await reconciled();
  });
});

describe("no offers while excluded", () => {
  it("a deposit settled after a cool-down started offers nothing; the operator's grant is refused (PLAYER_RESTRICTED)", async () => {
    const welcome = await promotion(app, { weight: 100 });
    const manual = await promotion(app, {
      kind: "no_deposit",
      trigger: "manual",
      match_percent: null,
      money: { EUR: { amount: 500 } },
    });
    const content = { operatorId: (await enrolledOperator(app, "content")).id, ip: "127.0.0.1" };
    const p = await player(app);
    const init = await api(app, "POST", "/deposit/v1/card", p, { amount: 5000 });
    expect(init.status).toBe(200);
    await app.services.protection.exclude(p.id, { type: "COOLDOWN", period: COOLDOWN });
    // the card was paid before the cool-down: the money is the player's, but no bonus comes with it
    await psp.post(`${init.body.redirectUrl}/card`, {
      number: "4242 4242 4242 4242",
      expiry: "12/30",
      cvc: "123",
      holder: "Ann Lee",
    });
    await psp.tick();
    expect((await balance(app, p.id)).cash).toBe(5000n);
    const grants = await app.services.promotions.repo.grantsOf(p.id, null);
    expect(grants.filter((g) => g.promotion_id === welcome.id)).toEqual([]);
    await expect(app.services.promotions.campaigns.grant(content, p.id, manual.id, "goodwill")).rejects.toMatchObject({
      status: 409,
      code: "PLAYER_RESTRICTED",
    });
    expect(await app.services.promotions.repo.grantsOf(p.id, null)).toEqual([]);
    // when the cool-down is over, offers come again
    clock.advance(25 * HOUR);
    const g = await app.services.promotions.campaigns.grant(content, p.id, manual.id, "welcome back");
    expect(g.status).toBe("PENDING");
    await reconciled();
  });

  it("a bonus the exclusion's forfeit left behind is forfeited by the next sweep, its money back to the house", async () => {
    const { p, grantId } = await withBonus(1800);
    // as when the process stops between the exclusion's commit and its forfeit
    await app.db.query("UPDATE players SET self_exclusion_type = 'LOCK', self_exclusion_expires = NULL WHERE id = $1", [p.id]);
    expect((await app.services.promotions.repo.grantById(grantId))!.status).toBe("ACTIVE");
    const r = await app.services.promotions.sweep();
    expect(r.forfeited).toBeGreaterThanOrEqual(1);
    expect(await app.services.promotions.repo.grantById(grantId)).toMatchObject({
      status: "REVOKED",
      reason: "self-exclusion",
      returned: 1800n,
    });
    expect(await bonusOf(p)).toBe(0n);
    expect((await app.services.promotions.sweep()).forfeited).toBe(0);
    await reconciled();
  });
});

describe("expiry", () => {
  it("the sweep revokes lapsed offers and bonuses past their wagering window (reason expired)", async () => {
    const { p, grantId } = await withBonus(1200, { wagering_hours: 1 });
    const offerPromo = await promotion(app, {
      kind: "no_deposit",
      trigger: "promo_code",
      match_percent: null,
      money: { EUR: { amount: 10 } },
      claim_hours: 1,
    });
    await promoCode(app, `LAPSE${offerPromo.id.slice(0, 6)}`, offerPromo.id);
    const offer = { body: await app.services.promotions.apply(p.id, `LAPSE${offerPromo.id.slice(0, 6)}`, undefined, "en") };
    expect(offer.body.status).toBe("PENDING");
    clock.advance(2 * HOUR);
    const r = await app.services.promotions.sweep();
    expect(r.bonusesExpired).toBeGreaterThanOrEqual(1);
    expect(r.offersLapsed).toBeGreaterThanOrEqual(1);
    expect(await app.services.promotions.repo.grantById(grantId)).toMatchObject({
      status: "REVOKED",
      reason: "expired",
      returned: 1200n,
    });
    expect(await app.services.promotions.repo.grantById(offer.body.id)).toMatchObject({ status: "REVOKED", reason: "expired" });
    expect(await bonusOf(p)).toBe(0n);
    await reconciled();
  });

  it("a sweep and a claim racing: exactly one acts, and the money moves once", async () => {
    for (let i = 0; i < 4; i++) {
      const { p, grantId } = await withBonus(800, { wagering_hours: 1 });
      await wager(grantId, 4000n);
      clock.advance(2 * HOUR);
      const [claim] = await Promise.all([api(app, "POST", "/promotions/v2/claim", p), app.services.promotions.sweep()]);
      const g = (await app.services.promotions.repo.grantById(grantId))!;
      expect(["CLAIMED", "REVOKED"]).toContain(g.status);
      const cash = (await balance(app, p.id)).cash;
      if (g.status === "CLAIMED") {
        expect(claim.body.status).toBe("CLAIMED");
        expect(cash).toBe(800n);
      } else expect(cash).toBe(0n);
      expect(await bonusOf(p)).toBe(0n);
    }
    await reconciled();
  });
});

describe("history", () => {
  it("pages the player's bonuses, newest first, each with bonus.status", async () => {
    const { p } = await withBonus(100);
    await api(app, "POST", "/promotions/v2/cancel", p);
    const res = await api(app, "GET", "/promotions/v2/history?page=0&size=1", p);
    expect(res.body).toMatchObject({ page: 0, size: 1, total: 1 });
    expect(res.body.items[0].bonus.status).toBe("CANCELLED");
    expect((await api(app, "GET", "/promotions/v2/history?page=1&size=1", p)).body.items).toEqual([]);
    expect((await api(app, "GET", "/promotions/v2/history")).status).toBe(401);
  });
});
