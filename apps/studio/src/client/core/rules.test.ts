import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GameState } from "./api.js";
import { LANGUAGES, setLanguage } from "./i18n.js";
import { localRules } from "./rules.js";

// setLanguage marks the page's language; these pure checks have no page.
beforeAll(() => {
  (globalThis as { document?: unknown }).document = { documentElement: {} };
});
afterAll(() => {
  setLanguage("en");
  delete (globalThis as { document?: unknown }).document;
});

const roulette = (id: string) => ({ game: { id, family: "roulette" } }) as unknown as GameState;

describe("the roulette rules a player reads", () => {
  it("French roulette says even-money bets get half back on zero, and never that zero loses every outside bet", () => {
    setLanguage("en");
    const french = localRules(roulette("french-roulette")).join("\n");
    expect(french).toContain("returns half its stake");
    expect(french).not.toContain("zero loses every outside bet");
    expect(french).toContain("zero loses the dozen and column bets");
    expect(localRules(roulette("european-roulette")).join("\n")).toContain("zero loses every outside bet");
  });

  it.each(LANGUAGES)("in %s French roulette's lines are its own, not the European ones", (lang) => {
    setLanguage(lang);
    const french = localRules(roulette("french-roulette"));
    const european = localRules(roulette("european-roulette"));
    expect(french).toHaveLength(european.length + 1);
    expect(french[2]).not.toBe(european[2]);
  });
});
