import { registerDialog } from "../../shell/dialogs";

/**
 * Profile: the account page and its edit page, adding a phone or an e-mail,
 * the personal details a payment or a game asks for, the verification entry.
 */
export function register() {
  registerDialog("addPhone", () => import("./AddPhoneDialog"));
  registerDialog("addEmail", () => import("./AddEmailDialog"));
  registerDialog("personalInfo", () => import("./PersonalInfoDialog"));
}
