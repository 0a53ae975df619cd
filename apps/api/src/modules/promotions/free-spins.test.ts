import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { signedHeaders, verify } from "@casino/signing";
import { afterAll, describe, expect, it } from "vitest";
import { testApp, testClock } from "../../../test/harness.js";
import { enrolledOperator, sessionOf } from "../../../test/operators.js";
import { player as testPlayer } from "../../../test/payments.js";
import { costGames, promoCode, promotion } from "../../../test/promotions.js";
import { AWARD_RETRY_AFTER_MS } from "./free-spins.js";

/**
 * Free spins (issue 12 §3): the award goes to the studio over real HTTP
 * (signed, as the operator API wants it), and the spins' wins come back
 * through the seamless wallet as bonus money with its wagering.
 */
const SECRET = "studio-test-secret-0123456789";
const PROVIDER = "aurum-studio";

/** The studio's operator API as a real HTTP server: checks the casino's signature, records awards by id. */
const awards = new Map<string, Record<string, unknown>>();
const calls: Record<string, unknown>[] = [];
/** Award ids the casino cancelled at the studio. */
const cancelled: string[] = [];
/** up: answers; down: 503 before anything; lost: records the award, then its answer never arrives (503); refuse: 400. */
let mode: "up" | "down" | "lost" | "refuse" = "up";
const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let raw = "";
    req.on("data", (c) => {
      raw += c;
    });
    req.on("end", () => resolve(raw));
  });
const studio = createServer(async (req, res) => {
  const raw = await readBody(req);
  const json = (status: number, body: unknown) =>
    res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
  if (mode === "down") return json(503, { code: "UNAVAILABLE", message: "maintenance" });
  if (!verify(SECRET, req.headers, raw).ok || req.headers["x-caller"] !== "casino")
    return json(401, { code: "INVALID_SIGNATURE", message: "The signature does not match." });
  if (req.url === "/operator/v1/games") return json(200, { games: [] });
  if (req.url === "/operator/v1/sessions") return json(200, { sessionId: "s-1", url: "http://studio.test/play/s-1#key" });
  const cancel = /^\/operator\/v1\/free-spins\/([^/]+)\/cancel$/.exec(req.url ?? "");
  if (cancel) {
    const awardId = decodeURIComponent(cancel[1]!);
    if (!awards.has(awardId)) return json(404, { code: "AWARD_NOT_FOUND", message: "No award has this id." });
    cancelled.push(awardId);
    return json(200, { awardId, status: "CANCELLED", spinsPlayed: 0 });
  }
  if (req.url !== "/operator/v1/free-spins") return json(404, { code: "NOT_FOUND", message: "no such call" });
  const body = JSON.parse(raw) as Record<string, unknown>;
  calls.push(body);
  if (mode === "refuse") return json(400, { code: "GAME_NOT_FOUND", message: "No such game." });
  if (!awards.has(body.awardId as string)) awards.set(body.awardId as string, body);
  if (mode === "lost") return json(503, { code: "UNAVAILABLE", message: "gateway timeout" });
  return json(200, { awardId: body.awardId, status: "AWARDED" });
});
await new Promise<void>((r) => studio.listen(0, "127.0.0.1", r));
afterAll(async () => {
  studio.closeAllConnections();
  await new Promise((r) => studio.close(r));
});

const clock = testClock(new Date());
const app = await testApp({
  clock,
  config: { STUDIO_URL: `http://127.0.0.1:${(studio.address() as AddressInfo).port}`, STUDIO_SECRET: SECRET },
});
await costGames(app);
const content = await sessionOf(app, (await enrolledOperator(app, "content")).id);
const { promotions, seamlessWallet, wallet } = app.services;
let seq = 0;
const uid = (p: string) => `${p}-${++seq}-${Date.now()}`;

/** A promotion of 3 spins at 0.20 on the studio's slot, taken by code, wagering 10× its wins. */
async function freeSpinsPlayer(spins = 3, cash = 1_000n) {
  const promo = await promotion(app, {
    kind: "free_spins",
    trigger: "promo_code",
    match_percent: null,
    deposit_number: null,
    money: { EUR: { spinBet: 20, maxBet: 500 } },
    wagering_multiplier: "10",
    free_spins: spins,
    free_spin_games: ["sun-slot"],
  });
  const code = `FS${promo.id.slice(0, 8)}`;
  await promoCode(app, code, promo.id);
  const p = await testPlayer(app, { cash: cash > 0n ? cash : undefined, complete: true });
  const offer = await promotions.apply(p.id, code, undefined, "en");
  expect(offer.status).toBe("PENDING");
  return { p, offer, promo };
}

