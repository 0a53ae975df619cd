import { describe, expect, it } from "vitest";
import { reservedOffer } from "./reserved";
import type { PendingWithdrawal } from "./types";

const w = (id: string, amount: number, more: Partial<PendingWithdrawal> = {}): PendingWithdrawal => ({
  id,
  method: "bank",
  amount,
  currency: "EUR",
  status: "PENDING",
  processing: false,
  cancellable: true,
  ...more,
});
const balance = (reserved: number) => ({ amount: 1000, currency: "EUR", reserved });

/** Games spec §2: the reserved-balance dialog (yes or no) on the deposit page. */
describe("the reserved-balance offer", () => {
  it("offers back what the pending withdrawals still cancellable hold", () => {
    expect(reservedOffer(balance(5000), [w("a", 2000), w("b", 3000)])).toEqual({
      amount: 5000,
      currency: "EUR",
      ids: ["a", "b"],
    });
  });

  it("leaves out a withdrawal already processing or not cancellable: it cannot come back", () => {
    const pending = [w("a", 2000, { processing: true }), w("b", 3000), w("c", 1000, { cancellable: false })];
    expect(reservedOffer(balance(6000), pending)).toEqual({ amount: 3000, currency: "EUR", ids: ["b"] });
    expect(reservedOffer(balance(2000), [w("a", 2000, { processing: true })])).toBeNull();
  });

  it("asks nothing without reserved money or pending withdrawals", () => {
    expect(reservedOffer(balance(0), [w("a", 2000)])).toBeNull();
    expect(reservedOffer(balance(2000), [])).toBeNull();
    expect(reservedOffer(null, [w("a", 2000)])).toBeNull();
    expect(reservedOffer(balance(2000), undefined)).toBeNull();
  });

  it("does not ask again about withdrawals the player said no to, but asks about a new one", () => {
    expect(reservedOffer(balance(2000), [w("a", 2000)], ["a"])).toBeNull();
    expect(reservedOffer(balance(5000), [w("a", 2000), w("b", 3000)], ["a"])).toEqual({
      amount: 5000,
      currency: "EUR",
      ids: ["a", "b"],
    });
  });
});
