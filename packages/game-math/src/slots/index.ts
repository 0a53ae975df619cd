import { slotGame } from "./game.js";
import { dragonFortune } from "./models/dragon-fortune.js";
import { fruitFrenzy } from "./models/fruit-frenzy.js";
import { jingleRiches } from "./models/jingle-riches.js";
import { safariWays } from "./models/safari-ways.js";
import { VARIANTS, variantModel } from "./models/variants.js";

export const fruitFrenzySlot = slotGame(fruitFrenzy, {
  primary: "#b91c1c",
  secondary: "#450a0a",
  accent: "#facc15",
  symbol: "🍒",
});
export const dragonFortuneSlot = slotGame(dragonFortune, {
  primary: "#9f1239",
  secondary: "#2a0712",
  accent: "#fbbf24",
  symbol: "🐉",
});
export const safariWaysSlot = slotGame(safariWays, { primary: "#b45309", secondary: "#3b1d04", accent: "#84cc16", symbol: "🦁" });
export const jingleRichesSlot = slotGame(jingleRiches, {
  primary: "#166534",
  secondary: "#7f1d1d",
  accent: "#fde68a",
  symbol: "🎅",
});

/** The studio's further titles on the same four engine families (models/variants.ts). */
export const VARIANT_SLOTS = VARIANTS.map((v) => slotGame(variantModel(v), v.theme));

export const SLOT_GAMES = [dragonFortuneSlot, fruitFrenzySlot, safariWaysSlot, jingleRichesSlot, ...VARIANT_SLOTS];
