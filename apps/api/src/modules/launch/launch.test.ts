import { describe, expect, it } from "vitest";
import { insertPlayer } from "../../../test/fixtures.js";
import { testApp } from "../../../test/harness.js";
import { doubleGame, studioDouble } from "../../../test/studio-double.js";
import { STUDIO_VENDOR } from "../catalogue/service.js";

const SECRET = "studio-test-secret-0123456789";
const studio = await studioDouble(SECRET, [
  doubleGame("fruit-frenzy", { name: "Fruit Frenzy" }),
  doubleGame("live-roulette", { family: "live-roulette", tags: ["live"], hasDemo: false }),
  doubleGame("high-roller", { tags: ["slot", "no_demo"] }),
  doubleGame("retired-slot"),
]);
const app = await testApp({ config: { STUDIO_URL: studio.url, STUDIO_SECRET: SECRET, PUBLIC_URL: "https://casino.example" } });
await app.services.catalogue.syncAll();
studio.games = studio.games.filter((g) => g.id !== "retired-slot");
await app.services.catalogue.syncAll();
const V: string = STUDIO_VENDOR.id;

const FULL_DETAILS = { FIRSTNAME: "Ada", LASTNAME: "King", BIRTHDAY: "1990-04-01", GENDER: "F", LOCATION_CITY: "Tallinn" };

async function player(details: Record<string, string> = FULL_DETAILS, cash = 0n) {
  const playerId = await insertPlayer(app.db);
  await app.db.query("UPDATE players SET details = $2 WHERE id = $1", [playerId, JSON.stringify(details)]);
  if (cash > 0n)
    await app.services.wallet.credit({
      playerId,
      amount: cash,
      currency: "EUR",
      key: `dep-${playerId}`,
      kind: "D",
      from: "psp:sandbox",
    });
  const { token } = await app.services.session.start(playerId, "fp");
  return { playerId, token };
}

