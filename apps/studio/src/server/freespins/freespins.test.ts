import { describe, expect, it } from "vitest";
import { fakeCasino, testStudio } from "../testing.js";

/** Free spins the casino awards (operator API) and the slot playing them first, with no stake taken. */
const casino = await fakeCasino({
  players: { "p-1": 50_000, "p-2": 50_000, "p-3": 50_000 },
  tokens: { "tok-1": "p-1", "tok-2": "p-2", "tok-3": "p-3" },
});
const studio = await testStudio({ config: { CASINO_URL: casino.url, STUDIO_WALLET_TIMEOUT_MS: 2000 } });
const inADay = () => new Date(Date.now() + 86_400_000).toISOString();
const award = (over: Record<string, unknown> = {}) => ({
  awardId: `award-${Math.random().toString(36).slice(2)}`,
  playerId: "p-1",
  gameIds: ["fruit-frenzy"],
  count: 3,
  bet: 100,
  currency: "EUR",
  expiresAt: inADay(),
  ...over,
});

describe("the operator API's free spins", () => {
  it("records an award once: the same award again answers the same, another award under its id is a conflict", async () => {
    const a = award();
    const first = await studio.operator("/operator/v1/free-spins", a);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ awardId: a.awardId, status: "AWARDED", spinsLeft: 3 });
    const again = await studio.operator("/operator/v1/free-spins", a);
    expect(again.json()).toEqual(first.json());
    expect(await studio.db.query("SELECT award_id FROM free_spin_awards WHERE award_id = $1", [a.awardId])).toHaveLength(1);
    const other = await studio.operator("/operator/v1/free-spins", { ...a, count: 50 });
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe("AWARD_CONFLICT");
  });

  it("refuses a game that is not one of our slots, a bet the slot does not take, and an unsigned call", async () => {
    const roulette = await studio.operator("/operator/v1/free-spins", award({ gameIds: ["european-roulette"] }));
    expect(roulette.statusCode).toBe(400);
    expect(roulette.json()).toMatchObject({ code: "GAME_NOT_FOUND", message: expect.stringContaining("european-roulette") });
    const odd = await studio.operator("/operator/v1/free-spins", award({ bet: 101 }));
    expect(odd.statusCode).toBe(400);
    expect(odd.json()).toMatchObject({ code: "INVALID_BET", gameId: "fruit-frenzy" });
    const unsigned = await studio.inject({ method: "POST", url: "/operator/v1/free-spins", payload: award() });
    expect(unsigned.statusCode).toBe(401);
  });
});

