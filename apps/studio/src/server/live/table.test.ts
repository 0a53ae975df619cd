import { describe, expect, it } from "vitest";
import WebSocket from "ws";
import { fakeCasino, testStudio } from "../testing.js";
import { BETTING_MS, NO_MORE_BETS_MS, ROUND_MS, SPIN_MS } from "./schedule.js";

let clock = Math.ceil(Date.UTC(2026, 0, 15, 12, 0, 0) / ROUND_MS) * ROUND_MS + 1_000;
const casino = await fakeCasino({ players: { "p-1": 100_000, "p-2": 100_000 }, tokens: { "tok-1": "p-1", "tok-2": "p-2" } });
const studio = await testStudio({
  config: { CASINO_URL: casino.url, STUDIO_WALLET_TIMEOUT_MS: 2000 },
  now: () => new Date(clock),
});

describe("live roulette table", () => {
  it("takes bets in the betting window, spins once for every seated player and settles each bet from the shared pocket", async () => {
    const a = await studio.session({ gameId: "live-roulette", mode: "real", token: "tok-1" });
    const b = await studio.session({ gameId: "live-roulette", mode: "real", token: "tok-2" });
    const stateA = (await a.client("GET", "/state")).json();
    await b.client("GET", "/state");
    expect(stateA.table).toMatchObject({ phase: "betting", pocket: null });
    expect(stateA.autoplay.allowed).toBe(false);
    const round = stateA.table.round as number;

    const betA = await a.client("POST", "/rounds", { bet: { bets: [{ type: "red", amount: 1_000 }] } });
    expect(betA.statusCode).toBe(200);
    expect(betA.json()).toMatchObject({ settled: false, stake: 1_000, balance: 99_000 });
    const twice = await a.client("POST", "/rounds", { bet: { bets: [{ type: "black", amount: 100 }] } });
    expect(twice.json().code).toBe("ALREADY_BET");
    const betB = await b.client("POST", "/rounds", {
      bet: { bets: Array.from({ length: 37 }, (_, n) => ({ type: "straight", numbers: [n], amount: 100 })) },
    });
    expect(betB.statusCode).toBe(200);

    clock += BETTING_MS; // no more bets
    const late = await a.client("POST", "/rounds", { bet: { bets: [{ type: "red", amount: 100 }] } });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe("BETS_CLOSED");
    expect(await studio.services.table.settleDue()).toBe(0);

    clock += NO_MORE_BETS_MS; // the wheel spins: the pocket is shown to everyone
    const spinning = (await a.client("GET", "/state")).json().table;
    expect(spinning).toMatchObject({ round, phase: "spinning" });
    const pocket = spinning.pocket as number;
    expect((await b.client("GET", "/state")).json().table.pocket).toBe(pocket);

    clock += SPIN_MS; // the ball rests: every bet of the round settles once
    expect(await studio.services.table.settleDue()).toBe(2);
    expect(await studio.services.table.settleDue()).toBe(0);
    const historyA = (await a.client("GET", "/state")).json().history;
    expect(historyA[0].outcome.pocket).toBe(pocket);
    const redWins = historyA[0].outcome.color === "red";
    expect(casino.balances.get("p-1")).toBe(redWins ? 101_000 : 99_000);
    expect(casino.balances.get("p-2")).toBe(100_000 - 3_700 + 3_600);
    const wins = casino.calls.filter((c) => c.operation === "win");
    expect(wins).toHaveLength(2);
    expect(wins.every((w) => w.body.roundClosed === true)).toBe(true);

    // The next round reports this pocket among the recent ones; after the hour the seed is revealed and the round verifies.
    clock += ROUND_MS - BETTING_MS - NO_MORE_BETS_MS - SPIN_MS;
    expect((await a.client("GET", "/state")).json().table.recent[0]).toBe(pocket);
    const early = await studio.inject({ method: "POST", url: "/api/verify", payload: { roundId: historyA[0].roundId } });
    expect(early.json().code).toBe("SEED_NOT_REVEALED");
    clock += 3_600_000;
    await studio.services.table.settleDue();
    const verified = (
      await studio.inject({ method: "POST", url: "/api/verify", payload: { roundId: historyA[0].roundId } })
    ).json();
    expect(verified).toMatchObject({ matches: true, nonce: round, outcome: { pocket } });
  });

  it("pushes the table to a seated player over a WebSocket once the page sends its session key", async () => {
    const a = await studio.session({ gameId: "live-roulette", mode: "real", token: "tok-1" });
    await studio.app.listen({ port: 0, host: "127.0.0.1" });
    const address = studio.app.server.address() as { port: number };
    const ws = new WebSocket(`ws://127.0.0.1:${address.port}/client/v1/sessions/${a.sessionId}/table`);
    const first = await new Promise<Record<string, unknown>>((resolve, reject) => {
      ws.onopen = () => ws.send(JSON.stringify({ key: a.key }));
      ws.onmessage = (e) => resolve(JSON.parse(String(e.data)) as Record<string, unknown>);
      ws.onerror = () => reject(new Error("socket error"));
    });
    expect(first).toMatchObject({ type: "table", players: 1, phase: expect.any(String), recent: expect.any(Array) });
    ws.close();

    const intruder = new WebSocket(`ws://127.0.0.1:${address.port}/client/v1/sessions/${a.sessionId}/table`);
    const code = await new Promise<number>((resolve) => {
      intruder.onopen = () => intruder.send(JSON.stringify({ key: "wrong" }));
      intruder.onclose = (e) => resolve(e.code);
    });
    expect(code).toBe(4401);
  });
});