const demo = (gameId: string, query = "", token?: string, vendorId = V) =>
  app.inject({
    method: "GET",
    url: `/api/casino/v1/demo/${vendorId}/${gameId}${query}`,
    headers: { "x-cid": "device-1", ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
const launch = (gameId: string, token?: string, path = "/api/casino/v1/launch") =>
  app.inject({
    method: "POST",
    url: `${path}/${V}/${gameId}?lobbyUrl=${encodeURIComponent("https://casino.example/en/lobby")}`,
    headers: { "x-cid": "device-1", ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });

describe("demo launch", () => {
  it("opens a guest's demo at the studio in fun mode, with links back to our site only", async () => {
    const res = await demo("fruit-frenzy", `?lobbyUrl=${encodeURIComponent("https://evil.example/")}&platform=mobile`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ gameId: "fruit-frenzy", vendorId: V, name: "Fruit Frenzy", mode: "fun", currency: "EUR" });
    expect(body.url).toMatch(new RegExp(`^${studio.url}/play/fruit-frenzy`));
    const sent = studio.sessions.at(-1)!.body;
    expect(sent).toMatchObject({
      gameId: "fruit-frenzy",
      mode: "fun",
      platform: "mobile",
      lobbyUrl: "https://casino.example/en",
    });
    expect(sent.token).toBeUndefined();
  });

  it("offers no demo for games tagged live or no_demo", async () => {
    for (const id of ["live-roulette", "high-roller"]) {
      const res = await demo(id);
      expect(res.statusCode).toBe(412);
      expect(res.json().code).toBe("INVALID_LAUNCH_REQUEST");
    }
  });

  it("refuses unknown, removed and wrongly-vendored games with GAME_IS_NOT_AVAILABLE_IN_CASINO", async () => {
    for (const res of [
      await demo("no-such-game"),
      await demo("retired-slot"),
      await demo("fruit-frenzy", "", undefined, "egt"),
    ]) {
      expect(res.statusCode).toBe(412);
      expect(res.json().code).toBe("GAME_IS_NOT_AVAILABLE_IN_CASINO");
    }
  });

  it("answers 503 GAME_IS_TEMPORARILY_NOT_AVAILABLE_AT_PROVIDER while the studio is down", async () => {
    studio.failWith = 502;
    const res = await demo("fruit-frenzy");
    studio.failWith = null;
    expect(res.statusCode).toBe(503);
    expect(res.json().code).toBe("GAME_IS_TEMPORARILY_NOT_AVAILABLE_AT_PROVIDER");
  });
});

describe("real-money launch", () => {
  it("asks a guest to log in", async () => {
    expect((await launch("fruit-frenzy")).statusCode).toBe(401);
  });

  it("lists the account details the game still needs, in the dialog's order", async () => {
    const { token } = await player({ FIRSTNAME: "Ada", GENDER: "F" }, 5_000n);
    const res = await launch("fruit-frenzy", token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ missingAccountDetails: ["LASTNAME", "BIRTHDAY", "LOCATION_CITY"] });
  });

  it("answers 412 INSUFFICIENT_FUNDS when the cash balance is 0", async () => {
    const { token } = await player(FULL_DETAILS, 0n);
    const res = await launch("fruit-frenzy", token);
    expect(res.statusCode).toBe(412);
    expect(res.json()).toMatchObject({ code: "INSUFFICIENT_FUNDS", balance: 0, reserved: 0, currency: "EUR" });
  });

  it("refuses an unknown game before anything else", async () => {
    const { token } = await player({}, 0n);
    const res = await launch("no-such-game", token);
    expect(res.statusCode).toBe(412);
    expect(res.json().code).toBe("GAME_IS_NOT_AVAILABLE_IN_CASINO");
  });

  it("opens the game with a launch token the studio can authenticate at the wallet, on both paths", async () => {
    const { token, playerId } = await player(FULL_DETAILS, 5_000n);
    for (const path of ["/api/casino/v1/launch", "/casino/v1/launch"]) {
      const res = await launch("fruit-frenzy", token, path);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ gameId: "fruit-frenzy", mode: "real", currency: "EUR" });
      const sent = studio.sessions.at(-1)!.body as { token: string; mode: string; lobbyUrl: string; playerId: string };
      expect(sent).toMatchObject({ mode: "real", playerId, lobbyUrl: "https://casino.example/en/lobby" });
      const auth = await app.services.seamlessWallet.authenticate(V, sent.token);
      expect(auth).toMatchObject({ status: "OK", playerId, currency: "EUR", balance: 5_000 });
      expect(res.json()).not.toHaveProperty("sessionLimitEndsAt");
    }
  });

  it("tells the web when the player's session-time limit ends the game; the launch token ends then too", async () => {
    const { token, playerId } = await player(FULL_DETAILS, 5_000n);
    await app.services.protection.setLimits(playerId, { gameSessionDuration: 20 });
    const before = Date.now();
    const res = await launch("fruit-frenzy", token);
    expect(res.statusCode).toBe(200);
    const ends = Date.parse(res.json().sessionLimitEndsAt);
    expect(ends - before).toBeGreaterThanOrEqual(20 * 60_000 - 5_000);
    expect(ends - before).toBeLessThanOrEqual(20 * 60_000 + 5_000);
    const sent = studio.sessions.at(-1)!.body as { token: string };
    const row = await app.db.one<{ expires_at: Date }>(
      "SELECT expires_at FROM wallet_launch_tokens WHERE player_id = $1 ORDER BY expires_at DESC LIMIT 1",
      [playerId],
    );
    expect(row!.expires_at.getTime()).toBe(ends);
    expect(sent.token).toBeTruthy();
  });
});

