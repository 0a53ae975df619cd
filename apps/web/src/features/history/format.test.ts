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
});
