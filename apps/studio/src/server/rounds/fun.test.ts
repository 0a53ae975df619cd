import { describe, expect, it } from "vitest";
import { fakeCasino, testStudio } from "../testing.js";

const casino = await fakeCasino();
const studio = await testStudio({ config: { CASINO_URL: casino.url } });
const red = (amount: number) => ({ bet: { bets: [{ type: "red", amount }] } });

describe("fun mode", () => {
  it("plays roulette with fun money in the studio and never calls the casino's wallet", async () => {
    const s = await studio.session({ gameId: "european-roulette", mode: "fun" });
    let balance = (await s.client("GET", "/state")).json().balance as number;
    expect(balance).toBe(100_000);
    for (let i = 0; i < 5; i++) {
      const res = await s.client("POST", "/rounds", red(1_000));
      expect(res.statusCode).toBe(200);
      const r = res.json();
      expect(r.stake).toBe(1_000);
      expect(r.win === 0 || r.win === 2_000).toBe(true);
      expect(r.outcome.color === "red").toBe(r.win > 0);
      expect(r.balance).toBe(balance - 1_000 + r.win);
      expect(r.nonce).toBe(i);
      balance = r.balance;
    }
    expect((await s.client("GET", "/state")).json().balance).toBe(balance);
    expect(casino.calls).toEqual([]);
  });

  it("refuses a fun bet above the fun balance and bets outside the limits", async () => {
    const s = await studio.session({ gameId: "european-roulette", mode: "fun" });
    // Stake the whole balance on zero until it is gone, then the next bet is short.
    const tooSmall = await s.client("POST", "/rounds", red(5));
    expect(tooSmall.json().code).toBe("BET_OUT_OF_LIMITS");
    const tooBig = await s.client("POST", "/rounds", red(10_001));
    expect(tooBig.json()).toMatchObject({ code: "BET_OUT_OF_LIMITS", maxBet: 10_000 });
    const bad = await s.client("POST", "/rounds", { bet: { bets: [{ type: "street", numbers: [1, 5, 9], amount: 100 }] } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: "INVALID_PLAY_REQUEST", reason: "INVALID_BET" });
    let balance = 100_000;
    while (balance >= 10_000) {
      const r = (
        await s.client("POST", "/rounds", { bet: { bets: [{ type: "straight", numbers: [0], amount: 10_000 }] } })
      ).json();
      balance = r.balance;
    }
    const short = await s.client("POST", "/rounds", {
      bet: { bets: [{ type: "straight", numbers: [0], amount: balance + 10 }] },
    });
    expect(short.statusCode).toBe(412);
    expect(short.json().code).toBe("INSUFFICIENT_FUNDS");
    expect((await s.client("GET", "/state")).json().balance).toBe(balance);
    // Spent fun money can be refilled once it no longer covers the smallest bet.
    if (balance >= 10) {
      const early = await s.client("POST", "/fun-balance", {});
      expect(early.json().code).toBe("FUN_BALANCE_NOT_SPENT");
    }
    while (((await s.client("GET", "/state")).json().balance as number) >= 10) {
      const left = (await s.client("GET", "/state")).json().balance as number;
      await s.client("POST", "/rounds", { bet: { bets: [{ type: "straight", numbers: [0], amount: Math.min(left, 10_000) }] } });
    }
    expect((await s.client("POST", "/fun-balance", {})).json()).toEqual({ balance: 100_000 });
  });

  it("shows the last 10 settled rounds, newest first", async () => {
    const s = await studio.session({ gameId: "european-roulette", mode: "fun" });
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) ids.push((await s.client("POST", "/rounds", red(100 + i * 10))).json().roundId);
    const { history } = (await s.client("GET", "/state")).json() as {
      history: { roundId: string; stake: number; nonce: number }[];
    };
    expect(history).toHaveLength(10);
    expect(history.map((h) => h.roundId)).toEqual(ids.slice(2).reverse());
    expect(history[0]).toMatchObject({ stake: 210, nonce: 11 });
  });
});
