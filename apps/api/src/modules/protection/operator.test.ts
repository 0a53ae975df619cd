import { describe, expect, it } from "vitest";
import { enrolledOperator, type OperatorClient, sessionOf } from "../../../test/operators.js";
import { api, casinoWithPsp, player } from "../../../test/payments.js";

const { app } = await casinoWithPsp();
const compliance = await enrolledOperator(app, "compliance");
const support = await enrolledOperator(app, "support");
const finance = await enrolledOperator(app, "finance");
const as = {
  compliance: await sessionOf(app, compliance.id),
  support: await sessionOf(app, support.id),
  finance: await sessionOf(app, finance.id),
};

const op = async (who: OperatorClient, method: "GET" | "PUT" | "POST", url: string, payload?: unknown) => {
  const res = await app.inject({
    method,
    url,
    headers: who.headers,
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever the api answered
  return { status: res.statusCode, body: res.json() as Record<string, any> };
};
const setLimits = (playerId: string, body: unknown, who = as.compliance) =>
  op(who, "PUT", `/operator/v1/players/${playerId}/protection/limits`, body);
const audits = (objectId: string) =>
  app.db.query<{ action: string; operator_id: string; before: unknown; after: unknown; reason: string }>(
    "SELECT action, operator_id::text AS operator_id, before, after, reason FROM audit_log WHERE object_id = $1 ORDER BY id",
    [objectId],
  );

describe("operator limits of a player (back office)", () => {
  it("apply at once to deposits (DEPOSIT_DAILY_LIMIT), with a history row and an audit row", async () => {
    const p = await player(app);
    expect((await api(app, "POST", "/deposit/v1/card", p, { amount: 4000 })).status).toBe(200);
    const set = await setLimits(p.id, { deposit: { daily: 5000 }, reason: "affordability check" });
    expect(set.status).toBe(200);
    expect(set.body.deposit.daily).toMatchObject({ player: null, operator: 5000, effective: 5000, used: 4000 });

    const over = await api(app, "POST", "/deposit/v1/card", p, { amount: 1001 });
    expect(over.status).toBe(412);
    expect(over.body.code).toBe("DEPOSIT_DAILY_LIMIT");
    expect((await api(app, "POST", "/deposit/v1/card", p, { amount: 1000 })).status).toBe(200);

    const view = await op(as.compliance, "GET", `/operator/v1/players/${p.id}/protection`);
    expect(view.status).toBe(200);
    expect(view.body.history[0]).toMatchObject({
      actor: `operator:${compliance.email}`,
      action: "operator-limit.set",
      detail: { limit: "deposit.daily", from: null, to: 5000, reason: "affordability check" },
    });
    expect(await audits(p.id)).toEqual([
      {
        action: "protection.operator_limits_set",
        operator_id: compliance.id,
        before: { "deposit.daily": null },
        after: { "deposit.daily": 5000 },
        reason: "affordability check",
      },
    ]);
  });

  it("may tighten the player's own limit but never loosen it (400 OPERATOR_MAY_ONLY_TIGHTEN, nothing written)", async () => {
    const p = await player(app);
    expect((await api(app, "POST", "/account/v1/details/self-limits", p, { losses: { weekly: 20_000 } })).status).toBe(200);
    const looser = await setLimits(p.id, { losses: { weekly: 30_000, daily: 1000 }, reason: "try to loosen" });
    expect(looser.status).toBe(400);
    expect(looser.body).toMatchObject({ code: "OPERATOR_MAY_ONLY_TIGHTEN", limit: "losses.weekly", playerAmount: 20_000 });
    expect(looser.body.message).toMatch(/never loosen/);
    expect(await audits(p.id)).toEqual([]);
    const untouched = await op(as.compliance, "GET", `/operator/v1/players/${p.id}/protection`);
    expect(untouched.body.losses.daily.operator).toBeNull();

    const tighter = await setLimits(p.id, { losses: { weekly: 15_000 }, reason: "tighten after review" });
    expect(tighter.status).toBe(200);
    expect(tighter.body.losses.weekly).toMatchObject({ player: 20_000, operator: 15_000, effective: 15_000 });
    // The bet statement's loss window follows in the same transaction.
    const w = await app.db.one<{ week_limit: bigint }>("SELECT week_limit FROM protection_loss_windows WHERE player_id = $1", [
      p.id,
    ]);
    expect(w?.week_limit).toBe(15_000n);
    // The player sees the operator's limit beside their own, which is unchanged.
    const own = (await api(app, "GET", "/account/v1/details/self-limits", p)).body.data.losses.weekly;
    expect(own).toMatchObject({ amount: 20_000, operatorAmount: 15_000 });

    // Removing the operator's limit leaves the player's own in force.
    const removed = await setLimits(p.id, { losses: { weekly: null }, reason: "review done" });
    expect(removed.body.losses.weekly).toMatchObject({ player: 20_000, operator: null, effective: 20_000 });
    expect((await audits(p.id)).map((a) => [a.before, a.after])).toEqual([
      [{ "losses.weekly": null }, { "losses.weekly": 15_000 }],
      [{ "losses.weekly": 15_000 }, { "losses.weekly": null }],
    ]);
  });

  it("sets a session-time limit that shortens the player's own game sessions, never one longer than theirs", async () => {
    const p = await player(app);
    expect((await api(app, "POST", "/account/v1/details/self-limits", p, { gameSessionDuration: 60 })).status).toBe(200);
    const longer = await setLimits(p.id, { gameSessionDuration: 90, reason: "try to loosen" });
    expect(longer.status).toBe(400);
    expect(longer.body).toMatchObject({ code: "OPERATOR_MAY_ONLY_TIGHTEN", limit: "gameSessionDuration", playerAmount: 60 });
    expect((await setLimits(p.id, { gameSessionDuration: 2, reason: "too short" })).status).toBe(400);
    const set = await setLimits(p.id, { gameSessionDuration: 30, reason: "long sessions at night" });
    expect(set.status).toBe(200);
    expect(set.body.gameSessionDuration).toEqual({ player: 60, operator: 30 });
    // a game launched now lives 30 minutes, not the player's 60
    expect((await app.services.protection.playAllowance(p.id)).ttlMs).toBe(30 * 60_000);
    expect((await audits(p.id)).map((a) => [a.before, a.after])).toEqual([
      [{ gameSessionDuration: null }, { gameSessionDuration: 30 }],
    ]);
  });

  it("keeps every change reachable: the history pages past the newest 100 the player's view carries", async () => {
    const p = await player(app);
    for (let i = 0; i < 105; i++) {
      await app.services.protection.setOperatorLimits(
        p.id,
        { deposit: { daily: 10_000 + i }, reason: `step ${i}` },
        { id: "cli:olga", email: "olga", ip: null },
      );
    }
    const view = await op(as.support, "GET", `/operator/v1/players/${p.id}/protection`);
    expect(view.body.history).toHaveLength(100);
    expect(view.body.historyTotal).toBe(105);
    const last = await op(as.support, "GET", `/operator/v1/players/${p.id}/protection/history?page=5&pageSize=25`);
    expect(last.status).toBe(200);
    expect(last.body.total).toBe(105);
    // the oldest five, newest first: steps 4 down to 0
    expect(last.body.items.map((c: { detail: { reason: string } }) => c.detail.reason)).toEqual([
      "step 4",
      "step 3",
      "step 2",
      "step 1",
      "step 0",
    ]);
    expect((await op(as.finance, "GET", `/operator/v1/players/${p.id}/protection/history`)).status).toBe(403);
  });

  it("may cap a raise the player waits to confirm, but not go above it", async () => {
    const p = await player(app);
    await api(app, "POST", "/account/v1/details/self-limits", p, { deposit: { monthly: 10_000 } });
    await api(app, "POST", "/account/v1/details/self-limits", p, { deposit: { monthly: 50_000 } });
    const view = await op(as.compliance, "GET", `/operator/v1/players/${p.id}/protection`);
    expect(view.body.deposit.monthly).toMatchObject({ player: 10_000, playerPending: { amount: 50_000 }, effective: 10_000 });
    const above = await setLimits(p.id, { deposit: { monthly: 60_000 }, reason: "above the raise" });
    expect(above.body).toMatchObject({ code: "OPERATOR_MAY_ONLY_TIGHTEN", playerAmount: 50_000 });
    const cap = await setLimits(p.id, { deposit: { monthly: 30_000 }, reason: "cap the raise" });
    expect(cap.body.deposit.monthly).toMatchObject({ player: 10_000, operator: 30_000, effective: 10_000 });
  });

  it("finds the player by account id too; an unknown player is 404 PLAYER_NOT_FOUND, an empty change 400", async () => {
    const p = await player(app);
    const { customer_id } = (await app.db.one<{ customer_id: string }>("SELECT customer_id FROM players WHERE id = $1", [p.id]))!;
    const view = await op(as.support, "GET", `/operator/v1/players/${customer_id}/protection`);
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({ playerId: p.id, customerId: customer_id, exclusion: { type: "NOT_SET" } });
    const missing = await op(as.compliance, "GET", "/operator/v1/players/00000000-0000-4000-8000-000000000000/protection");
    expect(missing).toMatchObject({ status: 404, body: { code: "PLAYER_NOT_FOUND" } });
    expect((await setLimits(p.id, { reason: "nothing at all" })).body.code).toBe("NOTHING_TO_CHANGE");
    expect((await setLimits(p.id, { deposit: { daily: 100 } })).status).toBe(400);
  });

  it("only compliance may change them; support and finance get 403 OPERATOR_FORBIDDEN", async () => {
    const p = await player(app);
    const body = { deposit: { weekly: 9000 }, reason: "not my role" };
    expect(await setLimits(p.id, body, as.support)).toMatchObject({ status: 403, body: { code: "OPERATOR_FORBIDDEN" } });
    expect(await setLimits(p.id, body, as.finance)).toMatchObject({ status: 403, body: { code: "OPERATOR_FORBIDDEN" } });
    expect((await op(as.finance, "GET", `/operator/v1/players/${p.id}/protection`)).status).toBe(403);
    expect((await op(as.finance, "GET", "/operator/v1/protection/exclusions")).status).toBe(403);
    const global = { currency: "EUR", deposit: { daily: 1 }, reason: "not my role" };
    expect((await op(as.support, "PUT", "/operator/v1/protection/global-limits", global)).status).toBe(403);
    expect(await audits(p.id)).toEqual([]);
  });
});

describe("global operator limits", () => {
  it("hold every player of the currency (DEPOSIT_WEEKLY_LIMIT), audited; other currencies are free", async () => {
    const p = await player(app, { currency: "USD" });
    const set = await op(as.compliance, "PUT", "/operator/v1/protection/global-limits", {
      currency: "USD",
      deposit: { weekly: 50_000 },
      reason: "market rule",
    });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ currency: "USD", deposit: { daily: null, weekly: 50_000, monthly: null } });
    expect((await api(app, "POST", "/deposit/v1/card", p, { amount: 50_001 })).body.code).toBe("DEPOSIT_WEEKLY_LIMIT");
    expect((await api(app, "POST", "/deposit/v1/card", p, { amount: 50_000 })).status).toBe(200);
    const eur = await player(app);
    expect((await api(app, "POST", "/deposit/v1/card", eur, { amount: 50_001 })).status).toBe(200);

    const view = await op(as.support, "GET", `/operator/v1/players/${p.id}/protection`);
    expect(view.body.deposit.weekly).toMatchObject({ global: 50_000, effective: 50_000 });
    const list = await op(as.support, "GET", "/operator/v1/protection/global-limits");
    expect(list.body.items).toContainEqual(expect.objectContaining({ currency: "USD", updatedBy: compliance.email }));
    expect(await audits("USD")).toEqual([
      {
        action: "protection.global_limits_set",
        operator_id: compliance.id,
        before: { "deposit.weekly": null },
        after: { "deposit.weekly": 50_000 },
        reason: "market rule",
      },
    ]);
    await op(as.compliance, "PUT", "/operator/v1/protection/global-limits", {
      currency: "USD",
      deposit: { weekly: null },
      reason: "rule lifted",
    });
    expect((await api(app, "POST", "/deposit/v1/card", p, { amount: 1000 })).status).toBe(200);
  });
});

