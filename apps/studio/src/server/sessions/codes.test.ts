import { describe, expect, it } from "vitest";
import { fakeCasino, testStudio } from "../testing.js";

/**
 * Games spec §8 codes the studio answers the game page, each from its
 * situation, through the real studio and a real HTTP casino wallet.
 */
const casino = await fakeCasino({
  players: { "p-1": 50_000, "p-2": 50_000, "p-3": 50_000 },
  tokens: { "tok-1": "p-1", "tok-2": "p-2", "tok-3": "p-3" },
  blocked: ["p-3"],
});
const studio = await testStudio({ config: { CASINO_URL: casino.url, STUDIO_WALLET_TIMEOUT_MS: 2000 } });
const red = (amount: number) => ({ bet: { bets: [{ type: "red", amount }] } });

describe("game error codes of games spec §8 at the studio", () => {
  it("FORBIDDEN_TO_CHANGE_ALREADY_SET_PLAYER (409): a session opened for one player is loaded with another's token", async () => {
    const s = await studio.session({ gameId: "european-roulette", mode: "real", token: "tok-2", playerId: "p-1" });
    const res = await s.client("GET", "/state");
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe("FORBIDDEN_TO_CHANGE_ALREADY_SET_PLAYER");
    // Nothing was bound: the session cannot bet either.
    expect((await s.client("POST", "/rounds", red(1_000))).json().code).toBe("SESSION_NOT_READY");
    expect(casino.balances.get("p-2")).toBe(50_000);
  });

  it("PLAYER_IS_INVALID (403): the casino will not let the token's player play (blocked or self-excluded)", async () => {
    const s = await studio.session({ gameId: "european-roulette", mode: "real", token: "tok-3", playerId: "p-3" });
    const res = await s.client("GET", "/state");
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe("PLAYER_IS_INVALID");
  });

  it("INVALID_PLAY_REQUEST (400): a bet or an action the game's rules do not accept", async () => {
    const s = await studio.session({ gameId: "european-roulette", mode: "real", token: "tok-1", playerId: "p-1" });
    await s.client("GET", "/state");
    const before = casino.calls.length;
    const res = await s.client("POST", "/rounds", { bet: { bets: [{ type: "dozen", dozen: 4, amount: 100 }] } });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("INVALID_PLAY_REQUEST");
    expect(casino.calls.length).toBe(before);
  });

  it("PLAY_TRANSACTION_RECORD_RESULT_FAILED (409): the casino's wallet refuses to record the bet for its own reason", async () => {
    const s = await studio.session({ gameId: "european-roulette", mode: "real", token: "tok-1", playerId: "p-1" });
    await s.client("GET", "/state");
    const balance = casino.balances.get("p-1");
    casino.refuse("bet", "INVALID_GAME");
    const res = await s.client("POST", "/rounds", red(1_000));
    casino.refuse("bet", null);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: "PLAY_TRANSACTION_RECORD_RESULT_FAILED", walletStatus: "INVALID_GAME" });
    expect(casino.balances.get("p-1")).toBe(balance);
    expect((await s.client("GET", "/state")).json().history).toEqual([]);
    expect((await s.client("POST", "/rounds", red(1_000))).statusCode).toBe(200);
  });
});
