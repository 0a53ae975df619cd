import { describe, expect, it } from "vitest";
import { withdrawOnlyView } from "./withdraw-only";

/** A withdrawal-only session sees one page at any address: which part of it each address shows. */
describe("the withdrawal-only page's view", () => {
  it("shows the contact form at the support route: an excluded player can write to support", () => {
    expect(withdrawOnlyView("chat")).toBe("support");
  });

  it("keeps the cashier, its status route and what a withdrawal requires", () => {
    expect(withdrawOnlyView("withdrawals")).toBe("withdrawals");
    expect(withdrawOnlyView("withdrawalsStatus")).toBe("withdrawalsStatus");
    expect(withdrawOnlyView("accountEdit")).toBe("accountEdit");
    expect(withdrawOnlyView("detailsValidate")).toBe("detailsValidate");
  });

  it("shows the cashier at every other address, never a page of the full site", () => {
    for (const key of ["home", "deposit", "promotions", "payments", undefined] as const) {
      expect(withdrawOnlyView(key), String(key)).toBe("withdrawals");
    }
  });
});
