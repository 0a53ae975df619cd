import { describe, expect, it } from "vitest";
import { testApp, testClock } from "../../../test/harness.js";
import { activePlayer, nextIp } from "../accounts/testing.js";
import { FINANCE_PAGE } from "./repository.js";
import { historyService } from "./service.js";

const clock = testClock(new Date());
const app = await testApp({ clock });

let seq = 0;
const id = (p: string) => `${p}-h${++seq}`;

async function player() {
  const p = await activePlayer(app.db);
  const s = await app.services.session.start(p.id, "fp");
  await app.services.wallet.correct({ direction: "credit", player: p.id, amount: 50_000n, reason: "welcome", operator: "t" });
  const { token } = await app.services.seamlessWallet.issueLaunchToken({
    playerId: p.id,
    sessionId: s.sessionId,
    currency: "EUR",
    gameId: "slot-1",
    provider: "aurum-studio",
  });
  const w = app.services.seamlessWallet;
  /** A round: a stake and a win (0 closes it). */
  const round = async (stake: number, win: number) => {
    const roundId = id("r");
    const b = await w.bet("aurum-studio", {
      playerId: p.id,
      token,
      currency: "EUR",
      gameId: "slot-1",
      roundId,
      transactionId: id("b"),
      amount: BigInt(stake),
    });
    expect(b.status).toBe("OK");
    await w.win("aurum-studio", {
      playerId: p.id,
      currency: "EUR",
      gameId: "slot-1",
      roundId,
      transactionId: id("w"),
      amount: BigInt(win),
      roundClosed: true,
    });
    return { roundId, betId: b.casinoTransactionId };
  };
  return { ...p, auth: { authorization: `Bearer ${s.token}` }, round, token };
}

const post = (url: string, auth: Record<string, string> | undefined, payload: unknown) =>
  app.inject({ method: "POST", url, headers: auth, payload: payload as object, remoteAddress: nextIp() });

async function payment(playerId: string, type: "deposit" | "withdrawal", amount: number, status: string) {
  await app.db.query(
    `INSERT INTO payments (player_id, type, provider, method, category, amount, currency, status, created_at)
     VALUES ($1, $2, 'sandbox', 'card', 'CARDS', $3, 'EUR', $4, $5)`,
    [playerId, type, amount, status, clock.now()],
  );
}

