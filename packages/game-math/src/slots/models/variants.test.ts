import { describe, expect, it } from "vitest";
import { listGames } from "../../registry.js";
import { fullCycleRtp } from "../exact.js";
import { VARIANT_SLOTS } from "../index.js";
import { compileSlot } from "../model.js";
import { fruitFrenzy } from "./fruit-frenzy.js";
import { adjustStrip, VARIANTS, variantModel } from "./variants.js";

describe("studio slot titles on the engine families", () => {
  it("gives the studio at least 40 games, each with its own id, name and art", () => {
    const games = listGames();
    expect(games.length).toBeGreaterThanOrEqual(40);
    expect(new Set(games.map((g) => g.id)).size).toBe(games.length);
    expect(new Set(games.map((g) => g.name)).size).toBe(games.length);
    const symbols = VARIANT_SLOTS.map((g) => `${g.theme!.primary}${g.theme!.symbol}`);
    expect(new Set(symbols).size).toBe(symbols.length);
  });

  it.each(VARIANT_SLOTS.map((g) => [g.id, g] as const))("%s shows an exact RTP between 94% and 98%", (_id, game) => {
    const proof = game.proof();
    expect(proof.rtp).toBeGreaterThan(0.94);
    expect(proof.rtp).toBeLessThan(0.98);
    expect(game.rtp.exact).toBe(proof.rtp);
  });

  it("gives every title its own reel strips and pay rules: no two share the same math", () => {
    const keys = VARIANT_SLOTS.map((g) =>
      JSON.stringify([g.model.strips, g.model.evaluation, g.model.scatter, g.model.freeSpins]),
    );
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("the factorised RTP of a 3-reel title equals its full-cycle enumeration", () => {
    const lucky = VARIANTS.find((v) => v.id === "lucky-sevens")!;
    const slot = compileSlot(variantModel(lucky));
    expect(VARIANT_SLOTS.find((g) => g.id === "lucky-sevens")!.rtp.exact).toBeCloseTo(fullCycleRtp(slot).rtp, 12);
  });

  it("adds or removes filler symbols evenly and describes the game it builds", () => {
    const strip = fruitFrenzy.strips[0]!;
    expect(adjustStrip(strip, "lemon", 2).length).toBe(strip.length + 2);
    expect(adjustStrip(strip, "lemon", -2).filter((s) => s === "lemon").length).toBe(
      strip.filter((s) => s === "lemon").length - 2,
    );
    const jade = variantModel(VARIANTS.find((v) => v.id === "koi-pond")!);
    expect(jade.rules.join(" ")).toContain("award 15, 20, 25 free spins");
    expect(jade.rules.join(" ")).toContain("paid as they fall");
  });
});
