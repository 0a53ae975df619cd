import { describe, expect, it } from "vitest";
import { insertPlayer } from "../../../test/fixtures.js";
import { testApp } from "../../../test/harness.js";
import { doubleGame, studioDouble } from "../../../test/studio-double.js";
import { buildApp } from "../../app.js";
import { nextIp } from "../accounts/testing.js";
import { STUDIO_VENDOR } from "../catalogue/service.js";
import { protectionRepository } from "./repository.js";

const SECRET = "studio-test-secret-0123456789";
const studio = await studioDouble(SECRET, [doubleGame("fruit-frenzy"), doubleGame("lucky-bells")]);
// The api's clock, moved forward by an offset (game sessions and launch tokens start by it).
let offset = 0;
const clock = { now: () => new Date(Date.now() + offset) };
const app = await testApp({ clock, config: { STUDIO_URL: studio.url, STUDIO_SECRET: SECRET } });
await app.services.catalogue.syncAll();
const V: string = STUDIO_VENDOR.id;
const MIN = 60_000;

/** A EUR player with the details a launch needs, cash, a 60-minute session-time limit and a live session. */
async function player() {
  const playerId = await insertPlayer(app.db);
  const details = { FIRSTNAME: "Ada", LASTNAME: "King", BIRTHDAY: "1990-04-01", GENDER: "F", LOCATION_CITY: "Tallinn" };
  await app.db.query("UPDATE players SET details = $2 WHERE id = $1", [playerId, JSON.stringify(details)]);
  await app.services.wallet.correct({ direction: "credit", player: playerId, amount: 10_000n, reason: "test", operator: "t" });
  const auth = { authorization: "" };
  const login = async () => {
    auth.authorization = `Bearer ${(await app.services.session.start(playerId, "fp")).token}`;
  };
  await login();
  const set = await call("POST", "/account/v1/details/self-limits", auth, { gameSessionDuration: 60 });
  expect(set.statusCode).toBe(200);
  return { playerId, auth, login };
}

const call = (method: "GET" | "POST", url: string, auth?: Record<string, string>, payload?: unknown) =>
  app.inject({ method, url, headers: auth, payload: payload as object, remoteAddress: nextIp() });
const launch = (p: { auth: Record<string, string> }, gameId = "fruit-frenzy") =>
  call("POST", `/api/casino/v1/launch/${V}/${gameId}`, p.auth, {});
const endsAt = (res: Awaited<ReturnType<typeof launch>>) => new Date(res.json().sessionLimitEndsAt).getTime();

describe("the session-time limit counts per login session", () => {
  it("two launches share the period: the second gets only the time left", async () => {
    const p = await player();
    const first = await launch(p);
    expect(first.statusCode).toBe(200);
    const end = endsAt(first);
    expect(end - clock.now().getTime()).toBeGreaterThan(59 * MIN);
    offset += 20 * MIN;
    const second = await launch(p, "lucky-bells");
    expect(second.statusCode).toBe(200);
    // The same end, not 60 minutes from the relaunch (a few ms pass between the launches).
    expect(Math.abs(endsAt(second) - end)).toBeLessThan(1_000);
  });

  it("refuses a launch once the period is used up, until the player logs in again", async () => {
    const p = await player();
    expect((await launch(p)).statusCode).toBe(200);
    offset += 60 * MIN;
    const refused = await launch(p);
    expect(refused.statusCode).toBe(412);
    expect(refused.json()).toMatchObject({ code: "SESSION_TIME_LIMIT_REACHED" });
    offset += 5 * MIN;
    expect((await launch(p)).statusCode).toBe(412);

    // A new login session starts a fresh period.
    await p.login();
    const fresh = await launch(p);
    expect(fresh.statusCode).toBe(200);
    expect(endsAt(fresh) - clock.now().getTime()).toBeGreaterThan(59 * MIN);
  });

  it("without a limit, launches are not counted", async () => {
    const p = await player();
    expect((await call("POST", "/account/v1/details/self-limits", p.auth, { gameSessionDuration: null })).statusCode).toBe(200);
    // The removal waits 24 hours and a confirmation.
    offset += 24 * 60 * MIN;
    await p.login();
    expect((await call("POST", "/account/v1/details/self-limits/confirm", p.auth, {})).statusCode).toBe(200);
    expect((await launch(p)).json().sessionLimitEndsAt).toBeUndefined();
    offset += 120 * MIN;
    expect((await launch(p)).statusCode).toBe(200);
  });
});