/** One spin's result as the studio reports it: a win call marked with the award, no bet before it. */
const spin = (playerId: string, awardId: string, amount: number, transactionId = uid("fs"), gameId = "sun-slot") =>
  seamlessWallet.win(PROVIDER, {
    playerId,
    currency: "EUR",
    gameId,
    roundId: `round-${transactionId}`,
    transactionId,
    amount: BigInt(amount),
    roundClosed: true,
    freeSpins: { awardId },
  });

const grantOf = async (id: string) => (await promotions.repo.grantById(id))!;
const bonusBalance = (playerId: string, grantId: string) =>
  wallet.accountBalance({ player: playerId, kind: `bonus:${grantId}` }, "EUR");

async function reconciled() {
  expect(await wallet.reconcile()).toMatchObject({ ok: true, mismatches: [], negativeAccounts: 0 });
}

describe("the operator's free-spins promotion", () => {
  const NEW = {
    kind: "free_spins",
    trigger: "manual",
    texts: { en: { title: "20 free spins", description: "On Book of Sun", details: "Wins wagered 10×." } },
    money: { EUR: { spinBet: 20 } },
    freeSpins: 20,
    freeSpinGames: ["sun-slot"],
    wageringMultiplier: 10,
  };
  const create = async (body: unknown) => {
    const res = await app.inject({
      method: "POST",
      url: "/operator/v1/promotions",
      headers: content.headers,
      payload: body as object,
    });
    // biome-ignore lint/suspicious/noExplicitAny: tests read whatever the api answered
    return { status: res.statusCode, body: res.json() as any };
  };

  it("is created in the editor with its spins, studio slots and bet value per currency", async () => {
    const created = await create(NEW);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      kind: "free_spins",
      freeSpins: 20,
      freeSpinGames: ["sun-slot"],
      money: { EUR: { spinBet: 20 } },
    });
  });

  it("is refused (400 INVALID_PROMOTION) without spins, on a game that is not our studio's slot, or without a bet value", async () => {
    expect(await create({ ...NEW, freeSpins: null })).toMatchObject({
      status: 400,
      body: { code: "INVALID_PROMOTION", message: "Free spins need their number of spins." },
    });
    const roulette = await create({ ...NEW, freeSpinGames: ["euro-roulette"] });
    expect(roulette).toMatchObject({ status: 400, body: { code: "INVALID_PROMOTION" } });
    expect(roulette.body.message).toContain("euro-roulette");
    const noBet = await create({ ...NEW, money: { EUR: { spinBet: 20 }, USD: {} } });
    expect(noBet).toMatchObject({ status: 400, body: { code: "INVALID_PROMOTION" } });
    expect(noBet.body.message).toContain("USD");
  });
});

