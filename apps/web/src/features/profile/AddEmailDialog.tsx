import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { api, NetworkError } from "../../api/client";
import type { DialogProps } from "../../shell/dialogs";
import { DialogFrame, Field, FormError } from "../../shell/ui";
import { useCountdown } from "../access/CodeEntry";
import { captcha } from "../access/captcha";
import { statusOf } from "../access/errors";
import { isEmail } from "../access/identifier";

/** Add e-mail (accounts spec §2, §5, §8): address, then a pending dialog with the link's remaining time. */
export default function AddEmailDialog({ close }: DialogProps) {
  const { t } = useTranslation();
  const [email, setEmail] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<{ timeOut: number; at: number } | null>(null);
  useEffect(() => captcha.prepare(), []);

  const send = async () => {
    setBusy(true);
    setError(null);
    try {
      const a = await api<{ data?: { timeOut?: number }; timeOut?: number }>("/account/v1/details/email", {
        method: "POST",
        body: { email: email.trim(), recaptchaToken: await captcha.take() },
      });
      setPending({ timeOut: a?.data?.timeOut ?? a?.timeOut ?? 0, at: Date.now() });
    } catch (err) {
      const s = statusOf(err);
      if (s === 302) setPending({ timeOut: 0, at: Date.now() });
      else if (s === 503) setError(t("error.email_popup.rate.title"));
      else if (s === 400 || s === 412 || s === 500) setError(t("app.something_went_wrong_try_later"));
      else if (err instanceof NetworkError || s === 0) setError(t("app.network_error"));
      else setError(t("app.network_error"));
      captcha.prepare();
    } finally {
      setBusy(false);
    }
  };

  if (pending) return <Pending email={email.trim()} timeOut={pending.timeOut} at={pending.at} close={close} />;
  return (
    <DialogFrame title={t("auth.profile.add_email")} onClose={close} testId="add-email-dialog">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (isEmail(email)) void send();
        }}
      >
        <Field label={t("auth.email")} htmlFor="add-email">
          <input
            id="add-email"
            className="field"
            type="email"
            autoComplete="email"
            // biome-ignore lint/a11y/noAutofocus: the dialog's only field
            autoFocus
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            data-testid="add-email-input"
          />
        </Field>
        <FormError message={error} />
        <button type="submit" className="btn-primary w-full" disabled={busy || !isEmail(email)} data-testid="add-email-confirm">
          {busy ? t("app.loading") : t("auth.profile.confirm")}
        </button>
        <button type="button" className="btn-ghost mt-2 w-full justify-center" onClick={close}>
          {t("app.cancel")}
        </button>
      </form>
    </DialogFrame>
  );
}

function Pending({ email, timeOut, at, close }: { email: string; timeOut: number; at: number; close: () => void }) {
  const { t } = useTranslation();
  const left = useCountdown(timeOut, at);
  return (
    <DialogFrame title={t("auth.profile.email_pending_title")} onClose={close} testId="add-email-pending">
      <p className="mb-2 text-muted">{t("auth.profile.email_pending_text", { email })}</p>
      {left > 0 ? (
        <p className="mb-5 text-sm text-muted">{t("auth.profile.email_pending_time", { minutes: Math.ceil(left / 60) })}</p>
      ) : null}
      <button type="button" className="btn-primary w-full" onClick={close} data-testid="add-email-ok">
        {t("app.ok")}
      </button>
    </DialogFrame>
  );
}
