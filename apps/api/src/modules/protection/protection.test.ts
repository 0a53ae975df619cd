import { describe, expect, it } from "vitest";
import { testApp, testClock } from "../../../test/harness.js";
import { buildApp } from "../../app.js";
import { createServices } from "../../services.js";
import { activePlayer, nextIp } from "../accounts/testing.js";

const clock = testClock(new Date("2026-03-10T12:00:00Z"));
const app = await testApp({ clock });
const H = 3_600_000;

let seq = 0;
const id = (p: string) => `${p}-${++seq}`;

/** A player with money, a live session and a launch token for "slot-1". */
async function player(cash = 100_000n) {
  const p = await activePlayer(app.db);
  if (cash > 0n) {
    await app.services.wallet.correct({ direction: "credit", player: p.id, amount: cash, reason: "test", operator: "t" });
  }
  const auth: Record<string, string> = {};
  let token = "";
  /** Logs in and opens the game again (sessions and launch tokens expire as the test clock moves). */
  const relaunch = async () => {
    const s = await app.services.session.start(p.id, "fp");
    auth.authorization = `Bearer ${s.token}`;
    token = (
      await app.services.seamlessWallet.issueLaunchToken({
        playerId: p.id,
        sessionId: s.sessionId,
        currency: "EUR",
        gameId: "slot-1",
        provider: "aurum-studio",
      })
    ).token;
  };
  await relaunch();
  const wallet = app.services.seamlessWallet;
  const bet = (amount: number, roundId = id("r"), via = wallet) =>
    via.bet("aurum-studio", {
      playerId: p.id,
      token,
      currency: "EUR",
      gameId: "slot-1",
      roundId,
      transactionId: id("b"),
      amount: BigInt(amount),
    });
  const win = (amount: number, roundId: string) =>
    wallet.win("aurum-studio", {
      playerId: p.id,
      currency: "EUR",
      gameId: "slot-1",
      roundId,
      transactionId: id("w"),
      amount: BigInt(amount),
      roundClosed: true,
    });
  return { ...p, auth, token: () => token, bet, win, relaunch };
}

const call = (method: "GET" | "POST", url: string, auth?: Record<string, string>, payload?: unknown) =>
  app.inject({ method, url, headers: auth, payload: payload as object, remoteAddress: nextIp() });
const limits = async (auth: Record<string, string>) => (await call("GET", "/account/v1/details/self-limits", auth)).json().data;
const setLimits = (auth: Record<string, string>, body: unknown) => call("POST", "/account/v1/details/self-limits", auth, body);