describe("excluded players", () => {
  it("lists players in a cool-down or self-exclusion with their end dates, paged", async () => {
    const cool = await player(app);
    const locked = await player(app);
    await app.services.protection.exclude(cool.id, { type: "COOLDOWN", period: "24h" });
    await app.services.protection.exclude(locked.id, { type: "LOCK", period: "forever" });
    const all = await op(as.support, "GET", "/operator/v1/protection/exclusions?pageSize=200");
    expect(all.status).toBe(200);
    expect(all.body.items).toContainEqual(
      expect.objectContaining({ playerId: cool.id, type: "COOLDOWN", expires: expect.any(String) }),
    );
    expect(all.body.items).toContainEqual(expect.objectContaining({ playerId: locked.id, type: "LOCK", expires: null }));
    expect(all.body.total).toBe(all.body.items.length);
    // The soonest end first; "for good" last.
    const ends = all.body.items.map((i: { expires: string | null }) => i.expires);
    expect(ends.at(-1)).toBeNull();
    const dated = ends.filter((e: string | null) => e !== null);
    expect(dated).toEqual([...dated].sort());
    const first = await op(as.compliance, "GET", "/operator/v1/protection/exclusions?pageSize=1&page=1");
    expect(first.body.items).toHaveLength(1);
    expect(first.body.total).toBe(all.body.total);

    const view = await op(as.compliance, "GET", `/operator/v1/players/${locked.id}/protection`);
    expect(view.body.exclusion).toEqual({ type: "LOCK", expires: null });
    expect(view.body.history[0]).toMatchObject({ actor: "player", action: "exclusion.start" });
  });
});

