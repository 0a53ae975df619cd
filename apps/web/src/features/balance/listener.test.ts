import { beforeEach, describe, expect, it, vi } from "vitest";

const polled: (string | null)[] = [];
/** Set: the next polls wait for the test to answer them (the answers a slow network gives late). */
let held: ((list: unknown[]) => void)[] | null = null;
vi.mock("../../api/client", async () => {
  const { sessionStore } = await import("../../session/store");
  return {
    api: async () => {
      polled.push(sessionStore.token());
      if (held) return new Promise((resolve) => held?.push(resolve));
      return [];
    },
  };
});

/** The sockets the page opened (their tokens), and a push on one. */
class FakeSocket {
  static all: FakeSocket[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  closed = false;
  constructor(readonly url: URL) {
    FakeSocket.all.push(this);
  }
  get token() {
    return this.url.searchParams.get("token");
  }
  close() {
    this.closed = true;
  }
}
const open = () => FakeSocket.all.filter((s) => !s.closed);

describe("the balance listeners and a withdrawal-only session later in the tab", () => {
  const events: string[] = [];
  beforeEach(() => {
    const stored = new Map<string, string>();
    vi.stubGlobal("localStorage", {
      getItem: (k: string) => stored.get(k) ?? null,
      setItem: (k: string, v: string) => void stored.set(k, v),
      removeItem: (k: string) => void stored.delete(k),
    });
    vi.stubGlobal("sessionStorage", { getItem: () => null, setItem: () => {}, removeItem: () => {} });
    vi.stubGlobal("window", {
      location: { href: "https://casino.test/en" },
      dispatchEvent: (e: Event) => void events.push(e.type),
    });
    vi.stubGlobal("CustomEvent", class extends Event {});
    vi.stubGlobal("WebSocket", FakeSocket);
  });

  it("leaves a withdrawal-only session to the withdrawal page's own listener: one socket, only the balance set", async () => {
    const { sessionStore } = await import("../../session/store");
    const { applyBalance, startBalanceListening } = await import("./listener");
    // The full site's listener, started by the player's session (features/balance: withFirstSession).
    sessionStore.login({ token: "full-1" } as never);
    startBalanceListening();
    expect(open().map((s) => s.token)).toEqual(["full-1"]);

    // The player excludes themselves, is logged out, and logs in to withdraw their balance.
    sessionStore.logout();
    sessionStore.login({ token: "withdraw-1", scope: "WITHDRAWAL" } as never);
    // The withdrawal page's listener (WithdrawOnlyPage).
    const stopPage = startBalanceListening(applyBalance, sessionStore.token);
    await Promise.resolve();
    expect(open().map((s) => s.token)).toEqual(["withdraw-1"]);
    expect(polled.filter((t) => t === "withdraw-1")).toHaveLength(1);

    // A deposit that was pending completes: the page shows the new balance, and no first-deposit bonus offer
    // (casino:balance-update, Choose your bonus) follows in the withdrawal session.
    events.length = 0;
    open()[0]!.onmessage!({
      data: JSON.stringify([{ updateType: "DEPOSIT", balance: 7000, currency: "EUR", reserved: 0, bonus: null, completed: 1 }]),
    });
    expect(sessionStore.get().balance?.amount).toBe(7000);
    expect(events).toEqual([]);

    // The withdrawal is done and the player logs out: nothing listens any more.
    sessionStore.logout();
    stopPage();
    expect(open()).toEqual([]);
  });

  it("does not write the balance a poll answers after the session that asked for it ended", async () => {
    const { sessionStore } = await import("../../session/store");
    const { startBalanceListening } = await import("./listener");
    const update = (balance: number) => [
      { updateType: "BALANCE", balance, currency: "EUR", reserved: 0, bonus: null, completed: 0 },
    ];
    held = [];
    sessionStore.login({ token: "full-2" } as never);
    // (The first test's full-site listener follows this session too.)
    const stop = startBalanceListening();
    expect(held.length).toBeGreaterThan(0);
    const late = held.splice(0);

    // The player logs out before the polls answer; their late answers leave the store as the logout left it.
    sessionStore.logout();
    for (const answer of late) answer(update(5000));
    await new Promise((r) => setTimeout(r, 0));
    expect(sessionStore.get().balance).toBeNull();

    // Another session's polls, asked after its login, are written as before; the ended one's socket says nothing.
    sessionStore.login({ token: "full-3" } as never);
    expect(held.length).toBeGreaterThan(0);
    for (const answer of held.splice(0)) answer(update(1200));
    await vi.waitFor(() => expect(sessionStore.get().balance?.amount).toBe(1200));
    const ended = FakeSocket.all.find((s) => s.token === "full-2")!;
    ended.onmessage!({ data: JSON.stringify(update(1)) });
    expect(sessionStore.get().balance?.amount).toBe(1200);

    sessionStore.logout();
    stop();
    held = null;
  });
});
