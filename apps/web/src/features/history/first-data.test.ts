import { QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { defaultRange } from "./format";

/** What a player's history opened directly has in the cache before React's first frame. */
describe("the history page's first data", () => {
  const fetch = vi.fn();
  beforeEach(() => {
    vi.resetModules();
    const stored = new Map<string, string>([["session", JSON.stringify({ token: "player-a" })]]);
    vi.stubGlobal("localStorage", {
      getItem: (k: string) => stored.get(k) ?? null,
      setItem: (k: string, v: string) => void stored.set(k, v),
      removeItem: (k: string) => void stored.delete(k),
    });
    vi.stubGlobal("fetch", fetch);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetch.mockReset();
  });

  it("is the answer index.html asked, under the player's session and the page's range", async () => {
    const { firstData } = await import("./HistoryPage");
    const client = new QueryClient();
    const answer = { lifetimeNetDeposits: 1234 };
    const { from, to } = defaultRange();
    await firstData(client, async (body) => (body === JSON.stringify({ filter: { from, to } }) ? answer : undefined) as never);
    expect(client.getQueryData(["history", "player-a", from, to])).toBe(answer);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("is nothing without that answer: no call before the app listens for an ended session", async () => {
    const { firstData } = await import("./HistoryPage");
    const client = new QueryClient();
    await firstData(client, async () => undefined);
    expect(client.getQueryCache().getAll()).toEqual([]);
    expect(fetch).not.toHaveBeenCalled();
  });
});
