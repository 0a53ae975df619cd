import { lazy, Suspense, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Navigate } from "react-router";
import { pathTo } from "../../routes/table";
import { useLang } from "../../routes/useRoute";
import { dialogs } from "../../shell/dialogs";
import { PageSkeleton } from "../../shell/PageSkeleton";
import { toast } from "../../shell/toast";
import { isComplete, useDetails } from "./useDetails";

/** The verification screen itself (documents: games-payments spec). */
const VerificationScreen = lazy(() => import("../verification/VerificationPage"));

/**
 * Verification entry (accounts spec §2 "Entry rules"): a profile without its
 * personal data goes to the profile with the verification dialog; a complete
 * profile without a contact e-mail goes to the profile with a warning and the
 * e-mail prompt; otherwise the page opens.
 */
export default function VerificationEntry() {
  const { t } = useTranslation();
  const lang = useLang();
  const { data, isPending } = useDetails();
  const d = data?.data ?? {};
  const rule = !data ? null : !isComplete(d) ? "profile" : !d.CONTACT_EMAIL ? "email" : "enter";
  useEffect(() => {
    if (rule === "profile") dialogs.open("personalInfo", { reason: "verification" });
    if (rule === "email") {
      toast.warning(t("auth.profile.email_required_for_verification"));
      dialogs.open("addEmail");
    }
  }, [rule, t]);
  if (isPending) return <PageSkeleton />;
  if (rule === "profile" || rule === "email") return <Navigate to={pathTo("account", lang)} replace />;
  return (
    <Suspense fallback={<PageSkeleton />}>
      <VerificationScreen />
    </Suspense>
  );
}
