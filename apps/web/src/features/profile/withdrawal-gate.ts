import { api } from "../../api/client";
import { i18next } from "../../i18n";
import { dialogs } from "../../shell/dialogs";
import { toast } from "../../shell/toast";

export type WithdrawalStatus =
  | "WITHDRAWAL_ALLOWED"
  | "WITHDRAWAL_PROHIBITED_GLOBALLY"
  | "WITHDRAWAL_REQUIRE_PERSONAL_DATA"
  | "WITHDRAWAL_REQUIRE_CONTACT_PHONE"
  | "WITHDRAWAL_REQUIRE_CONTACT_EMAIL"
  | (string & {});

/** The dialogs that ask for what a withdrawal still requires. */
export const WITHDRAWAL_STEP_DIALOGS = new Set(["personalInfo", "addPhone", "addEmail"]);

/** Allowed and prohibited-globally both continue to the cashier (accounts spec §4). */
export const withdrawalContinues = (status: WithdrawalStatus) =>
  status === "WITHDRAWAL_ALLOWED" || status === "WITHDRAWAL_PROHIBITED_GLOBALLY";

/**
 * Asks for what the status requires (accounts spec §4): personal data opens the fill-profile dialog; a missing phone
 * or e-mail warns, then opens the add dialog; unknown is only logged.
 */
export function askForWithdrawalStep(status: WithdrawalStatus) {
  switch (status) {
    case "WITHDRAWAL_ALLOWED":
    case "WITHDRAWAL_PROHIBITED_GLOBALLY":
      return;
    case "WITHDRAWAL_REQUIRE_PERSONAL_DATA":
      // Saved, the edit page leads back to the withdrawal cashier, which checks again.
      dialogs.open("personalInfo", { back: "withdrawals" });
      return;
    case "WITHDRAWAL_REQUIRE_CONTACT_PHONE":
      toast.warning(i18next.t("auth.profile.phone_required_for_withdrawal"));
      dialogs.open("addPhone");
      return;
    case "WITHDRAWAL_REQUIRE_CONTACT_EMAIL":
      toast.warning(i18next.t("auth.profile.email_required_for_withdrawal"));
      dialogs.open("addEmail");
      return;
    default:
      console.warn("withdrawal status", status);
  }
}

/**
 * The withdrawal check of accounts spec §4, for the payments screens: the status, and (unless `ask` is false) the
 * dialog asking for what it still requires.
 */
export async function checkWithdrawal(ask = true): Promise<WithdrawalStatus> {
  const { status } = await api<{ status: WithdrawalStatus }>("/account/v1/details/withdrawal-status");
  if (ask) askForWithdrawalStep(status);
  return status;
}

export type WithdrawalStep = "profile" | "email" | "phone";

/**
 * What a blocked withdrawal still requires, to name only that: the personal data by the status (the server knows
 * which of its keys it needs), the e-mail and the confirmed phone by the profile's details; the status's own step
 * always counts, even before the details load.
 */
export function missingWithdrawalSteps(
  status: WithdrawalStatus,
  details: Record<string, string | undefined> | undefined,
): WithdrawalStep[] {
  const out: WithdrawalStep[] = [];
  if (status === "WITHDRAWAL_REQUIRE_PERSONAL_DATA") out.push("profile");
  if (status === "WITHDRAWAL_REQUIRE_CONTACT_EMAIL" || (details && !details.CONTACT_EMAIL)) out.push("email");
  if (
    status === "WITHDRAWAL_REQUIRE_CONTACT_PHONE" ||
    (details && (!details.CONTACT_PHONE || details.CONTACT_PHONE_VERIFIED !== "true"))
  )
    out.push("phone");
  return out;
}
