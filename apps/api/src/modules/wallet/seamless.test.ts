import { signedHeaders } from "@casino/signing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertPlayer } from "../../../test/fixtures.js";
import { testApp, testClock } from "../../../test/harness.js";
import { SESSION_TTL_MS } from "../session/service.js";
import { LAUNCH_TOKEN_TTL_MS } from "./seamless.service.js";

/** Conformance of the seamless wallet over real HTTP with real signatures. */
const clock = testClock(new Date());
const SECRET = "studio-test-secret-0123456789";
const app = await testApp({ clock, config: { STUDIO_SECRET: SECRET } });
let base = "";
beforeAll(async () => {
  await app.listen({ port: 0, host: "127.0.0.1" });
  const addr = app.server.address();
  base = `http://127.0.0.1:${typeof addr === "object" && addr ? addr.port : 0}`;
});
afterAll(async () => {
  await app.close();
});

async function call(
  op: string,
  payload: unknown,
  opts: { secret?: string; caller?: string; headers?: Record<string, string> } = {},
) {
  const raw = JSON.stringify(payload);
  const headers = opts.headers ?? signedHeaders(opts.caller ?? "aurum-studio", opts.secret ?? SECRET, raw, clock.now().getTime());
  const res = await fetch(`${base}/wallet/v1/${op}`, { method: "POST", headers, body: raw });
  const body = (await res.json()) as { status?: string; code?: string; balance?: number; casinoTransactionId?: string };
  return { http: res.status, ...body } as typeof body & { http: number; [k: string]: unknown };
}

let seq = 0;
const tx = (p: string) => `${p}-${++seq}`;

/** A logged-in player with money and a launch token for game "slot-1". */
async function player(cash = 10_000n, currency = "EUR") {
  const playerId = await insertPlayer(app.db, { currency });
  const s = await app.services.session.start(playerId, "fp");
  if (cash > 0n) {
    await app.services.wallet.correct({
      direction: "credit",
      player: playerId,
      amount: cash,
      currency,
      reason: "test",
      operator: "t",
    });
  }
  const { token } = await app.services.seamlessWallet.issueLaunchToken({
    playerId,
    sessionId: s.sessionId,
    currency,
    gameId: "slot-1",
    provider: "aurum-studio",
  });
  const bet = (amount: number, roundId = tx("r"), transactionId = tx("b"), over: Record<string, unknown> = {}) =>
    call("bet", { playerId, token, currency, gameId: "slot-1", roundId, transactionId, amount, ...over });
  const win = (amount: number, roundId: string, transactionId = tx("w"), over: Record<string, unknown> = {}) =>
    call("win", { playerId, currency, gameId: "slot-1", roundId, transactionId, amount, ...over });
  const rollback = (betId: string, roundId: string, transactionId = tx("rb")) =>
    call("rollback", { playerId, currency, gameId: "slot-1", roundId, transactionId, rollbackTransactionId: betId });
  return { playerId, token, sessionId: s.sessionId, currency, bet, win, rollback };
}

/** A bet of 1.00 in a new round, as the studio would send it. */
const betBody = (p: { playerId: string; token: string }) => ({
  playerId: p.playerId,
  token: p.token,
  currency: "EUR",
  gameId: "slot-1",
  roundId: tx("r"),
  transactionId: tx("b"),
  amount: 100,
});