describe("self-limits", () => {
  it("reads no limits, the rules and the player's currency at first", async () => {
    const p = await player(0n);
    const l = await limits(p.auth);
    expect(l.currency).toBe("EUR");
    expect(l.deposit.daily).toMatchObject({ amount: null, kind: "currency", pending: null });
    expect(l.gameSessionDuration).toMatchObject({ amount: null, kind: "time" });
    expect(l.rules).toMatchObject({ minDeposit: 100, minGameSessionDuration: 5, maxGameSessionDuration: 1440 });
    expect(l.remainingCooldown).toBe(0);
    expect((await call("GET", "/account/v1/details/self-limits")).statusCode).toBe(401);
  });

  it("sets and lowers a limit at once; an increase waits 24 hours and then needs a confirmation", async () => {
    const p = await player(0n);
    const set = await setLimits(p.auth, { deposit: { daily: 5000 }, losses: { weekly: 20_000 } });
    expect(set.statusCode).toBe(200);
    expect(set.json().data.deposit.daily).toMatchObject({ amount: 5000, pending: null });
    expect(set.json().data.losses.weekly).toMatchObject({ amount: 20_000, used: 0 });

    const lower = await setLimits(p.auth, { deposit: { daily: 3000 } });
    expect(lower.json().data.deposit.daily.amount).toBe(3000);

    const raise = (await setLimits(p.auth, { deposit: { daily: 9000 } })).json().data;
    expect(raise.deposit.daily.amount).toBe(3000);
    expect(raise.deposit.daily.pending).toMatchObject({ amount: 9000, remainingCooldown: 86_400 });
    expect(raise.remainingCooldown).toBe(86_400);

    clock.advance(24 * H - 1000);
    const early = await call("POST", "/account/v1/details/self-limits/confirm", p.auth, {});
    expect(early.statusCode).toBe(400);
    expect(early.json().code).toBe("NOTHING_TO_CONFIRM");
    expect((await limits(p.auth)).deposit.daily.pending.remainingCooldown).toBe(1);

    clock.advance(1000);
    await p.relaunch();
    const ok = await call("POST", "/account/v1/details/self-limits/confirm", p.auth, { limits: ["deposit.daily"] });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.deposit.daily).toMatchObject({ amount: 9000, pending: null });

    // A removal waits too.
    const removal = (await setLimits(p.auth, { losses: { weekly: null } })).json().data;
    expect(removal.losses.weekly).toMatchObject({ amount: 20_000, pending: { amount: null } });
  });

  it("refuses limits below the minimum and session times out of bounds with a code", async () => {
    const p = await player(0n);
    expect((await setLimits(p.auth, { deposit: { weekly: 50 } })).json().code).toBe("LIMIT_BELOW_MINIMUM");
    expect((await setLimits(p.auth, { gameSessionDuration: 2 })).json().code).toBe("LIMIT_BELOW_MINIMUM");
    expect((await setLimits(p.auth, { deposit: { weekly: -1 } })).statusCode).toBe(400);
    expect((await setLimits(p.auth, { gameSessionDuration: 30, realityCheck: 30 })).json().data).toMatchObject({
      gameSessionDuration: { amount: 30 },
      realityCheck: 30,
    });
  });

  it("offers a deposit limit until the player sets one or declines it; declining is recorded and never asked again", async () => {
    const p = await player(0n);
    expect((await limits(p.auth)).depositLimitOffer).toBe(true);
    // A loss limit is no answer to the deposit-limit offer.
    expect((await setLimits(p.auth, { losses: { daily: 5000 } })).json().data.depositLimitOffer).toBe(true);
    const declined = await setLimits(p.auth, { depositLimitOffer: "DECLINED" });
    expect(declined.json().data).toMatchObject({ depositLimitOffer: false, deposit: { daily: { amount: null } } });
    expect((await app.services.protection.changes(p.id)).map((c) => c.action)).toContain("deposit-limit-offer.declined");
    expect((await setLimits(p.auth, { depositLimitOffer: "ACCEPTED" })).statusCode).toBe(400);

    const q = await player(0n);
    expect((await setLimits(q.auth, { deposit: { weekly: 20_000 } })).json().data.depositLimitOffer).toBe(false);
    // Removing the limit later does not bring the offer back.
    await setLimits(q.auth, { deposit: { weekly: null } });
    clock.advance(24 * H);
    await q.relaunch();
    expect((await call("POST", "/account/v1/details/self-limits/confirm", q.auth, {})).statusCode).toBe(200);
    expect(await limits(q.auth)).toMatchObject({ depositLimitOffer: false, deposit: { weekly: { amount: null } } });
  });

  it("asks for a review of the limits every 6 months; keeping them or changing one answers it", async () => {
    const p = await player(0n);
    const review = () => call("POST", "/account/v1/details/self-limits/review", p.auth);
    // No limit, nothing to review.
    expect((await limits(p.auth)).reviewDue).toBe(false);
    clock.advance(200 * 24 * H);
    await p.relaunch();
    expect((await limits(p.auth)).reviewDue).toBe(false);

    await setLimits(p.auth, { losses: { monthly: 50_000 } });
    clock.advance(181 * 24 * H);
    await p.relaunch();
    expect((await limits(p.auth)).reviewDue).toBe(false);
    clock.advance(1 * 24 * H);
    await p.relaunch();
    expect((await limits(p.auth)).reviewDue).toBe(true);
    // Sending nothing is no review.
    expect((await setLimits(p.auth, {})).json().data.reviewDue).toBe(true);

    const kept = await review();
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data).toMatchObject({ reviewDue: false, losses: { monthly: { amount: 50_000 } } });
    expect((await app.services.protection.changes(p.id)).map((c) => c.action)).toContain("limits.reviewed");
    clock.advance(181 * 24 * H);
    await p.relaunch();
    expect((await limits(p.auth)).reviewDue).toBe(false);
    clock.advance(1 * 24 * H);
    await p.relaunch();
    expect((await limits(p.auth)).reviewDue).toBe(true);

    // Changing a limit is a review too.
    expect((await setLimits(p.auth, { losses: { monthly: 40_000 } })).json().data.reviewDue).toBe(false);
    expect((await call("POST", "/account/v1/details/self-limits/review")).statusCode).toBe(401);
  });

  it("a session-time limit shortens the game's launch token", async () => {
    const p = await player();
    await setLimits(p.auth, { gameSessionDuration: 30 });
    expect(await app.services.protection.playAllowance(p.id)).toEqual({ ttlMs: 30 * 60_000 });
  });
});

