import { describe, expect, it } from "vitest";
import { fromInput, type LimitField, limitChanges, loosening, playerCeiling, sessionChange, toInput } from "./limits-form";

const none: Record<LimitField, number | null> = {
  "deposit.daily": null,
  "deposit.weekly": null,
  "deposit.monthly": null,
  "losses.daily": null,
  "losses.weekly": null,
  "losses.monthly": null,
};
const typed = (over: Partial<Record<LimitField, string>>) =>
  ({ ...Object.fromEntries(Object.keys(none).map((k) => [k, ""])), ...over }) as Record<LimitField, string>;

it("shows minor units in whole units and reads them back exactly", () => {
  expect(toInput(5000, "EUR")).toBe("50.00");
  expect(toInput(null, "EUR")).toBe("");
  expect(fromInput("1,000.50", "EUR")).toBe(100_050);
  expect(fromInput(" ", "EUR")).toBeNull();
  expect(() => fromInput("12.345", "EUR")).toThrow(RangeError);
  expect(() => fromInput("ten", "EUR")).toThrow(RangeError);
});

it("sends only the limits that change; an emptied field removes the operator's limit", () => {
  const current = { ...none, "deposit.daily": 5000, "losses.weekly": 20_000 };
  expect(limitChanges(current, typed({ "deposit.daily": "50.00", "losses.weekly": "200" }), "EUR")).toEqual({});
  expect(limitChanges(current, typed({ "deposit.daily": "40", "losses.weekly": "", "losses.monthly": "900" }), "EUR")).toEqual({
    deposit: { daily: 4000 },
    losses: { weekly: null, monthly: 90_000 },
  });
  expect(() => limitChanges(current, typed({ "deposit.weekly": "x" }), "EUR")).toThrow(/deposit\.weekly/);
});

it("names the limits an operator would loosen (above the player's own)", () => {
  const own = { ...none, "deposit.daily": 3000 };
  expect(loosening({ deposit: { daily: 4000, weekly: 9000 } }, own)).toEqual(["deposit.daily"]);
  expect(loosening({ deposit: { daily: 2000 } }, own)).toEqual([]);
  expect(loosening({ deposit: { daily: null } }, own)).toEqual([]);
});

it("takes a raise the player waits to confirm as the ceiling; a waiting removal leaves none", () => {
  expect(playerCeiling({ player: 1000, playerPending: null })).toBe(1000);
  expect(playerCeiling({ player: 1000, playerPending: { amount: 5000 } })).toBe(5000);
  expect(playerCeiling({ player: 1000, playerPending: { amount: null } })).toBeNull();
  expect(playerCeiling({ player: null, playerPending: null })).toBeNull();
});

describe("sessionChange", () => {
  it("reads whole minutes within the api's bounds; unchanged is undefined, emptied is null", () => {
    expect(sessionChange(null, "30")).toBe(30);
    expect(sessionChange(30, " 30 ")).toBeUndefined();
    expect(sessionChange(30, "")).toBeNull();
    expect(sessionChange(null, "")).toBeUndefined();
    expect(sessionChange(null, "1440")).toBe(1440);
    for (const bad of ["4", "1441", "12.5", "ten"]) expect(() => sessionChange(null, bad)).toThrow(RangeError);
  });
});
