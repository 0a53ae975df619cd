import { beforeEach, describe, expect, it, vi } from "vitest";

/** Code only a logged-in player needs starts with the first session, once. */
describe("withFirstSession", () => {
  beforeEach(() => {
    vi.resetModules();
    const stored = new Map<string, string>();
    vi.stubGlobal("localStorage", {
      getItem: (k: string) => stored.get(k) ?? null,
      setItem: (k: string, v: string) => void stored.set(k, v),
      removeItem: (k: string) => void stored.delete(k),
    });
  });

  it("waits for a guest's login, then starts once whatever the session does next", async () => {
    const { sessionStore } = await import("./store");
    const { withFirstSession } = await import("./with-session");
    const start = vi.fn();
    withFirstSession(start);
    expect(start).not.toHaveBeenCalled();
    sessionStore.logout();
    expect(start).not.toHaveBeenCalled();
    sessionStore.login({ token: "t1" } as never);
    sessionStore.logout();
    sessionStore.login({ token: "t2" } as never);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("waits through a withdrawal-only session (a restricted player's) for a full one", async () => {
    const { sessionStore } = await import("./store");
    const { withFirstSession } = await import("./with-session");
    const start = vi.fn();
    withFirstSession(start);
    sessionStore.login({ token: "w1", scope: "WITHDRAWAL" } as never);
    expect(sessionStore.token()).toBe("w1");
    expect(sessionStore.fullToken()).toBeNull();
    expect(start).not.toHaveBeenCalled();
    sessionStore.logout();
    sessionStore.login({ token: "t1" } as never);
    expect(sessionStore.fullToken()).toBe("t1");
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("does not start for a stored withdrawal-only session", async () => {
    localStorage.setItem("session", JSON.stringify({ token: "kept", scope: "WITHDRAWAL" }));
    const { withFirstSession } = await import("./with-session");
    const start = vi.fn();
    withFirstSession(start);
    expect(start).not.toHaveBeenCalled();
  });

  it("starts at once for a returning player", async () => {
    localStorage.setItem("session", JSON.stringify({ token: "kept" }));
    const { withFirstSession } = await import("./with-session");
    const start = vi.fn();
    withFirstSession(start);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("holds a returning player's work until React's first frame is committed, when main.tsx asks it to", async () => {
    localStorage.setItem("session", JSON.stringify({ token: "kept" }));
    const { holdUntilFirstRender, firstRenderDone } = await import("./after-first-render");
    const { withFirstSession } = await import("./with-session");
    const order: string[] = [];
    holdUntilFirstRender();
    withFirstSession(() => order.push("balance"));
    withFirstSession(() => order.push("watch"));
    expect(order).toEqual([]);
    firstRenderDone();
    expect(order).toEqual(["balance", "watch"]);
    // Past the first commit nothing waits.
    withFirstSession(() => order.push("later"));
    expect(order).toEqual(["balance", "watch", "later"]);
  });
});
