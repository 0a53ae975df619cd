import { formatInput } from "@casino/money";
import { describe, expect, it } from "vitest";
import { hms, parseLimit, parseMinutes, usage } from "./rules";

describe("restrictions form rules", () => {
  it("reads free-text amounts into minor units; empty means no limit; anything else is refused", () => {
    expect(parseLimit("50", "EUR", "en")).toBe(5000);
    expect(parseLimit(" 12.5 ", "EUR", "en")).toBe(1250);
    expect(parseLimit("12,5", "EUR", "de")).toBe(1250);
    expect(parseLimit("", "EUR", "en")).toBeNull();
    expect(parseLimit("abc", "EUR", "en")).toBeUndefined();
    expect(parseLimit("1.234", "EUR", "en")).toBeUndefined();
    expect(parseLimit("-5", "EUR", "en")).toBeUndefined();
  });

  it("reads back what the field shows of a saved limit, in every language", () => {
    for (const lang of ["en", "de", "uk"]) expect(parseLimit(formatInput(123_456, "EUR", lang), "EUR", lang)).toBe(123_456);
  });

  it("reads minutes and counts down as hours, minutes and seconds", () => {
    expect(parseMinutes("45")).toBe(45);
    expect(parseMinutes("")).toBeNull();
    expect(parseMinutes("4.5")).toBeUndefined();
    expect(hms(86_400)).toBe("24:00:00");
    expect(hms(3661)).toBe("1:01:01");
    expect(hms(-3)).toBe("0:00:00");
  });

  it("says a loss window that is up as a net win, not as a negative amount used", () => {
    expect(usage("losses", -73)).toEqual({ key: "protection.net_win", amount: 73 });
    expect(usage("losses", 500)).toEqual({ key: "protection.used", amount: 500 });
    expect(usage("losses", 0)).toEqual({ key: "protection.used", amount: 0 });
    expect(usage("deposit", 2500)).toEqual({ key: "protection.used", amount: 2500 });
  });
});
