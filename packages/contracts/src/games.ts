import { z } from "zod";

import { GAME_MODE, type GameMode } from "./game-mode.js";

export { GAME_MODE, type GameMode, type GameModeWord, gameModeOf, gameModeWord } from "./game-mode.js";

/** A mode a caller sends: the spec's number (also as a query string) or the word; read as the number. */
export const gameModeInput = z
  .union([z.literal(0), z.literal(1), z.enum(["0", "1", "real", "fun", "demo"])])
  .transform((v): GameMode => (v === 0 || v === "0" || v === "real" ? GAME_MODE.REAL : GAME_MODE.DEMO));
