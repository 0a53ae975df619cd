import { api } from "../../api/client";
import { i18next } from "../../i18n";
import { dialogs } from "../../shell/dialogs";
import { toast } from "../../shell/toast";

/**
 * The withdrawal check of accounts spec §4, for the payments screens: allowed
 * and prohibited-globally both continue; personal data opens the fill-profile
 * dialog; a missing phone or e-mail warns, then opens the add dialog; unknown
 * is only logged.
 */
export async function checkWithdrawal(proceed: () => void) {
  const { status } = await api<{ status: string }>("/account/v1/details/withdrawal-status");
  switch (status) {
    case "WITHDRAWAL_ALLOWED":
    case "WITHDRAWAL_PROHIBITED_GLOBALLY":
      proceed();
      return;
    case "WITHDRAWAL_REQUIRE_PERSONAL_DATA":
      dialogs.open("personalInfo");
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
