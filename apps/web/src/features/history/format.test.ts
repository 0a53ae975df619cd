import { describe, expect, it } from "vitest";
import { chunks, dateTime, day, defaultRange, pickRange, rangeBounds } from "./format";

describe("history formats", () => {
  it("writes dates as DD/MM/YYYY HH:mm:ss and days as DD/MM/YYYY", () => {
    const d = new Date(2026, 0, 5, 7, 8, 9);
    expect(dateTime(d.toISOString())).toBe("05/01/2026 07:08:09");
    expect(day("2026-11-23")).toBe("23/11/2026");
    expect(dateTime("nonsense")).toBe("");
  });

  it("defaults to the last 30 days and splits details 3 a row", () => {
    expect(defaultRange(new Date(2026, 2, 31, 12))).toEqual({ from: "2026-03-02", to: "2026-03-31" });
    expect(chunks([1, 2, 3, 4], 3)).toEqual([[1, 2, 3], [4]]);
  });

  it("keeps a picked range within the 400 days the api serves, its start never after its end", () => {
    const bounds = rangeBounds(new Date(2026, 10, 28, 12));
    expect(bounds).toEqual({ earliest: "2025-10-25", latest: "2026-11-28" });
    const range = { from: "2026-10-30", to: "2026-11-28" };
    expect(pickRange(range, "from", "2024-01-01", bounds)).toEqual({ from: "2025-10-25", to: "2026-11-28" });
    expect(pickRange(range, "to", "2027-01-01", bounds)).toEqual({ from: "2026-10-30", to: "2026-11-28" });
    expect(pickRange(range, "to", "2026-01-01", bounds)).toEqual({ from: "2026-01-01", to: "2026-01-01" });
    expect(pickRange(range, "from", "2026-11-28", bounds)).toEqual({ from: "2026-11-28", to: "2026-11-28" });
    expect(pickRange(range, "from", "", bounds)).toBe(range);
  });

  // The api's days are UTC days (history/service.ts dayRange): the range ends on the later of the local and the UTC
  // date, whatever the time zone the tests run in (instants, not local dates).
  it("ends the default range and the pickable days on the UTC day west of UTC (Honolulu 22:14 on 29/11 is 08:14 UTC on 30/11)", () => {
    const now = new Date("2026-11-30T08:14:00Z");
    expect(defaultRange(now)).toEqual({ from: "2026-11-01", to: "2026-11-30" });
    expect(rangeBounds(now).latest).toBe("2026-11-30");
    expect(rangeBounds(now).earliest).toBe("2025-10-27");
  });

  it("ends them on the local day east of UTC, and never starts them before the api's 400 days", () => {
    const now = new Date("2026-11-29T23:30:00Z"); // 08:30 on 30/11 in Tokyo
    const local = new Date(now);
    const localDay = `${local.getFullYear()}-${String(local.getMonth() + 1).padStart(2, "0")}-${String(local.getDate()).padStart(2, "0")}`;
    const to = localDay > "2026-11-29" ? localDay : "2026-11-29";
    expect(defaultRange(now).to).toBe(to);
    expect(rangeBounds(now).latest).toBe(to);
    // The earliest day's UTC start is within HISTORY_RANGE_DAYS (400) of now, so the api never clamps it.
    for (const at of ["2026-11-30T08:14:00Z", "2026-11-29T23:30:00Z", "2026-11-29T00:00:00Z"]) {
      const t = new Date(at);
      expect(t.getTime() - Date.parse(rangeBounds(t).earliest)).toBeLessThanOrEqual(400 * 86_400_000);
    }
  });
});
