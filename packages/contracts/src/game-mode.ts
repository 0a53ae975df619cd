// Without zod: the player site's game window imports these and nothing else from the contracts.

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