describe("seamless wallet: signatures", () => {
  it("refuses a bad signature, an unknown provider and a replayed nonce with INVALID_SIGNATURE", async () => {
    const p = await player();
    expect(await call("balance", { playerId: p.playerId, currency: "EUR" }, { secret: "wrong-secret-wrong-secret" })).toEqual({
      http: 200,
      status: "INVALID_SIGNATURE",
    });
    expect((await call("balance", { playerId: p.playerId, currency: "EUR" }, { caller: "evil-studio" })).status).toBe(
      "INVALID_SIGNATURE",
    );
    const raw = JSON.stringify({ playerId: p.playerId, currency: "EUR" });
    const headers = signedHeaders("aurum-studio", SECRET, raw, clock.now().getTime());
    expect((await call("balance", JSON.parse(raw), { headers })).status).toBe("OK");
    expect((await call("balance", JSON.parse(raw), { headers })).status).toBe("INVALID_SIGNATURE");
    const stale = signedHeaders("aurum-studio", SECRET, raw, clock.now().getTime() - 6 * 60_000);
    expect((await call("balance", JSON.parse(raw), { headers: stale })).status).toBe("INVALID_SIGNATURE");
  });

  it("refuses a replayed bet request (same nonce) and moves nothing", async () => {
    const p = await player(1000n);
    const body = betBody(p);
    const headers = signedHeaders("aurum-studio", SECRET, JSON.stringify(body), clock.now().getTime());
    expect(await call("bet", body, { headers })).toMatchObject({ status: "OK", balance: 900 });
    expect(await call("bet", body, { headers })).toEqual({ http: 200, status: "INVALID_SIGNATURE" });
    expect((await app.services.wallet.balance(p.playerId)).cash).toBe(900n);
  });

  it("answers a provider's retry of a bet with the first answer, and refuses that retry's own replay", async () => {
    const p = await player(1000n);
    const body = betBody(p);
    const first = await call("bet", body);
    expect(first).toMatchObject({ status: "OK", balance: 900 });
    // The retry is signed anew (another nonce): same transaction, same answer, nothing moves twice.
    const retry = signedHeaders("aurum-studio", SECRET, JSON.stringify(body), clock.now().getTime());
    expect(await call("bet", body, { headers: retry })).toMatchObject({
      status: "OK",
      casinoTransactionId: first.casinoTransactionId,
    });
    expect(await call("bet", body, { headers: retry })).toEqual({ http: 200, status: "INVALID_SIGNATURE" });
    expect((await app.services.wallet.balance(p.playerId)).cash).toBe(900n);
  });

  it("answers 400 with a code for a malformed body", async () => {
    const r = await call("bet", { playerId: "x" });
    expect(r.http).toBe(400);
    expect(r.code).toBe("VALIDATION_ERROR");
  });
});

describe("seamless wallet: authenticate and balance", () => {
  it("exchanges the launch token for the player, currency and balance", async () => {
    const p = await player(12_345n);
    expect(await call("authenticate", { token: p.token })).toMatchObject({
      http: 200,
      status: "OK",
      playerId: p.playerId,
      currency: "EUR",
      balance: 12_345,
      gameId: "slot-1",
    });
    expect(await call("balance", { playerId: p.playerId, currency: "EUR" })).toMatchObject({ status: "OK", balance: 12_345 });
    expect((await call("balance", { playerId: p.playerId, currency: "USD" })).status).toBe("WRONG_CURRENCY");
    expect((await call("authenticate", { token: "not-a-token" })).status).toBe("TOKEN_EXPIRED");
  });
});

describe("seamless wallet: bets", () => {
  it("takes a bet, answers the new balance, and refuses one past the balance", async () => {
    const p = await player(1000n);
    expect(await p.bet(300)).toMatchObject({ http: 200, status: "OK", balance: 700, casinoTransactionId: expect.any(String) });
    expect(await p.bet(701)).toMatchObject({ status: "INSUFFICIENT_FUNDS", balance: 700 });
  });

  it("answers a repeated bet with its first answer and the current balance, once", async () => {
    const p = await player(1000n);
    const round = tx("r");
    const first = await p.bet(100, round, "bet-same");
    await p.bet(50, tx("r"));
    const again = await p.bet(100, round, "bet-same");
    expect(again).toMatchObject({ status: "OK", casinoTransactionId: first.casinoTransactionId, balance: 850 });
    expect((await p.bet(101, round, "bet-same")).status).toBe("DUPLICATE_TRANSACTION");
  });

  it("keeps a failed bet failed on retry even after a deposit", async () => {
    const p = await player(100n);
    const round = tx("r");
    expect((await p.bet(500, round, "bet-fail")).status).toBe("INSUFFICIENT_FUNDS");
    await app.services.wallet.correct({ direction: "credit", player: p.playerId, amount: 1000n, reason: "t", operator: "t" });
    expect(await p.bet(500, round, "bet-fail")).toMatchObject({ status: "INSUFFICIENT_FUNDS", balance: 1100 });
  });

  it("checks the token: currency, game, player, expiry and a closed session", async () => {
    const p = await player(1000n);
    expect((await p.bet(10, tx("r"), tx("b"), { currency: "USD" })).status).toBe("WRONG_CURRENCY");
    expect((await p.bet(10, tx("r"), tx("b"), { gameId: "roulette" })).status).toBe("INVALID_GAME");
    const other = await player(1000n);
    expect((await p.bet(10, tx("r"), tx("b"), { playerId: other.playerId })).status).toBe("TOKEN_EXPIRED");
    await app.services.session.end(p.sessionId);
    expect(await p.bet(10)).toMatchObject({ status: "TOKEN_EXPIRED", balance: 1000 });
  });

  it("refuses bets of a blocked player", async () => {
    const p = await player(1000n);
    await app.db.query("UPDATE players SET status = 'BLOCKED' WHERE id = $1", [p.playerId]);
    expect((await p.bet(10)).status).toBe("PLAYER_BLOCKED");
  });

  it("refuses a bet in a round closed by a zero win", async () => {
    const p = await player(1000n);
    const round = tx("r");
    await p.bet(100, round);
    expect(await p.win(0, round)).toMatchObject({ status: "OK", roundClosed: true, balance: 900 });
    expect((await p.bet(100, round)).status).toBe("ROUND_ALREADY_CLOSED");
    expect((await p.win(50, round)).status).toBe("ROUND_ALREADY_CLOSED");
  });
});

