import { AppError, notFound, preconditionFailed } from "../../platform/errors.js";
import { FAVOURITES_LIMIT } from "./constants.js";

export const gameNotFound = () => notFound("GAME_NOT_FOUND", "This game does not exist.");
export const favouritesLimitReached = () =>
  preconditionFailed(
    "CUSTOMER_GAMES_LIMIT_REACHED",
    `You can keep at most ${FAVOURITES_LIMIT} favourite games. Remove one to add another.`,
    { limit: FAVOURITES_LIMIT },
  );
export const providerUnavailable = (vendorId: string, detail: string) =>
  new AppError(
    503,
    "NO_AVAILABLE_GAME_PROVIDER",
    "The game provider is not reachable right now, try again later.",
    { vendorId },
    detail,
  );
export const providerRefused = (vendorId: string, detail: string) =>
  new AppError(412, "FAILED_TO_CREATE_GAME_SESSION", "The game could not be started, try again later.", { vendorId }, detail);
