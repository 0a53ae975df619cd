import type { AnyGame } from "@casino/game-math/node";

export interface GameTheme {
  primary: string;
  secondary: string;
  accent: string;
  symbol: string;
  title: string;
}

/** Art direction per game: colours and a motif the casino's generated thumbnails and our clients use. */
const THEMES: Record<string, GameTheme> = {
  "european-roulette": { primary: "#0b5d3b", secondary: "#07301f", accent: "#e8c35a", symbol: "🎡", title: "European Roulette" },
  "french-roulette": { primary: "#1e3a8a", secondary: "#0b1533", accent: "#f5d78e", symbol: "⚜️", title: "French Roulette" },
  "live-roulette": { primary: "#3a0f14", secondary: "#1a0609", accent: "#f0c75e", symbol: "🎥", title: "Live Roulette" },
};

const BY_FAMILY: Record<AnyGame["family"], Omit<GameTheme, "title">> = {
  slot: { primary: "#5b1a8c", secondary: "#240a3a", accent: "#ffcc33", symbol: "🎰" },
  roulette: { primary: "#0b5d3b", secondary: "#07301f", accent: "#e8c35a", symbol: "🎡" },
  "live-roulette": { primary: "#3a0f14", secondary: "#1a0609", accent: "#f0c75e", symbol: "🎥" },
  blackjack: { primary: "#14532d", secondary: "#052e16", accent: "#fbbf24", symbol: "🂡" },
  baccarat: { primary: "#7f1d1d", secondary: "#2b0a0a", accent: "#fcd34d", symbol: "🃏" },
  "video-poker": { primary: "#1e3a8a", secondary: "#0b1533", accent: "#facc15", symbol: "🂮" },
  keno: { primary: "#0e7490", secondary: "#082f3a", accent: "#fde047", symbol: "🔢" },
  scratch: { primary: "#a16207", secondary: "#3b2403", accent: "#fef08a", symbol: "🪙" },
};

export function themeOf(game: AnyGame): GameTheme {
  const own = THEMES[game.id];
  if (own) return own;
  const fromModel = (game as { theme?: Partial<GameTheme> }).theme;
  return { ...BY_FAMILY[game.family], title: game.name, ...(fromModel ?? {}) };
}
