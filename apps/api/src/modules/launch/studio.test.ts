import { createServer } from "node:net";
import { describe, expect, it } from "vitest";
import { TEST_SECRET, testStudio } from "../../../../studio/src/server/testing.js";
import { insertPlayer } from "../../../test/fixtures.js";
import { testApp } from "../../../test/harness.js";
import { STUDIO_VENDOR } from "../catalogue/service.js";

/**
 * The catalogue and the launch against the real studio (apps/studio) over
 * real HTTP both ways: the api reads the studio's game list and opens sessions
 * there; the studio authenticates real-money sessions at the api's wallet.
 */
const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

const apiPort = await freePort();
const studio = await testStudio({ config: { CASINO_URL: `http://127.0.0.1:${apiPort}` } });
await studio.app.listen({ port: 0, host: "127.0.0.1" });
const studioUrl = `http://127.0.0.1:${(studio.app.server.address() as { port: number }).port}`;
const app = await testApp({ config: { STUDIO_URL: studioUrl, STUDIO_SECRET: TEST_SECRET, PUBLIC_URL: "http://localhost:3000" } });
await app.listen({ port: apiPort, host: "127.0.0.1" });
const V = STUDIO_VENDOR.id;

const gql = async (query: string) =>
  (await app.inject({ method: "POST", url: "/data/v1/query", payload: { query } })).json().data;

describe("catalogue and launch with the real studio", () => {
  it("syncs the studio's games with their art, demo flags and tags", async () => {
    const [report] = await app.services.catalogue.syncAll();
    expect(report!.skipped).toEqual([]);
    expect(report!.added.length).toBeGreaterThanOrEqual(2);
    const { gamesByQuery } = await gql(
      `{ gamesByQuery(vendorId: "${V}", pageable: { size: 100 }) { content { id hasDemo tags { id } images { type path } } } }`,
    );
    expect(gamesByQuery.content.length).toBe(report!.added.length);
    for (const g of gamesByQuery.content) expect(g.images).toHaveLength(3);
    const art = await app.inject({ method: "GET", url: gamesByQuery.content[0].images[0].path });
    expect(art.statusCode).toBe(200);
    expect(art.body).toMatch(/^<svg/);
    const live = gamesByQuery.content.find((g: { tags: { id: string }[] }) => g.tags.some((t) => t.id === "live"));
    if (live) expect(live.hasDemo).toBe(false);
  });

  it("opens a demo at the studio whose game page loads", async () => {
    const { gamesByQuery } = await gql(`{ gamesByQuery(vendorId: "${V}", pageable: { size: 100 }) { content { id hasDemo } } }`);
    const game = gamesByQuery.content.find((g: { hasDemo: boolean }) => g.hasDemo);
    const res = await app.inject({ method: "GET", url: `/api/casino/v1/demo/${V}/${game.id}?lobbyUrl=/en` });
    expect(res.statusCode).toBe(200);
    const { url, mode } = res.json();
    expect(mode).toBe("fun");
    const page = await fetch(new URL(new URL(url).pathname + new URL(url).search, studioUrl));
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/text\/html/);
  });

  it("launches for real: the studio authenticates the launch token at the api's wallet", async () => {
    const playerId = await insertPlayer(app.db);
    await app.db.query("UPDATE players SET details = $2 WHERE id = $1", [
      playerId,
      JSON.stringify({ FIRSTNAME: "Ada", LASTNAME: "King", BIRTHDAY: "1990-04-01", GENDER: "F", LOCATION_CITY: "Tallinn" }),
    ]);
    await app.services.wallet.credit({
      playerId,
      amount: 2_500n,
      currency: "EUR",
      key: `dep-${playerId}`,
      kind: "D",
      from: "psp:sandbox",
    });
    const { token } = await app.services.session.start(playerId, null);
    const { gamesByQuery } = await gql(`{ gamesByQuery(vendorId: "${V}", name: "roulette") { content { id } } }`);
    const res = await app.inject({
      method: "POST",
      url: `/api/casino/v1/launch/${V}/${gamesByQuery.content[0].id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ mode: "real", currency: "EUR" });

    // The game page loads: the studio authenticates the token at our wallet and shows the real balance.
    const gameUrl = new URL(res.json().url);
    const studioSession = gameUrl.pathname.split("/").pop();
    const state = await fetch(`${studioUrl}/client/v1/sessions/${studioSession}/state`, {
      headers: { "x-session-key": gameUrl.hash.slice(1) },
    });
    expect(state.status).toBe(200);
    expect(await state.json()).toMatchObject({ balance: 2_500, session: { mode: "real", lobbyUrl: "http://localhost:3000/en" } });

    const close = await app.inject({
      method: "POST",
      url: `/api/casino/v1/sessions/${res.json().sessionId}/close`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(close.statusCode).toBe(200);
  });

  it("answers PLAYER_IS_INVALID (games spec §8) when the player self-excluded between the launch and the game's first load", async () => {
    const playerId = await insertPlayer(app.db);
    await app.db.query("UPDATE players SET details = $2 WHERE id = $1", [
      playerId,
      JSON.stringify({ FIRSTNAME: "Ada", LASTNAME: "King", BIRTHDAY: "1990-04-01", GENDER: "F", LOCATION_CITY: "Tallinn" }),
    ]);
    await app.services.wallet.credit({
      playerId,
      amount: 2_500n,
      currency: "EUR",
      key: `dep-${playerId}`,
      kind: "D",
      from: "psp:sandbox",
    });
    const { token } = await app.services.session.start(playerId, null);
    const { gamesByQuery } = await gql(`{ gamesByQuery(vendorId: "${V}", name: "roulette") { content { id } } }`);
    const res = await app.inject({
      method: "POST",
      url: `/api/casino/v1/launch/${V}/${gamesByQuery.content[0].id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    await app.services.protection.exclude(playerId, { type: "COOLDOWN", period: "24h" });

    const gameUrl = new URL(res.json().url);
    const state = await fetch(`${studioUrl}/client/v1/sessions/${gameUrl.pathname.split("/").pop()}/state`, {
      headers: { "x-session-key": gameUrl.hash.slice(1) },
    });
    expect(state.status).toBe(403);
    expect((await state.json()).code).toBe("PLAYER_IS_INVALID");
  });

  it("answers GAME_IS_NOT_FOUND_AT_PROVIDER (games spec §8) for a game the casino synced earlier and the studio no longer has", async () => {
    // The catalogue's row of a game from an earlier sync; the studio's registry has dropped it since.
    await app.db.query(
      `INSERT INTO games (id, vendor_id, name, family, art_version, synced_at)
       VALUES ('retired-at-studio', $1, 'Retired Slot', 'slot', 'v1', now())`,
      [V],
    );
    const res = await app.inject({ method: "GET", url: `/api/casino/v1/demo/${V}/retired-at-studio` });
    expect(res.statusCode).toBe(412);
    expect(res.json().code).toBe("GAME_IS_NOT_FOUND_AT_PROVIDER");
  });
});
