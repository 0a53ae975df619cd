import { createServer } from "node:net";
import { describe, expect, it } from "vitest";
// The real casino: the api on its own database, listening on HTTP, so the studio talks to its seamless wallet.
import { insertPlayer } from "../../../api/test/fixtures.js";
import { testApp } from "../../../api/test/harness.js";
import { promoCode, promotion } from "../../../api/test/promotions.js";
import { TEST_SECRET, testStudio } from "./testing.js";

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

const apiPort = await freePort();
const studio = await testStudio({ config: { CASINO_URL: `http://127.0.0.1:${apiPort}`, STUDIO_WALLET_TIMEOUT_MS: 5000 } });
await studio.app.listen({ port: 0, host: "127.0.0.1" });
const studioUrl = `http://127.0.0.1:${(studio.app.server.address() as { port: number }).port}`;
const casino = await testApp({
  config: { STUDIO_URL: studioUrl, STUDIO_SECRET: TEST_SECRET, PUBLIC_URL: "https://casino.example" },
});
await casino.listen({ port: apiPort, host: "127.0.0.1" });
await casino.services.catalogue.syncAll();

async function richPlayer(cash: bigint) {
  const playerId = await insertPlayer(casino.db);
  const details = { FIRSTNAME: "Ada", LASTNAME: "King", BIRTHDAY: "1990-04-01", GENDER: "F", LOCATION_CITY: "Tallinn" };
  await casino.db.query("UPDATE players SET details = $2 WHERE id = $1", [playerId, JSON.stringify(details)]);
  await casino.services.wallet.credit({
    playerId,
    amount: cash,
    currency: "EUR",
    key: `dep-${playerId}`,
    kind: "D",
    from: "psp:sandbox",
  });
  const { token } = await casino.services.session.start(playerId, "fp");
  return { playerId, token };
}

