import { describe, expect, it } from "vitest";
import { testApp } from "../../../test/harness.js";
import { api, player as testPlayer } from "../../../test/payments.js";
import { costGames, promoCode, promotion } from "../../../test/promotions.js";

/** Bets on a bonus through the seamless wallet (issue 12 §3): cash first, one grant fed, wins and rollbacks in proportion. */
const app = await testApp();
await costGames(app);
const { seamlessWallet, wallet, promotions } = app.services;
const PROVIDER = "aurum-studio";
let seq = 0;
const id = (p: string) => `${p}-${++seq}-${Date.now()}`;

/**
 * A player with `cash` and an active no-deposit bonus of `bonus`, playing game `gameId`; with `lossLimit`, a
 * daily loss limit set first, and with `grantLater` the bonus granted only when `grantBonus` is called.
 */
async function bonusPlayer(
  cash: bigint,
  bonus: number,
  over: Parameters<typeof promotion>[1] = {},
  opts: { lossLimit?: number; grantLater?: boolean } = {},
) {
  const promo = await promotion(app, {
    kind: "no_deposit",
    trigger: "promo_code",
    match_percent: null,
    money: { EUR: { amount: bonus, maxBet: 500 } },
    wagering_multiplier: "2",
    ...over,
  });
  const code = `BB${promo.id.slice(0, 8)}`;
  await promoCode(app, code, promo.id);
  const p = await testPlayer(app, { cash: cash > 0n ? cash : undefined });
  if (opts.lossLimit) await app.services.protection.setLimits(p.id, { losses: { daily: opts.lossLimit } });
  let grant = { id: "" };
  const grantBonus = async () => {
    const offer = await promotions.apply(p.id, code, undefined, "en");
    grant = await promotions.accept(p.id, offer.id, "en");
  };
  if (!opts.grantLater) await grantBonus();
  const s = await app.services.session.start(p.id, "fp");
  const tokens = new Map<string, string>();
  const token = async (gameId: string) => {
    if (!tokens.has(gameId)) {
      const t = await seamlessWallet.issueLaunchToken({
        playerId: p.id,
        sessionId: s.sessionId,
        currency: "EUR",
        gameId,
        provider: PROVIDER,
      });
      tokens.set(gameId, t.token);
    }
    return tokens.get(gameId)!;
  };
  const bet = async (amount: number, gameId = "sun-slot", roundId = id("r")) => ({
    roundId,
    transactionId: "",
    ...(await seamlessWallet.bet(PROVIDER, {
      playerId: p.id,
      token: await token(gameId),
      currency: "EUR",
      gameId,
      roundId,
      transactionId: id("b"),
      amount: BigInt(amount),
    })),
  });
  const win = (amount: number, roundId: string, gameId = "sun-slot") =>
    seamlessWallet.win(PROVIDER, {
      playerId: p.id,
      currency: "EUR",
      gameId,
      roundId,
      transactionId: id("w"),
      amount: BigInt(amount),
      roundClosed: true,
    });
  const state = async () => ({
    balance: await wallet.balance(p.id, "EUR"),
    grant: (await promotions.repo.grantById(grant.id))!,
  });
  return {
    p,
    get grantId() {
      return grant.id;
    },
    grantBonus,
    bet,
    win,
    state,
    token,
  };
}

async function reconciled() {
  expect(await wallet.reconcile()).toMatchObject({ ok: true, mismatches: [], negativeAccounts: 0 });
}

