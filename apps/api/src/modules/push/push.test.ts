import { afterAll, describe, expect, it } from "vitest";
import { enrolledOperator, sessionOf } from "../../../test/operators.js";
import { api, casinoWithPsp, player } from "../../../test/payments.js";
import { startPushService } from "./push-testing.js";

const { app, psp } = await casinoWithPsp();
const pushService = await startPushService();
afterAll(() => pushService.close());
// A finance operator signed in to the back office approves withdrawals (session cookie + CSRF header).
const OPS = (await sessionOf(app, (await enrolledOperator(app, "finance")).id)).headers;

async function subscribed(p: Awaited<ReturnType<typeof player>>) {
  const { vapidPublicKey } = (await api(app, "GET", "/firebase/v1/config")).body;
  const browser = await pushService.subscribe(vapidPublicKey);
  const saved = await api(app, "POST", "/firebase/v1/save-token", p, { token: JSON.stringify(browser.subscription) });
  expect(saved.status).toBe(200);
  return browser;
}

describe("Web Push", () => {
  it("the site configuration gives the VAPID key and the service worker is served at both spec paths", async () => {
    const config = (await api(app, "GET", "/data/v1/config")).body;
    expect(config.pushMessaging).toMatchObject({
      enabled: true,
      checkIntervalMs: 15_000,
      vapidPublicKey: expect.stringMatching(/^[\w-]{80,}$/),
    });
    expect((await api(app, "GET", "/firebase/v1/config")).body.vapidPublicKey).toBe(config.pushMessaging.vapidPublicKey);
    for (const url of [`${config.pushMessaging.serviceWorkerUrl}?config=e30=`, "/resources/firebase-messaging-sw.js"]) {
      const sw = await app.inject({ method: "GET", url });
      expect(sw.statusCode, url).toBe(200);
      expect(sw.headers["content-type"]).toContain("javascript");
      expect(sw.body).toContain('addEventListener("push"');
    }
  });

  it("save-token keeps the subscription and sets SUBSCRIBED_FIREBASE; a push arrives encrypted and decrypts to what was sent", async () => {
    const p = await player(app);
    const browser = await subscribed(p);
    const details = (await api(app, "GET", "/account/v1/details", p)).body;
    expect(JSON.stringify(details)).toContain("SUBSCRIBED_FIREBASE");
    const r = await app.services.push.notify(p.id, { title: "Hello", body: "From the casino", url: "/en/promotions" });
    expect(r).toEqual({ sent: 1, dropped: 0 });
    expect(await pushService.received(browser.clientHash)).toEqual([
      { title: "Hello", body: "From the casino", url: "/en/promotions" },
    ]);
    const bad = await api(app, "POST", "/firebase/v1/save-token", p, { token: "{not json" });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe("PUSH_TOKEN_INVALID");
    expect((await api(app, "POST", "/firebase/v1/save-token", undefined, { token: "x" })).status).toBe(401);
  });

  it("drops a subscription the push service says is gone (410) and sends nothing to a self-excluded player", async () => {
    const p = await player(app);
    const gone = await subscribed(p);
    const kept = await subscribed(p);
    await pushService.expire(gone.clientHash);
    expect(await app.services.push.notify(p.id, { title: "One", body: "x" })).toEqual({ sent: 1, dropped: 1 });
    expect(await app.services.push.notify(p.id, { title: "Two", body: "x" })).toEqual({ sent: 1, dropped: 0 });
    expect((await pushService.received(kept.clientHash)).length).toBe(2);

    await app.db.query("UPDATE players SET self_exclusion_type = 'LOCK' WHERE id = $1", [p.id]);
    expect(await app.services.push.notify(p.id, { title: "Three", body: "x" })).toMatchObject({
      sent: 0,
      skipped: "self-excluded",
    });
    expect((await pushService.received(kept.clientHash)).length).toBe(2);
  });

  it("a paid withdrawal is pushed to the player once", async () => {
    const p = await player(app, { complete: true, cash: 20_000n });
    const browser = await subscribed(p);
    const init = await api(app, "POST", "/withdrawal/v1/bank", p, { amount: 8000 });
    await api(app, "POST", `/withdrawal/v1/${init.body.requestId}/execute`, p, {
      fields: { holder: "Ann Lee", iban: "EE382200221020145685" },
    });
    expect((await api(app, "POST", `/operator/v1/withdrawals/${init.body.requestId}/approve`, undefined, {}, OPS)).status).toBe(
      200,
    );
    await psp.tick();
    await psp.tick();
    expect((await api(app, "GET", `/result/${init.body.requestId}`, p)).body).toMatchObject({ status: "SUCCESS" });
    let got: unknown[] = [];
    for (let i = 0; i < 50 && got.length === 0; i++) {
      await new Promise((r) => setTimeout(r, 100));
      got = await pushService.received(browser.clientHash);
    }
    expect(got).toEqual([
      {
        title: "Withdrawal paid",
        body: "€80.00 is on its way to you.",
        url: "/en/account/withdrawals",
        tag: `payment-${init.body.requestId}`,
      },
    ]);
    await psp.tick();
    await new Promise((r) => setTimeout(r, 300));
    expect(await pushService.received(browser.clientHash)).toHaveLength(1);
  });

  it("delete-token forgets this browser", async () => {
    const p = await player(app);
    const browser = await subscribed(p);
    const r = await api(app, "POST", "/firebase/v1/delete-token", p, { endpoint: browser.subscription.endpoint });
    expect(r.body).toEqual({ subscribed: false });
    expect(await app.services.push.notify(p.id, { title: "x", body: "y" })).toEqual({ sent: 0, dropped: 0 });
  });
});
