import { registerDialog } from "../../shell/dialogs";

/** The lucky club: its popup (opened from the first-deposit popup). */
export function register() {
  registerDialog("luckyClub", () => import("./LuckyClubDialog"));
}
