import { z } from "zod";

/**
 * Game modes as the launch calls exchange them (accounts spec §9: REAL=0,
 * DEMO=1). The launch answer carries the number as `gameMode` beside the
 * word `mode` ("real" or "fun", the games spec's demo route value) that
 * callers read since wave 1.
 */
export const GAME_MODE = { REAL: 0, DEMO: 1 } as const;
export type GameMode = (typeof GAME_MODE)[keyof typeof GAME_MODE];
export type GameModeWord = "real" | "fun";

export const gameModeWord = (m: GameMode): GameModeWord => (m === GAME_MODE.REAL ? "real" : "fun");
export const gameModeOf = (w: GameModeWord): GameMode => (w === "real" ? GAME_MODE.REAL : GAME_MODE.DEMO);

/** A mode a caller sends: the spec's number (also as a query string) or the word; read as the number. */
export const gameModeInput = z
  .union([z.literal(0), z.literal(1), z.enum(["0", "1", "real", "fun", "demo"])])
  .transform((v): GameMode => (v === 0 || v === "0" || v === "real" ? GAME_MODE.REAL : GAME_MODE.DEMO));
