import { signedHeaders } from "@casino/signing";
import { describe, expect, it, vi } from "vitest";
import { insertPlayer } from "../../../test/fixtures.js";
import { testApp, testClock } from "../../../test/harness.js";
import { cleanComment, maskCustomerId } from "./service.js";

/** Big wins from real wins through the signed seamless wallet, then the winner's comment. */
const clock = testClock(new Date("2026-03-01T10:00:00Z"));
const SECRET = "studio-test-secret-0123456789";
const app = await testApp({
  clock,
  config: { STUDIO_SECRET: SECRET, BIG_WIN_MULTIPLIER: 20, BIG_WIN_COMMENT_WINDOW_MINUTES: 60 },
});

await app.db.query("INSERT INTO game_vendors (id, name) VALUES ('aurum-studio', 'Aurum Studio') ON CONFLICT DO NOTHING");
await app.db.query(
  "INSERT INTO games (id, vendor_id, name, family, art_version) VALUES ('sun-slot', 'aurum-studio', 'Book of Sun', 'slot', 'v1')",
);

async function wallet(op: string, payload: unknown) {
  const raw = JSON.stringify(payload);
  const res = await app.inject({
    method: "POST",
    url: `/wallet/v1/${op}`,
    headers: signedHeaders("aurum-studio", SECRET, raw, clock.now().getTime()),
    payload: raw,
  });
  return res.json() as { status: string; balance: number };
}

let seq = 0;
const next = (p: string) => `${p}-${++seq}`;

/** A logged-in player with money who plays "sun-slot" for real. */
async function player() {
  const playerId = await insertPlayer(app.db, { currency: "EUR" });
  const customerId = (await app.db.one<{ customer_id: string }>("SELECT customer_id FROM players WHERE id = $1", [playerId]))!
    .customer_id;
  const s = await app.services.session.start(playerId, "fp");
  await app.services.wallet.correct({ direction: "credit", player: playerId, amount: 10_000n, reason: "test", operator: "t" });
  const { token } = await app.services.seamlessWallet.issueLaunchToken({
    playerId,
    sessionId: s.sessionId,
    currency: "EUR",
    gameId: "sun-slot",
    provider: "aurum-studio",
  });
  /** One round: a bet, then a win, as the studio sends them. */
  async function play(stake: number, win: number, transactionId = next("w")) {
    const roundId = next("r");
    const bet = await wallet("bet", {
      playerId,
      token,
      currency: "EUR",
      gameId: "sun-slot",
      roundId,
      transactionId: next("b"),
      amount: stake,
    });
    expect(bet.status).toBe("OK");
    const w = await wallet("win", {
      playerId,
      currency: "EUR",
      gameId: "sun-slot",
      roundId,
      transactionId,
      amount: win,
      roundClosed: true,
    });
    expect(w.status).toBe("OK");
    return { roundId, transactionId };
  }
  return { playerId, customerId, token: s.token, play };
}

