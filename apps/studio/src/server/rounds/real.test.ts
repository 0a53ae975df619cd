import { describe, expect, it } from "vitest";
import { fakeCasino, TEST_SECRET, testStudio } from "../testing.js";
import { httpWalletClient } from "../wallet/client.js";

const casino = await fakeCasino({ players: { "p-1": 50_000, "p-2": 150 }, tokens: { "tok-1": "p-1", "tok-2": "p-2" } });
const studio = await testStudio({ config: { CASINO_URL: casino.url, STUDIO_WALLET_TIMEOUT_MS: 2000 } });
const red = (amount: number) => ({ bet: { bets: [{ type: "red", amount }] } });

describe("real mode", () => {
  it("authenticates the launch token, then bets and settles every round through the casino's wallet", async () => {
    const s = await studio.session({ gameId: "european-roulette", mode: "real", token: "tok-1", playerId: "p-1" });
    const state = (await s.client("GET", "/state")).json();
    expect(state.balance).toBe(50_000);
    const before = casino.calls.length;
    const r = (await s.client("POST", "/rounds", red(1_000))).json();
    expect(r.balance).toBe(50_000 - 1_000 + r.win);
    expect(casino.balances.get("p-1")).toBe(r.balance);
    const sequence = casino.calls.slice(before);
    expect(sequence.map((c) => c.operation)).toEqual(["bet", "win"]);
    expect(sequence[0]!.body).toMatchObject({
      playerId: "p-1",
      token: "tok-1",
      currency: "EUR",
      gameId: "european-roulette",
      amount: 1_000,
      roundId: r.roundId,
    });
    // A losing round is closed by a zero win.
    expect(sequence[1]!.body).toMatchObject({ roundId: r.roundId, amount: r.win, roundClosed: true });
    expect((await s.client("GET", "/state")).json().balance).toBe(casino.balances.get("p-1"));
  });

  it("passes INSUFFICIENT_FUNDS to the game page and takes nothing", async () => {
    const s = await studio.session({ gameId: "european-roulette", mode: "real", token: "tok-2" });
    await s.client("GET", "/state");
    const res = await s.client("POST", "/rounds", red(1_000));
    expect(res.statusCode).toBe(412);
    expect(res.json().code).toBe("INSUFFICIENT_FUNDS");
    expect(casino.balances.get("p-2")).toBe(150);
    expect((await s.client("GET", "/state")).json().history).toEqual([]);
  });

  it("an expired token shows the player that the session expired", async () => {
    const s = await studio.session({ gameId: "european-roulette", mode: "real", token: "tok-gone" });
    const res = await s.client("GET", "/state");
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe("SESSION_EXPIRED");
  });

  it("rolls back a bet the casino did not answer, and the late bet is refused", async () => {
    const s = await studio.session({ gameId: "european-roulette", mode: "real", token: "tok-1" });
    await s.client("GET", "/state");
    const balance = casino.balances.get("p-1")!;
    casino.behave("bet", "hang");
    const res = await s.client("POST", "/rounds", red(500));
    casino.behave("bet", "ok");
    expect(res.statusCode).toBe(503);
    expect(res.json().code).toBe("WALLET_UNAVAILABLE");
    await expect.poll(async () => (await studio.services.outbox.pending()).length).toBe(0);
    const rollback = casino.calls.find((c) => c.operation === "rollback")!;
    expect(rollback.body).toMatchObject({ rollbackTransactionId: expect.stringMatching(/:bet:0$/), playerId: "p-1" });
    expect(casino.balances.get("p-1")).toBe(balance);
  });

  it("rolls back a bet left pending by a studio that stopped before recording the casino's answer", async () => {
    const s = await studio.session({ gameId: "european-roulette", mode: "real", token: "tok-1" });
    await s.client("GET", "/state");
    const before = casino.balances.get("p-1")!;
    // The round was recorded and the casino took the bet, then the studio went down.
    const { pair, nonce } = await studio.db.transaction((tx) =>
      studio.services.fairness.takeNonce(tx, "player:p-1", "european-roulette"),
    );
    await studio.db.transaction((tx) =>
      studio.services.rounds.rounds.insert(tx, {
        id: "crashed-round",
        session_id: s.sessionId,
        game_id: "european-roulette",
        mode: "real",
        player_id: "p-1",
        owner: "player:p-1",
        currency: "EUR",
        client_seed: pair.client_seed,
        seed_pair_id: pair.id,
        nonce: BigInt(nonce),
        action: { bet: { bets: [{ type: "red", amount: 700 }] }, actions: [] },
        outcome: null,
        stake: 700,
        bets: [],
        status: "pending",
      }),
    );
    const wallet = httpWalletClient({ casinoUrl: casino.url, secret: TEST_SECRET, timeoutMs: 2000 });
    await wallet.call("bet", {
      playerId: "p-1",
      token: "tok-1",
      currency: "EUR",
      gameId: "european-roulette",
      roundId: "crashed-round",
      transactionId: "crashed-round:bet:0",
      amount: 700,
    });
    expect(casino.balances.get("p-1")).toBe(before - 700);

    expect(await studio.services.rounds.recoverPending(0)).toBe(1);
    await studio.services.outbox.drain();
    expect(casino.balances.get("p-1")).toBe(before);
    expect((await studio.services.rounds.rounds.find("crashed-round"))!.status).toBe("rolled_back");
    expect(await studio.services.rounds.recoverPending(0)).toBe(0);
  });
});
