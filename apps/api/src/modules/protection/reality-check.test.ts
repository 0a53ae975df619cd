import { describe, expect, it } from "vitest";
import { insertPlayer } from "../../../test/fixtures.js";
import { testApp } from "../../../test/harness.js";
import { doubleGame, studioDouble } from "../../../test/studio-double.js";
import { nextIp } from "../accounts/testing.js";
import { STUDIO_VENDOR } from "../catalogue/service.js";

const SECRET = "studio-test-secret-0123456789";
const studio = await studioDouble(SECRET, [doubleGame("fruit-frenzy"), doubleGame("lucky-bells")]);
// The game sessions start by the api's clock, the wallet's transactions by the database's: real time, which the
// test moves forward by an offset.
let offset = 0;
const clock = { now: () => new Date(Date.now() + offset) };
// A minute of 2 seconds, as the journeys run it (PLAY_MINUTE_MS).
const app = await testApp({ clock, config: { STUDIO_URL: studio.url, STUDIO_SECRET: SECRET, PLAY_MINUTE_MS: 2_000 } });
await app.services.catalogue.syncAll();
const V: string = STUDIO_VENDOR.id;
const MIN = 60_000;

let seq = 0;
const id = (p: string) => `${p}-${++seq}`;

/** A EUR player with the details a launch needs, cash and a live session. */
async function player(cash = 10_000n) {
  const playerId = await insertPlayer(app.db);
  const details = { FIRSTNAME: "Ada", LASTNAME: "King", BIRTHDAY: "1990-04-01", GENDER: "F", LOCATION_CITY: "Tallinn" };
  await app.db.query("UPDATE players SET details = $2 WHERE id = $1", [playerId, JSON.stringify(details)]);
  await app.services.wallet.correct({ direction: "credit", player: playerId, amount: cash, reason: "test", operator: "t" });
  const { token } = await app.services.session.start(playerId, "fp");
  return { playerId, auth: { authorization: `Bearer ${token}` } };
}

const call = (method: "GET" | "POST", url: string, auth?: Record<string, string>, payload?: unknown) =>
  app.inject({ method, url, headers: auth, payload: payload as object, remoteAddress: nextIp() });

/** A real-money launch: the casino's session id and the launch token the provider bets with. */
async function launch(p: Awaited<ReturnType<typeof player>>, gameId = "fruit-frenzy") {
  const res = await call("POST", `/api/casino/v1/launch/${V}/${gameId}`, p.auth, {});
  expect(res.statusCode).toBe(200);
  return { sessionId: res.json().sessionId as string, token: studio.sessions.at(-1)!.body.token as string };
}

/** One round at the provider: a stake and, when above 0, a win. */
async function round(p: { playerId: string }, token: string, stake: number, win: number, gameId = "fruit-frenzy") {
  const roundId = id("round");
  const base = { playerId: p.playerId, currency: "EUR", gameId, roundId };
  expect(
    (await app.services.seamlessWallet.bet(V, { ...base, token, transactionId: id("bet"), amount: BigInt(stake) })).status,
  ).toBe("OK");
  const w = await app.services.seamlessWallet.win(V, {
    ...base,
    transactionId: id("win"),
    amount: BigInt(win),
    roundClosed: true,
  });
  expect(w.status).toBe("OK");
  return roundId;
}

const check = (auth: Record<string, string>, sessionId: string) =>
  call("GET", `/account/v1/details/reality-check/${sessionId}`, auth);

