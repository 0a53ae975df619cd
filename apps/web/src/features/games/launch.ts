import { GAME_MODE, type GameMode } from "@casino/contracts/game-mode";
import { ApiError, api } from "../../api/client";

export interface GameLaunch {
  url: string;
  sessionId: string;
  gameId: string;
  vendorId: string;
  name: string;
  mode: "real" | "fun";
  /** REAL=0, DEMO=1 (accounts spec §9). */
  gameMode: GameMode;
  currency: string;
  /** When the player's session-time limit ends this game (real money with a limit only). */
  sessionLimitEndsAt?: string;
}

export type LaunchResult =
  | { kind: "game"; game: GameLaunch }
  | { kind: "missingAccountDetails"; fields: string[] }
  | { kind: "overlappingBalances"; balances: { bonusBalanceId: string }[] };

/** The game codes of games spec §8 that have their own message. */
export const GAME_ERROR_CODES = [
  "WALLET_NOT_AVAILABLE",
  "GAME_SESSION_NOT_FOUND",
  "INVALID_PLAY_REQUEST",
  "PLAY_TRANSACTION_RECORD_RESULT_FAILED",
  "INVALID_LAUNCH_REQUEST",
  "GAME_IS_NOT_AVAILABLE_IN_CASINO",
  "NO_AVAILABLE_GAME_PROVIDER",
  "FAILED_TO_CREATE_GAME_SESSION",
  "UNKNOWN_LAUNCH_ERROR",
  "UNKNOWN_LAUNCH_RESPONSE_ERROR",
  "PLAYER_IS_INVALID",
  "FORBIDDEN_TO_CHANGE_ALREADY_SET_PLAYER",
  "GAME_IS_NOT_AVAILABLE_IN_PLAYERS_COUNTRY",
  "GAME_IS_NOT_AVAILABLE_AT_PROVIDER_TO_YOUR_CASINO",
  "GAME_IS_NOT_FOUND_AT_PROVIDER",
  "GAME_IS_NOT_AVAILABLE_AT_PROVIDER",
  "GAME_IS_TEMPORARILY_NOT_AVAILABLE_AT_PROVIDER",
] as const;

/** i18n key of a launch error: its own message for the spec's codes, else the default games error. */
export function launchErrorKey(err: unknown): string {
  const code = err instanceof ApiError ? err.code : "";
  // Ours beside the spec's: the session-time limit of this login is used up (protection), a new login plays again.
  return (GAME_ERROR_CODES as readonly string[]).includes(code) || code === "SESSION_TIME_LIMIT_REACHED"
    ? `games.errors.${code}`
    : "games.errors.default";
}

/** Games spec §4 "Game launch": demo for anyone, real money for a logged-in player. */
export async function launchGame(opts: {
  vendorId: string;
  gameId: string;
  demo: boolean;
  lobbyUrl: string;
  depositUrl: string;
  bonusBalanceId?: string;
}): Promise<LaunchResult> {
  const path = `${encodeURIComponent(opts.vendorId)}/${encodeURIComponent(opts.gameId)}`;
  const query = {
    mode: opts.demo ? GAME_MODE.DEMO : GAME_MODE.REAL,
    lobbyUrl: opts.lobbyUrl,
    depositUrl: opts.depositUrl,
    bonusBalanceId: opts.bonusBalanceId,
  };
  const res = opts.demo
    ? await api<GameLaunch>(`/api/casino/v1/demo/${path}`, { query })
    : await api<GameLaunch | { missingAccountDetails: string[] } | { overlappingBalances: { bonusBalanceId: string }[] }>(
        `/api/casino/v1/launch/${path}`,
        {
          method: "POST",
          query,
          body: {},
        },
      );
  if ("missingAccountDetails" in res && res.missingAccountDetails?.length)
    return { kind: "missingAccountDetails", fields: res.missingAccountDetails };
  if ("overlappingBalances" in res && res.overlappingBalances?.length)
    return { kind: "overlappingBalances", balances: res.overlappingBalances };
  return { kind: "game", game: res as GameLaunch };
}

export const closeGameSession = (sessionId: string) =>
  api(`/api/casino/v1/sessions/${encodeURIComponent(sessionId)}/close`, { method: "POST", body: {} }).catch(() => {});
