import { register as registerAuth } from "./auth";
import { register as registerBalance } from "./balance";
import { register as registerBigWins } from "./bigwins";
import { register as registerCatalogue } from "./catalogue";
import { register as registerGames } from "./games";
import { register as registerMessages } from "./messages";
import { register as registerNotifications } from "./notifications";
import { register as registerPromotions } from "./promotions";
import { register as registerPush } from "./push";
import { register as registerVerification } from "./verification";

/**
 * Each feature registers its dialogs and background work here, so the shell
 * stays free of feature code. Features: auth (login, registration, recovery,
 * profile), balance, catalogue, games, payments, …
 */
export function registerFeatures() {
  registerAuth();
  registerBalance();
  registerGames();
  registerCatalogue();
  registerBigWins();
  registerMessages();
  registerNotifications();
  registerPush();
  registerVerification();
  registerPromotions();
}