describe("an exclusion started by support at the player's request", () => {
  const exclude = (playerId: string, body: unknown, who = as.support) =>
    op(who, "POST", `/operator/v1/players/${playerId}/protection/exclusion`, body);

  it("ends the player's sessions at once, recorded and audited with the reason", async () => {
    const p = await player(app);
    const res = await exclude(p.id, { type: "COOLDOWN", period: "1w", reason: "asked by phone, call 4411" });
    expect(res.status).toBe(200);
    expect(res.body.exclusion).toMatchObject({ type: "COOLDOWN", expires: expect.any(String) });
    expect(res.body.history[0]).toMatchObject({
      actor: `operator:${support.email}`,
      action: "cooldown.start",
      detail: { period: "1w", reason: "asked by phone, call 4411" },
    });
    // the session the player had is over; a deposit is refused with it
    expect((await api(app, "POST", "/deposit/v1/card", p, { amount: 1000 })).status).toBe(401);
    // the player's own call reads the same exclusion (login answers its 403 from it: protection.test.ts)
    expect(await app.services.protection.exclusion(p.id)).toEqual(res.body.exclusion);
    const [audit] = (await audits(p.id)).filter((a) => a.action === "protection.exclusion_started");
    expect(audit).toMatchObject({
      operator_id: support.id,
      before: { type: null, expires: null },
      after: { type: "COOLDOWN", expires: res.body.exclusion.expires, period: "1w" },
      reason: "asked by phone, call 4411",
    });
  });

  it("never shortens one in force: a week's cool-down over a self-exclusion for good leaves it for good", async () => {
    const p = await player(app);
    await app.services.protection.exclude(p.id, { type: "LOCK", period: "forever" });
    const res = await exclude(p.id, { type: "COOLDOWN", period: "24h", reason: "player asked again" });
    expect(res.status).toBe(200);
    expect(res.body.exclusion).toEqual({ type: "LOCK", expires: null });
  });

  it("needs a reason and a known period; finance may not; an unknown player is 404, nothing written", async () => {
    const p = await player(app);
    const noReason = await exclude(p.id, { type: "COOLDOWN", period: "24h" });
    expect(noReason.status).toBe(400);
    expect((await exclude(p.id, { type: "LOCK", period: "24h", reason: "wrong period" })).status).toBe(400);
    const denied = await exclude(p.id, { type: "COOLDOWN", period: "24h", reason: "not mine to do" }, as.finance);
    expect(denied.status).toBe(403);
    expect(denied.body.code).toBe("OPERATOR_FORBIDDEN");
    const unknown = await exclude("00000000-0000-4000-8000-000000000000", { type: "COOLDOWN", period: "24h", reason: "who?" });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe("PLAYER_NOT_FOUND");
    expect((await app.services.protection.exclusion(p.id)).type).toBe("NOT_SET");
    expect(await audits(p.id)).toEqual([]);
  });
});