describe("bets on a bonus", () => {
  it("take cash first and bonus for the shortfall; the whole stake feeds the grant's wagering", async () => {
    const b = await bonusPlayer(30n, 1000);
    const r = await b.bet(100);
    expect(r.status).toBe("OK");
    expect(r.balance).toBe(930); // what the game may still spend: cash 0 + bonus 930
    const s = await b.state();
    expect(s.balance).toMatchObject({ cash: 0n, bonus: 930n });
    expect(s.grant.wagering_done).toBe(100n);
    const active = await api(app, "GET", "/promotions/v2/active", b.p);
    expect(active.body.bonus).toMatchObject({ wageringDone: 100, wageringRequired: 2000, balance: 930 });
    expect(active.body.bonus.cost.wageringLeft).toBe(1900);
    await reconciled();
  });

  it("a table game counts 10 %, rounded down", async () => {
    const b = await bonusPlayer(0n, 1000);
    expect((await b.bet(99, "euro-roulette")).status).toBe("OK");
    expect((await b.state()).grant.wagering_done).toBe(9n);
  });

  it("a stake over the max bet is refused with its own status and moves nothing", async () => {
    const b = await bonusPlayer(10_000n, 1000);
    const r = await b.bet(501);
    expect(r.status).toBe("BONUS_MAX_BET_EXCEEDED");
    expect((await b.state()).balance).toMatchObject({ cash: 10_000n, bonus: 1000n });
    expect((await b.state()).grant.wagering_done).toBe(0n);
    expect((await b.bet(500)).status).toBe("OK");
  });

  it("authenticate and balance tell the game the bonus's max bet, so it can say so before a bigger stake", async () => {
    const b = await bonusPlayer(10_000n, 1000);
    expect(await seamlessWallet.authenticate(PROVIDER, await b.token("sun-slot"))).toMatchObject({
      status: "OK",
      balance: 11_000,
      bonusMaxBet: 500,
    });
    expect(await seamlessWallet.balance(PROVIDER, b.p.id, "EUR")).toMatchObject({ status: "OK", bonusMaxBet: 500 });
    // without an active bonus there is no max bet to tell
    await promotions.cancel(b.p.id, "en");
    expect(await seamlessWallet.balance(PROVIDER, b.p.id, "EUR")).not.toHaveProperty("bonusMaxBet");
  });

  it("a win comes back in the stake's proportions, leftovers to cash", async () => {
    const b = await bonusPlayer(30n, 1000);
    const r = await b.bet(100);
    const w = await b.win(301, r.roundId);
    expect(w.status).toBe("OK");
    // stake 30 cash + 70 bonus: bonus gets floor(301 × 70 / 100) = 210, cash 91
    expect((await b.state()).balance).toMatchObject({ cash: 91n, bonus: 930n + 210n });
    expect(w.balance).toBe(91 + 1140);
    await reconciled();
  });

  it("a rollback returns each part where it came from and undoes the wagering", async () => {
    const b = await bonusPlayer(30n, 1000);
    const roundId = id("r");
    const transactionId = id("b");
    const token = await b.token("sun-slot");
    const placed = await seamlessWallet.bet(PROVIDER, {
      playerId: b.p.id,
      token,
      currency: "EUR",
      gameId: "sun-slot",
      roundId,
      transactionId,
      amount: 100n,
    });
    expect(placed.status).toBe("OK");
    const rb = await seamlessWallet.rollback(PROVIDER, {
      playerId: b.p.id,
      currency: "EUR",
      gameId: "sun-slot",
      roundId,
      transactionId: id("rb"),
      rollbackTransactionId: transactionId,
    });
    expect(rb.status).toBe("OK");
    const s = await b.state();
    expect(s.balance).toMatchObject({ cash: 30n, bonus: 1000n });
    expect(s.grant.wagering_done).toBe(0n);
    await reconciled();
  });

  it("a win arriving after the bonus was cancelled: its bonus share goes back to the house, cash keeps its share", async () => {
    const b = await bonusPlayer(50n, 1000);
    const r = await b.bet(100);
    await api(app, "POST", "/promotions/v2/cancel", b.p);
    await b.win(200, r.roundId);
    expect((await b.state()).balance).toMatchObject({ cash: 100n, bonus: 0n });
    await reconciled();
  });

  it("a game the bonus excludes is paid from cash only and adds no wagering", async () => {
    const b = await bonusPlayer(60n, 1000, { games: ["sun-slot"] });
    expect((await b.bet(100, "euro-roulette")).status).toBe("INSUFFICIENT_FUNDS");
    expect((await b.bet(50, "euro-roulette")).status).toBe("OK");
    expect((await b.state()).grant.wagering_done).toBe(0n);
    expect((await b.state()).balance).toMatchObject({ cash: 10n, bonus: 1000n });
  });

  it("played through: wagering completes and the claim turns the bonus into cash", async () => {
    const b = await bonusPlayer(0n, 1000);
    for (let i = 0; i < 4; i++) {
      const r = await b.bet(500);
      await b.win(500, r.roundId);
    }
    const s = await b.state();
    expect(s.grant.wagering_done).toBe(2000n);
    const upd = await api(app, "POST", "/updates/v1", b.p);
    expect(upd.body[0].bonus.balances[0]).toMatchObject({ completed: true, current: 2000, total: 2000, value: 1000 });
    const claim = await api(app, "POST", "/promotions/v2/claim", b.p);
    expect(claim.body).toMatchObject({ status: "CLAIMED", converted: 1000 });
    expect((await b.state()).balance).toMatchObject({ cash: 1000n, bonus: 0n });
    await reconciled();
  });

  it("a loss limit counts the whole stake, bonus part included, and refuses the stake that would pass it", async () => {
    const b = await bonusPlayer(30n, 1000, {}, { lossLimit: 600 });
    expect((await b.bet(500)).status).toBe("OK");
    const refused = await b.bet(101);
    expect(refused.status).toBe("LIMIT_REACHED");
    expect(refused.balance).toBe(530);
    expect((await b.bet(100)).status).toBe("OK");
    const s = await b.state();
    expect(s.balance).toMatchObject({ cash: 0n, bonus: 430n });
    expect(s.grant.wagering_done).toBe(600n);
    await reconciled();
  });

  it("a bonus granted between two bets of a loss-limited player pays the next one's shortfall and counts its wagering", async () => {
    const b = await bonusPlayer(130n, 1000, {}, { lossLimit: 5000, grantLater: true });
    expect((await b.bet(100)).status).toBe("OK"); // cash only: 30 left
    await b.grantBonus();
    const r = await b.bet(100);
    expect(r.status).toBe("OK");
    expect(r.balance).toBe(930);
    const s = await b.state();
    expect(s.balance).toMatchObject({ cash: 0n, bonus: 930n });
    expect(s.grant.wagering_done).toBe(100n);
    await reconciled();
  });
});
