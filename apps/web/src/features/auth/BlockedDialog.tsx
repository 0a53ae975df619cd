import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { pathTo } from "../../routes/table";
import { useLang } from "../../routes/useRoute";
import type { DialogProps } from "../../shell/dialogs";
import { ddmmyyyy } from "./errors";
import { DialogFrame } from "./ui";

/**
 * Lock or self-exclusion (spec §2, §8): SE uses error.code.login.SE.{CODE}.*
 * with the end date; LOCKED and others error.code.login.{TYPE}.*.
 */
export default function BlockedDialog({ close, type, code, expires }: DialogProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const T = String(type ?? "LOCKED");
  const date = ddmmyyyy(expires);
  const base = T === "SE" && code ? `error.code.login.SE.${String(code)}` : `error.code.login.${T}`;
  const title = t([`${base}.title`, `error.code.login.${T}.title`, "error.code.login.LOCKED.title"]);
  // A self-exclusion for good has no end date.
  const keys = [`${base}.message`, `error.code.login.${T}.message`, "error.code.login.LOCKED.message"];
  const message = t(T === "SE" && !date ? [`${base}.message_forever`, ...keys] : keys, { date });
  return (
    <DialogFrame title={title} onClose={close} testId="login-blocked-dialog">
      <p className="mb-5 text-muted" data-testid="login-blocked-message">
        {message}
      </p>
      <div className="flex gap-2">
        <Link
          to={`${pathTo("chat", lang)}?tab=contact-form`}
          className="btn-secondary flex-1 text-center"
          onClick={close}
          data-testid="contact-support"
        >
          {t("auth.login.contact_support")}
        </Link>
        <button type="button" className="btn-primary flex-1" onClick={close}>
          {t("app.ok")}
        </button>
      </div>
    </DialogFrame>
  );
}
