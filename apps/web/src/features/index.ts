import { register as registerAuth } from "./auth";
import { register as registerBalance } from "./balance";
import { register as registerBigWins } from "./bigwins";
import { register as registerGames } from "./games";

/**
 * Each feature registers its dialogs and background work here, so the shell
 * stays free of feature code. Features: auth (login, registration, recovery,
 * profile), balance, catalogue, games, payments, …
 */
export function registerFeatures() {
  registerAuth();
  registerBalance();
  registerGames();
  registerBigWins();
}