/** Opens the game the way the player site does and returns the game page's client API. */
async function launch(gameId: string, bearer?: string) {
  const res = await casino.inject({
    method: bearer ? "POST" : "GET",
    url: `/api/casino/v1/${bearer ? "launch" : "demo"}/aurum-studio/${gameId}?lobbyUrl=${encodeURIComponent("https://casino.example/en/lobby")}`,
    headers: { "x-cid": "device-1", ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
  });
  expect(res.statusCode).toBe(200);
  const url = new URL(res.json().url as string);
  const sessionId = url.pathname.split("/").pop()!;
  const key = url.hash.slice(1);
  return (method: "GET" | "POST", path: string, payload?: object) =>
    fetch(`${studioUrl}/client/v1/sessions/${sessionId}${path}`, {
      method,
      headers: { "x-session-key": key, ...(payload ? { "content-type": "application/json" } : {}) },
      body: payload ? JSON.stringify(payload) : undefined,
    }).then(async (r) => ({ status: r.status, body: (await r.json()) as Record<string, unknown> }));
}

describe("the studio against the real casino", () => {
  it("the casino's catalogue lists the studio's games with their computed RTP", async () => {
    const rows = await casino.db.query<{ id: string }>("SELECT * FROM games");
    expect(rows.length).toBeGreaterThanOrEqual(8);
  });

  it("a real round moves the player's cash through the casino's wallet, and the ledger agrees", async () => {
    // 50.00: even after a winning first round, a 100.00 bet is more than the balance.
    const { playerId, token } = await richPlayer(5_000n);
    const client = await launch("european-roulette", token);
    const state = await client("GET", "/state");
    expect(state.status).toBe(200);
    expect(state.body.balance).toBe(5_000);
    const round = await client("POST", "/rounds", { bet: { bets: [{ type: "red", amount: 1_000 }] } });
    expect(round.status).toBe(200);
    const expected = 5_000 - 1_000 + (round.body.win as number);
    expect(round.body.balance).toBe(expected);
    expect((await casino.services.wallet.balance(playerId, "EUR")).cash).toBe(BigInt(expected));
    const moved = await casino.db.query<{ kind: string }>(
      "SELECT kind FROM wallet_transfers WHERE status = 'DONE' AND kind IN ('BET', 'WIN') ORDER BY id",
    );
    expect(moved.map((m) => m.kind)[0]).toBe("BET");
    expect((await client("GET", "/state")).body.balance).toBe(expected);

    const broke = await client("POST", "/rounds", { bet: { bets: [{ type: "red", amount: 10_000 }] } });
    expect(broke.status).toBe(412);
    expect(broke.body.code).toBe("INSUFFICIENT_FUNDS");
    expect((await client("GET", "/state")).body.balance).toBe(expected);
  });

  it("a guest's demo round never reaches the casino's wallet", async () => {
    const client = await launch("fruit-frenzy");
    const state = await client("GET", "/state");
    expect(state.body).toMatchObject({ balance: 100_000, session: { mode: "fun" } });
    const spin = await client("POST", "/rounds", { bet: { stake: 100 } });
    expect(spin.status).toBe(200);
    const before = await casino.db.query("SELECT id FROM wallet_transfers WHERE kind IN ('BET', 'WIN')");
    await client("POST", "/rounds", { bet: { stake: 100 } });
    expect(await casino.db.query("SELECT id FROM wallet_transfers WHERE kind IN ('BET', 'WIN')")).toHaveLength(before.length);
  });

  it("the game learns the max bet of the player's active bonus, to say so before a bigger stake", async () => {
    const { playerId, token } = await richPlayer(5_000n);
    const promo = await promotion(casino, {
      kind: "no_deposit",
      trigger: "promo_code",
      match_percent: null,
      money: { EUR: { amount: 1_000, maxBet: 500 } },
    });
    await promoCode(casino, `MB${promo.id.slice(0, 8)}`, promo.id);
    const offer = await casino.services.promotions.apply(playerId, `MB${promo.id.slice(0, 8)}`, undefined, "en");
    await casino.services.promotions.accept(playerId, offer.id, "en");
    const client = await launch("fruit-frenzy", token);
    expect((await client("GET", "/state")).body).toMatchObject({ balance: 6_000, bonusMaxBet: 500 });
    // once the bonus is gone the game is told so when it asks again
    await casino.services.promotions.cancel(playerId, "en");
    expect((await client("GET", "/state")).body).toMatchObject({ balance: 5_000, bonusMaxBet: null });
  });

  it("free spins: the casino awards them at the studio, the slot plays them with no stake, the wins become the player's bonus", async () => {
    const { playerId, token } = await richPlayer(5_000n);
    const promo = await promotion(casino, {
      kind: "free_spins",
      trigger: "promo_code",
      match_percent: null,
      deposit_number: null,
      money: { EUR: { spinBet: 100 } },
      wagering_multiplier: "10",
      free_spins: 3,
      free_spin_games: ["fruit-frenzy"],
    });
    const code = `FS${promo.id.slice(0, 8)}`;
    await promoCode(casino, code, promo.id);
    const offer = await casino.services.promotions.apply(playerId, code, undefined, "en");
    // accepting it awards the spins at the studio over its signed operator API: the studio confirms, the grant is ACTIVE
    const bonus = await casino.services.promotions.accept(playerId, offer.id, "en");
    expect(bonus).toMatchObject({ status: "ACTIVE", freeSpins: { total: 3, left: 3 } });
    expect((await casino.services.promotions.balances(playerId, "EUR")).balances[0]).toMatchObject({ freespins: 3 });

    const client = await launch("fruit-frenzy", token);
    expect((await client("GET", "/state")).body).toMatchObject({
      balance: 5_000,
      freeSpins: { awardId: offer.id, left: 3, total: 3, bet: 100 },
    });
    let won = 0;
    for (let left = 2; left >= 0; left--) {
      const spin = await client("POST", "/rounds", { bet: { stake: 500 } });
      expect(spin.status).toBe(200);
      expect(spin.body).toMatchObject({ stake: 100, freeSpins: { left } });
      won += spin.body.win as number;
    }
    // no stake was taken and no win paid in cash: the cash is as it was, the wins sit in the grant's bonus balance
    expect((await casino.services.wallet.balance(playerId, "EUR")).cash).toBe(5_000n);
    const bonusMoney = await casino.services.wallet.accountBalance({ player: playerId, kind: `bonus:${offer.id}` }, "EUR");
    expect(bonusMoney).toBe(BigInt(won));
    const grant = (await casino.services.promotions.repo.grantById(offer.id))!;
    expect(grant).toMatchObject({ free_spins_played: 3, amount: BigInt(won), wagering_required: BigInt(won * 10) });
    expect(grant.status).toBe(won > 0 ? "ACTIVE" : "FAILED");
    expect((await client("GET", "/state")).body).toMatchObject({ freeSpins: null });
    expect(await casino.services.wallet.reconcile()).toMatchObject({ ok: true, mismatches: [] });
    if (won > 0) await casino.services.promotions.cancel(playerId, "en");
  });
});
