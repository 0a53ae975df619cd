import { describe, expect, it } from "vitest";
import { testStudio } from "../testing.js";

const studio = await testStudio();

describe("game pages", () => {
  it("serves the bundled game client and the verifier page", async () => {
    const js = await studio.inject({ method: "GET", url: "/assets/play.js" });
    expect(js.statusCode).toBe(200);
    expect(js.headers["content-type"]).toContain("javascript");
    expect(js.body.length).toBeGreaterThan(1000);
    const verify = await studio.inject({ method: "GET", url: "/verify?round=abc" });
    expect(verify.body).toContain('"roundId":"abc"');
    expect((await studio.inject({ method: "GET", url: "/assets/verify.js" })).statusCode).toBe(200);
  });

  it("offers every demo game in the studio's own lobby, each opening a fun session without a casino", async () => {
    const lobby = await studio.inject({ method: "GET", url: "/" });
    expect(lobby.statusCode).toBe(200);
    expect(lobby.body).toContain('href="/demo/european-roulette"');
    expect(lobby.body).not.toContain('href="/demo/live-roulette"');
    const demo = await studio.inject({ method: "GET", url: "/demo/fruit-frenzy?lang=uk" });
    expect(demo.statusCode).toBe(303);
    const location = demo.headers.location as string;
    expect(location).toMatch(/^\/play\/[0-9a-f-]{36}#[\w-]+$/);
    const page = await studio.inject({ method: "GET", url: location.split("#")[0]! });
    expect(page.body).toContain('<html lang="uk">');
    // framable only by the casino's own page (CASINO_PUBLIC_URL), never by another site
    expect(page.headers["content-security-policy"]).toBe("frame-ancestors 'self' http://localhost:3000");
    const state = await studio.inject({
      method: "GET",
      url: `/client/v1/sessions/${location.split("/")[2]!.split("#")[0]}/state`,
      headers: { "x-session-key": location.split("#")[1]! },
    });
    expect(state.json()).toMatchObject({ balance: 100_000, session: { mode: "fun", language: "uk" } });
    expect((await studio.inject({ method: "GET", url: "/demo/live-roulette" })).statusCode).toBe(404);
  });

  it("exposes Prometheus metrics and health for the studio", async () => {
    await studio.inject({ method: "GET", url: "/assets/play.js" });
    const metrics = await studio.inject({ method: "GET", url: "/metrics" });
    expect(metrics.body).toMatch(
      /http_request_duration_seconds_count\{service="studio",method="GET",route="[^"]*",status="200"\}/,
    );
    expect((await studio.inject({ method: "GET", url: "/health/ready" })).statusCode).toBe(200);
  });

  it("answers an unknown session's page with 404", async () => {
    const res = await studio.inject({ method: "GET", url: "/play/00000000-0000-0000-0000-000000000000" });
    expect(res.statusCode).toBe(404);
  });
});