describe("history", () => {
  it("shows deposits, withdrawals and corrections with their states, totals and lifetime net deposits", async () => {
    const p = await player();
    await payment(p.id, "deposit", 10_000, "SUCCESS");
    await payment(p.id, "deposit", 3_000, "FAILED");
    await payment(p.id, "withdrawal", 4_000, "SUCCESS");
    await payment(p.id, "withdrawal", 1_000, "PENDING");
    const res = await post("/data/v1/history", p.auth, { filter: {} });
    expect(res.statusCode).toBe(200);
    const h = res.json();
    const t = h.financeTransactions;
    expect(t.transactions.map((x: { type: string; state: string }) => `${x.type}${x.state}`).sort()).toEqual(
      ["CA", "DA", "DD", "WA", "WR"].sort(),
    );
    expect(t.transactions.find((x: { type: string }) => x.type === "C")).toMatchObject({ status: "ADD", amount: 50_000 });
    expect(t).toMatchObject({ totalDeposits: 10_000, totalWithdrawals: 4_000, income: 6_000 });
    expect(h).toMatchObject({ sumDeposits: 10_000, sumWithdrawals: 4_000, income: 6_000, lifetimeNetDeposits: 6_000 });
    expect(h.financeByDate).toEqual([{ date: clock.now().toISOString().slice(0, 10), deposits: 10_000, withdrawals: 4_000 }]);
    expect((await post("/data/v1/history", undefined, {})).statusCode).toBe(401);
  });

  it("answers a page of the range's finance rows at a time, newest first, with the totals of the whole range", async () => {
    const p = await player(); // a correction of €500.00 today
    /** A payment `k` days back. */
    const pay = (type: string, amount: number, status: string, k: number) =>
      app.db.query(
        `INSERT INTO payments (player_id, type, provider, method, category, amount, currency, status, created_at)
         VALUES ($1, $2, 'sandbox', 'card', 'CARDS', $3, 'EUR', $4, $5::timestamptz - $6 * interval '1 day')`,
        [p.id, type, amount, status, clock.now(), k],
      );
    // 23 days of deposits (1,000 + k on the day k back), a failed deposit and a withdrawal two days back: 26 rows
    for (let k = 0; k <= 22; k++) await pay("deposit", 1000 + k, "SUCCESS", k);
    await pay("deposit", 7000, "FAILED", 2);
    await pay("withdrawal", 500, "SUCCESS", 2);
    const range = { from: new Date(clock.now().getTime() - 40 * 86_400_000).toISOString().slice(0, 10) };
    const at = async (financePage?: number) => (await post("/data/v1/history", p.auth, { filter: range, financePage })).json();
    const first = await at();
    const totals = { totalDeposits: 23 * 1000 + 253, totalWithdrawals: 500, income: 23 * 1000 + 253 - 500 };
    expect(first.financeTransactions).toMatchObject({ page: 0, pages: 3, total: 26, ...totals });
    expect(first.financeByDate).toHaveLength(23);
    const pages = [first, await at(1), await at(2)];
    expect(pages.map((h) => h.financeTransactions.transactions.length)).toEqual([10, 10, 6]);
    const rows = pages.flatMap((h) => h.financeTransactions.transactions) as { id: string; created: string; amount: number }[];
    // every row once, newest first, the oldest the deposit of 22 days back
    expect(new Set(rows.map((r) => r.id)).size).toBe(26);
    expect(rows.map((r) => r.created)).toEqual(
      rows
        .map((r) => r.created)
        .sort()
        .reverse(),
    );
    expect(rows[25]!.amount).toBe(1022);
    for (const h of pages) expect(h.financeTransactions).toMatchObject({ pages: 3, total: 26, ...totals });
    // the other lists stay on their first page
    expect(pages[2].gameSessions).toEqual(first.gameSessions);
    // past the last page: the last page
    expect(await at(8)).toEqual(pages[2]);
    expect((await post("/data/v1/history", p.auth, { filter: range, financePage: -1 })).statusCode).toBe(400);
  });

  it("finds a player's bonuses and corrections among their stakes and wins by the finance indexes", async () => {
    const p = await player();
    const cash = (await app.db.one<{ id: string }>("SELECT id FROM wallet_accounts WHERE player_id = $1 AND kind = 'cash'", [
      p.id,
    ]))!;
    const house = (await app.db.one<{ id: string }>("SELECT id FROM wallet_accounts WHERE player_id IS NULL LIMIT 1"))!;
    // a heavy player's ledger: 5,000 stakes and wins, 3 bonuses
    await app.db.query(
      `INSERT INTO wallet_transfers (key, kind, from_account, to_account, amount, currency, status, created_at)
       SELECT $3 || g, CASE WHEN g % 2 = 0 THEN 'BET' ELSE 'WIN' END, CASE WHEN g % 2 = 0 THEN $1::bigint ELSE $2::bigint END,
              CASE WHEN g % 2 = 0 THEN $2::bigint ELSE $1::bigint END, 100, 'EUR', 'DONE', now() - g * interval '1 minute'
         FROM generate_series(1, 5000) g
       UNION ALL
       SELECT $3 || 'bonus' || g, 'B', $2::bigint, $1::bigint, 500, 'EUR', 'DONE', now() - g * interval '1 hour' FROM generate_series(1, 3) g`,
      [cash.id, house.id, id("plan")],
    );
    await app.db.exec("ANALYZE wallet_transfers");
    const plan = await app.db.transaction(async (tx) => {
      await tx.exec(`PREPARE finance_plan AS ${FINANCE_PAGE}`);
      const rows = await tx.query<{ "QUERY PLAN": string }>(
        `EXPLAIN EXECUTE finance_plan('${p.id}', now() - interval '1 year', now(), 0, 10)`,
      );
      await tx.exec("DEALLOCATE finance_plan");
      return rows.map((r) => r["QUERY PLAN"]).join("\n");
    });
    expect(plan).toContain("wallet_transfers_finance_to_idx");
    expect(plan).toContain("wallet_transfers_finance_from_idx");
    expect(plan).not.toMatch(/wallet_transfers_(to|from)_idx|Seq Scan on wallet_transfers/);
    const h = (await post("/data/v1/history", p.auth, { filter: {} })).json();
    expect(h.financeTransactions).toMatchObject({ total: 4, pages: 1 });
    expect(h.financeTransactions.transactions.map((t: { type: string }) => t.type).sort()).toEqual(["B", "B", "B", "C"]);
  });

  it("answers a page of a long range's game days at a time, newest first, with totals and the chart of the whole range", async () => {
    const p = await player();
    const ymd = (k: number) => new Date(clock.now().getTime() - k * 86_400_000).toISOString().slice(0, 10);
    /** A taken stake or a win of `game` on the day `k` days back. */
    const play = (kind: "BET" | "WIN", game: string, amount: number, k: number) =>
      app.db.query(
        `INSERT INTO wallet_game_transactions (provider, transaction_id, kind, player_id, currency, game_id, round_id, amount, status, created_at)
         VALUES ('aurum-studio', $1, $2, $3, 'EUR', $4, $5, $6, 'OK', $7::timestamptz - $8 * interval '1 day')`,
        [id("t"), kind, p.id, game, id("r"), amount, clock.now(), k],
      );
    // 23 days of one game, kept by the job: 100 staked a day, 300 won on every other day
    for (let k = 0; k <= 22; k++) {
      await play("BET", "slot-1", 100, k);
      if (k % 2 === 1) await play("WIN", "slot-1", 300, k);
    }
    expect(await app.services.history.rollup(50_000, -60_000)).toBeGreaterThan(0);
    // after the job's mark: a second game today, and a stake that turns day 3's win into a loss
    await play("BET", "slot-2", 500, 0);
    await play("BET", "slot-1", 1000, 3);

    const range = { from: ymd(40), to: ymd(0) };
    const at = async (page?: number) => (await post("/data/v1/history", p.auth, { filter: range, page })).json();
    const first = await at();
    expect(first.gameSessions).toMatchObject({ page: 0, pages: 3, total: 24, outcome: -500 });
    const dates = (h: { gameSessions: { sessions: { date: string }[] } }) => h.gameSessions.sessions.map((s) => s.date);
    expect(dates(first)).toEqual([0, 0, 1, 2, 3, 4, 5, 6, 7, 8].map(ymd));
    expect(first.gameSessions.sessions.slice(0, 2).map((s: { gameId: string }) => s.gameId)).toEqual(["slot-1", "slot-2"]);
    expect(first.gameSessions.sessions[4]).toMatchObject({ wager: 1100, win: 300, outcome: -800 });
    // the chart and the totals are the whole range's, on every page
    expect(first.gameSessions.barChartData).toHaveLength(23);
    expect(first.gameSessions.barChartData[22]).toEqual({ date: ymd(0), outcome: -600 });
    expect(first).toMatchObject({ wager: 3800, positiveOutcome: 10 * 200, negativeOutcome: 12 * -100 - 500 - 800 });
    expect(dates(await at(1))).toEqual([9, 10, 11, 12, 13, 14, 15, 16, 17, 18].map(ymd));
    const third = await at(2);
    expect(dates(third)).toEqual([19, 20, 21, 22].map(ymd));
    expect({ ...third.gameSessions, sessions: [] }).toEqual({ ...first.gameSessions, sessions: [], page: 2 });
    // past the last page: the last page
    expect((await at(9)).gameSessions).toEqual(third.gameSessions);
    // the same once the job has kept the rest
    await app.services.history.rollup(50_000, -60_000);
    expect(await at()).toEqual(first);
    expect(await at(2)).toEqual(third);
    expect((await post("/data/v1/history", p.auth, { filter: range, page: -1 })).statusCode).toBe(400);
  });

  it("pages a date's games played in two currencies in one order, each game day once", async () => {
    const p = await player();
    const play = (game: string, currency: string) =>
      app.db.query(
        `INSERT INTO wallet_game_transactions (provider, transaction_id, kind, player_id, currency, game_id, round_id, amount, status, created_at)
         VALUES ('aurum-studio', $1, 'BET', $2, $3, $4, $5, 100, 'OK', $6)`,
        [id("t"), p.id, currency, game, id("r"), clock.now()],
      );
    // six games today, each in USD (kept by the job) and in EUR (after its mark): twelve game days on one date, the
    // page's edge between two currencies of a game
    const games = ["slot-6", "slot-5", "slot-4", "slot-3", "slot-2", "slot-1"];
    for (const game of games) await play(game, "USD");
    await app.services.history.rollup(50_000, -60_000);
    for (const game of games) await play(game, "EUR");
    const key = (s: { gameId: string; currency: string }) => `${s.gameId} ${s.currency}`;
    const pages = async () => {
      const rows = [];
      for (const page of [0, 1]) {
        const h = (await post("/data/v1/history", p.auth, { filter: {}, page })).json();
        expect(h.gameSessions).toMatchObject({ page, pages: 2, total: 12 });
        rows.push(...h.gameSessions.sessions.map(key));
      }
      return rows;
    };
    const expected = [1, 2, 3, 4, 5, 6].flatMap((g) => [`slot-${g} EUR`, `slot-${g} USD`]);
    expect(await pages()).toEqual(expected);
    await app.services.history.rollup(50_000, -60_000);
    expect(await pages()).toEqual(expected);
  });

  it("answers a page of the range's game launches at a time, newest first, with their game and minutes played", async () => {
    const p = await player();
    const other = await player();
    await app.db.query("INSERT INTO game_vendors (id, name) VALUES ('aurum-studio', 'Aurum Studio') ON CONFLICT DO NOTHING");
    await app.db.query(
      `INSERT INTO games (id, vendor_id, name, family, art_version) VALUES ('polar-slot', 'aurum-studio', 'Polar Slot', 'slot', 'v1')
       ON CONFLICT DO NOTHING`,
    );
    /** A launch `hours` back of `mode`, closed after `minutes` (null: never closed). */
    const launch = (playerId: string, hours: number, minutes: number | null, mode = "real") =>
      app.db.query(
        `INSERT INTO game_sessions (player_id, vendor_id, game_id, provider_session_id, mode, currency, platform, created_at, closed_at)
         VALUES ($1, 'aurum-studio', 'polar-slot', $2, $3, 'EUR', 'mobile', $4::timestamptz - $5 * interval '1 hour',
                 $4::timestamptz - $5 * interval '1 hour' + $6 * interval '1 minute')`,
        [playerId, id("ps"), mode, clock.now(), hours, minutes],
      );
    // 12 real launches over the last 12 hours, the newest still open, each closed one 5 + k minutes long
    for (let k = 0; k < 12; k++) await launch(p.id, k, k === 0 ? null : 5 + k);
    // not the player's history: a demo, another player's launch, a launch before the range
    await launch(p.id, 1, 3, "fun");
    await launch(other.id, 2, 3);
    await launch(p.id, 24 * 60, 3);
    const range = { from: new Date(clock.now().getTime() - 7 * 86_400_000).toISOString().slice(0, 10) };
    const at = async (launchPage?: number) => (await post("/data/v1/history", p.auth, { filter: range, launchPage })).json();
    const first = await at();
    expect(first.gameByLaunchPage).toEqual({ page: 0, pages: 2, total: 12 });
    expect(first.gameByLaunch).toHaveLength(10);
    expect(first.gameByLaunch[0]).toMatchObject({ gameId: "polar-slot", gameName: "Polar Slot", ended: null, duration: null });
    expect(first.gameByLaunch.slice(1).map((l: { duration: number }) => l.duration)).toEqual([6, 7, 8, 9, 10, 11, 12, 13, 14]);
    const started = first.gameByLaunch.map((l: { started: string }) => l.started);
    expect(started).toEqual([...started].sort().reverse());
    const second = await at(1);
    expect(second.gameByLaunchPage).toEqual({ page: 1, pages: 2, total: 12 });
    expect(second.gameByLaunch.map((l: { duration: number }) => l.duration)).toEqual([15, 16]);
    // the game days' page is its own: the launches' page leaves it on its first
    expect(second.gameSessions).toEqual(first.gameSessions);
    // past the last page: the last page
    expect(await at(7)).toEqual(second);
    // a player with no launches in the range: one empty page
    const none = (await post("/data/v1/history", other.auth, { filter: { from: range.from, to: range.from } })).json();
    expect(none).toMatchObject({ gameByLaunch: [], gameByLaunchPage: { page: 0, pages: 1, total: 0 } });
    expect((await post("/data/v1/history", p.auth, { filter: range, launchPage: -1 })).statusCode).toBe(400);
  });

  it("sums game play by day and game with outcomes, the same before and after the days are kept", async () => {
    const p = await player();
    await p.round(1000, 0);
    await p.round(500, 1200);
    const { roundId, betId } = await p.round(300, 0).catch(() => ({ roundId: "", betId: "" }));
    expect(roundId).not.toBe("");
    void betId;
    const today = clock.now().toISOString().slice(0, 10);
    const live = (await post("/data/v1/history", p.auth, {})).json();
    expect(live.gameSessions.sessions).toEqual([
      expect.objectContaining({ date: today, gameId: "slot-1", rounds: 3, wager: 1800, win: 1200, outcome: -600 }),
    ]);
    expect(live).toMatchObject({ wager: 1800, outcome: -600, negativeOutcome: -600, positiveOutcome: 0 });
    expect(live.gameSessions.barChartData).toEqual([{ date: today, outcome: -600 }]);

    expect(await app.services.history.rollup(50_000, -60_000)).toBeGreaterThan(0);
    const kept = (await post("/data/v1/history", p.auth, {})).json();
    expect(kept.gameSessions).toEqual(live.gameSessions);
    await p.round(200, 500);
    const both = (await post("/data/v1/history", p.auth, {})).json();
    expect(both.gameSessions.sessions[0]).toMatchObject({ rounds: 4, wager: 2000, win: 1700, outcome: -300 });

    const wager = await app.inject({ method: "GET", url: "/data/v1/history/wagerNow", headers: p.auth });
    expect(wager.json()).toMatchObject({ wagerForNow: 2000, currency: "EUR" });

    const rounds = (await post("/data/v1/history/gameSessions", p.auth, { gameId: "slot-1", from: today, to: today })).json();
    expect(rounds.sessions).toHaveLength(4);
    expect(rounds.sessions[0]).toMatchObject({ wager: 200, win: 500, outcome: 300 });
    expect(rounds).toMatchObject({ wager: 2000, outcome: -300 });
    const other = (await post("/data/v1/history/gameSessions", p.auth, { gameId: "slot-2" })).json();
    expect(other.sessions).toEqual([]);
  });

  it("a refunded stake is no wager, whether it was kept before or after the refund", async () => {
    const p = await player();
    const roundId = id("r");
    const tx = id("b");
    const w = app.services.seamlessWallet;
    await w.bet("aurum-studio", {
      playerId: p.id,
      token: p.token,
      currency: "EUR",
      gameId: "slot-1",
      roundId,
      transactionId: tx,
      amount: 700n,
    });
    await app.services.history.rollup(50_000, -60_000);
    expect((await post("/data/v1/history", p.auth, {})).json().wager).toBe(700);
    const rb = await w.rollback("aurum-studio", {
      playerId: p.id,
      currency: "EUR",
      gameId: "slot-1",
      roundId,
      transactionId: id("rb"),
      rollbackTransactionId: tx,
    });
    expect(rb.status).toBe("OK");
    expect((await post("/data/v1/history", p.auth, {})).json().wager).toBe(0);
    await app.services.history.rollup(50_000, -60_000);
    expect((await post("/data/v1/history", p.auth, {})).json().wager).toBe(0);
  });
});