describe("closing a game session", () => {
  it("closes the player's own session at the studio, once, and hides it from others", async () => {
    const me = await player(FULL_DETAILS, 1_000n);
    const other = await player();
    const opened = (await launch("fruit-frenzy", me.token)).json();
    const close = (token?: string) =>
      app.inject({
        method: "POST",
        url: `/api/casino/v1/sessions/${opened.sessionId}/close`,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    expect((await close(other.token)).statusCode).toBe(404);
    expect((await close()).statusCode).toBe(404);
    const res = await close(me.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sessionId: opened.sessionId, closed: true });
    expect((await close(me.token)).statusCode).toBe(200);
    const providerId = studio.sessions.at(-1)!.sessionId;
    expect(studio.closed.filter((id) => id === providerId)).toHaveLength(1);
  });

  it("lets a guest close a demo session and answers 404 for unknown ids", async () => {
    const opened = (await demo("fruit-frenzy")).json();
    expect((await app.inject({ method: "POST", url: `/api/casino/v1/sessions/${opened.sessionId}/close` })).statusCode).toBe(200);
    const unknown = await app.inject({ method: "POST", url: "/api/casino/v1/sessions/not-a-session/close" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe("GAME_SESSION_NOT_FOUND");
  });
});

describe("launch on bonus money", () => {
  /** A player with no cash and an active bonus that allows only `games`. */
  async function onBonus(games: string[] | null) {
    const { playerId, token } = await player();
    const promo = await app.services.promotions.repo.insertPromotion({
      kind: "no_deposit",
      trigger: "manual",
      texts: { en: { title: "Slots bonus", description: "", details: "" } },
      big_image_path: null,
      weight: 0,
      enabled: true,
      starts_at: null,
      ends_at: null,
      deposit_number: null,
      match_percent: null,
      money: { EUR: { amount: 1000 } },
      wagering_multiplier: "3",
      wagering_base: "bonus",
      max_conversion: null,
      claim_hours: 24,
      wagering_hours: 24,
      allow_deposits: true,
      allow_withdrawals: false,
      games,
      regions: null,
      contribution: { categories: { slots: 100 }, default: 0 },
    });
    const who = (await app.services.promotions.repo.playerOf(playerId))!;
    const g = await app.services.promotions.offers.offer(who, promo, { source: "manual", promoCode: null });
    const b = await app.services.promotions.accept(playerId, g.id, "en");
    return { token, grantId: b.id };
  }

  it("opens a game the bonus allows although the cash is 0", async () => {
    const { token } = await onBonus(["fruit-frenzy"]);
    expect((await launch("fruit-frenzy", token)).statusCode).toBe(200);
  });

  it("answers 412 GAME_IS_NOT_AVAILABLE_FOR_BONUS, listing the bonus, on a game it excludes", async () => {
    const { token, grantId } = await onBonus(["fruit-frenzy"]);
    const res = await launch("high-roller", token);
    expect(res.statusCode).toBe(412);
    expect(res.json()).toMatchObject({
      code: "GAME_IS_NOT_AVAILABLE_FOR_BONUS",
      balances: [{ id: grantId, name: "Slots bonus", completed: false }],
    });
  });

  /** The ids `gamesByQuery(balance)` answers, as the bonus-block dialog's search asks. */
  async function searchByBalance(balance: string, token?: string) {
    const res = await app.inject({
      method: "POST",
      url: "/data/v1/query",
      headers: token ? { authorization: `Bearer ${token}` } : {},
      payload: {
        query: "query($balance: String) { gamesByQuery(balance: $balance) { content { id } totalElements } }",
        variables: { balance },
      },
    });
    expect(res.statusCode).toBe(200);
    const page = res.json().data.gamesByQuery;
    return { ids: page.content.map((g: { id: string }) => g.id).sort(), total: page.totalElements };
  }

  it("searches by a bonus balance: only the games the player's bonus may pay for, nothing for anyone else", async () => {
    const { token, grantId } = await onBonus(["fruit-frenzy"]);
    expect(await searchByBalance(grantId, token)).toEqual({ ids: ["fruit-frenzy"], total: 1 });
    // another player, a guest, or an unknown balance: no games (and never the owner's answer from a cache)
    const other = await player();
    expect(await searchByBalance(grantId, other.token)).toEqual({ ids: [], total: 0 });
    expect(await searchByBalance(grantId)).toEqual({ ids: [], total: 0 });
    expect(await searchByBalance("00000000-0000-0000-0000-000000000000", token)).toEqual({ ids: [], total: 0 });
    // a bonus for every game lists them all
    const any = await onBonus(null);
    const all = await searchByBalance(any.grantId, any.token);
    expect(all.ids).toEqual(expect.arrayContaining(["fruit-frenzy", "high-roller"]));
    expect(all.total).toBe(all.ids.length);
  });
});
