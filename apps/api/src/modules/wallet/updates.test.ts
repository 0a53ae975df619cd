import { describe, expect, it } from "vitest";
import WebSocket from "ws";
import { insertPlayer } from "../../../test/fixtures.js";
import { testApp } from "../../../test/harness.js";
import { listen, startTwoProcesses } from "../../../test/processes.js";
import type { BalanceUpdate } from "./updates.js";

/** A page's socket, collecting every list of updates it is sent. */
async function openPage(host: string, token: string) {
  const ws = new WebSocket(`ws://${host}/updates/v1/ws?token=${encodeURIComponent(token)}`);
  const received: BalanceUpdate[] = [];
  const waiters: (() => void)[] = [];
  ws.on("message", (data) => {
    received.push(...(JSON.parse(String(data)) as BalanceUpdate[]));
    for (const w of waiters.splice(0)) w();
  });
  const closed = new Promise<number>((resolve) => ws.on("close", (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    ws.once("open", () => resolve());
    ws.once("error", reject);
  });
  /** Resolves with the first update matching, or fails after a while. */
  const next = async (match: (u: BalanceUpdate) => boolean, ms = 5000) => {
    const deadline = Date.now() + ms;
    for (;;) {
      const hit = received.find(match);
      if (hit) return hit;
      if (Date.now() > deadline) throw new Error(`no matching update; got ${JSON.stringify(received)}`);
      await new Promise<void>((r) => {
        waiters.push(r);
        setTimeout(r, 100);
      });
    }
  };
  return { ws, received, next, closed };
}

// Built before the tests (PGlite start and migrations take a while on a busy machine).
const app = await testApp();

const twoProcesses = await startTwoProcesses();

describe("balance updates", () => {
  it("POST /updates/v1 lists the balance, reserved funds and completed deposits of the player", async () => {
    const playerId = await insertPlayer(app.db);
    const { token } = await app.services.session.start(playerId, null);
    const unauth = await app.inject({ method: "POST", url: "/updates/v1" });
    expect(unauth.statusCode).toBe(401);

    const before = await app.inject({ method: "POST", url: "/updates/v1", headers: { authorization: `Bearer ${token}` } });
    expect(before.json()).toEqual([
      {
        updateType: "BALANCE",
        balance: 0,
        currency: "EUR",
        reserved: 0,
        bonus: { inprogress: false, balances: [] },
        completed: 0,
      },
    ]);

    await app.services.wallet.credit({ playerId, amount: 5000n, currency: "EUR", key: "dep-u1", kind: "D", from: "psp:sandbox" });
    await app.services.wallet.reserve({ playerId, amount: 1500n, currency: "EUR", key: "wd-u1" });
    const after = await app.inject({ method: "POST", url: "/updates/v1", headers: { authorization: `Bearer ${token}` } });
    expect(after.json()).toEqual([
      {
        updateType: "BALANCE",
        balance: 3500,
        currency: "EUR",
        reserved: 1500,
        bonus: { inprogress: false, balances: [] },
        completed: 1,
      },
    ]);
  });

  it("pushes the new balance to the player's open page at once, and refuses a dead session", async () => {
    const host = await listen(app);
    const playerId = await insertPlayer(app.db);
    const { token } = await app.services.session.start(playerId, null);
    const page = await openPage(host, token);
    await page.next((u) => u.updateType === "BALANCE" && u.balance === 0);

    await app.services.wallet.credit({ playerId, amount: 2000n, currency: "EUR", key: "dep-u2", kind: "D", from: "psp:sandbox" });
    expect(await page.next((u) => u.updateType === "DEPOSIT")).toEqual({
      updateType: "DEPOSIT",
      balance: 2000,
      currency: "EUR",
      reserved: 0,
      bonus: { inprogress: false, balances: [] },
      completed: 1,
    });
    page.ws.close();

    const dead = await openPage(host, "not-a-session");
    expect(await dead.closed).toBe(4401);
  });

  it("delivers through Redis: a deposit settled on one api process reaches a page open on another", async () => {
    const { a, b, db } = await twoProcesses;
    await Promise.all([a.services.balanceHub.ready, b.services.balanceHub.ready]);
    const hostB = await listen(b);

    const playerId = await insertPlayer(db);
    const { token } = await a.services.session.start(playerId, null);
    const page = await openPage(hostB, token);
    await page.next((u) => u.updateType === "BALANCE");

    await a.services.wallet.credit({
      playerId,
      amount: 777n,
      currency: "EUR",
      key: `dep-r-${playerId}`,
      kind: "D",
      from: "psp:sandbox",
    });
    expect(await page.next((u) => u.updateType === "DEPOSIT")).toMatchObject({ balance: 777, completed: 1 });
    page.ws.close();
  });
});
