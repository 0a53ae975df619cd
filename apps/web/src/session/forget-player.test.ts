import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { beforeEach, describe, expect, it, vi } from "vitest";

/** A second player logging in on the same browser sees nothing the first one's pages asked for. */
describe("the query cache across players", () => {
  beforeEach(() => {
    vi.resetModules();
    for (const name of ["localStorage", "sessionStorage"]) {
      const stored = new Map<string, string>();
      vi.stubGlobal(name, {
        getItem: (k: string) => stored.get(k) ?? null,
        setItem: (k: string, v: string) => void stored.set(k, v),
        removeItem: (k: string) => void stored.delete(k),
      });
    }
  });

  const session = (id: string) => ({ token: `t-${id}`, expires: "2099-01-01", customer: { id }, details: {} });

  /** A page on screen reading `key` (an active query; its data is fresh, so nothing is fetched). */
  const showing = (client: QueryClient, key: string[]) =>
    new QueryObserver(client, { queryKey: key, queryFn: () => null, staleTime: Number.POSITIVE_INFINITY }).subscribe(() => {});

  async function setUp() {
    const { sessionStore } = await import("./store");
    const { forgetPlayerOnSwitch } = await import("./forget-player");
    const client = new QueryClient();
    forgetPlayerOnSwitch(client);
    return { sessionStore, client };
  }

  it("empties the cache when another player logs in after a logout", async () => {
    const { sessionStore, client } = await setUp();
    sessionStore.login(session("ann"));
    client.setQueryData(["account-details"], { data: { FIRSTNAME: "Ann" } });
    sessionStore.logout();
    sessionStore.login(session("bob"));
    expect(client.getQueryData(["account-details"])).toBeUndefined();
  });

  it("keeps it for a guest's first login, and for the same player logging in again", async () => {
    const { sessionStore, client } = await setUp();
    client.setQueryData(["catalogue", "games"], ["public"]);
    sessionStore.login(session("ann"));
    expect(client.getQueryData(["catalogue", "games"])).toEqual(["public"]);
    client.setQueryData(["account-details"], { data: { FIRSTNAME: "Ann" } });
    const page = showing(client, ["account-details"]);
    sessionStore.logout({ expired: true });
    sessionStore.login(session("ann"));
    expect(client.getQueryData(["account-details"])).toEqual({ data: { FIRSTNAME: "Ann" } });
    page();
  });

  it("drops at logout what no page is showing", async () => {
    const { sessionStore, client } = await setUp();
    sessionStore.login(session("ann"));
    client.setQueryData(["inbox"], [{ id: 1 }]);
    sessionStore.logout();
    expect(client.getQueryData(["inbox"])).toBeUndefined();
  });

  it("treats a stored session found on start as the cache's player; what her page shows goes at the next login", async () => {
    localStorage.setItem("session", JSON.stringify(session("ann")));
    const { sessionStore, client } = await setUp();
    client.setQueryData(["account-details"], { data: { FIRSTNAME: "Ann" } });
    // her account page is on screen: its query is active
    const page = showing(client, ["account-details"]);
    sessionStore.logout();
    expect(client.getQueryData(["account-details"])).toBeDefined();
    sessionStore.login(session("bob"));
    expect(client.getQueryData(["account-details"])).toBeUndefined();
    page();
  });
});
