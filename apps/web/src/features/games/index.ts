import { registerDialog } from "../../shell/dialogs";

/** Launch dialogs of the games spec §2. */
export function register() {
  registerDialog("game-missing-details", () => import("./MissingDetailsDialog"));
  registerDialog("game-top-up", () => import("./TopUpDialog"));
  registerDialog("game-bonus-block", () => import("./BonusBlockDialog"));
  registerDialog("game-overlapping-balances", () => import("./OverlappingBalancesDialog"));
}