describe("history on a read replica (DATABASE_READ_URL)", () => {
  /** The test database behind a handle that says whether it has replayed the primary's writes, and logs reads. */
  const standby = (caughtUp: boolean, seen: string[]): typeof app.db => ({
    ...app.db,
    query: (sql, params) => {
      seen.push(sql);
      return app.db.query(sql, params);
    },
    one: async (sql, params) => {
      if (/pg_last_wal_replay_lsn/.test(sql)) return { caught: caughtUp } as never;
      seen.push(sql);
      return app.db.one(sql, params);
    },
  });

  it("reads the player's history from the replica once it has their last bet, else from the primary", async () => {
    const p = await player();
    await p.round(700, 0);
    const onReplica: string[] = [];
    const fresh = historyService({ db: app.db, readDb: standby(true, onReplica), clock });
    expect((await fresh.history(p.id, {})).wager).toBe(700);
    expect(onReplica.some((sql) => /history_game_days/.test(sql))).toBe(true);

    const behind: string[] = [];
    const lagging = historyService({ db: app.db, readDb: standby(false, behind), clock });
    await p.round(300, 0);
    // the standby has not replayed the new bet: the read goes to the primary and sees it
    expect((await lagging.history(p.id, {})).wager).toBe(1000);
    expect((await lagging.wagerNow(p.id)).wagerForNow).toBe(1000);
    expect(behind).toEqual([]);
  });
});