describe("reality check", () => {
  it("is off until the player sets it; then the interval counts in the configured minute", async () => {
    const p = await player();
    const { sessionId } = await launch(p);
    expect((await check(p.auth, sessionId)).json().data).toMatchObject({
      sessionId,
      gameId: "fruit-frenzy",
      interval: null,
      intervalMs: null,
    });
    expect((await call("POST", "/account/v1/details/self-limits", p.auth, { realityCheck: 15 })).statusCode).toBe(200);
    const data = (await check(p.auth, sessionId)).json().data;
    expect(data).toMatchObject({ interval: 15, intervalMs: 30_000, rounds: 0, wager: 0, win: 0, net: 0, currency: "EUR" });
  });

  it("sums the session's own rounds to the minor unit: stakes net of refunds, wins, and time played since the launch", async () => {
    const p = await player();
    await call("POST", "/account/v1/details/self-limits", p.auth, { realityCheck: 30 });
    // A round of the same game before this session is not the session's.
    const before = await launch(p);
    await round(p, before.token, 500, 0);
    await new Promise((r) => setTimeout(r, 20));
    const { sessionId, token } = await launch(p);
    await round(p, token, 150, 420);
    await round(p, token, 275, 0);
    // A stake the provider refunds counts for nothing.
    const refunded = id("round");
    const base = { playerId: p.playerId, currency: "EUR", gameId: "fruit-frenzy", roundId: refunded };
    await app.services.seamlessWallet.bet(V, { ...base, token, transactionId: "refund-me", amount: 333n });
    expect(
      (await app.services.seamlessWallet.rollback(V, { ...base, transactionId: id("rb"), rollbackTransactionId: "refund-me" }))
        .status,
    ).toBe("OK");
    // Another game of the same player is another session.
    const other = await launch(p, "lucky-bells");
    await round(p, other.token, 1_000, 0, "lucky-bells");

    offset += 31_000;
    const res = await check(p.auth, sessionId);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      sessionId,
      interval: 30,
      intervalMs: 60_000,
      wager: 425,
      win: 420,
      net: -5,
      currency: "EUR",
    });
    expect(data.rounds).toBe(2);
    expect(data.elapsedMs).toBeGreaterThanOrEqual(31_000);
    expect(data.elapsedMs).toBeLessThan(33_000);
    // Some 31 s of 2-second minutes: 15 minutes 30 seconds played.
    expect(data.playedSeconds).toBe(Math.floor((data.elapsedMs / 2_000) * 60));
    expect(data.playedSeconds).toBeGreaterThanOrEqual(15 * 60 + 30);
    expect(Math.abs(Date.parse(data.started) - (Date.now() + offset - data.elapsedMs))).toBeLessThan(1_000);

    // A closed session stops counting at its close.
    expect((await call("POST", `/api/casino/v1/sessions/${sessionId}/close`, p.auth, {})).statusCode).toBe(200);
    const closed = (await check(p.auth, sessionId)).json().data.elapsedMs;
    offset += 10 * MIN;
    expect((await check(p.auth, sessionId)).json().data).toMatchObject({ elapsedMs: closed, net: -5 });
  });

  it("pauses the session's stakes on the server when a check is due, until the player continues; a win still lands", async () => {
    const p = await player();
    const stranger = await player();
    await call("POST", "/account/v1/details/self-limits", p.auth, { realityCheck: 15 });
    const { sessionId, token } = await launch(p);
    const cash = async () => (await app.services.wallet.balance(p.playerId)).cash;
    const stake = (amount: bigint, roundId = id("round")) =>
      app.services.seamlessWallet.bet(V, {
        playerId: p.playerId,
        currency: "EUR",
        gameId: "fruit-frenzy",
        roundId,
        token,
        transactionId: id("bet"),
        amount,
      });
    const open = id("round");
    expect((await stake(100n, open)).status).toBe("OK");
    // 15 two-second minutes later the check is due: a stake (an autoplay spin behind the check) is refused, nothing moves
    offset += 30_000;
    const before = await cash();
    expect((await stake(50n)).status).toBe("LIMIT_REACHED");
    expect(await cash()).toBe(before);
    const base = { playerId: p.playerId, currency: "EUR", gameId: "fruit-frenzy", roundId: open };
    expect(
      (await app.services.seamlessWallet.win(V, { ...base, transactionId: id("win"), amount: 40n, roundClosed: true })).status,
    ).toBe("OK");
    expect(await cash()).toBe(before + 40n);
    // only the player answers it, for their own session
    const answer = (auth: Record<string, string>, s = sessionId) =>
      call("POST", `/account/v1/details/reality-check/${s}/continue`, auth);
    expect((await answer(stranger.auth)).statusCode).toBe(404);
    expect((await stake(50n)).status).toBe("LIMIT_REACHED");
    const res = await answer(p.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ sessionId, interval: 15, intervalMs: 30_000 });
    expect((await stake(50n)).status).toBe("OK");
    // the next interval from the answer pauses again
    offset += 30_000;
    expect((await stake(50n)).status).toBe("LIMIT_REACHED");
    // with the check turned off, an answer lets play go on for good
    await call("POST", "/account/v1/details/self-limits", p.auth, { realityCheck: null });
    expect((await answer(p.auth)).statusCode).toBe(200);
    offset += 10 * MIN;
    expect((await stake(50n)).status).toBe("OK");
    // a closed session is not answered
    expect((await call("POST", `/api/casino/v1/sessions/${sessionId}/close`, p.auth, {})).statusCode).toBe(200);
    expect((await answer(p.auth)).statusCode).toBe(404);
  });

  it("answers GAME_SESSION_NOT_FOUND for another player's session, a demo and an unknown id; 401 without a login", async () => {
    const owner = await player();
    const stranger = await player();
    const { sessionId } = await launch(owner);
    const res = await check(stranger.auth, sessionId);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe("GAME_SESSION_NOT_FOUND");
    const demo = (await call("GET", `/api/casino/v1/demo/${V}/fruit-frenzy`, owner.auth)).json().sessionId as string;
    expect((await check(owner.auth, demo)).statusCode).toBe(404);
    expect((await check(owner.auth, "not-a-session")).statusCode).toBe(404);
    expect((await check({}, sessionId)).statusCode).toBe(401);
  });
});
