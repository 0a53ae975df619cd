import { fitsMarketPhoneRule, MARKET_PHONE } from "@casino/contracts/access";
import { describe, expect, it } from "vitest";
import { toE164 } from "./identity.js";

describe("phone numbers", () => {
  it("reads a number with its country code, with or without the country the player chose", () => {
    expect(toE164("+380 (50) 123-45-67")).toBe("+380501234567");
    expect(toE164("380_50_123_45_67")).toBe("+380501234567");
    expect(toE164("5123456", "EE")).toBe("+3725123456");
  });

  it("keeps the market's rule: under country code 380, 10 to 12 digits with the code", () => {
    expect(MARKET_PHONE).toEqual({ countryCode: "380", minDigits: 10, maxDigits: 12 });
    expect(fitsMarketPhoneRule("380501234567")).toBe(true);
    expect(fitsMarketPhoneRule("380501234")).toBe(false);
    expect(fitsMarketPhoneRule("3805012345678")).toBe(false);
    expect(fitsMarketPhoneRule("3725123456789")).toBe(true);
    expect(toE164("+380 50 123 45")).toBeNull();
    expect(toE164("+380 50 123 45 678")).toBeNull();
  });

  it("refuses what is not a number", () => {
    expect(toE164("12")).toBeNull();
    expect(toE164("call me")).toBeNull();
  });
});
