import { describe, expect, it } from "vitest";
import { insertPlayer } from "../../../test/fixtures.js";
import { testApp, testClock } from "../../../test/harness.js";
import { enrolledOperator, sessionOf } from "../../../test/operators.js";

const T0 = new Date("2026-03-01T10:00:00Z");
const clock = testClock(T0);
const app = await testApp({ clock });
const { tournaments, wallet } = app.services;
let seq = 0;

/** A settled game transaction as the seamless wallet writes it (the bet path itself is the wallet's tests' business). */
async function tx(p: {
  player: string;
  kind: "BET" | "WIN" | "ROLLBACK";
  amount: number;
  round: string;
  game?: string;
  at: Date;
  status?: string;
}) {
  seq += 1;
  await app.db.query(
    `INSERT INTO wallet_game_transactions (provider, transaction_id, kind, player_id, currency, game_id, round_id, amount, status, created_at)
     VALUES ('aurum-studio', $1, $2, $3, 'EUR', $4, $5, $6, $7, $8)`,
    [`t${seq}`, p.kind, p.player, p.game ?? "g1", p.round, p.amount, p.status ?? "OK", p.at],
  );
}
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);
const create = (metric: "wagered" | "multiplier", prizes: bigint[]) =>
  app.db.transaction((q) =>
    tournaments.create(
      q,
      { title: `Cup ${metric}`, description: "", metric, currency: "EUR", gameIds: ["g1"], startsAt: T0, endsAt: at(60), prizes },
      "op",
    ),
  );
const cash = async (playerId: string) => (await wallet.balance(playerId, "EUR")).cash;

