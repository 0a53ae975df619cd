import { describe, expect, it } from "vitest";
import { nextSnapshot, snapshotOf } from "./snapshot";

const bal = (over: Partial<{ id: string; completed: boolean; failed: boolean }> = {}) => ({
  balances: [{ id: "g1", value: 10, current: 0, total: 50, completed: false, failed: false, real: 0, freespins: 0, ...over }],
});

describe("the bonus snapshot (accounts spec §4)", () => {
  it("stores the first update, reloads when a bonus appears, opens the popup when it changes, clears when it vanishes", () => {
    expect(nextSnapshot(undefined, snapshotOf(null))).toEqual({ snapshot: false, action: "store" });
    expect(nextSnapshot(false, snapshotOf(bal()))).toEqual({ snapshot: "g1:", action: "reload" });
    expect(nextSnapshot("g1:", snapshotOf(bal()))).toEqual({ snapshot: "g1:", action: "none" });
    expect(nextSnapshot("g1:", snapshotOf(bal({ completed: true })))).toEqual({ snapshot: "g1:c", action: "popup" });
    expect(nextSnapshot("g1:c", snapshotOf({ balances: [] }))).toEqual({ snapshot: false, action: "clear" });
  });

  it("a bet changing the money but not the bonus's state opens nothing", () => {
    const a = snapshotOf(bal());
    const b = snapshotOf({ balances: [{ ...bal().balances[0]!, value: 3, current: 20 }] });
    expect(nextSnapshot(a, b).action).toBe("none");
  });
});