describe("free spins awarded at the studio", () => {
  it("accepting the offer awards the spins at the studio over signed HTTP, then the grant is ACTIVE with its spins shown", async () => {
    mode = "up";
    const { p, offer } = await freeSpinsPlayer(3);
    const bonus = await promotions.accept(p.id, offer.id, "en");
    expect(bonus).toMatchObject({ status: "ACTIVE", amount: 0, freeSpins: { total: 3, left: 3 } });
    expect(awards.get(offer.id)).toMatchObject({
      awardId: offer.id,
      playerId: p.id,
      gameIds: ["sun-slot"],
      count: 3,
      bet: 20,
      currency: "EUR",
    });
    expect(new Date(awards.get(offer.id)!.expiresAt as string).getTime()).toBe(
      clock.now().getTime() + 72 * 3_600_000 * 10, // the test promotion's 720 wagering hours
    );
    const session = await promotions.balances(p.id, "EUR");
    expect(session.balances[0]).toMatchObject({ id: offer.id, freespins: 3, value: 0, failed: false, completed: false });
    expect(session.inprogress).toBe(true);
  });

  it("while the studio is down the grant waits ACTIVATION_PENDING; the retry job activates it once it answers", async () => {
    mode = "down";
    const { p, offer } = await freeSpinsPlayer();
    const waiting = await promotions.accept(p.id, offer.id, "en");
    expect(waiting.status).toBe("ACTIVATION_PENDING");
    expect((await grantOf(offer.id)).activation_error).toContain("503");
    // another bonus cannot be taken meanwhile, and the spins show as waiting
    expect((await promotions.balances(p.id, "EUR")).balances[0]).toMatchObject({ freespins: 3 });
    mode = "up";
    // not yet due: the job leaves a fresh attempt alone
    expect((await promotions.sweep()).awardsActivated).toBe(0);
    clock.advance(AWARD_RETRY_AFTER_MS + 1);
    expect((await promotions.sweep()).awardsActivated).toBeGreaterThanOrEqual(1);
    expect(await grantOf(offer.id)).toMatchObject({ status: "ACTIVE", activation_error: null });
    // a second award of the same id changes nothing at the studio
    const sent = calls.filter((c) => c.awardId === offer.id).length;
    expect(sent).toBe(1);
  });

  it("a player with no money but free spins may open the awarded slot (not another game)", async () => {
    mode = "up";
    const { p, offer } = await freeSpinsPlayer(3, 0n);
    await promotions.accept(p.id, offer.id, "en");
    const launch = (gameId: string) =>
      app.inject({
        method: "POST",
        url: `/api/casino/v1/launch/aurum-studio/${gameId}?lobbyUrl=${encodeURIComponent("https://casino.example/en/lobby")}`,
        headers: { ...p.auth, "x-cid": "device-1" },
      });
    const slot = await launch("sun-slot");
    expect(slot.statusCode).toBe(200);
    expect(slot.json().url).toContain("/play/s-1");
    const roulette = await launch("euro-roulette");
    expect(roulette.statusCode).toBe(412);
    expect(roulette.json().code).toBe("INSUFFICIENT_FUNDS");
  });

  it("an award whose answer was lost is confirmed by its first spin: the grant becomes ACTIVE and the win is booked", async () => {
    mode = "lost";
    const { p, offer } = await freeSpinsPlayer();
    expect((await promotions.accept(p.id, offer.id, "en")).status).toBe("ACTIVATION_PENDING");
    expect(awards.has(offer.id)).toBe(true);
    mode = "up";
    expect((await spin(p.id, offer.id, 60)).status).toBe("OK");
    expect(await grantOf(offer.id)).toMatchObject({ status: "ACTIVE", amount: 60n, free_spins_played: 1 });
    expect(await bonusBalance(p.id, offer.id)).toBe(60n);
    await reconciled();
  });

  it("a studio that refuses the award fails the grant (FAILED), and the player may take another bonus", async () => {
    mode = "refuse";
    const { p, offer } = await freeSpinsPlayer();
    const failed = await promotions.accept(p.id, offer.id, "en");
    expect(failed).toMatchObject({ status: "FAILED", reason: "studio-refused" });
    expect((await grantOf(offer.id)).activation_error).toContain("GAME_NOT_FOUND");
    expect(await promotions.active(p.id, "en")).toEqual({ bonus: null });
    mode = "up";
  });
});

