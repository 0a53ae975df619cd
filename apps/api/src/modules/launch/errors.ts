import { AppError, notFound, preconditionFailed } from "../../platform/errors.js";

/** Launch refusals with the games spec's codes (§8); the web shows their translated messages. */
export const gameNotAvailable = () =>
  preconditionFailed("GAME_IS_NOT_AVAILABLE_IN_CASINO", "This game is not available at the moment.");
export const noGameProvider = () =>
  preconditionFailed("NO_AVAILABLE_GAME_PROVIDER", "This game's provider is not connected yet, so the game cannot be opened.");
export const noDemo = () =>
  preconditionFailed("INVALID_LAUNCH_REQUEST", "This game has no demo mode: log in to play it for real money.", { demo: false });
export const modeMismatch = (asked: number, call: number) =>
  preconditionFailed(
    "INVALID_LAUNCH_REQUEST",
    call === 1
      ? "This call opens games in demo mode (DEMO=1), not for real money."
      : "This call opens games for real money (REAL=0); demo games open from the demo call.",
    { mode: asked, expected: call },
  );
export const insufficientFunds = (b: { currency: string; balance: number; reserved: number }) =>
  preconditionFailed("INSUFFICIENT_FUNDS", "Your balance is too low to play. Top up to continue.", b);
export const gameSessionNotFound = () => notFound("GAME_SESSION_NOT_FOUND", "This game session does not exist.");
export const walletNotAvailable = (detail: string) =>
  new AppError(503, "WALLET_NOT_AVAILABLE", "Your balance cannot be read right now, try again later.", {}, detail);
/** The player has only bonus money and the bonus does not allow this game: the web lists the unfinished bonus balances. */
export const gameNotAvailableForBonus = (balances: { id: string; name: string; completed: boolean }[]) =>
  preconditionFailed("GAME_IS_NOT_AVAILABLE_FOR_BONUS", "Your bonus cannot be played on this game.", { balances });
