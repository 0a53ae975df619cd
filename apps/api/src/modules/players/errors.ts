import { AppError } from "../../platform/errors.js";

export type PlayersCode = "PLAYER_NOT_FOUND" | "PLAYER_ALREADY_BLOCKED" | "PLAYER_NOT_BLOCKED";

const MESSAGES: Record<PlayersCode, string> = {
  PLAYER_NOT_FOUND: "No player has this id.",
  PLAYER_ALREADY_BLOCKED: "This player is already blocked.",
  PLAYER_NOT_BLOCKED: "This player is not blocked.",
};

const STATUS: Record<PlayersCode, number> = { PLAYER_NOT_FOUND: 404, PLAYER_ALREADY_BLOCKED: 409, PLAYER_NOT_BLOCKED: 409 };

export const playersError = (code: PlayersCode) => new AppError(STATUS[code], code, MESSAGES[code]);
