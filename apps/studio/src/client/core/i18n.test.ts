import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { KEYS, LANGUAGES, setLanguage, t } from "./i18n.js";
import { ruleLines } from "./rules.js";

beforeAll(() => {
  (globalThis as { document?: unknown }).document = { documentElement: {} };
});
afterAll(() => {
  setLanguage("en");
  delete (globalThis as { document?: unknown }).document;
});

describe("the keno pick hint", () => {
  it.each(LANGUAGES)("in %s names the game's own pick range, not a fixed 1 to 10", (lang) => {
    setLanguage(lang);
    const hint = t("pickNumbers", { min: 3, max: 8 });
    expect(hint).toContain("3");
    expect(hint).toContain("8");
    expect(hint).not.toContain("10");
    expect(hint).not.toMatch(/[{}]/);
  });
});

describe("German", () => {
  it("addresses the player formally (Sie, Ihr), as the casino's pages do, in the game's texts and its rules", () => {
    setLanguage("de");
    const informal = /\b(du|dich|dir|dein|deine|deinem|deinen|deiner|deines|hast|bist|kannst|musst|wirst)\b/i;
    const texts = [...KEYS.map((k) => t(k)), ...ruleLines("de")];
    // The French bets keep their French names (Voisins du zéro) in every language.
    const german = texts.map((x) => x.replace(/Voisins du zéro|Tiers du cylindre/g, ""));
    expect(german.filter((x) => informal.test(x))).toEqual([]);
    expect(t("playerBlocked")).toBe("Ihr Konto kann gerade nicht spielen.");
  });
});
