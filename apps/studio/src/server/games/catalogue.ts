import { type AnyGame, getGame, listGames } from "@casino/game-math/node";
import { type CurrencyRules, currencyRules, perCurrency } from "../currencies.js";
import { notFound } from "../errors.js";
import { themeOf } from "./themes.js";

/** One game of the operator API's game list (docs/integration/studio-operator-api.md). */
export interface GameInfo {
  id: string;
  name: string;
  family: AnyGame["family"];
  tags: string[];
  rtp: number;
  volatility: AnyGame["volatility"];
  theme: { primary: string; secondary: string; accent: string; symbol: string; title: string };
  minBet: Record<string, number>;
  maxBet: Record<string, number>;
  hasDemo: boolean;
  enabled: boolean;
}

/** Families whose client this studio serves; a game of another family stays out of the list. */
export const PLAYABLE_FAMILIES = new Set<AnyGame["family"]>([
  "slot",
  "roulette",
  "blackjack",
  "baccarat",
  "keno",
  "scratch",
  "live-roulette",
]);

const roundUp = (v: number, step: number) => Math.ceil(v / step) * step;
const roundDown = (v: number, step: number) => Math.max(step, Math.floor(v / step) * step);

/** The stake limits of a game in a currency: the currency's, aligned to the game's stake step. */
export function betLimits(game: AnyGame, rules: CurrencyRules) {
  const step = game.stakeStep;
  const minBet = roundUp(rules.minBet, step);
  return { minBet, maxBet: Math.max(minBet, roundDown(rules.maxBet, step)), stakeStep: step };
}

export function hasDemo(game: AnyGame) {
  return !game.tags.includes("live") && !game.tags.includes("no_demo");
}

export function gameInfo(game: AnyGame): GameInfo {
  const limits = (pick: "minBet" | "maxBet") => perCurrency((r) => betLimits(game, r)[pick]);
  return {
    id: game.id,
    name: game.name,
    family: game.family,
    tags: game.tags,
    rtp: Math.round(game.rtp.value * 1e6) / 1e6,
    volatility: game.volatility,
    theme: themeOf(game),
    minBet: limits("minBet"),
    maxBet: limits("maxBet"),
    hasDemo: hasDemo(game),
    enabled: true,
  };
}

/** The games this studio offers, from game-math's registry: no seeding. */
export function studioGames(): AnyGame[] {
  return listGames().filter((g) => PLAYABLE_FAMILIES.has(g.family));
}

export function studioGame(id: string): AnyGame {
  const game = studioGames().find((g) => g.id === id);
  if (!game) throw notFound("GAME_NOT_FOUND", `No game ${id} at this studio.`);
  return game;
}

export { currencyRules, getGame };
