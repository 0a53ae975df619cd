import { register as registerAccess } from "./access";
import { register as registerBalance } from "./balance";
import { register as registerBigWins } from "./bigwins";
import { register as registerCatalogue } from "./catalogue";
import { register as registerGames } from "./games";
import { register as registerLoyalty } from "./loyalty";
import { register as registerMessages } from "./messages";
import { register as registerNotifications } from "./notifications";
import { register as registerProfile } from "./profile";
import { register as registerPromotions } from "./promotions";
import { register as registerProtection } from "./protection";
import { register as registerPush } from "./push";
import { register as registerVerification } from "./verification";

/**
 * Each feature registers its dialogs and background work here, so the shell
 * stays free of feature code: one folder per domain of the spec (access,
 * profile, balance, catalogue, games, payments, …), its screens beside its calls.
 */
export function registerFeatures() {
  registerAccess();
  registerProfile();
  registerBalance();
  registerGames();
  registerCatalogue();
  registerBigWins();
  registerMessages();
  registerNotifications();
  registerPush();
  registerVerification();
  registerPromotions();
  registerLoyalty();
  registerProtection();
}
