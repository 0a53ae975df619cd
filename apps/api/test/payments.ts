import type { AddressInfo } from "node:net";
import { movableClock, startPsp } from "../../psp/test/harness.js";
import type { Config } from "../src/platform/config.js";
import { insertPlayer } from "./fixtures.js";
import { type TestApp, testApp } from "./harness.js";

export const PSP_TEST_SECRET = "psp-test-secret-0123456789";

/**
 * The casino api and the sandbox PSP, each on its own database and a real
 * HTTP port, signing their calls to each other. One clock for both; the PSP's
 * worker runs when the test calls `psp.tick()`.
 */
export async function casinoWithPsp(over: { pspUrl?: string; config?: Partial<Config> } = {}) {
  const clock = movableClock();
  const psp = await startPsp({ webhookRetryMs: 1000, cryptoConfirmMs: 1000, cryptoConfirmations: 2, payoutDelayMs: 0 }, clock);
  const app = await testApp({
    clock,
    config: { PSP_URL: over.pspUrl ?? psp.base, PSP_SECRET: PSP_TEST_SECRET, PAYMENTS_RECONCILE_MS: 0, ...over.config },
  });
  await app.listen({ host: "127.0.0.1", port: 0 });
  const apiUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  psp.config.casinoUrl = apiUrl;
  return { app, psp, clock, apiUrl };
}

export interface TestPlayer {
  id: string;
  token: string;
  auth: { authorization: string };
}

/** A logged-in player; `complete` fills the profile a withdrawal needs. */
export async function player(
  app: TestApp,
  opts: {
    currency?: string;
    country?: string;
    complete?: boolean;
    email?: string | null;
    cash?: bigint;
    /** "open": the deposit limit offer before a first deposit is not answered yet. */
    limitOffer?: "open";
  } = {},
): Promise<TestPlayer> {
  const id = await insertPlayer(app.db, { currency: opts.currency ?? "EUR", country: opts.country ?? "EST" });
  if (opts.complete) {
    const details = {
      FIRSTNAME: "Ann",
      LASTNAME: "Lee",
      BIRTHDAY: "1990-04-01",
      LOCATION_CITY: "Tallinn",
      LOCATION_ADDRESS: "Pikk 1",
      GENDER: "F",
      CONTACT_PHONE_VERIFIED: "true",
    };
    const unique = `${Date.now()}${Math.random().toString(36).slice(2, 8)}`;
    await app.db.query("UPDATE players SET details = $2::jsonb, email = $3, phone = $4 WHERE id = $1", [
      id,
      JSON.stringify(details),
      opts.email === undefined ? `ann${unique}@example.com` : opts.email,
      `+3725${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`,
    ]);
  }
  if (opts.cash) {
    await app.services.wallet.credit({
      playerId: id,
      amount: opts.cash,
      currency: opts.currency ?? "EUR",
      key: `test-cash:${id}`,
      kind: "C",
      from: "corrections",
    });
  }
  // The player answered the deposit limit offered before a first deposit (declined it), as the web asks.
  if (opts.limitOffer !== "open") {
    await app.db.query("INSERT INTO protection_settings (player_id, first_limit_prompt_at) VALUES ($1, now())", [id]);
  }
  const s = await app.services.session.start(id, "fp-test");
  return { id, token: s.token, auth: { authorization: `Bearer ${s.token}` } };
}

/** A JSON call to the api as the web makes it. */
export async function api(
  app: TestApp,
  method: "GET" | "POST",
  url: string,
  who?: TestPlayer,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const res = await app.inject({
    method,
    url,
    headers: { ...(who?.auth ?? {}), "x-cid": "cid-test", ...headers },
    ...(body !== undefined ? { payload: body as object } : method === "POST" ? { payload: {} } : {}),
  });
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever the api answered
  return { status: res.statusCode, body: res.json() as Record<string, any> };
}

export async function balance(app: TestApp, playerId: string, currency = "EUR") {
  return app.services.wallet.balance(playerId, currency);
}
