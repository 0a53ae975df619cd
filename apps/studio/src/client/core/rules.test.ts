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

const slot = (freeSpins: Record<string, unknown>) =>
  ({
    game: {
      id: "sticky",
      family: "slot",
      model: {
        model: {
          reels: 5,
          rows: 3,
          symbols: [{ kind: "wild" }, { kind: "scatter" }],
          evaluation: { kind: "lines", lines: [[1, 1, 1, 1, 1]] },
          scatter: { freeSpins: [0, 0, 0, 6, 8, 10], retrigger: false },
          freeSpins,
        },
      },
    },
  }) as unknown as GameState;
const keno = (picks: number[]) => ({ game: { id: "k", family: "keno", model: { picks } } }) as unknown as GameState;

describe("the slot and keno rules a player reads", () => {
  it("a sticky-wild slot says its wilds stay for the remaining free spins; other slots do not", () => {
    setLanguage("en");
    expect(localRules(slot({ multiplier: 1, stickyWilds: true })).join("\n")).toContain(
      "stays in place for the remaining free spins",
    );
    expect(localRules(slot({ multiplier: 1 })).join("\n")).not.toContain("Sticky");
  });

  it("keno says the title's own pick range", () => {
    setLanguage("en");
    expect(localRules(keno([3, 4, 5, 6, 7, 8, 9, 10]))[0]).toBe("Pick 3 to 10 numbers from 1 to 80; 20 numbers are drawn.");
    expect(localRules(keno([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]))[0]).toBe("Pick 1 to 10 numbers from 1 to 80; 20 numbers are drawn.");
  });

  it("keno states each pick count's return to player and the pick counts that pay for no hit, in every language", () => {
    const game = {
      game: {
        id: "k",
        family: "keno",
        model: {
          picks: [1, 2, 10],
          paytables: { 1: { 1: 36 }, 2: { 2: 150 }, 10: { 0: 20, 10: 10_000 } },
          rtpByPicks: [0.9, 0.9512, 0.9499],
        },
      },
    } as unknown as GameState;
    setLanguage("en");
    const rules = localRules(game);
    expect(rules).toContain("Picking 10 and hitting none pays 2× the stake.");
    expect(rules).toContain("Return to player by pick count: 1: 90.00%, 2: 95.12%, 10: 94.99%.");
    for (const lang of LANGUAGES) {
      setLanguage(lang);
      const said = localRules(game).join("\n");
      expect(said).toContain("95.12%");
      expect(said).toMatch(/10\D+2×/);
      expect(said).not.toMatch(/[{}]/);
      if (lang !== "en") expect(said).not.toContain("Return to player");
    }
  });

  it.each(LANGUAGES)("in %s the sticky-wild rule and the keno range are translated and filled in", (lang) => {
    setLanguage("en");
    const english = localRules(slot({ multiplier: 1, stickyWilds: true })).at(-2);
    setLanguage(lang);
    const sticky = localRules(slot({ multiplier: 1, stickyWilds: true }));
    expect(sticky).toHaveLength(localRules(slot({ multiplier: 1 })).length + 1);
    if (lang !== "en") expect(sticky.at(-2)).not.toBe(english);
    const range = localRules(keno([3, 4, 5, 6, 7, 8, 9, 10]))[0]!;
    expect(range).toContain("3");
    expect(range).toContain("10");
    expect(range).not.toContain("{");
  });
});
