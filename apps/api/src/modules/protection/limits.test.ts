import { describe, expect, it } from "vitest";
import {
  confirm,
  confirmable,
  exclusionEnd,
  lowest,
  mergeExclusion,
  NO_LIMIT,
  PENDING_MS,
  passedPeriod,
  remainingCooldown,
  requestChange,
  windowStarts,
} from "./limits.js";

const now = new Date("2026-03-31T10:00:00Z");

describe("limit changes", () => {
  it("a new limit and a decrease apply at once; a decrease drops a waiting increase", () => {
    const set = requestChange(NO_LIMIT, 5000n, now);
    expect(set).toMatchObject({ amount: 5000n, pending: false });
    const raised = requestChange(set, 9000n, now);
    const lowered = requestChange(raised, 3000n, now);
    expect(lowered).toEqual({ amount: 3000n, pending: false, pendingAmount: null, pendingReadyAt: null });
  });

  it("an increase or a removal waits 24 hours, then needs a confirmation", () => {
    const l = requestChange({ ...NO_LIMIT, amount: 5000n }, 9000n, now);
    expect(l).toMatchObject({ amount: 5000n, pending: true, pendingAmount: 9000n });
    expect(l.pendingReadyAt!.getTime() - now.getTime()).toBe(PENDING_MS);
    expect(confirmable(l, new Date(now.getTime() + PENDING_MS - 1))).toBe(false);
    expect(remainingCooldown(l, new Date(now.getTime() + PENDING_MS - 1000))).toBe(1);
    expect(confirmable(l, new Date(now.getTime() + PENDING_MS))).toBe(true);
    expect(confirm(l).amount).toBe(9000n);
    const removal = requestChange({ ...NO_LIMIT, amount: 5000n }, null, now);
    expect(removal).toMatchObject({ amount: 5000n, pending: true, pendingAmount: null });
    expect(confirm(removal).amount).toBeNull();
  });

  it("asking again for the same increase does not restart its wait", () => {
    const l = requestChange({ ...NO_LIMIT, amount: 5000n }, 9000n, now);
    const later = new Date(now.getTime() + 3_600_000);
    expect(requestChange(l, 9000n, later).pendingReadyAt).toEqual(l.pendingReadyAt);
    expect(requestChange(l, 8000n, later).pendingReadyAt).toEqual(new Date(later.getTime() + PENDING_MS));
  });

  it("the lowest applicable limit wins, and the first period passed is named", () => {
    expect(lowest(null, 300n, 200n, undefined)).toBe(200n);
    expect(lowest(null, null)).toBeNull();
    const used = { daily: 900n, weekly: 900n, monthly: 5000n };
    expect(passedPeriod({ daily: 1000n, weekly: 2000n }, used, 100n)).toBeNull();
    expect(passedPeriod({ daily: 1000n, weekly: 2000n }, used, 101n)).toBe("daily");
    expect(passedPeriod({ monthly: 5050n }, used, 51n)).toBe("monthly");
  });
});

describe("windows and exclusions", () => {
  it("windows roll: 24 hours, 7 days and a calendar month back (clamped to the month's last day)", () => {
    const w = windowStarts(now);
    expect(w.daily.toISOString()).toBe("2026-03-30T10:00:00.000Z");
    expect(w.weekly.toISOString()).toBe("2026-03-24T10:00:00.000Z");
    expect(w.monthly.toISOString()).toBe("2026-02-28T10:00:00.000Z");
  });

  it("cool-down and self-exclusion periods end when they should; self-exclusion may be for good", () => {
    expect(exclusionEnd("COOLDOWN", "24h", now)?.toISOString()).toBe("2026-04-01T10:00:00.000Z");
    expect(exclusionEnd("COOLDOWN", "6w", now)?.toISOString()).toBe("2026-05-12T10:00:00.000Z");
    expect(exclusionEnd("LOCK", "6m", now)?.toISOString()).toBe("2026-09-30T10:00:00.000Z");
    expect(exclusionEnd("LOCK", "forever", now)).toBeNull();
    expect(exclusionEnd("COOLDOWN", "forever", now)).toBeUndefined();
    expect(exclusionEnd("LOCK", "24h", now)).toBeUndefined();
  });

  it("a new exclusion never shortens one in force", () => {
    const long = new Date("2027-01-01T00:00:00Z");
    const short = new Date("2026-04-01T00:00:00Z");
    expect(mergeExclusion({ type: "LOCK", expires: long }, { type: "COOLDOWN", expires: short }, now)).toEqual({
      type: "LOCK",
      expires: long,
    });
    expect(mergeExclusion({ type: "COOLDOWN", expires: short }, { type: "LOCK", expires: null }, now)).toEqual({
      type: "LOCK",
      expires: null,
    });
    const over = new Date("2026-01-01T00:00:00Z");
    expect(mergeExclusion({ type: "LOCK", expires: over }, { type: "COOLDOWN", expires: short }, now)).toEqual({
      type: "COOLDOWN",
      expires: short,
    });
  });
});
