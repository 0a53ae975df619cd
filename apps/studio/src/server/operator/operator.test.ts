import { signedHeaders } from "@casino/signing";
import { describe, expect, it } from "vitest";
import { TEST_SECRET, testStudio } from "../testing.js";

const studio = await testStudio({ config: { STUDIO_PUBLIC_URL: "https://games.example" } });

describe("operator API signatures", () => {
  it("lists the games to a signed casino call, with computed RTP, limits and art theme", async () => {
    const res = await studio.operator("/operator/v1/games");
    expect(res.statusCode).toBe(200);
    const { games } = res.json() as { games: Record<string, unknown>[] };
    const roulette = games.find((g) => g.id === "european-roulette")!;
    expect(roulette).toMatchObject({
      name: "European Roulette",
      family: "roulette",
      hasDemo: true,
      enabled: true,
      volatility: "low",
      minBet: expect.objectContaining({ EUR: 10 }),
      maxBet: expect.objectContaining({ EUR: 10_000 }),
      theme: expect.objectContaining({ primary: expect.stringMatching(/^#[0-9a-f]{6}$/) }),
    });
    expect(roulette.rtp).toBeCloseTo(36 / 37, 6);
    const live = games.find((g) => g.id === "live-roulette");
    if (live) expect(live.hasDemo).toBe(false);
  });

  it("refuses an unsigned call, another secret, a stale timestamp and another caller", async () => {
    const raw = "{}";
    const unsigned = await studio.inject({
      method: "POST",
      url: "/operator/v1/games",
      headers: { "content-type": "application/json" },
      payload: raw,
    });
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json().code).toBe("SIGNATURE_MISSING");

    const wrong = await studio.operator("/operator/v1/games", {}, { secret: "another-secret-another-secret" });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe("INVALID_SIGNATURE");

    const stale = signedHeaders("casino", TEST_SECRET, raw, Date.now() - 10 * 60_000);
    const old = await studio.inject({ method: "POST", url: "/operator/v1/games", headers: stale, payload: raw });
    expect(old.json().code).toBe("SIGNATURE_EXPIRED");

    const other = await studio.operator("/operator/v1/games", {}, { caller: "someone-else" });
    expect(other.statusCode).toBe(401);
    expect(other.json().code).toBe("UNKNOWN_CALLER");
  });

  it("refuses a replayed nonce and a body changed after signing", async () => {
    const raw = JSON.stringify({ gameId: "european-roulette", mode: "fun", currency: "EUR", language: "en", platform: "mobile" });
    const headers = signedHeaders("casino", TEST_SECRET, raw);
    const first = await studio.inject({ method: "POST", url: "/operator/v1/sessions", headers, payload: raw });
    expect(first.statusCode).toBe(200);
    const again = await studio.inject({ method: "POST", url: "/operator/v1/sessions", headers, payload: raw });
    expect(again.statusCode).toBe(401);
    expect(again.json().code).toBe("NONCE_REPLAYED");
    const tampered = await studio.inject({
      method: "POST",
      url: "/operator/v1/sessions",
      headers: signedHeaders("casino", TEST_SECRET, raw),
      payload: raw.replace("EUR", "USD"),
    });
    expect(tampered.json().code).toBe("INVALID_SIGNATURE");
  });
});

describe("game sessions", () => {
  it("creates a fun session whose URL opens the game page with its key in the fragment", async () => {
    const res = await studio.operator("/operator/v1/sessions", {
      gameId: "european-roulette",
      mode: "fun",
      currency: "EUR",
      language: "de",
      lobbyUrl: "https://casino.example/",
      platform: "mobile",
    });
    expect(res.statusCode).toBe(200);
    const { sessionId, url } = res.json() as { sessionId: string; url: string };
    expect(url).toMatch(new RegExp(`^https://games\\.example/play/${sessionId}#[A-Za-z0-9_-]{20,}$`));
    const page = await studio.inject({ method: "GET", url: `/play/${sessionId}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="de">');
    expect(page.body).toContain("/assets/play.js");
  });

  it("gives a fun session 1,000.00 of fun money and the interface in the player's language", async () => {
    const fun = await studio.session({ gameId: "european-roulette", mode: "fun", currency: "USD", language: "pt-BR" });
    const state = await fun.client("GET", "/state");
    expect(state.statusCode).toBe(200);
    expect(state.json()).toMatchObject({
      balance: 100_000,
      session: { mode: "fun", currency: "USD", exponent: 2, language: "pt" },
    });
  });

  it("refuses a real session without a token, an unknown game, a currency it does not play and demo of a live game", async () => {
    const noToken = await studio.operator("/operator/v1/sessions", {
      gameId: "european-roulette",
      mode: "real",
      currency: "EUR",
    });
    expect(noToken.json().code).toBe("TOKEN_REQUIRED");
    const unknown = await studio.operator("/operator/v1/sessions", { gameId: "nope", mode: "fun", currency: "EUR" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe("GAME_NOT_FOUND");
    const currency = await studio.operator("/operator/v1/sessions", {
      gameId: "european-roulette",
      mode: "fun",
      currency: "XXX",
    });
    expect(currency.statusCode).toBe(400);
    const games = (await studio.operator("/operator/v1/games")).json().games as { id: string; hasDemo: boolean }[];
    const live = games.find((g) => !g.hasDemo);
    if (live) {
      const demo = await studio.operator("/operator/v1/sessions", { gameId: live.id, mode: "fun", currency: "EUR" });
      expect(demo.json().code).toBe("NO_DEMO");
    }
  });

  it("closes a session: the game may still be looked at but no longer played", async () => {
    const s = await studio.session({ gameId: "european-roulette", mode: "fun" });
    const closed = await studio.operator(`/operator/v1/sessions/${s.sessionId}/close`);
    expect(closed.json()).toEqual({ ok: true });
    expect((await s.client("GET", "/state")).json().session.closed).toBe(true);
    const spin = await s.client("POST", "/rounds", { bet: { bets: [{ type: "red", amount: 100 }] } });
    expect(spin.statusCode).toBe(410);
    expect(spin.json().code).toBe("SESSION_CLOSED");
    const missing = await studio.operator("/operator/v1/sessions/unknown/close");
    expect(missing.statusCode).toBe(404);
  });

  it("refuses the client API without the session key", async () => {
    const s = await studio.session({ gameId: "european-roulette", mode: "fun" });
    const res = await studio.inject({
      method: "GET",
      url: `/client/v1/sessions/${s.sessionId}/state`,
      headers: { "x-session-key": "wrong" },
    });
    expect(res.statusCode).toBe(401);
  });
});
