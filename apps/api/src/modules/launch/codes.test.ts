import { describe, expect, it } from "vitest";
import { insertPlayer } from "../../../test/fixtures.js";
import { testApp } from "../../../test/harness.js";
import { doubleGame, studioDouble } from "../../../test/studio-double.js";
import { STUDIO_VENDOR } from "../catalogue/service.js";

/**
 * Games spec §8: each game error code from the situation it names, through
 * the whole api and a real HTTP provider (the studio double speaking the
 * operator API of docs/integration/studio-operator-api.md).
 */
const SECRET = "studio-test-secret-0123456789";
const studio = await studioDouble(SECRET, [
  doubleGame("fruit-frenzy"),
  doubleGame("gone-slot"),
  doubleGame("switched-off"),
  doubleGame("other-casinos"),
  doubleGame("under-repair"),
  doubleGame("not-in-estonia", { restrictedCountries: ["EST"] }),
]);
const app = await testApp({ config: { STUDIO_URL: studio.url, STUDIO_SECRET: SECRET, PUBLIC_URL: "https://casino.example" } });
await app.services.catalogue.syncAll();
const V: string = STUDIO_VENDOR.id;

/** After the casino synced its list, the provider changes its mind about some games (the next sync has not run yet). */
const at = (id: string) => studio.games.find((g) => g.id === id)!;
studio.games = studio.games.filter((g) => g.id !== "gone-slot");
at("switched-off").enabled = false;
at("other-casinos").licensed = false;
at("under-repair").maintenance = true;

const FULL_DETAILS = { FIRSTNAME: "Ada", LASTNAME: "King", BIRTHDAY: "1990-04-01", GENDER: "F", LOCATION_CITY: "Tallinn" };

async function player(country = "EST") {
  const playerId = await insertPlayer(app.db, { country });
  await app.db.query("UPDATE players SET details = $2 WHERE id = $1", [playerId, JSON.stringify(FULL_DETAILS)]);
  await app.services.wallet.credit({
    playerId,
    amount: 5_000n,
    currency: "EUR",
    key: `dep-${playerId}`,
    kind: "D",
    from: "psp:sandbox",
  });
  const { token } = await app.services.session.start(playerId, "fp");
  return { playerId, token };
}

