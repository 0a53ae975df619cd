import { describe, expect, it } from "vitest";
import { api, casinoWithPsp, player } from "../../../test/payments.js";

const { app, clock } = await casinoWithPsp();
const H = 3_600_000;

const limits = (p: Awaited<ReturnType<typeof player>>, body: unknown) =>
  api(app, "POST", "/account/v1/details/self-limits", p, body);

describe("deposit limits through the payments module", () => {
  it("the first deposit waits for the offered deposit limit to be answered: a limit set, or declined as a choice", async () => {
    const declines = await player(app, { limitOffer: "open" });
    const refused = await api(app, "POST", "/deposit/v1/card", declines, { amount: 2000 });
    expect(refused.status).toBe(412);
    expect(refused.body).toMatchObject({
      code: "DEPOSIT_LIMIT_OFFER_OPEN",
      message: "Choose a deposit limit, or go on without one, before your first deposit.",
    });
    expect((await limits(declines, {})).body.data.depositLimitOffer).toBe(true);
    expect((await limits(declines, { depositLimitOffer: "DECLINED" })).body.data.depositLimitOffer).toBe(false);
    expect((await api(app, "POST", "/deposit/v1/card", declines, { amount: 2000 })).status).toBe(200);

    const sets = await player(app, { limitOffer: "open" });
    expect((await limits(sets, { deposit: { weekly: 50_000 } })).body.data.depositLimitOffer).toBe(false);
    expect((await api(app, "POST", "/deposit/v1/card", sets, { amount: 2000 })).status).toBe(200);
  });

  it("refuses a deposit that would pass the daily limit with DEPOSIT_SELF_DAILY_LIMIT, counting deposits under way", async () => {
    const p = await player(app);
    expect((await limits(p, { deposit: { daily: 10_000, weekly: 18_000 } })).status).toBe(200);
    const first = await api(app, "POST", "/deposit/v1/card", p, { amount: 6000 });
    expect(first.status).toBe(200);
    const over = await api(app, "POST", "/deposit/v1/card", p, { amount: 4001 });
    expect(over.status).toBe(412);
    expect(over.body).toMatchObject({ code: "DEPOSIT_SELF_DAILY_LIMIT", detail: { code: "DEPOSIT_SELF_DAILY_LIMIT" } });
    expect((await api(app, "POST", "/deposit/v1/card", p, { amount: 4000 })).status).toBe(200);
    const used = (await api(app, "GET", "/account/v1/details/self-limits", p)).body.data.deposit;
    expect(used.daily.used).toBe(10_000);

    // A day later the daily window is clear; the weekly one still counts.
    clock.advance(24 * H + 1000);
    const next = await app.services.session.start(p.id, "fp");
    const p2 = { ...p, token: next.token, auth: { authorization: `Bearer ${next.token}` } };
    expect((await api(app, "POST", "/deposit/v1/card", p2, { amount: 5000 })).status).toBe(200);
    const weekly = await api(app, "POST", "/deposit/v1/card", p2, { amount: 3001 });
    expect(weekly.body.code).toBe("DEPOSIT_SELF_WEEKLY_LIMIT");
  });

  it("deposits started at once never pass the daily limit together: one of two that each fit alone is refused", async () => {
    const p = await player(app);
    await limits(p, { deposit: { daily: 10_000 } });
    const answers = await Promise.all(Array.from({ length: 6 }, () => api(app, "POST", "/deposit/v1/card", p, { amount: 4000 })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(2);
    expect(answers.filter((a) => a.body.code === "DEPOSIT_SELF_DAILY_LIMIT")).toHaveLength(4);
    const used = (await api(app, "GET", "/account/v1/details/self-limits", p)).body.data.deposit;
    expect(used.daily.used).toBe(8000);
  });

  it("an operator's limit refuses with DEPOSIT_DAILY_LIMIT; the player's own lower one is named first", async () => {
    const p = await player(app);
    await app.services.protection.setOperatorLimits(
      p.id,
      { deposit: { daily: 3000 }, reason: "affordability" },
      { id: "cli:olga", email: "olga", ip: null },
    );
    expect((await api(app, "POST", "/deposit/v1/card", p, { amount: 3001 })).body.code).toBe("DEPOSIT_DAILY_LIMIT");
    await limits(p, { deposit: { daily: 2000 } });
    expect((await api(app, "POST", "/deposit/v1/card", p, { amount: 2500 })).body.code).toBe("DEPOSIT_SELF_DAILY_LIMIT");
    const view = (await api(app, "GET", "/account/v1/details/self-limits", p)).body.data.deposit.daily;
    expect(view).toMatchObject({ amount: 2000, operatorAmount: 3000 });
  });

  it("a cool-down refuses deposits, while a withdrawal request is still taken", async () => {
    const p = await player(app, { complete: true, cash: 50_000n });
    expect(await app.services.protection.exclude(p.id, { type: "COOLDOWN", period: "24h" })).toMatchObject({
      type: "COOLDOWN",
    });
    await expect(app.services.protection.depositGuard({ playerId: p.id, amount: 1000n, currency: "EUR" })).rejects.toMatchObject({
      code: "DEPOSIT_PROHIBITED_GLOBALLY",
    });
    // The player's sessions ended; the withdrawal path itself has no protection check.
    const s = await app.services.session.start(p.id, "fp");
    const w = await api(
      app,
      "POST",
      "/withdrawal/v1/bank",
      { ...p, auth: { authorization: `Bearer ${s.token}` } },
      { amount: 5000 },
    );
    expect(w.status).toBe(200);
  });

  it("monthly limits refuse with their own codes: the player's DEPOSIT_SELF_MONTHLY_LIMIT, the operator's DEPOSIT_MONTHLY_LIMIT", async () => {
    const own = await player(app);
    await limits(own, { deposit: { monthly: 5000 } });
    expect((await api(app, "POST", "/deposit/v1/card", own, { amount: 5000 })).status).toBe(200);
    expect((await api(app, "POST", "/deposit/v1/card", own, { amount: 100 })).body.code).toBe("DEPOSIT_SELF_MONTHLY_LIMIT");
    const capped = await player(app);
    await app.services.protection.setOperatorLimits(
      capped.id,
      { deposit: { monthly: 4000 }, reason: "affordability" },
      { id: "cli:olga", email: "olga", ip: null },
    );
    expect((await api(app, "POST", "/deposit/v1/card", capped, { amount: 4001 })).body.code).toBe("DEPOSIT_MONTHLY_LIMIT");
    expect((await api(app, "POST", "/deposit/v1/card", capped, { amount: 4000 })).status).toBe(200);
  });

  it("a deposit started while a cool-down is being written waits for it and is refused, never crossing it", async () => {
    const p = await player(app);
    let release!: () => void;
    const held = new Promise<void>((r) => {
      release = r;
    });
    let locked!: () => void;
    const lockTaken = new Promise<void>((r) => {
      locked = r;
    });
    // the exclusion's own transaction, as protection writes it (the player row locked first), held open a moment
    const exclusion = app.db.transaction(async (tx) => {
      await tx.query("SELECT 1 FROM players WHERE id = $1 FOR UPDATE", [p.id]);
      await tx.query("UPDATE players SET self_exclusion_type = 'COOLDOWN', self_exclusion_expires = $2 WHERE id = $1", [
        p.id,
        new Date(clock.now().getTime() + 24 * H),
      ]);
      locked();
      await held;
    });
    await lockTaken;
    const deposit = api(app, "POST", "/deposit/v1/card", p, { amount: 1000 });
    await new Promise((r) => setTimeout(r, 150));
    release();
    await exclusion;
    expect((await deposit).body.code).toBe("DEPOSIT_PROHIBITED_GLOBALLY");
    expect(await app.db.query("SELECT 1 FROM payments WHERE player_id = $1", [p.id])).toEqual([]);
  });
});
