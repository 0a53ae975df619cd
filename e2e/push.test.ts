import { afterAll, describe, expect, it } from "vitest";
import { startPushService } from "../apps/api/src/modules/push/push-testing.js";
import { logIn, logOut } from "./support/access.js";
import { baseUrl, newPage } from "./support/browser.js";
import { newOperator } from "./support/operator.js";
import { call, completeProfile, credit, logInAs, PASSWORD, registeredPlayer } from "./support/player.js";

/**
 * The browser's own push service (Chromium's is Google's FCM) is out of reach from here, so the browser's
 * subscription is made at a local Web Push service instead (the api's test double `web-push-testing`, on this
 * machine): the api encrypts and sends to it exactly as to FCM, it decrypts, and the message is then delivered
 * to the site's real service worker through DevTools (ServiceWorker.deliverPushMessage), as FCM would deliver it.
 */
const pushService = await startPushService();
afterAll(() => pushService.close());

/**
 * In the page: PushManager's subscribe/getSubscription get the subscription from the local push service, and the
 * browser's permission question is answered by the journey (headless Chromium shows none).
 */
function localPushManager() {
  const page = window as unknown as {
    e2ePushSubscribe(key: string): Promise<PushSubscriptionJSON>;
    e2eBrowserAsks(): Promise<void>;
  };
  const ask = Notification.requestPermission.bind(Notification);
  Notification.requestPermission = async () => {
    await page.e2eBrowserAsks();
    return ask();
  };
  const toBase64url = (key: BufferSource) => {
    const bytes = key instanceof ArrayBuffer ? new Uint8Array(key) : new Uint8Array(key.buffer, key.byteOffset, key.byteLength);
    return btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, "-")
      .replace(/\//g, "_")
      .replace(/=+$/, "");
  };
  let current: PushSubscription | null = null;
  PushManager.prototype.getSubscription = async () => current;
  PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
    const json = await page.e2ePushSubscribe(toBase64url(options!.applicationServerKey as BufferSource));
    current = {
      endpoint: json.endpoint!,
      expirationTime: null,
      options: options as PushSubscriptionOptions,
      toJSON: () => json,
      getKey: () => null,
      unsubscribe: async () => {
        current = null;
        return true;
      },
    } as PushSubscription;
    return current;
  };
}