const demo = (gameId: string, token?: string) =>
  app.inject({
    method: "GET",
    url: `/api/casino/v1/demo/${V}/${gameId}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
const launch = (gameId: string, token: string) =>
  app.inject({ method: "POST", url: `/api/casino/v1/launch/${V}/${gameId}`, headers: { authorization: `Bearer ${token}` } });

describe("game error codes of games spec §8 from the provider's answers", () => {
  it("GAME_IS_NOT_FOUND_AT_PROVIDER (412): the provider removed a game the casino still lists", async () => {
    const { token } = await player();
    for (const res of [await demo("gone-slot"), await launch("gone-slot", token)]) {
      expect(res.statusCode).toBe(412);
      expect(res.json().code).toBe("GAME_IS_NOT_FOUND_AT_PROVIDER");
    }
  });

  it("GAME_IS_NOT_AVAILABLE_AT_PROVIDER (412): the provider switched the game off", async () => {
    const res = await demo("switched-off");
    expect(res.statusCode).toBe(412);
    expect(res.json().code).toBe("GAME_IS_NOT_AVAILABLE_AT_PROVIDER");
  });

  it("GAME_IS_NOT_AVAILABLE_AT_PROVIDER_TO_YOUR_CASINO (412): the provider does not license the game to us", async () => {
    const { token } = await player();
    const res = await launch("other-casinos", token);
    expect(res.statusCode).toBe(412);
    expect(res.json().code).toBe("GAME_IS_NOT_AVAILABLE_AT_PROVIDER_TO_YOUR_CASINO");
  });

  it("GAME_IS_TEMPORARILY_NOT_AVAILABLE_AT_PROVIDER (503): the game is under maintenance, the provider is up", async () => {
    const res = await demo("under-repair");
    expect(res.statusCode).toBe(503);
    expect(res.json().code).toBe("GAME_IS_TEMPORARILY_NOT_AVAILABLE_AT_PROVIDER");
    expect((await demo("fruit-frenzy")).statusCode).toBe(200);
  });

  it("GAME_IS_NOT_AVAILABLE_IN_PLAYERS_COUNTRY (412): the player's country is one the provider may not serve", async () => {
    const estonian = await player("EST");
    const latvian = await player("LVA");
    for (const res of [await launch("not-in-estonia", estonian.token), await demo("not-in-estonia", estonian.token)]) {
      expect(res.statusCode).toBe(412);
      expect(res.json().code).toBe("GAME_IS_NOT_AVAILABLE_IN_PLAYERS_COUNTRY");
    }
    expect(studio.sessions.at(-1)?.body.country).not.toBe("EST");
    const ok = await launch("not-in-estonia", latvian.token);
    expect(ok.statusCode).toBe(200);
    expect(studio.sessions.at(-1)!.body).toMatchObject({ gameId: "not-in-estonia", country: "LVA" });
  });

  it("GAME_IS_TEMPORARILY_NOT_AVAILABLE_AT_PROVIDER (503): the provider is down (no answer, or a 5xx)", async () => {
    studio.failWith = 502;
    const res = await demo("fruit-frenzy");
    studio.failWith = null;
    expect(res.statusCode).toBe(503);
    expect(res.json().code).toBe("GAME_IS_TEMPORARILY_NOT_AVAILABLE_AT_PROVIDER");
    expect((await demo("fruit-frenzy")).statusCode).toBe(200);
  });

  it("NO_AVAILABLE_GAME_PROVIDER (412): the game's provider is not connected to the casino (any more)", async () => {
    // a game synced from a provider the operator has since taken out of GAME_PROVIDERS
    await app.db.query("INSERT INTO game_vendors (id, name, synced_at) VALUES ('gone-games', 'Gone Games', now())");
    await app.db.query(
      `INSERT INTO games (id, vendor_id, name, family, art_version, synced_at) VALUES ('orphan-slot', 'gone-games', 'Orphan', 'slot', 'v1', now())`,
    );
    const { token } = await player();
    for (const res of [
      await app.inject({ method: "GET", url: "/api/casino/v1/demo/gone-games/orphan-slot" }),
      await app.inject({
        method: "POST",
        url: "/api/casino/v1/launch/gone-games/orphan-slot",
        headers: { authorization: `Bearer ${token}` },
      }),
    ]) {
      expect(res.statusCode).toBe(412);
      expect(res.json().code).toBe("NO_AVAILABLE_GAME_PROVIDER");
    }
  });

  it("FAILED_TO_CREATE_GAME_SESSION (412): the provider refuses the request with a reason of the contract", async () => {
    studio.sessionAnswer = { status: 400, body: JSON.stringify({ code: "UNSUPPORTED_CURRENCY" }) };
    const res = await demo("fruit-frenzy");
    studio.sessionAnswer = null;
    expect(res.statusCode).toBe(412);
    expect(res.json().code).toBe("FAILED_TO_CREATE_GAME_SESSION");
  });

  it("UNKNOWN_LAUNCH_ERROR (412): the provider refuses with a code outside the contract, or none", async () => {
    for (const body of [JSON.stringify({ code: "JACKPOT_SYNC_PENDING" }), "Forbidden"]) {
      studio.sessionAnswer = { status: 409, body };
      const res = await demo("fruit-frenzy");
      studio.sessionAnswer = null;
      expect(res.statusCode).toBe(412);
      expect(res.json().code).toBe("UNKNOWN_LAUNCH_ERROR");
    }
  });

  it("UNKNOWN_LAUNCH_RESPONSE_ERROR (412): the provider says yes with an answer that is not a session", async () => {
    const { token } = await player();
    for (const body of [
      "<html>Welcome</html>",
      JSON.stringify({ ok: true }),
      JSON.stringify({ sessionId: "x", url: "javascript:alert(1)" }),
    ]) {
      studio.sessionAnswer = { status: 200, body };
      const res = await launch("fruit-frenzy", token);
      studio.sessionAnswer = null;
      expect(res.statusCode).toBe(412);
      expect(res.json().code).toBe("UNKNOWN_LAUNCH_RESPONSE_ERROR");
    }
  });

  it("WALLET_NOT_AVAILABLE (503): the wallet's ledger cannot be read at the launch", async () => {
    const { token } = await player();
    await app.db.query("ALTER TABLE wallet_accounts RENAME TO wallet_accounts_offline");
    let res: Awaited<ReturnType<typeof launch>>;
    try {
      res = await launch("fruit-frenzy", token);
    } finally {
      await app.db.query("ALTER TABLE wallet_accounts_offline RENAME TO wallet_accounts");
    }
    expect(res.statusCode).toBe(503);
    expect(res.json().code).toBe("WALLET_NOT_AVAILABLE");
    expect((await launch("fruit-frenzy", token)).statusCode).toBe(200);
  });

  it("GAME_SESSION_NOT_FOUND (404): closing a session that was never opened, or another player's", async () => {
    const me = await player();
    const other = await player();
    const opened = (await launch("fruit-frenzy", me.token)).json();
    const close = (id: string, token?: string) =>
      app.inject({
        method: "POST",
        url: `/api/casino/v1/sessions/${id}/close`,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    for (const res of [await close("00000000-0000-4000-8000-000000000000"), await close(opened.sessionId, other.token)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe("GAME_SESSION_NOT_FOUND");
    }
  });
});

describe("game modes REAL=0, DEMO=1 (accounts spec §9) in the launch calls", () => {
  it("answers the mode as the spec's number beside the word callers read", async () => {
    const { token } = await player("LVA");
    const fun = (await demo("fruit-frenzy")).json();
    expect(fun).toMatchObject({ mode: "fun", gameMode: 1 });
    const real = (await launch("fruit-frenzy", token)).json();
    expect(real).toMatchObject({ mode: "real", gameMode: 0 });
  });

  it("accepts the mode as the number (query or body) or the word, and refuses one that does not match the call", async () => {
    const { token } = await player("LVA");
    const auth = { authorization: `Bearer ${token}` };
    for (const q of ["?mode=1", "?mode=fun", "?mode=demo", ""]) {
      const res = await app.inject({ method: "GET", url: `/api/casino/v1/demo/${V}/fruit-frenzy${q}` });
      expect([q, res.statusCode, res.json().gameMode]).toEqual([q, 200, 1]);
    }
    for (const [q, body] of [
      ["?mode=0", {}],
      ["?mode=real", {}],
      ["", { mode: 0 }],
      ["", {}],
    ] as const) {
      const res = await app.inject({
        method: "POST",
        url: `/api/casino/v1/launch/${V}/fruit-frenzy${q}`,
        headers: auth,
        payload: body,
      });
      expect([q, res.statusCode, res.json().gameMode]).toEqual([q, 200, 0]);
    }
    const realOnDemo = await app.inject({ method: "GET", url: `/api/casino/v1/demo/${V}/fruit-frenzy?mode=0` });
    expect(realOnDemo.statusCode).toBe(412);
    expect(realOnDemo.json()).toMatchObject({ code: "INVALID_LAUNCH_REQUEST", mode: 0, expected: 1 });
    const demoOnLaunch = await app.inject({
      method: "POST",
      url: `/api/casino/v1/launch/${V}/fruit-frenzy`,
      headers: auth,
      payload: { mode: 1 },
    });
    expect(demoOnLaunch.statusCode).toBe(412);
    expect(demoOnLaunch.json()).toMatchObject({ code: "INVALID_LAUNCH_REQUEST", mode: 1, expected: 0 });
    const nonsense = await app.inject({ method: "GET", url: `/api/casino/v1/demo/${V}/fruit-frenzy?mode=2` });
    expect(nonsense.statusCode).toBe(400);
  });
});
