import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LANGUAGES, setLanguage, t } from "./i18n.js";
import { dozenLabel, settlement, settlementLabel } from "./labels.js";

// setLanguage marks the page's language; these pure checks have no page.
beforeAll(() => {
  (globalThis as { document?: unknown }).document = { documentElement: {} };
});
afterAll(() => {
  setLanguage("en");
  delete (globalThis as { document?: unknown }).document;
});

describe("what a settled round is called", () => {
  it("a win is more than the stake back, a push is the stake back, anything less is a loss", () => {
    expect(settlement(100, 250)).toBe("win");
    expect(settlement(100, 100)).toBe("push");
    expect(settlement(100, 50)).toBe("loss");
    expect(settlement(100, 0)).toBe("loss");
    expect(settlement(0, 0)).toBe("loss");
  });

  it.each(LANGUAGES)("in %s a returned stake and a loss never read as a win, and each word is translated", (lang) => {
    setLanguage("en");
    const english = { win: t("win"), push: t("push"), tie: t("tie"), stakeReturned: t("stakeReturned"), loss: t("loss") };
    setLanguage(lang);
    const win = settlementLabel(100, 200);
    expect(win).toBe(t("win"));
    for (const label of [
      settlementLabel(100, 100),
      settlementLabel(100, 100, "push"),
      settlementLabel(100, 100, "tie"),
      settlementLabel(100, 0),
      settlementLabel(100, 40),
    ]) {
      expect(label).not.toBe(win);
      expect(label.trim()).not.toBe("");
    }
    expect(settlementLabel(100, 100)).toBe(t("stakeReturned"));
    expect(settlementLabel(100, 100, "push")).toBe(t("push"));
    expect(settlementLabel(100, 0)).toBe(t("loss"));
    if (lang !== "en") {
      expect(t("stakeReturned")).not.toBe(english.stakeReturned);
      expect(t("loss")).not.toBe(english.loss);
      expect(t("push")).not.toBe(english.push);
    }
  });
});

describe("roulette's dozens", () => {
  it.each(LANGUAGES)("in %s read as the numbers they cover", (lang) => {
    setLanguage(lang);
    expect([1, 2, 3].map(dozenLabel)).toEqual(["1–12", "13–24", "25–36"]);
    expect(t("dozens")).not.toMatch(/\{|\d/);
    if (lang !== "en") {
      const own = t("dozens");
      setLanguage("en");
      expect(own).not.toBe(t("dozens"));
    }
  });
});

describe("awarded free spins", () => {
  it.each(LANGUAGES)("in %s the slot says how many free spins are left and at what bet, in the player's words", (lang) => {
    setLanguage("en");
    const english = { left: t("awardedSpinsLeft", { n: 7 }), help: t("awardedSpinsHelp", { bet: "€0.20" }) };
    expect(english.left).toBe("Free spins: 7 left");
    setLanguage(lang);
    const left = t("awardedSpinsLeft", { n: 7 });
    const help = t("awardedSpinsHelp", { bet: "€0.20" });
    expect(left).toContain("7");
    expect(help).toContain("€0.20");
    if (lang !== "en") {
      expect(left).not.toBe(english.left);
      expect(help).not.toBe(english.help);
    }
  });
});
