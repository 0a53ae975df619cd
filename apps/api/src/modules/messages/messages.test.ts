import { describe, expect, it } from "vitest";
import WebSocket from "ws";
import { insertPlayer } from "../../../test/fixtures.js";
import { testApp, testClock } from "../../../test/harness.js";
import { listen, startTwoProcesses } from "../../../test/processes.js";
import type { App } from "../../app.js";
import type { Db } from "../../platform/db.js";

const clock = testClock();
const app = await testApp({ clock });

async function player(db: Db, a: App, over: { country?: string; language?: string } = {}) {
  const playerId = await insertPlayer(db, { country: over.country ?? "EST" });
  await db.query("UPDATE players SET language = $2, created_at = $3 WHERE id = $1", [
    playerId,
    over.language ?? "en",
    clock.now(),
  ]);
  const { customer_id } = (await db.one<{ customer_id: string }>("SELECT customer_id FROM players WHERE id = $1", [playerId]))!;
  const s = await a.services.session.start(playerId, null);
  return { playerId, customerId: customer_id, token: s.token, password: a.services.session.channelPassword(s.sessionId) };
}

type Frame = { type: string; unread?: number; message?: { id: string; title: string; body: string } };

/** An open page's message channel. */
async function openChannel(host: string, customerId: string, password: string) {
  const ws = new WebSocket(
    `ws://${host}/messages/v1/ws?customerId=${encodeURIComponent(customerId)}&password=${encodeURIComponent(password)}`,
  );
  const frames: Frame[] = [];
  ws.on("message", (d) => frames.push(JSON.parse(String(d)) as Frame));
  const closed = new Promise<number>((resolve) => ws.on("close", (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    ws.once("open", () => resolve());
    ws.once("error", reject);
  });
  const next = async (match: (f: Frame) => boolean, ms = 5000) => {
    const deadline = Date.now() + ms;
    for (;;) {
      const hit = frames.find(match);
      if (hit) return hit;
      if (Date.now() > deadline) throw new Error(`no matching frame; got ${JSON.stringify(frames)}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  return { ws, frames, next, closed };
}

const inbox = async (token: string) =>
  (await app.inject({ method: "GET", url: "/messages/v1/inbox", headers: { authorization: `Bearer ${token}` } })).json();

describe("the message channel", () => {
  it("the login details carry the session's channel password", async () => {
    const p = await player(app.db, app);
    expect(p.password).toMatch(/^[0-9a-f-]{36}\.[\w-]{43}$/);
    expect(await app.services.session.channelSession(p.customerId, p.password)).toMatchObject({ playerId: p.playerId });
    expect(await app.services.session.channelSession("FSUA0000000", p.password)).toBeNull();
    expect(await app.services.session.channelSession(p.customerId, `${p.password.slice(0, -2)}xx`)).toBeNull();
  });

  it("delivers a message to the player's open page at once and refuses a wrong password", async () => {
    const host = await listen(app);
    const p = await player(app.db, app);
    const page = await openChannel(host, p.customerId, p.password);
    expect(await page.next((f) => f.type === "hello")).toEqual({ type: "hello", unread: 0 });

    await app.services.messages.send(
      { type: "player", playerId: p.playerId },
      { title: "Hello", body: "Your bonus is ready", sentBy: "op-1" },
    );
    const got = await page.next((f) => f.type === "message");
    expect(got.message).toMatchObject({ title: "Hello", body: "Your bonus is ready" });
    page.ws.close();

    const wrong = await openChannel(host, p.customerId, "00000000-0000-0000-0000-000000000000.nope");
    expect(await wrong.closed).toBe(4401);
    await app.services.session.end((await app.services.session.channelSession(p.customerId, p.password))!.sessionId);
    const ended = await openChannel(host, p.customerId, p.password);
    expect(await ended.closed).toBe(4401);
  });

  it("keeps messages for players who were away: segment, everyone and one's own, with read state", async () => {
    clock.advance(60_000);
    const de = await player(app.db, app, { country: "DEU", language: "de" });
    const ua = await player(app.db, app, { country: "UKR", language: "uk" });
    clock.advance(60_000);
    const { messages } = app.services;
    await messages.send({ type: "segment", country: "DEU" }, { title: "Für Deutschland", body: "x", sentBy: "op" });
    await messages.send({ type: "segment", language: "uk" }, { title: "Українською", body: "x", sentBy: "op" });
    await messages.send({ type: "all" }, { title: "Everyone", body: "x", sentBy: "op" });
    await messages.send({ type: "player", playerId: ua.playerId }, { title: "Just you", body: "x", sentBy: "op" });
    clock.advance(60_000);
    const late = await player(app.db, app, { country: "DEU", language: "de" }); // registered after the broadcasts

    const deBox = await inbox(de.token);
    expect(deBox.messages.map((m: { title: string }) => m.title)).toEqual(["Everyone", "Für Deutschland"]);
    expect(deBox.unread).toBe(2);
    const uaBox = await inbox(ua.token);
    expect(uaBox.messages.map((m: { title: string }) => m.title)).toEqual(["Just you", "Everyone", "Українською"]);
    expect((await inbox(late.token)).messages).toEqual([]);

    const first = deBox.messages[0].id;
    const read = await app.inject({
      method: "POST",
      url: `/messages/v1/${first}/read`,
      headers: { authorization: `Bearer ${de.token}` },
    });
    expect(read.json()).toEqual({ unread: 1 });
    const after = await inbox(de.token);
    expect(after.messages.map((m: { read: boolean }) => m.read)).toEqual([true, false]);

    const justYou = uaBox.messages[0].id;
    const notYours = await app.inject({
      method: "POST",
      url: `/messages/v1/${justYou}/read`,
      headers: { authorization: `Bearer ${de.token}` },
    });
    expect(notYours.statusCode).toBe(404);
    expect(notYours.json().code).toBe("MESSAGE_NOT_FOUND");

    await app.inject({ method: "POST", url: "/messages/v1/read-all", headers: { authorization: `Bearer ${ua.token}` } });
    expect((await inbox(ua.token)).unread).toBe(0);
    await expect(messages.send({ type: "segment" }, { title: "?", body: "x", sentBy: "op" })).rejects.toMatchObject({
      code: "MESSAGE_AUDIENCE_INVALID",
    });
  });
});

const twoProcesses = await startTwoProcesses({ clock });

describe("the message channel across api processes", () => {
  it("a message written on one process reaches the page open on another, once", async () => {
    const { a, b, db } = twoProcesses;
    await Promise.all([a.services.messages.hub.ready, b.services.messages.hub.ready]);
    const hostB = await listen(b);
    const p = await player(db, a, { country: "IND", language: "hi" });
    const page = await openChannel(hostB, p.customerId, p.password);
    await page.next((f) => f.type === "hello");
    await a.services.messages.send({ type: "segment", country: "IND" }, { title: "Diwali", body: "Spins for you", sentBy: "op" });
    expect((await page.next((f) => f.type === "message")).message).toMatchObject({ title: "Diwali" });
    await new Promise((r) => setTimeout(r, 300));
    expect(page.frames.filter((f) => f.type === "message")).toHaveLength(1);
    page.ws.close();
  });
});
