import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LANGUAGES, setLanguage, t } from "./i18n.js";

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
