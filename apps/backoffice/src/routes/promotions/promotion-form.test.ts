import { describe, expect, it } from "vitest";
import { apiFieldErrors, emptyForm, errorOf, formOf, toInput, toPatch } from "./promotion-form";

describe("the promotion editor's form", () => {
  it("reads a new promotion into the api's body: minor units, lists, weights, instants", () => {
    const f = {
      ...emptyForm(),
      kind: "deposit_match" as const,
      trigger: "deposit" as const,
      texts: { en: { title: " Welcome ", description: "100 %", details: "" }, de: { title: "", description: "", details: "" } },
      depositNumber: "1",
      matchPercent: "100",
      money: [{ currency: "EUR", amount: "", maxBonus: "200", minDeposit: "10.50", maxBet: "5", minLoss: "", spinBet: "" }],
      games: "aurum-roulette, aurum-slots\nother",
      regions: "hun, est",
      contributionGames: "aurum-roulette=10",
      startsAt: "2026-12-01T10:00",
    };
    const { body, errors } = toInput(f);
    expect(errors).toEqual({});
    expect(body).toMatchObject({
      kind: "deposit_match",
      texts: { en: { title: "Welcome", description: "100 %", details: "" } },
      depositNumber: 1,
      matchPercent: 100,
      money: { EUR: { maxBonus: 20000, minDeposit: 1050, maxBet: 500 } },
      games: ["aurum-roulette", "aurum-slots", "other"],
      regions: ["HUN", "EST"],
      contribution: { games: { "aurum-roulette": 10 }, categories: { slots: 100, table: 10, live: 5 }, default: 0 },
      startsAt: new Date("2026-12-01T10:00").toISOString(),
      endsAt: null,
      bigImagePath: null,
    });
    expect(body.texts.de).toBeUndefined();
    expect(body.money.EUR!.amount).toBeUndefined();
  });

  it("names the fields that do not read; a match needs its percent", () => {
    const { errors } = toInput({
      ...emptyForm(),
      kind: "deposit_match",
      weight: "1.5",
      money: [{ currency: "EUR", amount: "ten", maxBonus: "", minDeposit: "", maxBet: "", minLoss: "", spinBet: "" }],
      contributionCategories: "slots 100",
      startsAt: "2026-12-02T10:00",
      endsAt: "2026-12-01T10:00",
    });
    expect(Object.keys(errors).sort()).toEqual(
      ["contribution.categories", "endsAt", "matchPercent", "money.EUR.amount", "weight"].sort(),
    );
  });

  it("a cashback: percent, period, the largest payout and the least net loss; round-trips; needs its percent", () => {
    const f = {
      ...emptyForm(),
      kind: "cashback" as const,
      trigger: "manual" as const,
      texts: { en: { title: "Weekly cashback", description: "", details: "" } },
      cashbackPercent: "12.5",
      cashbackPeriod: "weekly" as const,
      money: [{ currency: "EUR", amount: "", maxBonus: "50", minDeposit: "", maxBet: "", minLoss: "20", spinBet: "" }],
    };
    const { body, errors } = toInput(f);
    expect(errors).toEqual({});
    expect(body).toMatchObject({
      kind: "cashback",
      cashbackPercent: 12.5,
      cashbackPeriod: "weekly",
      money: { EUR: { maxBonus: 5000, minLoss: 2000 } },
    });
    expect(toInput(formOf(body)).body).toEqual(body);
    expect(toInput({ ...f, cashbackPercent: "" }).errors).toHaveProperty("cashbackPercent");
    // another kind sends no cashback fields
    expect(toInput({ ...f, kind: "no_deposit" }).body).toMatchObject({ cashbackPercent: null, cashbackPeriod: null });
  });

  it("a cashback paid as bonus money says so, and round-trips; cash is the default", () => {
    const f = {
      ...emptyForm(),
      kind: "cashback" as const,
      trigger: "manual" as const,
      texts: { en: { title: "Bonus cashback", description: "", details: "" } },
      cashbackPercent: "10",
      cashbackPaidAs: "bonus" as const,
      money: [{ currency: "EUR", amount: "", maxBonus: "50", minDeposit: "", maxBet: "5", minLoss: "20", spinBet: "" }],
    };
    const { body, errors } = toInput(f);
    expect(errors).toEqual({});
    expect(body).toMatchObject({ kind: "cashback", cashbackPaidAs: "bonus" });
    expect(formOf(body).cashbackPaidAs).toBe("bonus");
    expect(toInput({ ...f, cashbackPaidAs: "cash" }).body.cashbackPaidAs).toBe("cash");
    expect(emptyForm().cashbackPaidAs).toBe("cash");
  });

  it("reads free spins: the spins, our studio's slots, and each currency's stake of a spin", () => {
    const f = {
      ...emptyForm(),
      kind: "free_spins" as const,
      trigger: "manual" as const,
      texts: { en: { title: "20 free spins", description: "", details: "" } },
      freeSpins: "20",
      freeSpinGames: "fruit-frenzy\ndragon-fortune",
      money: [{ currency: "EUR", amount: "", maxBonus: "", minDeposit: "", maxBet: "5", minLoss: "", spinBet: "0.20" }],
    };
    const { body, errors } = toInput(f);
    expect(errors).toEqual({});
    expect(body).toMatchObject({
      kind: "free_spins",
      freeSpins: 20,
      freeSpinGames: ["fruit-frenzy", "dragon-fortune"],
      money: { EUR: { spinBet: 20, maxBet: 500 } },
    });
    expect(toInput(formOf(body)).body).toEqual(body);
    const missing = toInput({ ...f, freeSpins: "", freeSpinGames: " ", money: [{ ...f.money[0]!, spinBet: "" }] }).errors;
    expect(missing).toMatchObject({
      freeSpins: "Free spins need their number of spins.",
      freeSpinGames: "Free spins need at least one of our studio's slots.",
      "money.EUR.spinBet": "Give the bet value of a spin.",
    });
    // another kind sends no free-spin fields
    expect(toInput({ ...f, kind: "no_deposit" }).body).toMatchObject({ freeSpins: null, freeSpinGames: null });
    // the api's refusal of a game lands on the games field
    expect(
      apiFieldErrors({ code: "INVALID_PROMOTION" }, "Free spins are played on our studio's slots only: x is not one.").fields,
    ).toHaveProperty("freeSpinGames");
  });

  it("round-trips a promotion the api answered; an edit sends only what may change, with the reason", () => {
    const { body } = toInput({
      ...emptyForm(),
      money: [{ currency: "EUR", amount: "10", maxBonus: "", minDeposit: "", maxBet: "2", minLoss: "", spinBet: "" }],
    });
    expect(toInput(formOf(body)).body).toEqual(body);
    const patch = toPatch({ ...formOf(body), weight: "7", matchPercent: "x" }, " too generous ");
    expect(patch.errors).toEqual({});
    expect(Object.keys(patch.body).sort()).toEqual(
      [
        "bigImagePath",
        "enabled",
        "endsAt",
        "maxConversion",
        "reason",
        "startsAt",
        "texts",
        "wageringMultiplier",
        "weight",
      ].sort(),
    );
    expect(patch.body).toMatchObject({ weight: 7, reason: "too generous" });
    // a date the operator left alone keeps its seconds; one they changed is theirs
    const dated = { ...body, startsAt: "2026-12-01T10:00:30.500Z", endsAt: "2026-12-31T10:00:00.000Z" };
    const kept = toPatch({ ...formOf(dated), endsAt: "2027-01-01T00:00" }, "", dated).body;
    expect(kept.startsAt).toBe("2026-12-01T10:00:30.500Z");
    expect(kept.endsAt).toBe(new Date("2027-01-01T00:00").toISOString());
    expect(kept.reason).toBeUndefined();
  });

  it("puts the api's 400 answers on their fields", () => {
    const v = apiFieldErrors(
      {
        code: "VALIDATION_ERROR",
        fields: [
          { field: "money.EUR.maxBet", message: "Too small: expected number to be >=1" },
          { field: "texts", message: "English texts are required" },
          { field: "regions.1", message: "Invalid string" },
        ],
      },
      "Invalid request",
    );
    expect(v.general).toBeNull();
    expect(errorOf(v.fields, "money.EUR.maxBet")).toMatch(/>=1/);
    expect(errorOf(v.fields, "regions")).toBe("Invalid string");
    expect(errorOf(v.fields, "texts")).toBe("English texts are required");
    expect(apiFieldErrors({ code: "INVALID_PROMOTION" }, "A deposit match needs its percent.").fields).toEqual({
      matchPercent: "A deposit match needs its percent.",
    });
    expect(apiFieldErrors({ code: "PROMOTION_NOT_FOUND" }, "Not found.").general).toBe("Not found.");
  });
});