describe("tournaments", () => {
  it("ranks by wagered from settled rounds, moves as bets settle, pays the prizes through the ledger exactly once", async () => {
    const cup = await create("wagered", [1000n, 500n]);
    const [a, b, c] = [await insertPlayer(app.db), await insertPlayer(app.db), await insertPlayer(app.db)];
    await tx({ player: a, kind: "BET", amount: 300, round: "r1", at: at(5) });
    await tx({ player: a, kind: "BET", amount: 999, round: "r1x", at: at(5), status: "FAILED" }); // refused: not counted
    await tx({ player: b, kind: "BET", amount: 500, round: "r2", at: at(6) });
    await tx({ player: b, kind: "BET", amount: 200, round: "r3", at: at(7) });
    await tx({ player: b, kind: "ROLLBACK", amount: 200, round: "r3", at: at(8) }); // taken back
    await tx({ player: c, kind: "BET", amount: 900, round: "r4", game: "g2", at: at(9) }); // another game
    await tx({ player: c, kind: "BET", amount: 900, round: "r5", at: new Date(T0.getTime() - 60_000) }); // before the start

    clock.set(at(30));
    await tournaments.refresh();
    let board = await tournaments.leaderboard(cup.id, 1, a);
    expect(board.standings.map((s) => [s.rank, s.score])).toEqual([
      [1, 500],
      [2, 300],
    ]);
    expect(board.standings[0]!.player).toMatch(/^\w{4}\*{4}\w{4}$/);
    expect(board.me).toMatchObject({ rank: 2, score: 300, prize: 500 });
    expect(board.tournament.status).toBe("running");

    // A wins more play: the table moves.
    await tx({ player: a, kind: "BET", amount: 400, round: "r6", at: at(31) });
    await tx({ player: a, kind: "WIN", amount: 50, round: "r6", at: at(31) });
    clock.set(at(45));
    await tournaments.refresh();
    board = await tournaments.leaderboard(cup.id, 1, a);
    expect(board.me).toMatchObject({ rank: 1, score: 700, prize: 1000 });

    const res = await app.inject({ method: "GET", url: `/tournaments/v1/${cup.id}/leaderboard` });
    expect(res.statusCode).toBe(200);
    expect(res.json().standings).toHaveLength(2);
    expect((await app.inject({ method: "GET", url: "/tournaments/v1" })).json().map((t: { id: string }) => t.id)).toContain(
      cup.id,
    );

    // Over: a bet after the end does not count; prizes are paid once, however often the job runs.
    await tx({ player: b, kind: "BET", amount: 5000, round: "r7", at: at(61) });
    clock.set(at(62));
    await tournaments.refresh();
    await tournaments.refresh();
    expect(await cash(a)).toBe(1000n);
    expect(await cash(b)).toBe(500n);
    expect(await cash(c)).toBe(0n);
    expect((await tournaments.prizes(cup.id)).map((p) => [p.rank, p.player_id, p.amount])).toEqual([
      [1, a, 1000n],
      [2, b, 500n],
    ]);
    expect((await tournaments.leaderboard(cup.id, 1, null)).tournament.status).toBe("finished");
    expect((await wallet.reconcile()).ok).toBe(true);
  });

  it("ranks by the best win multiplier of a round", async () => {
    clock.set(T0);
    const cup = await create("multiplier", [100n]);
    const [a, b] = [await insertPlayer(app.db), await insertPlayer(app.db)];
    await tx({ player: a, kind: "BET", amount: 100, round: "m1", at: at(1) });
    await tx({ player: a, kind: "WIN", amount: 2500, round: "m1", at: at(1) });
    await tx({ player: b, kind: "BET", amount: 1000, round: "m2", at: at(2) });
    await tx({ player: b, kind: "WIN", amount: 3000, round: "m2", at: at(2) });
    clock.set(at(10));
    await tournaments.refresh();
    const board = await tournaments.leaderboard(cup.id, 1, null);
    expect(board.standings.map((s) => s.score)).toEqual([25, 3]);
  });

  it("refuses a tournament without prizes or a proper period", async () => {
    const base = {
      title: "x",
      description: "",
      metric: "wagered" as const,
      currency: "EUR",
      gameIds: ["g1"],
      startsAt: T0,
      endsAt: at(60),
      prizes: [1n],
    };
    for (const bad of [{ prizes: [0n] }, { endsAt: T0 }]) {
      await expect(app.db.transaction((q) => tournaments.create(q, { ...base, ...bad }, "op"))).rejects.toMatchObject({
        code: "TOURNAMENT_INVALID",
      });
    }
  });

  it("gives the back office the live standings, best first and unmasked, a page at a time; other roles get 403", async () => {
    clock.set(T0);
    const cup = await create("wagered", [300n, 200n]);
    const players = [await insertPlayer(app.db), await insertPlayer(app.db), await insertPlayer(app.db)];
    const [a, b, c] = players;
    await tx({ player: a!, kind: "BET", amount: 200, round: "s1", at: at(1) });
    await tx({ player: b!, kind: "BET", amount: 700, round: "s2", at: at(2) });
    await tx({ player: c!, kind: "BET", amount: 400, round: "s3", at: at(3) });
    await tx({ player: c!, kind: "WIN", amount: 1200, round: "s3", at: at(3) });
    clock.set(at(10));
    await tournaments.refresh();

    const content = (await sessionOf(app, (await enrolledOperator(app, "content")).id)).headers;
    const url = `/operator/v1/tournaments/${cup.id}/standings`;
    const res = await app.inject({ method: "GET", url, headers: content });
    expect(res.statusCode).toBe(200);
    const customers = await app.db.query<{ id: string; customer_id: string }>(
      "SELECT id::text AS id, customer_id FROM players WHERE id = ANY ($1::uuid[])",
      [players],
    );
    const customerOf = (id: string) => customers.find((p) => p.id === id)!.customer_id;
    expect(res.json()).toEqual({
      items: [
        { rank: 1, playerId: b, customerId: customerOf(b!), score: 700, wagered: 700, bestMultiplier: 0, rounds: 1, prize: 300 },
        { rank: 2, playerId: c, customerId: customerOf(c!), score: 400, wagered: 400, bestMultiplier: 3, rounds: 1, prize: 200 },
        { rank: 3, playerId: a, customerId: customerOf(a!), score: 200, wagered: 200, bestMultiplier: 0, rounds: 1, prize: 0 },
      ],
      total: 3,
      updatedAt: at(10).toISOString(),
    });

    // A's next round puts them first: the table follows the next run.
    await tx({ player: a!, kind: "BET", amount: 600, round: "s4", at: at(11) });
    clock.set(at(20));
    await tournaments.refresh();
    const second = await app.inject({ method: "GET", url: `${url}?page=1&pageSize=2`, headers: content });
    expect(
      second.json().items.map((s: { rank: number; playerId: string; score: number }) => [s.rank, s.playerId, s.score]),
    ).toEqual([
      [1, a, 800],
      [2, b, 700],
    ]);
    expect(second.json().total).toBe(3);
    const last = await app.inject({ method: "GET", url: `${url}?page=2&pageSize=2`, headers: content });
    expect(last.json().items.map((s: { playerId: string }) => s.playerId)).toEqual([c]);

    const unknown = await app.inject({
      method: "GET",
      url: "/operator/v1/tournaments/00000000-0000-4000-8000-000000000000/standings",
      headers: content,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe("TOURNAMENT_NOT_FOUND");

    for (const role of ["support", "finance"] as const) {
      const other = (await sessionOf(app, (await enrolledOperator(app, role)).id)).headers;
      const refused = await app.inject({ method: "GET", url, headers: other });
      expect(refused.statusCode, role).toBe(403);
      expect(refused.json().code).toBe("OPERATOR_FORBIDDEN");
    }
    expect((await app.inject({ method: "GET", url })).statusCode).toBe(401);
  });
});
