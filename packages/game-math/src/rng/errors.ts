/** Codes a caller can map to a 4xx answer. */
export type GameMathErrorCode = "INVALID_SEED" | "INVALID_BET" | "INVALID_ACTION" | "UNKNOWN_GAME" | "ROUND_SETTLED";

export class GameMathError extends Error {
  constructor(
    readonly code: GameMathErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "GameMathError";
  }
}
