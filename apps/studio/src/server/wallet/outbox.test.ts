import { describe, expect, it } from "vitest";
import { fakeCasino, testStudio } from "../testing.js";
import { backoffMs } from "./outbox.js";

const casino = await fakeCasino({ players: { "p-1": 100_000 }, tokens: { "tok-1": "p-1" } });
const studio = await testStudio({
  config: { CASINO_URL: casino.url, STUDIO_WALLET_TIMEOUT_MS: 2000, STUDIO_OUTBOX_INTERVAL_MS: 20 },
  outboxLoop: true,
  outboxBackoffMs: 50,
});

describe("wallet outbox", () => {
  it("backs off exponentially up to five minutes", () => {
    expect([1, 2, 3, 4].map((n) => backoffMs(n))).toEqual([1000, 2000, 4000, 8000]);
    expect(backoffMs(30)).toBe(300_000);
  });

  it("keeps retrying a win the casino cannot take until it answers, and pays it once", async () => {
    const s = await studio.session({ gameId: "european-roulette", mode: "real", token: "tok-1" });
    await s.client("GET", "/state");
    const start = casino.balances.get("p-1")!;
    casino.behave("win", "down");
    // Bet on every number but zero's neighbours: straight on 1..36 and zero, so the spin always wins something.
    const bets = Array.from({ length: 37 }, (_, n) => ({ type: "straight", numbers: [n], amount: 100 }));
    const r = (await s.client("POST", "/rounds", { bet: { bets } })).json();
    expect(r).toMatchObject({ stake: 3_700, win: 3_600, settled: true });
    // The player sees the expected balance at once; the casino has only taken the bet.
    expect(r.balance).toBe(start - 100);
    expect(casino.balances.get("p-1")).toBe(start - 3_700);
    await expect
      .poll(() => casino.calls.filter((c) => c.operation === "win").length, { timeout: 5_000 })
      .toBeGreaterThanOrEqual(3);
    const [row] = await studio.services.outbox.pending();
    expect(row).toMatchObject({ operation: "win", transaction_id: `${r.roundId}:win` });
    expect(row!.attempts).toBeGreaterThanOrEqual(2);
    casino.behave("win", "ok");
    await expect.poll(async () => (await studio.services.outbox.pending()).length, { timeout: 10_000 }).toBe(0);
    expect(casino.balances.get("p-1")).toBe(start - 100);
    const answered = casino.calls.filter((c) => c.operation === "win" && c.answered);
    expect(answered).toHaveLength(1);
    const [delivered] = await studio.services.outbox.forRound(r.roundId);
    expect(delivered!.answer).toMatchObject({ status: "OK" });
  });
});
