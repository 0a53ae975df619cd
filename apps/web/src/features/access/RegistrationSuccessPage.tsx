import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import StatusPage from "../../pages/StatusPage";
import type { RouteKey } from "../../routes/table";
import { useLang } from "../../routes/useRoute";
import { useIsLoggedIn } from "../../session/store";
import { openFtd } from "./FtdDialog";
import { depositWithFtd } from "./navigation";
import { openLogin } from "./open-login";

/**
 * registration/success (accounts spec §2), where the e-mail registration link lands: the registration is
 * confirmed. The link logged the player in, so the next step is the first deposit, with the first-deposit popup
 * (spec §4); opened again once logged out, it offers the login.
 */
export default function RegistrationSuccessPage({ routeKey }: { routeKey: RouteKey }) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const loggedIn = useIsLoggedIn();
  const action = loggedIn ? (
    <button
      type="button"
      className="btn-primary mt-8"
      data-testid="registration-success-deposit"
      onClick={() => {
        navigate(depositWithFtd(lang), { replace: true });
        openFtd();
      }}
    >
      {t("auth.ftd.deposit_now")}
    </button>
  ) : (
    <button type="button" className="btn-primary mt-8" data-testid="registration-success-login" onClick={() => openLogin()}>
      {t("nav.login")}
    </button>
  );
  return (
    <StatusPage routeKey={routeKey} messageKey={loggedIn ? "pages.registration_success_logged_in" : undefined} action={action} />
  );
}