describe("web push", () => {
  it("a logged-in player turns notifications on; a support agent's message and, with no page of the site open, a paid withdrawal reach the service worker, which shows them", async () => {
    // Finland: no other journey's player lives there.
    const player = await completeProfile(await registeredPlayer("FIN"));
    await credit(player, 5_000);
    const { context, page } = await newPage("desktop");
    const origin = new URL(baseUrl()).origin;
    let clientHash = "";
    await context.exposeBinding("e2ePushSubscribe", async (_source, key: string) => {
      const made = await pushService.subscribe(key);
      clientHash = made.clientHash;
      return made.subscription;
    });
    // The browser's question "Show notifications?" is answered Allow when the site asks it.
    await context.exposeBinding("e2eBrowserAsks", () => context.grantPermissions(["notifications"], { origin }));
    await context.addInitScript(localPushManager);
    await logInAs(context, player);
    // Not asked yet: the browser would ask (the journeys' contexts start with every other permission refused).
    const cdp = await context.newCDPSession(page);
    const { targetInfo } = await cdp.send("Target.getTargetInfo");
    await cdp.send("Browser.setPermission", {
      permission: { name: "notifications" },
      setting: "prompt",
      origin,
      browserContextId: targetInfo.browserContextId,
    });
    await page.goto("/en");

    // Nothing to be told about yet: no withdrawal of theirs waits, so no offer.
    const offer = page.getByText("Get notified when your withdrawal is paid?");
    await page.getByTestId("header-balance").getByText("€50.00").waitFor();
    await page.waitForTimeout(2_000);
    expect(await offer.count()).toBe(0);

    // The player requests a withdrawal; their withdrawals page lists it waiting, and the offer comes. It waits for
    // the player (it outlives an ordinary toast's 3 s); the player allows it and the browser grants the permission.
    const w = await call<{ requestId: string }>("/withdrawal/v1/bank", { token: player.token, body: { amount: 2000 } });
    await call(`/withdrawal/v1/${w.requestId}/execute`, {
      token: player.token,
      body: { fields: { holder: "Jana Tamm", iban: "EE382200221020145685" } },
    });
    await page.goto("/en/account/withdrawals");
    await page.getByTestId(`pending-withdrawal-${w.requestId}`).waitFor();
    await offer.waitFor();
    await page.waitForTimeout(4_000);
    expect(await offer.isVisible()).toBe(true);
    await page.getByRole("button", { name: "Not now" }).waitFor();
    expect(await page.evaluate(() => Notification.permission)).toBe("default");
    await page.getByRole("button", { name: "Allow" }).click();
    await page.getByText("Notifications are on.").waitFor();
    expect(clientHash).not.toBe("");
    // The subscription reached the api: the profile says so.
    const details = await call("/account/v1/details", { token: player.token });
    expect(JSON.stringify(details)).toMatch(/"SUBSCRIBED_FIREBASE"\s*[:,]\s*("value"\s*:\s*)?"true"/);

    // The site's service worker, as the browser registered it.
    const registrations = new Map<string, { registrationId: string; scopeURL: string; isDeleted: boolean }>();
    cdp.on("ServiceWorker.workerRegistrationUpdated", (e) => {
      for (const r of e.registrations) registrations.set(r.registrationId, r);
    });
    await cdp.send("ServiceWorker.enable");
    const registration = async () =>
      [...registrations.values()].find((r) => !r.isDeleted && r.scopeURL.includes("/firebase/js/"));
    await expect.poll(registration, { timeout: 10_000 }).toBeTruthy();
    const worker =
      context.serviceWorkers().find((w) => w.url().includes("firebase-messaging-sw.js")) ??
      (await context.waitForEvent("serviceworker"));

    // A support agent writes to the player and sends it as a push too, through the api's real sender.
    const agent = await newOperator("support");
    const title = `Cup seat ${Date.now()}`;
    const sent = await agent.call<{ id: string; pushed: number }>("/operator/v1/messages", {
      audience: { type: "player", customerId: player.customerId },
      title,
      body: "Your cup seat is saved.",
      push: true,
    });
    expect(sent.pushed).toBe(1);
    // The open page shows the message at once (the message channel) …
    await page.getByText(`${title}: Your cup seat is saved.`).waitFor();

    // … and the push service got it encrypted for this browser: decrypted, it is what the agent sent.
    const decrypted = () => pushService.received(clientHash);
    await expect.poll(async () => (await decrypted()).length, { timeout: 10_000 }).toBe(1);
    const [payload] = await decrypted();
    expect(payload).toEqual({ title, body: "Your cup seat is saved.", url: "/", tag: `message-${sent.id}` });

    // Delivered to the service worker as the push service would: it shows the notification and tells the open page.
    const told = page.evaluate(
      () =>
        new Promise<unknown>((resolve) => {
          navigator.serviceWorker.addEventListener("message", (e) => resolve(e.data));
          navigator.serviceWorker.startMessages();
        }),
    );
    await cdp.send("ServiceWorker.deliverPushMessage", {
      origin,
      registrationId: (await registration())!.registrationId,
      data: JSON.stringify(payload),
    });
    const shown = () =>
      worker.evaluate(async () =>
        (await (self as unknown as { registration: ServiceWorkerRegistration }).registration.getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          tag: n.tag,
          url: (n.data as { url: string }).url,
        })),
      );
    await expect
      .poll(shown, { timeout: 10_000 })
      .toEqual([{ title, body: "Your cup seat is saved.", tag: `message-${sent.id}`, url: "/" }]);
    expect(await told).toEqual({ type: "push", title, body: "Your cup seat is saved.", url: "/" });

    // No page of the site is open any more (its tab went elsewhere; headless Chromium drops a closed tab's
    // notifications, a desktop browser keeps them); the withdrawal requested above is paid meanwhile.
    const other = await context.newPage();
    const browserSide = await context.newCDPSession(other);
    await browserSide.send("ServiceWorker.enable");
    await page.goto("about:blank");
    const finance = await newOperator("finance");
    await finance.call(`/operator/v1/withdrawals/${w.requestId}/approve`, {});
    await expect.poll(async () => (await decrypted()).length, { timeout: 45_000 }).toBe(2);
    const paid = (await decrypted())[1];
    expect(paid).toEqual({
      title: "Withdrawal paid",
      body: "€20.00 is on its way to you.",
      url: "/en/account/withdrawals",
      tag: `payment-${w.requestId}`,
    });
    await browserSide.send("ServiceWorker.deliverPushMessage", {
      origin,
      registrationId: (await registration())!.registrationId,
      data: JSON.stringify(paid),
    });
    await expect
      .poll(async () => (await shown()).find((n) => n.tag === `payment-${w.requestId}`), { timeout: 10_000 })
      .toEqual({
        title: "Withdrawal paid",
        body: "€20.00 is on its way to you.",
        tag: `payment-${w.requestId}`,
        url: "/en/account/withdrawals",
      });
    await context.close();
  });

  it("on a phone the offer, made while a withdrawal waits, leaves the header's controls free; not now keeps it away", async () => {
    const player = await completeProfile(await registeredPlayer("FIN"));
    await credit(player, 3_000);
    const w = await call<{ requestId: string }>("/withdrawal/v1/bank", { token: player.token, body: { amount: 1000 } });
    await call(`/withdrawal/v1/${w.requestId}/execute`, {
      token: player.token,
      body: { fields: { holder: "Aino Virtanen", iban: "EE382200221020145685" } },
    });
    const { context, page } = await newPage("phone");
    await context.addInitScript(localPushManager);
    await logInAs(context, player);
    const cdp = await context.newCDPSession(page);
    const { targetInfo } = await cdp.send("Target.getTargetInfo");
    await cdp.send("Browser.setPermission", {
      permission: { name: "notifications" },
      setting: "prompt",
      origin: new URL(baseUrl()).origin,
      browserContextId: targetInfo.browserContextId,
    });
    await page.goto("/en");

    // A withdrawal waits: the login offers to tell when it is paid, at the bottom of the screen, clear of the
    // header and its menu button, which still answers.
    const offer = page.getByTestId("notice").filter({ hasText: "Get notified when your withdrawal is paid?" });
    await offer.waitFor();
    const box = (await offer.boundingBox())!;
    const header = (await page.locator("header").boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    await page.getByTestId("menu-toggle").click();
    await page.getByTestId("menu-toggle").and(page.locator('[aria-expanded="true"]')).waitFor();
    await page.getByTestId("menu-toggle").click();

    // Logged out with the offer unanswered: it leaves with the session; the next login makes it again.
    await logOut(page);
    expect(await offer.count()).toBe(0);
    await logIn(page, player.email!, PASSWORD);
    await offer.waitFor();

    // Not now: gone, and not offered again on the next page while the withdrawal still waits.
    await offer.getByRole("button", { name: "Not now" }).click();
    expect(await offer.count()).toBe(0);
    await page.goto("/en/account/withdrawals");
    await page.getByTestId(`pending-withdrawal-${w.requestId}`).waitFor();
    await page.waitForTimeout(2_000);
    expect(await offer.count()).toBe(0);
    await context.close();
  });
});
