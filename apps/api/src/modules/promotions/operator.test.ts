import { describe, expect, it } from "vitest";
import { testApp } from "../../../test/harness.js";
import { enrolledOperator, sessionOf } from "../../../test/operators.js";
import { api, player } from "../../../test/payments.js";

/** The back office's promotions: editor, codes, a player's bonuses with manual grant and revoke, every change audited. */
const app = await testApp();
const content = await sessionOf(app, (await enrolledOperator(app, "content")).id);
const support = await sessionOf(app, (await enrolledOperator(app, "support")).id);

const op = async (method: "GET" | "POST" | "PATCH", url: string, payload?: unknown, who = content) => {
  const res = await app.inject({
    method,
    url,
    headers: who.headers,
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever the api answered
  return { status: res.statusCode, body: res.json() as any };
};
const auditOf = (objectId: string) =>
  app.db.query<{ action: string; reason: string | null }>(
    "SELECT action, reason FROM audit_log WHERE object_id = $1 ORDER BY id",
    [objectId],
  );

const NEW = {
  kind: "no_deposit",
  trigger: "promo_code",
  texts: { en: { title: "Ten for you", description: "€10 free", details: "Wager 3×." } },
  money: { EUR: { amount: 1000, maxBet: 200 } },
  wageringMultiplier: 3,
  maxConversion: 2,
};

describe("the promotion editor", () => {
  it("creates a promotion and a shared code; players see both; the change is audited", async () => {
    const created = await op("POST", "/operator/v1/promotions", NEW);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ kind: "no_deposit", wageringMultiplier: 3, enabled: true, claimHours: 168 });
    const code = await op("POST", `/operator/v1/promotions/${created.body.id}/codes`, { code: "TENFREE", maxUses: null });
    expect(code.status).toBe(201);
    expect((await op("POST", `/operator/v1/promotions/${created.body.id}/codes`, { code: "tenfree" })).status).toBe(409);
    const list = (await api(app, "GET", "/promotions/v2/available")).body.available;
    expect(list.find((p: { id: string }) => p.id === created.body.id)).toMatchObject({ code: "TENFREE", title: "Ten for you" });
    expect((await auditOf(created.body.id)).map((a) => a.action)).toEqual(["promotion.created", "promotion.code_added"]);
    const all = await op("GET", "/operator/v1/promotions");
    expect(all.body.find((p: { id: string }) => p.id === created.body.id).codes).toEqual([
      { code: "TENFREE", maxUses: null, uses: 0, active: true },
    ]);
  });

  it("an edit changes no running bonus: its rules were copied when it was granted", async () => {
    const created = (await op("POST", "/operator/v1/promotions", NEW)).body;
    await op("POST", `/operator/v1/promotions/${created.id}/codes`, { code: `RUN${created.id.slice(0, 6)}`, maxUses: 1 });
    const p = await player(app);
    const offer = await app.services.promotions.apply(p.id, `RUN${created.id.slice(0, 6)}`, undefined, "en");
    const active = (await api(app, "POST", `/promotions/v2/${offer.id}/accept`, p)).body;
    expect(active).toMatchObject({ wageringRequired: 3000, maxConversion: 2000 });
    const edited = await op("PATCH", `/operator/v1/promotions/${created.id}`, {
      wageringMultiplier: 8,
      enabled: false,
      reason: "too generous",
    });
    expect(edited.body).toMatchObject({ wageringMultiplier: 8, enabled: false });
    expect((await api(app, "GET", "/promotions/v2/active", p)).body.bonus).toMatchObject({
      wageringRequired: 3000,
      maxConversion: 2000,
    });
    expect((await api(app, "GET", "/promotions/v2/available")).body.available.map((x: { id: string }) => x.id)).not.toContain(
      created.id,
    );
    expect((await auditOf(created.id)).at(-1)).toMatchObject({ action: "promotion.updated", reason: "too generous" });
  });

  it("refuses bad input with 400 and a role without promotions.write with 403", async () => {
    expect(
      (await op("POST", "/operator/v1/promotions", { ...NEW, texts: { de: { title: "x", description: "", details: "" } } }))
        .status,
    ).toBe(400);
    expect((await op("POST", "/operator/v1/promotions", { ...NEW, kind: "deposit_match" })).body.code).toBe("INVALID_PROMOTION");
    expect((await op("POST", "/operator/v1/promotions", NEW, support)).status).toBe(403);
    expect((await op("GET", "/operator/v1/promotions", undefined, support)).status).toBe(403);
  });
});

describe("a player's bonuses", () => {
  it("manual grant (offered, audited) and revoke with a note: money back, the player reads why", async () => {
    const promo = (await op("POST", "/operator/v1/promotions", { ...NEW, trigger: "manual" })).body;
    const p = await player(app);
    const granted = await op("POST", `/operator/v1/players/${p.id}/bonuses`, {
      promotionId: promo.id,
      note: "goodwill after outage",
    });
    expect(granted.status).toBe(201);
    expect(granted.body).toMatchObject({ status: "PENDING", note: "goodwill after outage" });
    await api(app, "POST", `/promotions/v2/${granted.body.id}/accept`, p);
    // The player page's balance card of the bonus is named by its promotion, not by its grant id.
    const page = await op("GET", `/operator/v1/players/${p.id}`, undefined, support);
    expect(page.status).toBe(200);
    expect(page.body.accounts).toContainEqual(
      expect.objectContaining({ kind: `bonus:${granted.body.id}`, name: "Ten for you", balance: "1000" }),
    );
    for (const a of page.body.accounts.filter((x: { kind: string }) => !x.kind.startsWith("bonus:"))) expect(a.name).toBeNull();
    const revoked = await op("POST", `/operator/v1/bonuses/${granted.body.id}/revoke`, { note: "bonus abuse" });
    expect(revoked.body).toMatchObject({ status: "REVOKED", reason: "operator", note: "bonus abuse", returned: 1000 });
    expect((await op("POST", `/operator/v1/bonuses/${granted.body.id}/revoke`, { note: "again" })).status).toBe(409);
    expect((await app.services.wallet.balance(p.id, "EUR")).bonus).toBe(0n);
    const hist = await api(app, "GET", "/promotions/v2/history", p);
    expect(hist.body.items[0].bonus).toMatchObject({ status: "REVOKED", reason: "operator", note: "bonus abuse" });
    expect((await auditOf(granted.body.id)).map((a) => [a.action, a.reason])).toEqual([
      ["bonus.granted", "goodwill after outage"],
      ["bonus.revoked", "bonus abuse"],
    ]);
    const list = await op("GET", `/operator/v1/players/${p.id}/bonuses`);
    expect(list.body.map((b: { status: string }) => b.status)).toEqual(["REVOKED"]);
    expect((await app.services.wallet.reconcile()).ok).toBe(true);
  });
});