type Entry = {
  id: string;
  player: string;
  amount: number;
  comment: string | null;
  mine?: boolean;
  canComment?: boolean;
} & Record<string, unknown>;
async function feed(token?: string) {
  const res = await app.inject({
    method: "GET",
    url: "/api/bigwin/v1",
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  expect(res.statusCode).toBe(200);
  return res.json() as Entry[];
}
/** The feed once the big win recorded after the wallet's answer is there. */
async function feedWith(count: number, token?: string) {
  let list: Entry[] = [];
  await vi.waitFor(async () => {
    list = await feed(token);
    expect(list.length).toBe(count);
  });
  return list;
}
async function comment(token: string, query: Record<string, string>) {
  const res = await app.inject({
    method: "POST",
    url: "/api/bigwin/v1/comment/add",
    query,
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: res.statusCode, body: res.json() as { id?: string; code?: string; data?: string; comment?: string } };
}

describe("big wins feed", () => {
  it("shows a win of at least 20 times the stake, newest first, with game name and masked player", async () => {
    const ann = await player();
    await ann.play(100, 1_999); // 19.99×: not big
    await ann.play(100, 0);
    await ann.play(50, 1_000); // exactly 20×
    const first = await feedWith(1);
    expect(first[0]).toEqual({
      id: expect.any(String),
      gameId: "sun-slot",
      gameName: "Book of Sun",
      vendorId: "aurum-studio",
      amount: 1_000,
      currency: "EUR",
      multiplier: 20,
      player: `${ann.customerId.slice(0, 4)}••••${ann.customerId.slice(-2)}`,
      createdAt: "2026-03-01T10:00:00.000Z",
      comment: null,
    });
    expect(first[0]!.player).not.toContain(ann.customerId.slice(4, -2));
    clock.advance(1_000);
    const bob = await player();
    await bob.play(10, 1_234);
    const list = await feedWith(2);
    expect(list.map((e) => e.amount)).toEqual([1_234, 1_000]);
    expect(list[0]!.multiplier).toBe(123.4);
  });

  it("enters a retried win once", async () => {
    const before = (await feed()).length;
    const p = await player();
    const { roundId, transactionId } = await p.play(10, 500);
    await feedWith(before + 1);
    const again = await wallet("win", {
      playerId: p.playerId,
      currency: "EUR",
      gameId: "sun-slot",
      roundId,
      transactionId,
      amount: 500,
      roundClosed: true,
    });
    expect(again.status).toBe("OK");
    await new Promise((r) => setTimeout(r, 50));
    expect((await feed()).length).toBe(before + 1);
  });

  it("marks a logged-in player's own big wins and whether they can still comment", async () => {
    const p = await player();
    await p.play(10, 1_000);
    const mine = await vi.waitFor(async () => {
      const e = (await feed(p.token)).find((x) => x.mine);
      expect(e).toBeDefined();
      return e!;
    });
    expect(mine).toMatchObject({ mine: true, canComment: true, amount: 1_000 });
    const others = (await feed(p.token)).filter((e) => e.id !== mine.id);
    expect(others.every((e) => e.mine === undefined && e.canComment === undefined)).toBe(true);
    expect((await feed()).every((e) => e.mine === undefined)).toBe(true);
  });
});

describe("big win comments", () => {
  async function winner() {
    const p = await player();
    await p.play(10, 300);
    const id = await vi.waitFor(async () => {
      const e = (await feed(p.token)).find((x) => x.mine);
      expect(e).toBeDefined();
      return e!.id;
    });
    return { ...p, id };
  }

  it("takes the winner's comment once, trimmed, and shows it in the feed", async () => {
    const w = await winner();
    expect(await comment(w.token, { comment: "   Lucky <b>day</b>!  " })).toEqual({
      status: 200,
      body: { id: w.id, comment: "Lucky b day /b !" },
    });
    const entry = (await feed(w.token)).find((e) => e.id === w.id)!;
    expect(entry).toMatchObject({ comment: "Lucky b day /b !", canComment: false });
    expect((await feed()).find((e) => e.id === w.id)!.comment).toBe("Lucky b day /b !");
    const twice = await comment(w.token, { comment: "again", id: w.id });
    expect(twice.status).toBe(412);
    expect(twice.body).toMatchObject({ code: "COMMENT_EXISTS", data: "COMMENT_EXISTS" });
  });

  it("comments the newest uncommented big win when no id is given", async () => {
    const w = await winner();
    expect((await comment(w.token, { comment: "yes" })).body.id).toBe(w.id);
    const none = await comment(w.token, { comment: "no more" });
    expect(none.status).toBe(404);
    expect(none.body.code).toBe("BIG_WIN_NOT_FOUND");
  });

  it("requires a comment of at most 45 characters", async () => {
    const w = await winner();
    for (const q of [{}, { comment: "" }, { comment: "    " }] as Record<string, string>[]) {
      const r = await comment(w.token, { ...q, id: w.id });
      expect(r.status).toBe(400);
      expect(r.body.code).toBe("COMMENT_REQUIRED");
    }
    const long = await comment(w.token, { comment: "x".repeat(46), id: w.id });
    expect(long.status).toBe(400);
    expect(long.body.code).toBe("COMMENT_TOO_LONG");
    expect((await comment(w.token, { comment: ` ${"x".repeat(45)} `, id: w.id })).status).toBe(200);
  });

  it("lets only the winner comment, and only logged in", async () => {
    const w = await winner();
    const other = await player();
    const r = await comment(other.token, { comment: "not mine", id: w.id });
    expect(r.status).toBe(403);
    expect(r.body.code).toBe("NOT_YOUR_BIG_WIN");
    const guest = await app.inject({ method: "POST", url: "/api/bigwin/v1/comment/add", query: { comment: "hi", id: w.id } });
    expect(guest.statusCode).toBe(401);
    expect((await comment(w.token, { comment: "hi", id: "999999999" })).status).toBe(404);
  });

  it("refuses a comment after the window with REJECTED_BY_TIMEOUT", async () => {
    const w = await winner();
    clock.advance(60 * 60_000);
    const r = await comment(w.token, { comment: "too late", id: w.id });
    expect(r.status).toBe(412);
    expect(r.body).toMatchObject({ code: "REJECTED_BY_TIMEOUT", data: "REJECTED_BY_TIMEOUT" });
    expect((await feed(w.token)).find((e) => e.id === w.id)).toMatchObject({ mine: true, canComment: false, comment: null });
  });
});

describe("big win helpers", () => {
  it("masks customer ids and cleans comments to plain text", () => {
    expect(maskCustomerId("FSUA12345612")).toBe("FSUA••••12");
    expect(maskCustomerId("AB12")).toBe("A••••");
    expect(cleanComment(" a\u0000\n\tb  ")).toBe("a b");
    expect(cleanComment(undefined)).toBe("");
  });
});

describe("the wallet when the feed fails", () => {
  it("still pays the win and answers OK", async () => {
    const p = await player();
    const record = vi.spyOn(app.services.bigWins, "record").mockRejectedValueOnce(new Error("feed down"));
    const before = await app.services.wallet.balance(p.playerId);
    await p.play(10, 500);
    const after = await app.services.wallet.balance(p.playerId);
    expect(after.cash - before.cash).toBe(490n);
    expect(record).toHaveBeenCalled();
    record.mockRestore();
  });
});
