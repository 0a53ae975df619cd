import type { SelfLimit, SelfLimits } from "@casino/contracts/protection";
import { afterEach, describe, expect, it, vi } from "vitest";

const answer = vi.fn();
vi.mock("../../api/client", () => ({ api: (...a: unknown[]) => answer(...a) }));

const { protectionApi } = await import("./api");
const { hms } = await import("./rules");
const { monotonic, received, waitLeft } = await import("./wait");

const DAY = 86_400;
const limit = (pending: SelfLimit["pending"] = null): SelfLimit => ({
  amount: 100,
  operatorAmount: null,
  kind: "currency",
  pending,
});
/** The server's limits: a raise of the daily deposit limit waits `seconds` (24 h), confirmable at the server's time. */
const limits = (seconds: number): SelfLimits =>
  ({
    currency: "EUR",
    deposit: {
      daily: limit({ amount: 500, confirmableAt: "2026-11-30T08:00:00.000Z", remainingCooldown: seconds }),
      weekly: limit(),
      monthly: limit(),
    },
    losses: { daily: limit(), weekly: limit(), monthly: limit() },
    gameSessionDuration: { ...limit(), kind: "time" },
    realityCheck: null,
    remainingCooldown: seconds,
  }) as unknown as SelfLimits;

/** Seconds shown for the daily raise at a moment of the monotonic clock. */
const shown = (l: SelfLimits, at: number) => waitLeft(l.deposit.daily.pending, at, 0);

describe("a pending raise's countdown (Restrictions)", () => {
  afterEach(() => vi.restoreAllMocks());

  for (const skew of [-DAY, 0, DAY, 2 * DAY]) {
    it(`counts the server's 24 h from when the answer came, the device's clock ${skew / 3600} h off`, async () => {
      // The device's wall clock is off (a phone set a day wrong); the monotonic clock runs as time does.
      vi.spyOn(Date, "now").mockReturnValue(Date.parse("2026-11-29T08:00:00.000Z") + skew * 1000);
      let mono = 5_000;
      vi.spyOn(monotonic, "now").mockImplementation(() => mono);
      answer.mockResolvedValue({ data: limits(DAY) });
      const l = await protectionApi.limits();
      expect(hms(shown(l, mono))).toBe("24:00:00");
      mono += 4_200; // 4.2 s later
      expect(hms(shown(l, mono))).toBe("23:59:56");
      // Confirm comes when the server's wait is over, not before.
      mono = 5_000 + DAY * 1000 - 1;
      expect(shown(l, mono)).toBe(1);
      mono += 1;
      expect(shown(l, mono)).toBe(0);
    });
  }

  it("restarts from each answer's remaining seconds (a save, a confirm, a refetch)", async () => {
    let mono = 0;
    vi.spyOn(monotonic, "now").mockImplementation(() => mono);
    answer.mockResolvedValue({ data: limits(DAY) });
    const first = await protectionApi.setLimits({ deposit: { daily: 500 } });
    mono = 3_600_000;
    answer.mockResolvedValue({ data: limits(DAY - 3_590) }); // the server counts 10 s less than this device did
    const later = await protectionApi.limits();
    expect(hms(shown(first, mono))).toBe("23:00:00");
    expect(hms(shown(later, mono))).toBe("23:00:10");
    // One kept without a stamp counts from when it is first shown.
    expect(waitLeft(limits(DAY).deposit.daily.pending, mono + 2_000, mono)).toBe(DAY - 2);
  });

  it("stamps every waiting change, the session time's too, and leaves the others without one", () => {
    const l = limits(60);
    l.gameSessionDuration.pending = { amount: 120, confirmableAt: "x", remainingCooldown: 30 };
    received(l, 1_000);
    expect((l.deposit.daily.pending as { readyAt?: number }).readyAt).toBe(61_000);
    expect((l.gameSessionDuration.pending as { readyAt?: number }).readyAt).toBe(31_000);
    expect(l.deposit.weekly.pending).toBeNull();
  });
});
