import { describe, expect, it } from "vitest";
import { emptyLevel, formOf, toInput } from "./ladder-form";

describe("lucky club ladder form", () => {
  it("reads names per language, thresholds in whole units into minor units, the boost and the level-up bonus", () => {
    const { levels, errors } = toInput([
      { names: "en=Silver\nde=Silber", thresholds: "EUR=500.00\nusd=600", cashbackBoost: "2,5", promotionId: "p-1" },
    ]);
    expect(errors).toEqual({});
    expect(levels).toEqual([
      {
        names: { en: "Silver", de: "Silber" },
        thresholds: { EUR: 50_000, USD: 60_000 },
        cashbackBoost: 2.5,
        promotionId: "p-1",
      },
    ]);
  });

  it("round-trips a ladder the api answered", () => {
    const api = [
      {
        level: 1,
        names: { en: "Bronze" },
        thresholds: { EUR: 10_000 },
        cashbackBoost: 0.5,
        promotionId: null,
        promotionTitle: null,
      },
    ];
    const { level: _l, promotionTitle: _t, ...input } = api[0]!;
    expect(toInput(formOf(api)).levels).toEqual([input]);
  });

  it("says what is wrong on the field: no English name, an unreadable amount, a boost out of range", () => {
    const { errors } = toInput([
      { ...emptyLevel(), names: "de=Gold", thresholds: "EUR=lots", cashbackBoost: "120" },
      { ...emptyLevel(), names: "en=Ok" },
    ]);
    expect(Object.keys(errors).sort()).toEqual([
      "levels.0.cashbackBoost",
      "levels.0.names",
      "levels.0.thresholds",
      "levels.1.thresholds",
    ]);
  });
});
