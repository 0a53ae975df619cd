import { describe, expect, it } from "vitest";
import { fakeCasino, testStudio } from "../testing.js";

const casino = await fakeCasino({ players: { "p-9": 1_000_000 }, tokens: { "tok-9": "p-9" } });
const studio = await testStudio({ config: { CASINO_URL: casino.url, STUDIO_WALLET_TIMEOUT_MS: 2000 } });

type View = { phase: string; actions: string[]; dealer: (string | null)[]; hands: { cards: string[] }[] };
type Client = Awaited<ReturnType<typeof studio.session>>["client"];

/** Plays a blackjack round to the end with simple choices; returns every answer. */
async function playOut(client: Client, first: { roundId: string; settled: boolean; outcome: View; legalActions?: string[] }) {
  const answers = [first];
  let last = first;
  while (!last.settled) {
    const legal = last.legalActions ?? [];
    const action = legal.includes("no-insurance") ? "no-insurance" : legal.includes("double") ? "double" : "stand";
    const res = await client("POST", "/actions", { action });
    expect(res.statusCode).toBe(200);
    last = res.json();
    answers.push(last);
  }
  return answers;
}

describe("games of several steps (blackjack)", () => {
  it("keeps an open round across a reload without showing the hole card, settles it once and verifies it", async () => {
    const s = await studio.session({ gameId: "blackjack", mode: "fun" });
    let first: { roundId: string; settled: boolean; outcome: View; legalActions?: string[]; balance: number };
    // Deal until a round stays open (a natural settles at once).
    for (;;) {
      first = (await s.client("POST", "/rounds", { bet: { stake: 200 } })).json();
      if (!first.settled) break;
    }
    expect(first.outcome.dealer[1]).toBeNull();
    const again = await s.client("POST", "/rounds", { bet: { stake: 200 } });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("ROUND_IN_PROGRESS");

    const reloaded = (await s.client("GET", "/state")).json();
    expect(reloaded.openRound).toMatchObject({ roundId: first.roundId, legalActions: first.legalActions });
    expect(reloaded.openRound.outcome.dealer[1]).toBeNull();
    const rotateMidRound = await s.client("POST", "/seed/rotate");
    expect(rotateMidRound.json().code).toBe("ROUND_IN_PROGRESS");

    const answers = await playOut(s.client, first);
    const end = answers.at(-1)! as unknown as { win: number; stake: number; balance: number; outcome: View };
    expect(end.outcome.phase).toBe("settled");
    expect(end.outcome.dealer.every((c) => c !== null)).toBe(true);
    const after = (await s.client("GET", "/state")).json();
    expect(after.openRound).toBeNull();
    expect(after.balance).toBe(end.balance);
    expect(after.history[0]).toMatchObject({ roundId: first.roundId, stake: end.stake, win: end.win });
    const late = await s.client("POST", "/actions", { action: "hit" });
    expect(late.json().code).toBe("NO_OPEN_ROUND");

    await s.client("POST", "/seed/rotate");
    const verified = (await studio.inject({ method: "POST", url: "/api/verify", payload: { roundId: first.roundId } })).json();
    expect(verified).toMatchObject({ matches: true, totalWin: end.win, totalStake: end.stake });
  });

  it("real mode: a double is a second bet in the same round, and the round closes with one win", async () => {
    const s = await studio.session({ gameId: "blackjack", mode: "real", token: "tok-9" });
    await s.client("GET", "/state");
    for (let tries = 0; tries < 40; tries++) {
      const before = casino.calls.length;
      const first = (await s.client("POST", "/rounds", { bet: { stake: 200 } })).json();
      const answers = await playOut(s.client, first);
      const calls = casino.calls.slice(before).filter((c) => c.body.roundId === first.roundId);
      const bets = calls.filter((c) => c.operation === "bet");
      const wins = calls.filter((c) => c.operation === "win");
      expect(wins).toHaveLength(1);
      expect(wins[0]!.body).toMatchObject({ roundClosed: true, amount: (answers.at(-1) as unknown as { win: number }).win });
      expect(bets.reduce((sum, b) => sum + (b.body.amount as number), 0)).toBe(
        (answers.at(-1) as unknown as { stake: number }).stake,
      );
      if (bets.length > 1) {
        expect(bets.map((b) => b.body.transactionId)).toEqual([`${first.roundId}:bet:0`, `${first.roundId}:bet:1`]);
        expect(casino.balances.get("p-9")).toBe((answers.at(-1) as unknown as { balance: number }).balance);
        return;
      }
    }
    throw new Error("no round offered a double in 40 deals");
  });
});