describe("loss limits in the bet", () => {
  it("refuses the bet that would pass the limit with LIMIT_REACHED, to the minor unit; wins give room", async () => {
    const p = await player();
    await setLimits(p.auth, { losses: { daily: 1000 } });
    expect((await p.bet(400)).status).toBe("OK");
    expect((await p.bet(400)).status).toBe("OK");
    const refused = await p.bet(201);
    expect(refused.status).toBe("LIMIT_REACHED");
    expect(refused.balance).toBe(100_000 - 800);
    expect((await p.bet(200)).status).toBe("OK");
    expect((await p.bet(1)).status).toBe("LIMIT_REACHED");
    const round = id("r");
    expect((await p.bet(0, round)).status).toBe("OK");
    expect((await p.win(300, round)).status).toBe("OK");
    expect((await p.bet(300)).status).toBe("OK");
    expect((await p.bet(1)).status).toBe("LIMIT_REACHED");
    expect((await limits(p.auth)).losses.daily.used).toBe(1000);
    expect((await app.services.wallet.balance(p.id)).cash).toBe(100_000n - 1000n);
  });

  it("a stake leaves the rolling window exactly 24 hours after it was taken", async () => {
    const p = await player();
    await setLimits(p.auth, { losses: { daily: 500, weekly: 800 } });
    const t0 = clock.now().getTime();
    expect((await p.bet(500)).status).toBe("OK");
    clock.set(new Date(t0 + 24 * H - 1));
    await p.relaunch();
    expect((await p.bet(1)).status).toBe("LIMIT_REACHED");
    clock.set(new Date(t0 + 24 * H));
    expect((await p.bet(300)).status).toBe("OK");
    expect((await p.bet(1)).status).toBe("LIMIT_REACHED"); // the weekly window still holds 800
    const l = (await limits(p.auth)).losses;
    expect(l.daily.used).toBe(300);
    expect(l.weekly.used).toBe(800);
  });

  it("a rolled-back stake is no loss", async () => {
    const p = await player();
    await setLimits(p.auth, { losses: { daily: 500 } });
    const round = id("r");
    const tx = id("b");
    const bet = await app.services.seamlessWallet.bet("aurum-studio", {
      playerId: p.id,
      token: p.token(),
      currency: "EUR",
      gameId: "slot-1",
      roundId: round,
      transactionId: tx,
      amount: 500n,
    });
    expect(bet.status).toBe("OK");
    expect((await p.bet(1)).status).toBe("LIMIT_REACHED");
    const rb = await app.services.seamlessWallet.rollback("aurum-studio", {
      playerId: p.id,
      currency: "EUR",
      gameId: "slot-1",
      roundId: round,
      transactionId: id("rb"),
      rollbackTransactionId: tx,
    });
    expect(rb.status).toBe("OK");
    expect((await p.bet(500)).status).toBe("OK");
  });

  it("bets from many connections at once never pass the limit by a single minor unit", async () => {
    const p = await player(1_000_000n);
    const limit = 10_007;
    await setLimits(p.auth, { losses: { daily: limit } });
    // Four "api processes": each its own bet queue and connections, one database.
    const others = [0, 1, 2].map(() => createServices({ config: app.services.config, db: app.db, clock }));
    const wallets = [app.services.seamlessWallet, ...others.map((s) => s.seamlessWallet)];
    try {
      const answers = await Promise.all(Array.from({ length: 240 }, (_, i) => p.bet(97, undefined, wallets[i % 4])));
      const ok = answers.filter((a) => a.status === "OK").length;
      expect(answers.every((a) => a.status === "OK" || a.status === "LIMIT_REACHED")).toBe(true);
      expect(ok).toBe(Math.floor(limit / 97));
      expect((await app.services.wallet.balance(p.id)).cash).toBe(1_000_000n - BigInt(ok * 97));
      expect((await app.services.wallet.reconcile()).ok).toBe(true);
    } finally {
      for (const s of others) await s.balanceHub.close();
    }
  }, 60_000);

  it("a player back after old stakes were purged finds them out of every window, not counted for good", async () => {
    const p = await player();
    await setLimits(p.auth, { losses: { daily: 500, weekly: 800, monthly: 1000 } });
    expect((await p.bet(500)).status).toBe("OK");
    // the player stays away; the nightly purge drops the events no window reaches any more
    clock.advance(41 * 24 * H);
    expect(await app.services.protection.purge()).toBeGreaterThan(0);
    await p.relaunch();
    const l = (await limits(p.auth)).losses;
    expect([l.daily.used, l.weekly.used, l.monthly.used]).toEqual([0, 0, 0]);
    expect((await p.bet(500)).status).toBe("OK");
  });
});

