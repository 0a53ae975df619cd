import { describe, expect, it } from "vitest";
import { betQueue } from "./bet-queue.js";
import type { BetParts, BetStatement, BetToPlace, DeferredBet, PlacedBet } from "./seamless.repository.js";

/**
 * The grouping rules of the bet queue, with the statement replaced by a
 * recorder (the statement itself is proven against the database in
 * seamless.test.ts and ledger.property.test.ts).
 */
const bet = (playerId: string, transactionId: string, roundId = `r-${transactionId}`): BetToPlace => ({
  provider: "p",
  transactionId,
  playerId,
  currency: "EUR",
  gameId: "g",
  roundId,
  amount: 1n,
  houseId: 1n,
  meta: "{}",
  nonce: { caller: "p", nonce: `n-${transactionId}`, expiresAt: new Date() },
  tokenHash: Buffer.alloc(32),
  guardProblem: null,
});

/** What each statement runs (seamless.repository.ts STATEMENTS). */
const RUNS: Record<BetStatement, BetParts> = {
  lean: { bonus: false, loss: false },
  loss: { bonus: false, loss: true },
  bonus: { bonus: true, loss: false },
  full: { bonus: true, loss: true },
};

/**
 * `fail` fails a statement; `defers` names the players with a bonus or a loss window (both when a set), whose
 * bets a statement that lacks what they have leaves for another, as the real ones do.
 */
function recorder(
  fail?: (bets: BetToPlace[], statement: BetStatement) => Error | null,
  defers: Set<string> | Map<string, BetParts> = new Set<string>(),
) {
  const has = (player: string): BetParts | undefined =>
    defers instanceof Map ? defers.get(player) : defers.has(player) ? RUNS.full : undefined;
  const statements: string[][] = [];
  const kinds: BetStatement[] = [];
  const open: Array<() => void> = [];
  const place = (bets: BetToPlace[], statement: BetStatement) => {
    statements.push(bets.map((b) => b.transactionId));
    kinds.push(statement);
    return new Promise<(PlacedBet | DeferredBet)[]>((resolve, reject) => {
      open.push(() => {
        const err = fail?.(bets, statement);
        if (err) reject(err);
        else
          resolve(
            bets.map((b, i): PlacedBet | DeferredBet => {
              const h = has(b.playerId);
              const runs = RUNS[statement];
              return h && ((h.bonus && !runs.bonus) || (h.loss && !runs.loss))
                ? { deferred: true, needs: h }
                : { fresh: true, id: BigInt(i), status: "OK", balance: 0n };
            }),
          );
      });
    });
  };
  /** Answers the statements in flight, oldest first, and lets the queue go on. */
  const answer = async () => {
    while (open.length > 0) open.shift()!();
    await new Promise((r) => setTimeout(r, 5));
  };
  return { place, statements, kinds, answer };
}

/** Places a bet and answers every statement it takes (a deferred bet takes two). */
const settled = (db: ReturnType<typeof recorder>) => async (p: Promise<unknown>) => {
  for (let i = 0; i < 4; i++) await db.answer();
  await p;
};