describe("free-spin wins through the seamless wallet", () => {
  async function activePlayer(spins = 3) {
    mode = "up";
    const s = await freeSpinsPlayer(spins);
    await promotions.accept(s.p.id, s.offer.id, "en");
    return { playerId: s.p.id, grantId: s.offer.id };
  }

  it("a spin's win is bonus money of the grant, funded by the house, never cash; its wagering grows by 10× the win", async () => {
    const { playerId, grantId } = await activePlayer();
    const before = await wallet.balance(playerId, "EUR");
    const answer = await spin(playerId, grantId, 150);
    // what the game may play with: the cash (10.00) and the bonus the spin won (1.50)
    expect(answer).toMatchObject({ status: "OK", balance: 1150, roundClosed: true });
    expect(await bonusBalance(playerId, grantId)).toBe(150n);
    expect((await wallet.balance(playerId, "EUR")).cash).toBe(before.cash);
    expect(await grantOf(grantId)).toMatchObject({ amount: 150n, wagering_required: 1500n, free_spins_played: 1 });
    await spin(playerId, grantId, 0);
    await spin(playerId, grantId, 40);
    const g = await grantOf(grantId);
    expect(g).toMatchObject({ status: "ACTIVE", amount: 190n, wagering_required: 1900n, free_spins_played: 3 });
    expect((await promotions.balances(playerId, "EUR")).balances[0]).toMatchObject({
      value: 190,
      total: 1900,
      freespins: 0,
      completed: false,
    });
    const moved = await app.db.query<{ kind: string; amount: string }>(
      "SELECT kind, amount::text FROM wallet_transfers WHERE key LIKE $1 ORDER BY id",
      [`freespin:${PROVIDER}:%`],
    );
    expect(moved.filter((m) => m.kind === "B").length).toBeGreaterThanOrEqual(2);
    await reconciled();
  });

  it("a retried win (same transaction id) is answered the same and books nothing twice", async () => {
    const { playerId, grantId } = await activePlayer();
    const txId = uid("fs");
    const first = await spin(playerId, grantId, 80, txId);
    const again = await spin(playerId, grantId, 80, txId);
    expect(again).toEqual(first);
    expect(await bonusBalance(playerId, grantId)).toBe(80n);
    expect(await grantOf(grantId)).toMatchObject({ amount: 80n, free_spins_played: 1 });
    // the same id with other data is a different transaction: refused
    expect((await spin(playerId, grantId, 81, txId)).status).toBe("DUPLICATE_TRANSACTION");
    await reconciled();
  });

  it("refuses a spin on another game, of another player's award, or past the last spin", async () => {
    const { playerId, grantId } = await activePlayer(1);
    const other = await testPlayer(app);
    expect((await spin(playerId, grantId, 10, uid("fs"), "euro-roulette")).status).toBe("INVALID_GAME");
    expect((await spin(other.id, grantId, 10)).status).toBe("TRANSACTION_NOT_FOUND");
    expect((await spin(playerId, "5b1c1d7e-0000-4000-8000-000000000000", 10)).status).toBe("TRANSACTION_NOT_FOUND");
    expect((await spin(playerId, grantId, 10)).status).toBe("OK");
    expect((await spin(playerId, grantId, 10)).status).toBe("ROUND_ALREADY_CLOSED");
    expect(await bonusBalance(playerId, grantId)).toBe(10n);
    await reconciled();
  });

  it("when every spin won nothing the grant ends (FAILED, no-free-spin-win) and nothing moved", async () => {
    const { playerId, grantId } = await activePlayer(2);
    await spin(playerId, grantId, 0);
    expect((await grantOf(grantId)).status).toBe("ACTIVE");
    await spin(playerId, grantId, 0);
    expect(await grantOf(grantId)).toMatchObject({ status: "FAILED", reason: "no-free-spin-win", amount: 0n });
    expect(await promotions.active(playerId, "en")).toEqual({ bonus: null });
    await reconciled();
  });

  it("spins still to play keep the grant from being claimed or finished", async () => {
    const { playerId, grantId } = await activePlayer(2);
    await spin(playerId, grantId, 0);
    await expect(promotions.claim(playerId, "en")).rejects.toMatchObject({ code: "BONUS_NOT_COMPLETED" });
    await expect(promotions.finish(playerId, "en")).rejects.toMatchObject({ code: "BONUS_NOT_FINISHED" });
    expect((await grantOf(grantId)).status).toBe("ACTIVE");
  });

  it("a cancelled bonus with spins left is cancelled at the studio too; one whose spins are all played is not", async () => {
    const { playerId, grantId } = await activePlayer(3);
    await spin(playerId, grantId, 40);
    await promotions.cancel(playerId, "en");
    expect((await grantOf(grantId)).status).toBe("CANCELLED");
    await expect.poll(() => cancelled.includes(grantId)).toBe(true);

    const done = await activePlayer(1);
    await spin(done.playerId, done.grantId, 40);
    await promotions.cancel(done.playerId, "en");
    expect((await grantOf(done.grantId)).status).toBe("CANCELLED");
    const revoked = await activePlayer(2);
    await promotions.forfeitAll(revoked.playerId, "self-exclusion");
    expect((await grantOf(revoked.grantId)).status).toBe("REVOKED");
    await expect.poll(() => cancelled.includes(revoked.grantId)).toBe(true);
    expect(cancelled).not.toContain(done.grantId);
  });

  it("the signed wallet call carries the award as `freeSpins.awardId`", async () => {
    const { playerId, grantId } = await activePlayer(1);
    const body = {
      playerId,
      currency: "EUR",
      gameId: "sun-slot",
      roundId: uid("r"),
      transactionId: uid("fs"),
      amount: 25,
      roundClosed: true,
      freeSpins: { awardId: grantId },
    };
    const raw = JSON.stringify(body);
    const res = await app.inject({
      method: "POST",
      url: "/wallet/v1/win",
      headers: { ...signedHeaders(PROVIDER, SECRET, raw, clock.now().getTime()), "content-type": "application/json" },
      payload: raw,
    });
    expect(res.json()).toMatchObject({ status: "OK", roundClosed: true });
    expect(await bonusBalance(playerId, grantId)).toBe(25n);
  });
});