describe("seamless wallet: concurrent bets share a statement", () => {
  it("answers each of many simultaneous bets as if alone, a retried transaction id and a short balance among them", async () => {
    const players = await Promise.all(Array.from({ length: 12 }, () => player(1_000n)));
    const first = await players[0]!.bet(100, "shared-round-0", "shared-tx-0");
    expect(first).toMatchObject({ status: "OK", balance: 900 });
    const answers = await Promise.all([
      players[0]!.bet(100, "shared-round-0", "shared-tx-0"), // the provider's retry: the first answer, nothing moves
      players[1]!.bet(5_000), // more than the balance
      ...players.slice(2).flatMap((p) => [p.bet(300), p.bet(200)]), // two bets of one player, in the order sent
    ]);
    expect(answers[0]).toMatchObject({ status: "OK", balance: 900, casinoTransactionId: first.casinoTransactionId });
    expect(answers[1]).toMatchObject({ status: "INSUFFICIENT_FUNDS", balance: 1_000 });
    const rest = answers.slice(2);
    expect(rest.every((a) => a.status === "OK")).toBe(true);
    for (let i = 0; i < players.length - 2; i++) {
      expect([rest[2 * i]!.balance, rest[2 * i + 1]!.balance].sort()).toEqual([500, 700]);
    }
    const ids = new Set(answers.map((a) => a.casinoTransactionId));
    expect(ids.size).toBe(answers.length);
    for (const p of players.slice(2)) expect((await app.services.wallet.balance(p.playerId)).cash).toBe(500n);
  });
});

describe("seamless wallet: bets sharing one statement", () => {
  it("answers a retry from its record, another spelling of a player id as no player, and the rest as if alone", async () => {
    const [a, b, c, d] = [await player(1_000n), await player(1_000n), await player(1_000n), await player(1_000n)];
    const wallet = app.services.seamlessWallet;
    // The HTTP body of a 1.00 bet, as the service takes it (amount in bigint minor units).
    const body = (p: typeof a, over: Record<string, unknown> = {}) => ({ ...betBody(p), amount: 100n, ...over });
    const taken = body(a);
    const first = await wallet.bet("aurum-studio", taken);
    // The first bet goes alone; the others, asked in the same moment, wait for it and share the next statement.
    const [kick, retry, upper, ok] = await Promise.all([
      wallet.bet("aurum-studio", body(b)),
      wallet.bet("aurum-studio", taken),
      wallet.bet("aurum-studio", body(c, { playerId: c.playerId.toUpperCase() })),
      wallet.bet("aurum-studio", body(d)),
    ]);
    expect(kick).toMatchObject({ status: "OK", balance: 900 });
    expect(retry).toMatchObject({ status: "OK", balance: 900, casinoTransactionId: first.casinoTransactionId });
    expect(upper.status).toBe("TOKEN_EXPIRED");
    expect(ok).toMatchObject({ status: "OK", balance: 900 });
    expect((await app.services.wallet.balance(a.playerId)).cash).toBe(900n);
    expect((await app.services.wallet.balance(c.playerId)).cash).toBe(1_000n);
  });
});

