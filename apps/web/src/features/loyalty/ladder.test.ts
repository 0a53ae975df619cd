import type { LoyaltyStatus } from "@casino/contracts/loyalty";
import { describe, expect, it } from "vitest";
import { levelCards, progressWidth } from "./ladder";

const level = (n: number, threshold: number) => ({
  level: n,
  name: `L${n}`,
  threshold,
  cashbackBoost: n,
  levelUpBonus: null,
});
const status = (over: Partial<LoyaltyStatus>): LoyaltyStatus => ({
  currency: "EUR",
  wagered: 0,
  level: 0,
  levelName: null,
  next: { level: 1, name: "L1", threshold: 10_000, left: 10_000, percent: 0 },
  levels: [level(1, 10_000), level(2, 50_000), level(3, 200_000)],
  ...over,
});

describe("lucky club ladder", () => {
  it("below the first level: the first is next, the rest locked", () => {
    expect(levelCards(status({})).map((c) => c.state)).toEqual(["next", "locked", "locked"]);
  });

  it("at a level: the ones below reached, this one current, the one above next", () => {
    const s = status({ level: 2, next: { level: 3, name: "L3", threshold: 200_000, left: 100_000, percent: 33 } });
    expect(levelCards(s).map((c) => c.state)).toEqual(["reached", "current", "next"]);
    expect(progressWidth(s)).toBe(33);
  });

  it("at the top: every level reached, the last current, the bar full", () => {
    const s = status({ level: 3, next: null });
    expect(levelCards(s).map((c) => c.state)).toEqual(["reached", "reached", "current"]);
    expect(progressWidth(s)).toBe(100);
  });
});
