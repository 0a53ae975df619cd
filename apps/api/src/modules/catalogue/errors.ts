import { AppError, notFound, preconditionFailed } from "../../platform/errors.js";
import { FAVOURITES_LIMIT } from "./constants.js";

export const gameNotFound = () => notFound("GAME_NOT_FOUND", "This game does not exist.");
export const favouritesLimitReached = () =>
  preconditionFailed(
    "CUSTOMER_GAMES_LIMIT_REACHED",
    `You can keep at most ${FAVOURITES_LIMIT} favourite games. Remove one to add another.`,
    { limit: FAVOURITES_LIMIT },
  );
/** The provider does not answer (down, or a 5xx): its games are temporarily not available (games spec §8). */
export const providerUnavailable = (vendorId: string, detail: string) =>
  new AppError(
    503,
    "GAME_IS_TEMPORARILY_NOT_AVAILABLE_AT_PROVIDER",
    "The game provider is not reachable right now, try again later.",
    { vendorId },
    detail,
  );
export const providerRefused = (vendorId: string, detail: string) =>
  new AppError(412, "FAILED_TO_CREATE_GAME_SESSION", "The game could not be started, try again later.", { vendorId }, detail);

/**
 * What a provider's refusal of a new game session means to the player (games
 * spec §8), by the refusal codes of docs/integration/studio-operator-api.md.
 * A refusal the contract names but that is the casino's own mistake (a bad
 * request, a currency the provider does not play) is FAILED_TO_CREATE_GAME_SESSION;
 * a code outside the contract is UNKNOWN_LAUNCH_ERROR.
 */
const SESSION_REFUSALS: Record<string, { status: number; code: string; message: string }> = {
  GAME_NOT_FOUND: {
    status: 412,
    code: "GAME_IS_NOT_FOUND_AT_PROVIDER",
    message: "The game provider no longer has this game.",
  },
  GAME_DISABLED: {
    status: 412,
    code: "GAME_IS_NOT_AVAILABLE_AT_PROVIDER",
    message: "The game provider has switched this game off.",
  },
  GAME_NOT_LICENSED: {
    status: 412,
    code: "GAME_IS_NOT_AVAILABLE_AT_PROVIDER_TO_YOUR_CASINO",
    message: "The game provider does not offer this game to our casino.",
  },
  COUNTRY_RESTRICTED: {
    status: 412,
    code: "GAME_IS_NOT_AVAILABLE_IN_PLAYERS_COUNTRY",
    message: "This game is not available in your country.",
  },
  GAME_MAINTENANCE: {
    status: 503,
    code: "GAME_IS_TEMPORARILY_NOT_AVAILABLE_AT_PROVIDER",
    message: "This game is under maintenance at its provider, try again later.",
  },
};
/** Refusals the contract names that say our request could not be served (the player can do nothing about them). */
export const SESSION_FAILURES = [
  "NO_DEMO",
  "TOKEN_REQUIRED",
  "UNSUPPORTED_CURRENCY",
  "VALIDATION_ERROR",
  "SIGNATURE_MISSING",
  "SIGNATURE_EXPIRED",
  "INVALID_SIGNATURE",
  "UNKNOWN_CALLER",
  "NONCE_REPLAYED",
] as const;

export function sessionRefused(vendorId: string, status: number, providerCode: string | undefined, detail: string) {
  const known = providerCode ? SESSION_REFUSALS[providerCode] : undefined;
  if (known) return new AppError(known.status, known.code, known.message, { vendorId }, detail);
  if (status >= 500) return providerUnavailable(vendorId, detail);
  if (providerCode && (SESSION_FAILURES as readonly string[]).includes(providerCode)) return providerRefused(vendorId, detail);
  return new AppError(
    412,
    "UNKNOWN_LAUNCH_ERROR",
    "The game provider refused to start the game for a reason we do not know, try again later.",
    { vendorId },
    detail,
  );
}

/** The provider said yes, but its answer is not a game session we can open. */
export const unknownLaunchResponse = (vendorId: string, detail: string) =>
  new AppError(
    412,
    "UNKNOWN_LAUNCH_RESPONSE_ERROR",
    "The game provider's answer could not be understood, try again later.",
    { vendorId },
    detail,
  );
