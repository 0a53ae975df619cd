import { beforeEach, describe, expect, it, vi } from "vitest";
import type { ToastOptions } from "../../shell/toast";

const offers: { message: string; opts?: ToastOptions }[] = [];
let pending: { id: string }[] = [];
let listAsked = 0;
vi.mock("../../i18n", () => ({ i18next: { t: (k: string) => k } }));
vi.mock("../../api/client", () => ({ api: async () => ({}) }));
vi.mock("../../shell/dialogs", () => ({ dialogs: { open: () => {} } }));
vi.mock("../../shell/toast", () => ({
  toast: {
    neutral: (message: string, opts?: ToastOptions) => void offers.push({ message, opts }),
    warning: () => {},
    success: () => {},
  },
}));
vi.mock("../payments/api", () => ({
  paymentsApi: {
    pendingWithdrawals: async () => {
      listAsked++;
      return pending;
    },
  },
}));

const cfg = { enabled: true, serviceWorkerUrl: "/firebase/js/sw.js", checkIntervalMs: 60_000, vapidPublicKey: "BAAA" };
const stored = new Map<string, string>();

/** A new page of the site (its modules loaded afresh) in the same browser (its localStorage kept). */
async function page(session: object) {
  vi.resetModules();
  const { sessionStore } = await import("../../session/store");
  sessionStore.login(session as never);
  return import("./push");
}

describe("the push offer", () => {
  beforeEach(() => {
    offers.length = 0;
    pending = [];
    listAsked = 0;
    stored.clear();
    vi.stubGlobal("localStorage", {
      getItem: (k: string) => stored.get(k) ?? null,
      setItem: (k: string, v: string) => void stored.set(k, v),
      removeItem: (k: string) => void stored.delete(k),
    });
    vi.stubGlobal("sessionStorage", { getItem: () => null, setItem: () => {}, removeItem: () => {} });
    vi.stubGlobal("navigator", { serviceWorker: {}, userAgent: "Mozilla/5.0 (X11; Linux x86_64) Chrome/130" });
    vi.stubGlobal("Notification", { permission: "default" });
    vi.stubGlobal("window", { PushManager: {}, Notification: {} });
  });

  it("is not made to a player with no withdrawal waiting to be paid", async () => {
    const { enablePush } = await page({ token: "t1", customer: { customerId: "101" } });
    expect(await enablePush(cfg, false)).toBe(false);
    expect(listAsked).toBe(1);
    expect(offers).toEqual([]);
  });

  it("is made while a withdrawal waits, once a page, and a player's answer keeps it away in this browser", async () => {
    pending = [{ id: "w1" }];
    let push = await page({ token: "t1", customer: { customerId: "102" } });
    await push.enablePush(cfg, false);
    expect(offers.map((o) => o.message)).toEqual(["push.offer"]);
    expect(offers[0]!.opts).toMatchObject({
      persistent: true,
      cancel: { label: "push.not_now" },
      action: { label: "push.allow" },
    });
    // The withdrawal just requested, on the same page: the offer is already there.
    await push.enablePush(cfg, false, async () => true);
    expect(offers).toHaveLength(1);

    // Unanswered (the page was left): the next page offers it again while the withdrawal waits.
    push = await page({ token: "t2", customer: { customerId: "102" } });
    await push.enablePush(cfg, false);
    expect(offers).toHaveLength(2);

    // Not now: no page offers it again, whatever waits.
    offers[1]!.opts!.cancel!.onClick!();
    push = await page({ token: "t3", customer: { customerId: "102" } });
    await push.enablePush(cfg, false, async () => true);
    await push.enablePush(cfg, false);
    expect(offers).toHaveLength(2);

    // Another player in this browser is asked for themselves.
    push = await page({ token: "t4", customer: { customerId: "103" } });
    await push.enablePush(cfg, false);
    expect(offers).toHaveLength(3);
  });

  it("is not made in a withdrawal-only session, nor where the browser blocks notifications", async () => {
    pending = [{ id: "w1" }];
    let push = await page({ token: "w", scope: "WITHDRAWAL", customer: { customerId: "104" } });
    await push.enablePush(cfg, false, async () => true);
    expect(offers).toEqual([]);

    vi.stubGlobal("Notification", { permission: "denied" });
    push = await page({ token: "t5", customer: { customerId: "104" } });
    await push.enablePush(cfg, false);
    expect(offers).toEqual([]);
    expect(listAsked).toBe(0);
  });

  it("leaves the screen when the player logs out, unanswered, and is made again at their next login", async () => {
    pending = [{ id: "w1" }];
    vi.resetModules();
    const { sessionStore } = await import("../../session/store");
    sessionStore.login({ token: "t6", customer: { customerId: "105" } } as never);
    const push = await import("./push");
    await push.enablePush(cfg, false);
    const signal = offers[0]!.opts!.signal!;
    expect(signal.aborted).toBe(false);
    sessionStore.logout();
    expect(signal.aborted).toBe(true);
    expect(stored.size).toBe(0);

    sessionStore.login({ token: "t7", customer: { customerId: "105" } } as never);
    await push.enablePush(cfg, false);
    expect(offers).toHaveLength(2);
    expect(offers[1]!.opts!.signal!.aborted).toBe(false);
  });
});
