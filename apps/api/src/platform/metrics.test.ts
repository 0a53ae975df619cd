import { signedHeaders } from "@casino/signing";
import { describe, expect, it } from "vitest";
import { launchedPlayer } from "../../test/fixtures.js";
import { testApp } from "../../test/harness.js";
import { buildApp } from "../app.js";
import { loadConfig } from "./config.js";
import type { Db } from "./db.js";

const SECRET = "studio-test-secret-0123456789";
const app = await testApp({ config: { STUDIO_SECRET: SECRET } });

const scrape = async () => {
  const res = await app.inject({ method: "GET", url: "/metrics" });
  expect(res.statusCode).toBe(200);
  expect(res.headers["content-type"]).toContain("text/plain");
  return res.body;
};
/** The value of one series in Prometheus' text format, labels in any order (undefined when absent). */
const value = (text: string, series: string) => {
  const [, name, labels = ""] = /^([^{]+)(?:\{(.*)\})?$/.exec(series)!;
  const wanted = labels ? labels.split(/,(?=[a-z_]+=)/) : [];
  const line = text.split("\n").find((l) => {
    const m = /^([^{ ]+)(?:\{(.*)\})? /.exec(l);
    if (!m || m[1] !== name) return false;
    const have = m[2] ? m[2].split(/,(?=[a-z_]+=)/) : [];
    return have.length === wanted.length && wanted.every((w) => have.includes(w));
  });
  return line ? Number(line.slice(line.lastIndexOf(" ") + 1)) : undefined;
};

async function signedBet(playerId: string, token: string, n: number) {
  const raw = JSON.stringify({
    playerId,
    token,
    currency: "EUR",
    gameId: "slot-1",
    roundId: `m-r-${n}`,
    transactionId: `m-b-${n}`,
    amount: 100,
  });
  return app.inject({
    method: "POST",
    url: "/wallet/v1/bet",
    headers: signedHeaders("aurum-studio", SECRET, raw, Date.now()),
    payload: raw,
  });
}

describe("GET /metrics", () => {
  it("counts requests per route and status with their latency, and Node's event-loop lag", async () => {
    for (let i = 0; i < 3; i++) await app.inject({ method: "GET", url: "/health" });
    await app.inject({ method: "GET", url: "/nowhere" });
    const text = await scrape();
    expect(value(text, 'http_request_duration_seconds_count{method="GET",route="/health",status="200",service="api"}')).toBe(3);
    expect(
      value(text, 'http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/health",status="200",service="api"}'),
    ).toBe(3);
    expect(value(text, 'http_request_duration_seconds_count{method="GET",route="unmatched",status="404",service="api"}')).toBe(1);
    expect(text).toContain("nodejs_eventloop_lag_seconds");
    expect(text).toContain("http_requests_in_flight");
  });

  it("counts wallet answers by status and the bets of each group-committed statement", async () => {
    const { playerId, token } = await launchedPlayer(app, 250n);
    const answers = await Promise.all([1, 2, 3].map((n) => signedBet(playerId, token, n)));
    expect(answers.map((a) => a.json().status).sort()).toEqual(["INSUFFICIENT_FUNDS", "OK", "OK"]);
    const text = await scrape();
    expect(value(text, 'casino_wallet_answers_total{operation="bet",status="OK",service="api"}')).toBe(2);
    expect(value(text, 'casino_wallet_answers_total{operation="bet",status="INSUFFICIENT_FUNDS",service="api"}')).toBe(1);
    expect(value(text, 'casino_bet_statement_bets_sum{service="api"}')).toBe(3);
  });

  it("shows payments by state, open WebSockets and, on PostgreSQL, the pool", async () => {
    const text = await scrape();
    expect(value(text, 'casino_websocket_connections{service="api"}')).toBe(0);
    expect(text).toContain("# TYPE casino_payments gauge");
    if (app.db.engine === "postgres") expect(value(text, 'casino_db_pool_connections{state="max",service="api"}')).toBe(4);
  });
});

describe("health", () => {
  it("is live and ready while the database answers; not ready while it does not, ready again after", async () => {
    let down = false;
    const flaky: Db = new Proxy(app.db, {
      get(target, key, receiver) {
        if (key === "query" || key === "one")
          return (...args: unknown[]) =>
            down
              ? Promise.reject(new Error("connection refused"))
              : (Reflect.get(target, key, receiver) as (...a: unknown[]) => unknown).apply(target, args);
        return Reflect.get(target, key, receiver);
      },
    });
    const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" } as NodeJS.ProcessEnv);
    const other = await buildApp({ config, db: flaky });
    await other.ready();
    try {
      expect((await other.inject({ method: "GET", url: "/health/live" })).statusCode).toBe(200);
      expect((await other.inject({ method: "GET", url: "/health/ready" })).json()).toEqual({ status: "ready", database: "ok" });
      down = true;
      const notReady = await other.inject({ method: "GET", url: "/health/ready" });
      expect(notReady.statusCode).toBe(503);
      expect(notReady.json().code).toBe("DATABASE_UNAVAILABLE");
      expect((await other.inject({ method: "GET", url: "/health/live" })).statusCode).toBe(200);
      down = false;
      expect((await other.inject({ method: "GET", url: "/health/ready" })).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });
});