describe("cool-down and self-exclusion", () => {
  it("a cool-down ends every session at once, in another api process too, and login shows its date", async () => {
    const p = await player();
    const second = await buildApp({ config: app.services.config, db: app.db, clock });
    await second.ready();
    try {
      const other = await app.services.session.start(p.id, "fp2");
      const res = await call("POST", "/account/v1/details/self-exclusion", p.auth, { type: "COOLDOWN", period: "1w" });
      expect(res.statusCode).toBe(200);
      const expires = new Date(clock.now().getTime() + 7 * 24 * H).toISOString();
      expect(res.json()).toEqual({ data: { type: "COOLDOWN", expires }, status: "OK" });
      for (const token of [p.auth.authorization!.slice(7), other.token]) {
        const r = await second.inject({
          method: "GET",
          url: "/account/v1/details/self-limits",
          headers: { authorization: `Bearer ${token}` },
        });
        expect(r.statusCode).toBe(401);
      }
      const login = await app.inject({
        method: "POST",
        url: "/session/v1/login",
        payload: { username: p.customerId, password: p.password },
        remoteAddress: nextIp(),
      });
      expect(login.statusCode).toBe(403);
      expect(login.json()).toMatchObject({ type: "SE", code: "COOLDOWN", expires });
      // The game refuses the excluded player; launches and deposits are refused, withdrawals stay allowed.
      expect((await p.bet(10)).status).toBe("PLAYER_BLOCKED");
      await expect(app.services.protection.playAllowance(p.id)).rejects.toMatchObject({ code: "PLAYER_BLOCKED" });
      await expect(
        app.services.protection.depositGuard({ playerId: p.id, amount: 1000n, currency: "EUR" }),
      ).rejects.toMatchObject({ code: "DEPOSIT_PROHIBITED_GLOBALLY" });

      clock.advance(7 * 24 * H);
      const after = await app.inject({
        method: "POST",
        url: "/session/v1/login",
        payload: { username: p.customerId, password: p.password },
        remoteAddress: nextIp(),
      });
      expect(after.statusCode).toBe(200);
      const auth = { authorization: `Bearer ${after.json().token}` };
      expect((await call("GET", "/account/v1/details/self-exclusion", auth)).json().data).toEqual({
        type: "NOT_SET",
        expires: null,
      });
    } finally {
      await second.close();
    }
  });

  it("a login racing a cool-down being written waits for it: refused (403), no session left open", async () => {
    const p = await player();
    let release!: () => void;
    const held = new Promise<void>((r) => {
      release = r;
    });
    let locked!: () => void;
    const lockTaken = new Promise<void>((r) => {
      locked = r;
    });
    const expires = new Date(clock.now().getTime() + 24 * H);
    // the exclusion's transaction as protection writes it, held open after its sessions were ended
    const exclusion = app.db.transaction(async (tx) => {
      await tx.query("SELECT 1 FROM players WHERE id = $1 FOR UPDATE", [p.id]);
      await tx.query("UPDATE players SET self_exclusion_type = 'COOLDOWN', self_exclusion_expires = $2 WHERE id = $1", [
        p.id,
        expires,
      ]);
      await tx.query("UPDATE sessions SET ended_at = now() WHERE player_id = $1 AND ended_at IS NULL", [p.id]);
      locked();
      await held;
    });
    await lockTaken;
    const login = app.services.login.login(
      { username: p.customerId, password: p.password },
      { ip: nextIp(), fingerprint: "fp-race" },
    );
    await new Promise((r) => setTimeout(r, 150));
    release();
    await exclusion;
    await expect(login).rejects.toMatchObject({ status: 403 });
    const live = await app.db.query("SELECT id FROM sessions WHERE player_id = $1 AND ended_at IS NULL AND expires_at > $2", [
      p.id,
      clock.now(),
    ]);
    expect(live).toEqual([]);
  });

  it("a self-exclusion for good answers LOCK without a date and is never shortened", async () => {
    const p = await player();
    const res = await call("POST", "/account/v1/details/self-exclusion", p.auth, { type: "LOCK", period: "forever" });
    expect(res.json().data).toEqual({ type: "LOCK", expires: null });
    const again = await app.services.protection.exclude(p.id, { type: "COOLDOWN", period: "24h" });
    expect(again).toEqual({ type: "LOCK", expires: null });
    expect((await call("POST", "/account/v1/details/self-exclusion", undefined, { type: "LOCK", period: "1y" })).statusCode).toBe(
      401,
    );
    const wrong = await call("POST", "/account/v1/details/self-exclusion", (await player()).auth, {
      type: "COOLDOWN",
      period: "forever",
    });
    expect(wrong.statusCode).toBe(400);
    const changes = await app.services.protection.changes(p.id);
    expect(changes.map((c) => c.action)).toEqual(["cooldown.start", "exclusion.start"]);
  });
});
