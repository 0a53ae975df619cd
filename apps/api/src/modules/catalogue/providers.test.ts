import { describe, expect, it } from "vitest";
import { insertPlayer } from "../../../test/fixtures.js";
import { testApp } from "../../../test/harness.js";
import { doubleGame, studioDouble } from "../../../test/studio-double.js";
import { ConfigError, loadConfig } from "../../platform/config.js";
import { CATEGORY } from "./constants.js";

const STUDIO_SECRET = "studio-test-secret-0123456789";
const NORTH_SECRET = "northern-secret-0123456789";
const studio = await studioDouble(STUDIO_SECRET, [doubleGame("fruit-frenzy", { name: "Fruit Frenzy" })]);
const northern = await studioDouble(NORTH_SECRET, [
  doubleGame("aurora-reels", { name: "Aurora Reels" }),
  doubleGame("polar-blackjack", { name: "Polar Blackjack", family: "blackjack", tags: ["cards"] }),
]);
const app = await testApp({
  config: {
    STUDIO_URL: studio.url,
    STUDIO_SECRET,
    PUBLIC_URL: "https://casino.example",
    WALLET_PROVIDER_SECRETS: `northern-lights:${NORTH_SECRET}`,
    GAME_PROVIDERS: `northern-lights|Northern Lights Gaming|${northern.url}`,
  },
});

describe("a second game provider from GAME_PROVIDERS", () => {
  it("fills the catalogue from every provider's list, each game under its own vendor", async () => {
    const reports = await app.services.catalogue.syncAll();
    expect(reports.map((r) => [r.vendorId, r.added.sort()])).toEqual([
      ["aurum-studio", ["fruit-frenzy"]],
      ["northern-lights", ["aurora-reels", "polar-blackjack"]],
    ]);
    const vendors = await app.services.catalogue.vendors();
    expect(vendors.find((v) => v.id === "northern-lights")).toMatchObject({ name: "Northern Lights Gaming", totalGames: 2 });
    const cards = await app.services.catalogue.searchGames({
      categoryId: CATEGORY.ALL,
      vendorId: "northern-lights",
      limit: 32,
      offset: 0,
    });
    expect(cards.map((g) => g.id).sort()).toEqual(["aurora-reels", "polar-blackjack"]);
  });

  it("opens a player's game at the provider that lists it, signed with that provider's secret", async () => {
    const playerId = await insertPlayer(app.db);
    const details = { FIRSTNAME: "Ada", LASTNAME: "King", BIRTHDAY: "1990-04-01", GENDER: "F", LOCATION_CITY: "Tallinn" };
    await app.db.query("UPDATE players SET details = $2 WHERE id = $1", [playerId, JSON.stringify(details)]);
    await app.services.wallet.credit({
      playerId,
      amount: 500n,
      currency: "EUR",
      key: `dep-${playerId}`,
      kind: "D",
      from: "psp:sandbox",
    });
    const { token } = await app.services.session.start(playerId, "fp");
    const res = await app.inject({
      method: "POST",
      url: "/api/casino/v1/launch/northern-lights/aurora-reels",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(northern.sessions.map((s) => s.body.gameId)).toEqual(["aurora-reels"]);
    expect(studio.sessions).toHaveLength(0);
  });

  it("stops the start with a message naming GAME_PROVIDERS when an entry cannot work", () => {
    const load = (GAME_PROVIDERS: string, WALLET_PROVIDER_SECRETS = `northern-lights:${NORTH_SECRET}`) =>
      loadConfig({ GAME_PROVIDERS, WALLET_PROVIDER_SECRETS } as NodeJS.ProcessEnv);
    expect(load("northern-lights|Northern Lights|http://127.0.0.1:4000").gameProviders).toHaveLength(1);
    for (const bad of [
      "Northern Lights|Northern Lights|http://127.0.0.1:4000", // not a vendor id
      "northern-lights||http://127.0.0.1:4000", // no name
      "northern-lights|Northern Lights|not a url",
      "aurum-studio|Aurum|http://127.0.0.1:4000", // our studio has its own settings
    ])
      expect(() => load(bad)).toThrow(/GAME_PROVIDERS/);
    expect(() => load("red-fox|Red Fox|http://127.0.0.1:4000")).toThrow(ConfigError); // no secret for it
  });
});