describe("playing awarded free spins", () => {
  it("the slot plays the spins first at the award's bet, takes no stake, and sends each win marked with the award", async () => {
    const a = award({ playerId: "p-2", count: 2, bet: 200 });
    expect((await studio.operator("/operator/v1/free-spins", a)).statusCode).toBe(200);
    const s = await studio.session({ gameId: "fruit-frenzy", mode: "real", token: "tok-2", playerId: "p-2" });
    const state = (await s.client("GET", "/state")).json();
    expect(state.freeSpins).toEqual({ awardId: a.awardId, left: 2, total: 2, bet: 200 });

    const before = casino.calls.length;
    const start = casino.balances.get("p-2")!;
    // whatever stake the page sends, a free spin is played at the award's bet
    const first = (await s.client("POST", "/rounds", { bet: { stake: 5_000 } })).json();
    expect(first).toMatchObject({ stake: 200, settled: true, freeSpins: { awardId: a.awardId, left: 1, total: 2 } });
    expect(casino.balances.get("p-2")).toBe(start + first.win);
    const calls = casino.calls.slice(before).filter((c) => c.operation !== "balance");
    expect(calls.map((c) => c.operation)).toEqual(["win"]);
    expect(calls[0]!.body).toMatchObject({
      playerId: "p-2",
      gameId: "fruit-frenzy",
      roundId: first.roundId,
      amount: first.win,
      roundClosed: true,
      freeSpins: { awardId: a.awardId },
    });
    expect(calls[0]!.body.betTransactionId).toBeUndefined();

    const second = (await s.client("POST", "/rounds", { bet: { stake: 100 } })).json();
    expect(second.freeSpins).toMatchObject({ left: 0 });
    expect((await s.client("GET", "/state")).json().freeSpins).toBeNull();

    // spins used up: the next round is a paid one again, at the page's stake
    const paid = (await s.client("POST", "/rounds", { bet: { stake: 100 } })).json();
    expect(paid.stake).toBe(100);
    expect(paid.freeSpins).toBeUndefined();
    const money = casino.calls.slice(before).filter((c) => c.operation === "bet" || c.operation === "win");
    expect(money.map((c) => c.operation)).toEqual(["win", "win", "bet", "win"]);

    // the rounds are provably fair like any other: the history shows them at the award's stake
    const history = (await s.client("GET", "/history")).json().rounds as { roundId: string; stake: number }[];
    expect(history.find((r) => r.roundId === first.roundId)?.stake).toBe(200);
  });

  it("spins are the player's own and the award's games only: another player or game plays for money", async () => {
    const a = award({ playerId: "p-3", gameIds: ["dragon-fortune"], bet: 200 });
    await studio.operator("/operator/v1/free-spins", a);
    const elsewhere = await studio.session({ gameId: "fruit-frenzy", mode: "real", token: "tok-3", playerId: "p-3" });
    expect((await elsewhere.client("GET", "/state")).json().freeSpins).toBeNull();
    const someoneElse = await studio.session({ gameId: "dragon-fortune", mode: "real", token: "tok-1", playerId: "p-1" });
    expect((await someoneElse.client("GET", "/state")).json().freeSpins).toBeNull();
    const fun = await studio.session({ gameId: "dragon-fortune", mode: "fun" });
    expect((await fun.client("GET", "/state")).json().freeSpins).toBeNull();
  });

  it("a win the casino refuses (the bonus ended there) closes the award: no more free spins", async () => {
    const a = award({ playerId: "p-3", gameIds: ["jingle-riches"], count: 5, bet: 100 });
    await studio.operator("/operator/v1/free-spins", a);
    const s = await studio.session({ gameId: "jingle-riches", mode: "real", token: "tok-3", playerId: "p-3" });
    expect((await s.client("GET", "/state")).json().freeSpins).toMatchObject({ left: 5 });
    casino.refuse("win", "ROUND_ALREADY_CLOSED");
    const spun = (await s.client("POST", "/rounds", { bet: { stake: 100 } })).json();
    casino.refuse("win", null);
    expect(spun.freeSpins).toMatchObject({ left: 0 });
    expect((await s.client("GET", "/state")).json().freeSpins).toBeNull();
  });

  it("an award the casino cancels leaves the slot at once: the next round is a paid one, and cancelling again answers the same", async () => {
    const a = award({ playerId: "p-1", gameIds: ["dragon-fortune"], count: 4, bet: 200 });
    await studio.operator("/operator/v1/free-spins", a);
    const s = await studio.session({ gameId: "dragon-fortune", mode: "real", token: "tok-1", playerId: "p-1" });
    expect((await s.client("GET", "/state")).json().freeSpins).toMatchObject({ left: 4 });
    expect((await s.client("POST", "/rounds", { bet: { stake: 100 } })).json().freeSpins).toMatchObject({ left: 3 });

    const cancelled = await studio.operator(`/operator/v1/free-spins/${a.awardId}/cancel`, {});
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toEqual({ awardId: a.awardId, status: "CANCELLED", spinsPlayed: 1 });
    expect((await s.client("GET", "/state")).json().freeSpins).toBeNull();
    const before = casino.calls.length;
    const paid = (await s.client("POST", "/rounds", { bet: { stake: 100 } })).json();
    expect(paid.freeSpins).toBeUndefined();
    expect(casino.calls.slice(before).map((c) => c.operation)).toContain("bet");

    expect((await studio.operator(`/operator/v1/free-spins/${a.awardId}/cancel`, {})).json()).toEqual(cancelled.json());
    const unknown = await studio.operator("/operator/v1/free-spins/no-such-award/cancel", {});
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe("AWARD_NOT_FOUND");
  });
});
