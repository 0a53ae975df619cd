import "../../i18n/account-texts";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { pathTo } from "../../routes/table";
import { useLang } from "../../routes/useRoute";
import type { DialogProps } from "../../shell/dialogs";
import { DialogFrame } from "../../shell/ui";

/** An operator asked for documents: told once, on the player's next visit (later, or to the verification page). */
export default function VerificationRequestedDialog({ close, done }: DialogProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  return (
    <DialogFrame title={t("verification.requested.title")} onClose={close} testId="verification-requested-dialog">
      <p className="text-muted">{t("verification.requested.text")}</p>
      <div className="mt-6 flex gap-3">
        <button type="button" className="btn-secondary flex-1" onClick={close}>
          {t("verification.requested.later")}
        </button>
        <button
          type="button"
          className="btn-primary flex-1"
          data-testid="verification-requested-go"
          onClick={() => {
            done();
            navigate(pathTo("verification", lang));
          }}
        >
          {t("verification.requested.go")}
        </button>
      </div>
    </DialogFrame>
  );
}