describe("a login session that played before its period was claimed", () => {
  it("keeps the start of its real-money game session (a launch in flight across the migration, or an older api process)", async () => {
    const p = await player();
    const loginSessionId = (await app.services.session.resolve(p.auth.authorization.slice(7)))!.sessionId;
    // A real-money game session of this login 40 minutes ago, written without a play_periods row: the login played
    // before migration 1321, or an api process of the previous release served its launch.
    const played = new Date(clock.now().getTime() - 40 * MIN);
    await app.db.query(
      `INSERT INTO game_sessions (player_id, login_session_id, vendor_id, game_id, provider_session_id, mode, currency, platform, created_at)
       VALUES ($1, $2, $3, 'fruit-frenzy', 'older-process', 'real', 'EUR', 'desktop', $4)`,
      [p.playerId, loginSessionId, V, played],
    );
    const next = await launch(p, "lucky-bells");
    expect(next.statusCode).toBe(200);
    // 20 minutes are left of the login's 60, not a fresh hour.
    expect(Math.abs(endsAt(next) - (played.getTime() + 60 * MIN))).toBeLessThan(1_000);
    offset += 21 * MIN;
    expect((await launch(p)).json()).toMatchObject({ code: "SESSION_TIME_LIMIT_REACHED" });
  });
});

describe("concurrent first launches of one login session share one period", () => {
  /**
   * Holds every real-money launch of both api processes at the provider, after its launch token is issued and
   * before its game session is written: the launch is in flight there for as long as the provider takes.
   */
  function holdAtProvider(apps: { services: typeof app.services }[]) {
    let count = 0;
    const waiters: { n: number; done: () => void }[] = [];
    let release!: () => void;
    const released = new Promise<void>((r) => {
      release = r;
    });
    for (const a of apps) {
      const client = a.services.catalogue.provider(V)!;
      const open = client.openSession.bind(client);
      client.openSession = async (input) => {
        count += 1;
        for (const w of waiters.filter((x) => x.n <= count)) w.done();
        await released;
        return open(input);
      };
    }
    /** Resolves once `n` launches in all have reached the provider. */
    const reached = (n: number) => new Promise<void>((done) => (n <= count ? done() : waiters.push({ n, done })));
    return { reached, release };
  }

  it("launches at once from two api processes, and one while they wait at the provider, all end with the first", async () => {
    const p = await player();
    // A second api process on the same database: its own providers; its statements take their own connections.
    const second = await buildApp({ config: app.services.config, db: app.db, clock });
    await second.ready();
    try {
      const gate = holdAtProvider([app, second]);
      const start = clock.now().getTime();
      // Two first launches at the same moment, one in each process (on PostgreSQL, two connections racing).
      const a = launch(p);
      const b = second.inject({
        method: "POST",
        url: `/api/casino/v1/launch/${V}/lucky-bells`,
        headers: p.auth,
        payload: {},
        remoteAddress: nextIp(),
      });
      await gate.reached(2);
      // The provider is slow: half the period passes before either game session is written. A launch now still
      // starts no period of its own.
      offset += 30 * MIN;
      const c = launch(p);
      await gate.reached(3);
      gate.release();
      const [ra, rb, rc] = await Promise.all([a, b, c]);
      for (const r of [ra, rb, rc]) expect(r.statusCode).toBe(200);
      const end = endsAt(ra);
      expect(end - start).toBeGreaterThan(59 * MIN);
      expect(end - start).toBeLessThanOrEqual(60 * MIN + 1_000);
      expect(Math.abs(endsAt(rb) - end)).toBeLessThan(1_000);
      expect(Math.abs(endsAt(rc) - end)).toBeLessThan(1_000);
      // And once the game sessions are written, a later launch ends with them too, then none is granted.
      expect(Math.abs(endsAt(await launch(p, "lucky-bells")) - end)).toBeLessThan(1_000);
      offset += 30 * MIN;
      expect((await launch(p)).json()).toMatchObject({ code: "SESSION_TIME_LIMIT_REACHED" });
    } finally {
      await second.close();
    }
  });
});

describe("the period's start is one row per login session", () => {
  it("claims racing in their transactions (separate connections on PostgreSQL) all get the first's start", async () => {
    const p = await player();
    const loginSessionId = (await app.services.session.resolve(p.auth.authorization.slice(7)))!.sessionId;
    const repo = protectionRepository(app.db);
    const base = Date.parse("2026-03-01T10:00:00Z");
    // Eight launches' transactions at once, each claiming its own moment and holding its transaction a little
    // after the claim (as a launch does while it writes its token).
    const starts = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        app.db.transaction(async (tx) => {
          const started = await repo.claimPlayStart(tx, loginSessionId, p.playerId, new Date(base + i * MIN));
          await tx.query("SELECT pg_sleep(0.05)");
          return started.getTime();
        }),
      ),
    );
    expect(new Set(starts).size).toBe(1);
    const rows = await app.db.query<{ started_at: Date }>("SELECT started_at FROM play_periods WHERE login_session_id = $1", [
      loginSessionId,
    ]);
    expect(rows.map((r) => r.started_at.getTime())).toEqual([starts[0]]);
  });
});
