import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { pathTo } from "../../routes/table";
import { useLang } from "../../routes/useRoute";
import type { DialogProps } from "../../shell/dialogs";
import { DialogFrame } from "../../shell/ui";

/**
 * Personal info required (accounts spec §2): Continue to /account/edit, or Later. `back`, a route key, is where the
 * edit page leads once saved (the withdrawal cashier that asked); the account page without it.
 */
export default function PersonalInfoDialog({ close, reason, back }: DialogProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  return (
    <DialogFrame title={t("auth.profile.personal_info_title")} onClose={close} testId="personal-info-dialog">
      <p className="mb-5 text-muted">
        {t(reason === "verification" ? "auth.profile.personal_info_verification" : "auth.profile.personal_info_text")}
      </p>
      <div className="flex gap-2">
        <button type="button" className="btn-secondary flex-1" onClick={close} data-testid="personal-info-later">
          {t("app.later")}
        </button>
        <button
          type="button"
          className="btn-primary flex-1"
          onClick={() => {
            close();
            navigate(pathTo("accountEdit", lang), typeof back === "string" ? { state: { back } } : undefined);
          }}
          data-testid="personal-info-continue"
        >
          {t("app.continue")}
        </button>
      </div>
    </DialogFrame>
  );
}