describe("bet queue", () => {
  it("sends bets that arrive while a statement is in flight together in the next one", async () => {
    const db = recorder();
    const q = betQueue(db.place, { statements: 1, maxBatch: 64, lingerMs: 1 });
    const all = [q.place(bet("a", "1")), q.place(bet("b", "2")), q.place(bet("c", "3")), q.place(bet("d", "4"))];
    expect(db.statements).toEqual([["1"]]);
    await db.answer();
    expect(db.statements).toEqual([["1"], ["2", "3", "4"]]);
    await db.answer();
    expect(await Promise.all(all)).toHaveLength(4);
  });

  it("sends the waiting bets' statement before it answers the bets of the one that came back", async () => {
    const db = recorder();
    const q = betQueue(db.place, { statements: 1, maxBatch: 64, lingerMs: 1 });
    const sentWhenAnswered: number[] = [];
    const first = q.place(bet("a", "1")).then(() => sentWhenAnswered.push(db.statements.length));
    const second = q.place(bet("b", "2"));
    await db.answer();
    await first;
    // the caller of bet 1 (its HTTP answer) ran after the statement of bet 2 had gone
    expect(sentWhenAnswered).toEqual([2]);
    await db.answer();
    await second;
  });

  it("never puts two bets of one player, round or transaction id in flight at once, and keeps a player's order", async () => {
    const db = recorder();
    const q = betQueue(db.place, { statements: 1, maxBatch: 64, lingerMs: 1 });
    const all = [
      q.place(bet("a", "1")),
      q.place(bet("a", "2")),
      q.place(bet("b", "3", "shared")),
      q.place(bet("c", "4", "shared")),
      q.place(bet("d", "1")),
    ];
    await db.answer();
    expect(db.statements).toEqual([["1"], ["2", "3", "1"]]);
    await db.answer();
    expect(db.statements).toEqual([["1"], ["2", "3", "1"], ["4"]]);
    await db.answer();
    expect(await Promise.all(all)).toHaveLength(5);
  });

  it("lets no later bet of a player go before the one still waiting for a busy row", async () => {
    const db = recorder();
    const q = betQueue(db.place, { statements: 2, maxBatch: 64, lingerMs: 1 });
    const all = [q.place(bet("x", "1", "R"))];
    all.push(q.place(bet("y", "2", "R"))); // waits for round R
    all.push(q.place(bet("y", "3", "S"))); // a free round, but y's earlier bet is waiting
    expect(db.statements).toEqual([["1"]]);
    await db.answer();
    await db.answer();
    await db.answer();
    expect(db.statements).toEqual([["1"], ["2"], ["3"]]);
    expect(await Promise.all(all)).toHaveLength(3);
  });

  it("places the halves of a failed statement again, down to the bet that fails alone", async () => {
    const duplicate = Object.assign(new Error("duplicate key"), { code: "23505" });
    const db = recorder((bets) => (bets.some((b) => b.transactionId === "seen") ? duplicate : null));
    const q = betQueue(db.place, { statements: 1, maxBatch: 64, lingerMs: 1 });
    const first = q.place(bet("a", "1"));
    const rest = [q.place(bet("b", "2")), q.place(bet("c", "seen")), q.place(bet("d", "4"))];
    const outcomes = Promise.allSettled(rest);
    for (let i = 0; i < 6; i++) await db.answer();
    await first;
    expect(db.statements).toEqual([["1"], ["2", "seen", "4"], ["2"], ["seen", "4"], ["seen"], ["4"]]);
    expect((await outcomes).map((o) => o.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
  });

  it("lets fewer bets than the last statement carried wait a moment for the rest, then go without them", async () => {
    const db = recorder();
    const q = betQueue(db.place, { statements: 1, maxBatch: 64, lingerMs: 40 });
    const all = [q.place(bet("a", "1")), q.place(bet("b", "2")), q.place(bet("c", "3"))];
    await db.answer();
    await db.answer();
    expect(db.statements).toEqual([["1"], ["2", "3"]]);
    all.push(q.place(bet("d", "4")));
    await new Promise((r) => setTimeout(r, 10));
    expect(db.statements).toHaveLength(2); // one of the two it expects: it waits
    all.push(q.place(bet("e", "5")));
    expect(db.statements).toEqual([["1"], ["2", "3"], ["4", "5"]]); // both there: they go at once
    await db.answer();
    all.push(q.place(bet("f", "6")));
    await new Promise((r) => setTimeout(r, 80));
    expect(db.statements.at(-1)).toEqual(["6"]); // alone after the wait
    await db.answer();
    expect(await Promise.all(all)).toHaveLength(6);
  });

  it("sends the bets the lean statement defers by the full statement next, their rows still held; a failure there splits only them", async () => {
    const duplicate = Object.assign(new Error("duplicate key"), { code: "23505" });
    const db = recorder(
      (bets, statement) => (statement === "full" && bets.some((b) => b.transactionId === "seen") ? duplicate : null),
      new Set(["bonus", "limits"]),
    );
    const q = betQueue(db.place, { statements: 1, maxBatch: 64, lingerMs: 1 });
    const first = q.place(bet("a", "1"));
    const rest = [q.place(bet("bonus", "2")), q.place(bet("c", "3")), q.place(bet("limits", "seen")), q.place(bet("bonus", "5"))];
    const outcomes = Promise.allSettled(rest);
    for (let i = 0; i < 10; i++) await db.answer();
    await first;
    // bonus's second bet waits for its first (one player's bets never overlap), then goes by the full statement
    // at once: the lean one deferred that player a moment ago
    expect(db.statements).toEqual([["1"], ["2", "3", "seen"], ["2", "seen"], ["2"], ["seen"], ["5"]]);
    expect(db.kinds).toEqual(["lean", "lean", "full", "full", "full", "full"]);
    expect((await outcomes).map((o) => o.status)).toEqual(["fulfilled", "fulfilled", "rejected", "fulfilled"]);
  });

  it("remembers a deferred player for a while only: after that their group tries the lean statement again", async () => {
    let clock = 0;
    const db = recorder(undefined, new Set(["bonus"]));
    const q = betQueue(db.place, { statements: 1, maxBatch: 64, lingerMs: 1, extrasMemoryMs: 1000, now: () => clock });
    const settle = async (p: Promise<unknown>) => {
      for (let i = 0; i < 4; i++) await db.answer();
      await p;
    };
    await settle(q.place(bet("bonus", "1")));
    // a plain bet in flight, so that the next two wait and go together
    const group = Promise.all([q.place(bet("x", "2")), q.place(bet("bonus", "3")), q.place(bet("plain", "4"))]);
    await settle(group);
    clock = 1001;
    await settle(q.place(bet("bonus", "5")));
    expect(db.statements).toEqual([["1"], ["1"], ["2"], ["3", "4"], ["5"], ["5"]]);
    // the group with one remembered player goes whole by the full statement (right for every player)
    expect(db.kinds).toEqual(["lean", "full", "lean", "full", "lean", "full"]);
  });

  it("sends a deferred player's bets by the statement that runs what they have: the loss windows', the bonus's, or both", async () => {
    const db = recorder(
      undefined,
      new Map([
        ["limits", { bonus: false, loss: true }],
        ["bonus", { bonus: true, loss: false }],
      ]),
    );
    const q = betQueue(db.place, { statements: 1, maxBatch: 64, lingerMs: 1 });
    const run = settled(db);
    await run(q.place(bet("limits", "1")));
    await run(q.place(bet("bonus", "2")));
    await run(q.place(bet("limits", "3"))); // remembered: no lean statement first
    expect(db.kinds).toEqual(["lean", "loss", "lean", "bonus", "loss"]);
    // a group with both remembered goes by the full statement
    const group = Promise.all([q.place(bet("x", "4")), q.place(bet("limits", "5")), q.place(bet("bonus", "6"))]);
    await run(group);
    expect(db.statements.slice(5)).toEqual([["4"], ["5", "6"]]);
    expect(db.kinds.slice(5)).toEqual(["lean", "full"]);
  });

  it("a player who gained a bonus since they were remembered for loss windows goes by the full statement next", async () => {
    const players = new Map([["limits", { bonus: false, loss: true }]]);
    const db = recorder(undefined, players);
    const q = betQueue(db.place, { statements: 1, maxBatch: 64, lingerMs: 1 });
    const run = settled(db);
    await run(q.place(bet("limits", "1")));
    players.set("limits", { bonus: true, loss: true });
    await run(q.place(bet("limits", "2")));
    await run(q.place(bet("limits", "3")));
    expect(db.kinds).toEqual(["lean", "loss", "loss", "full", "full"]);
  });

  it("a player whose bonus ended and who set loss limits goes by the loss windows' statement after one full", async () => {
    const players = new Map([["player", { bonus: true, loss: false }]]);
    const db = recorder(undefined, players);
    const q = betQueue(db.place, { statements: 1, maxBatch: 64, lingerMs: 1 });
    const run = settled(db);
    await run(q.place(bet("player", "1")));
    await run(q.place(bet("player", "2")));
    players.set("player", { bonus: false, loss: true });
    await run(q.place(bet("player", "3")));
    await run(q.place(bet("player", "4")));
    // the bonus statement defers bet 3 and says what the player has now: not both, as it once had to assume
    expect(db.kinds).toEqual(["lean", "bonus", "bonus", "bonus", "full", "loss"]);
  });
});