describe("seamless wallet: wins", () => {
  it("pays a win into the balance once, and closes the round on roundClosed", async () => {
    const p = await player(1000n);
    const round = tx("r");
    const bet = await p.bet(100, round, "bet-w");
    expect(bet.balance).toBe(900);
    const win = await p.win(250, round, "win-1", { betTransactionId: "bet-w" });
    expect(win).toMatchObject({ status: "OK", balance: 1150, roundClosed: false });
    expect(await p.win(250, round, "win-1", { betTransactionId: "bet-w" })).toMatchObject({
      status: "OK",
      balance: 1150,
      casinoTransactionId: win.casinoTransactionId,
    });
    expect((await p.win(251, round, "win-1", { betTransactionId: "bet-w" })).status).toBe("DUPLICATE_TRANSACTION");
    expect(await p.win(50, round, "win-2", { roundClosed: true })).toMatchObject({
      status: "OK",
      balance: 1200,
      roundClosed: true,
    });
    expect((await p.bet(10, round)).status).toBe("ROUND_ALREADY_CLOSED");
  });

  it("answers TRANSACTION_NOT_FOUND for a win without its bet", async () => {
    const p = await player(1000n);
    expect(await p.win(500, tx("r"))).toMatchObject({ status: "TRANSACTION_NOT_FOUND", balance: 1000 });
    const round = tx("r");
    await p.bet(100, round);
    expect((await p.win(500, round, tx("w"), { betTransactionId: "never-sent" })).status).toBe("TRANSACTION_NOT_FOUND");
  });

  it("pays wins and rollbacks after the session and the token expired", async () => {
    const p = await player(1000n);
    const r1 = tx("r");
    const r2 = tx("r");
    await p.bet(100, r1);
    const b2 = tx("b");
    await p.bet(200, r2, b2);
    clock.advance(Math.max(SESSION_TTL_MS, LAUNCH_TOKEN_TTL_MS) + 1);
    expect((await p.bet(10)).status).toBe("TOKEN_EXPIRED");
    expect(await p.win(300, r1)).toMatchObject({ status: "OK", balance: 1000 });
    expect(await p.rollback(b2, r2)).toMatchObject({ status: "OK", balance: 1200 });
  });
});

describe("seamless wallet: rollbacks", () => {
  it("refunds a bet once, and refuses the rollback of a settled bet", async () => {
    const p = await player(1000n);
    const round = tx("r");
    await p.bet(400, round, "bet-rb");
    const rb = await p.rollback("bet-rb", round, "rb-1");
    expect(rb).toMatchObject({ status: "OK", balance: 1000 });
    expect(await p.rollback("bet-rb", round, "rb-1")).toMatchObject({
      status: "OK",
      balance: 1000,
      casinoTransactionId: rb.casinoTransactionId,
    });
    expect(await p.rollback("bet-rb", round, "rb-2")).toMatchObject({ status: "OK", balance: 1000 });
    expect((await p.win(100, round)).status).toBe("TRANSACTION_NOT_FOUND");

    const settled = tx("r");
    await p.bet(100, settled, "bet-settled");
    await p.win(0, settled);
    expect(await p.rollback("bet-settled", settled)).toMatchObject({ status: "ROUND_ALREADY_CLOSED", balance: 900 });
  });

  it("answers OK to the rollback of an unknown bet and refuses the late bet", async () => {
    const p = await player(1000n);
    const round = tx("r");
    expect(await p.rollback("bet-late", round)).toMatchObject({ status: "OK", balance: 1000 });
    expect(await p.bet(100, round, "bet-late")).toMatchObject({ status: "DUPLICATE_TRANSACTION", balance: 1000 });
  });

  it("answers OK to the rollback of a failed bet and moves nothing", async () => {
    const p = await player(100n);
    const round = tx("r");
    await p.bet(500, round, "bet-failed-rb");
    expect(await p.rollback("bet-failed-rb", round)).toMatchObject({ status: "OK", balance: 100 });
  });
});

describe("seamless wallet: the ledger after all of this", () => {
  it("balances to zero per currency and matches the replay of transfers", async () => {
    const r = await app.services.wallet.reconcile();
    expect(r.mismatches).toEqual([]);
    expect(r.currencies.every((c) => c.sum === "0")).toBe(true);
    expect(r.ok).toBe(true);
  });
});
