import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { api } from "../../api/client";
import { pathTo } from "../../routes/table";
import { useLang } from "../../routes/useRoute";
import { type DialogProps, dialogs } from "../../shell/dialogs";
import { toast } from "../../shell/toast";
import { DialogFrame, Field, FormError } from "../../shell/ui";
import { CodeEntry } from "./CodeEntry";
import { captcha } from "./captcha";
import { defaultAlpha2, useRegistrationSettings } from "./countries";
import { genericMessage, statusOf } from "./errors";
import { identifierKind, isEmail } from "./identifier";
import { PhoneField } from "./PhoneField";
import { isPhonePossible, phoneE164 } from "./phone";
import { useOnDialogRoute } from "./useDialogRoute";
import { passwordError } from "./validation";

export type RecoveryMethod = "email" | "phone-number";
type Step =
  | { kind: "identify" }
  | { kind: "emailSent" }
  | { kind: "code"; token: string; sentAt: number }
  | { kind: "update"; method: RecoveryMethod; token: string; code?: string }
  | { kind: "done" | "expired" | "failed" };

/** Recovery requests are answered 423 no retries, 503 rate limit, else generic (spec §8). */
function requestError(err: unknown, t: (k: string) => string) {
  const s = statusOf(err);
  if (s === 423) return t("auth.profile.form.no_retries_email");
  if (s === 503) return t("error.email_popup.rate.title");
  return genericMessage(err);
}

const RECOVERY_DONE_LOGIN_DELAY_MS = 500;

/** Go home, then open the login popup after 500 ms (spec §4, §9). */
function homeThenLogin(navigate: (to: string) => void, lang: Parameters<typeof pathTo>[1]) {
  dialogs.close();
  navigate(pathTo("home", lang));
  setTimeout(() => dialogs.open("login"), RECOVERY_DONE_LOGIN_DELAY_MS);
}

function initialStep(routeKey: unknown, status: string | undefined, props: DialogProps): Step {
  if (props.step === "update" && typeof props.token === "string")
    return { kind: "update", method: (props.method as RecoveryMethod) ?? "email", token: props.token };
  if (routeKey === "failed") return { kind: "failed" };
  if (routeKey === "expired") return { kind: "expired" };
  if (status === "done" || status === "changed") return { kind: "done" };
  if (status === "expired" || status === "failed") return { kind: status };
  return { kind: "identify" };
}

/** Password recovery: identifier, code (phone) or link (e-mail), new password, done (accounts spec §2, §4, §8). */
export default function RecoveryDialog(props: DialogProps) {
  const { close, routeKey } = props;
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const { status } = useParams();
  const settings = useRegistrationSettings();
  const onRoute = useOnDialogRoute(routeKey, ["recovery", "failed", "expired"]);
  const [step, setStep] = useState<Step>(() => initialStep(routeKey, status, props));
  const [identifier, setIdentifier] = useState("");
  const [alpha2, setAlpha2] = useState(defaultAlpha2(settings));
  const [password, setPassword] = useState("");
  const [repeat, setRepeat] = useState("");
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (step.kind === "identify") captcha.prepare();
  }, [step.kind]);

  const onClose = () => {
    close();
    if (onRoute) navigate(pathTo("home", lang), { replace: true });
  };

  const kind = identifierKind(identifier);
  const phone = { alpha2, national: identifier };

  const request = async () => {
    setError(null);
    const isMail = kind === "email" && isEmail(identifier);
    const isPhone = kind === "phone";
    if (!isMail && !isPhone) return setError(t("auth.recovery.only_email_or_phone_error_msg"));
    if (isPhone && !isPhonePossible(phone)) return setError(t("auth.validations.phoneNumber_correct"));
    setBusy(true);
    try {
      const recaptchaToken = await captcha.take();
      if (isMail) {
        const a = await api<{ timeOut?: number; data?: { timeOut?: number } }>("/account/v1/recovery/email", {
          method: "POST",
          anonymous: true,
          body: { email: identifier.trim(), recaptchaToken },
        });
        if (a?.timeOut === undefined && a?.data?.timeOut === undefined) setError(t("app.something_went_wrong_try_later"));
        else setStep({ kind: "emailSent" });
      } else {
        const a = await api<{ token?: string; data?: { token?: string } }>("/account/v1/recovery/phone-number", {
          method: "POST",
          anonymous: true,
          body: { phoneNumber: phoneE164(phone), recaptchaToken },
        });
        const token = a?.token ?? a?.data?.token;
        if (!token) setError(t("app.something_went_wrong_try_later"));
        else setStep({ kind: "code", token, sentAt: Date.now() });
      }
    } catch (err) {
      setError(requestError(err, t));
      captcha.prepare();
    } finally {
      setBusy(false);
    }
  };

  const confirm = async (code: string) => {
    if (step.kind !== "code") return;
    setBusy(true);
    setError(null);
    try {
      const a = await api<{ token?: string }>(
        `/account/v1/recovery/phone-number/validate/${encodeURIComponent(step.token)}/${encodeURIComponent(code)}`,
        { anonymous: true },
      );
      setStep({ kind: "update", method: "phone-number", token: a?.token ?? step.token, code });
    } catch (err) {
      const s = statusOf(err);
      setError(s === 400 ? t("auth.code.invalid") : s === 423 ? t("auth.code.timed_out") : genericMessage(err));
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    if (step.kind !== "code") return;
    setBusy(true);
    setError(null);
    try {
      const a = await api<{ token?: string }>(`/account/v1/recovery/phone-number/resend/${encodeURIComponent(step.token)}`, {
        anonymous: true,
      });
      setStep({ kind: "code", token: a?.token ?? step.token, sentAt: Date.now() });
      toast.success(t("auth.code.resent"));
    } catch (err) {
      setError(statusOf(err) === 503 ? t("error.email_popup.rate.title") : t("auth.code.send_failed"));
    } finally {
      setBusy(false);
    }
  };

  const pwError = passwordError(password, settings.bounds);
  const repeatError = repeat !== password ? t("auth.validations.passwords_differ") : null;
  const update = async () => {
    if (step.kind !== "update") return;
    setSubmitted(true);
    setError(null);
    if (pwError || repeatError) return;
    setBusy(true);
    try {
      const tail = step.method === "phone-number" && step.code ? `/${encodeURIComponent(step.code)}` : "";
      await api(`/account/v1/recovery/${step.method}/update/${encodeURIComponent(step.token)}${tail}`, {
        method: "POST",
        anonymous: true,
        body: { passwordNew: password },
      });
      setStep({ kind: "done" });
    } catch (err) {
      const s = statusOf(err);
      if (s === 423) setStep({ kind: "expired" });
      else if (s === 400 || s === 404) setStep({ kind: "failed" });
      else setError(genericMessage(err));
    } finally {
      setBusy(false);
    }
  };

  if (step.kind === "done") {
    return (
      <DialogFrame title={t("auth.recovery.done_title")} onClose={() => homeThenLogin(navigate, lang)} testId="recovery-done">
        <p className="mb-5 text-muted">{t("auth.recovery.done_text")}</p>
        <button
          type="button"
          className="btn-primary w-full"
          onClick={() => homeThenLogin(navigate, lang)}
          data-testid="recovery-login"
        >
          {t("auth.login.submit")}
        </button>
      </DialogFrame>
    );
  }

  if (step.kind === "expired" || step.kind === "failed") {
    return (
      <DialogFrame title={t("auth.recovery.title")} onClose={onClose} testId={`recovery-${step.kind}`}>
        <p className="mb-5 text-muted">
          {t(step.kind === "expired" ? "pages.recovery_link_expired" : "pages.recovery_link_failed")}
        </p>
        <button type="button" className="btn-primary w-full" onClick={() => setStep({ kind: "identify" })}>
          {t("auth.recovery.try_again")}
        </button>
      </DialogFrame>
    );
  }

  if (step.kind === "emailSent") {
    return (
      <DialogFrame title={t("auth.recovery.email_sent_title")} onClose={onClose} testId="recovery-email-sent">
        <p className="mb-5 text-muted">{t("auth.recovery.email_sent_text", { email: identifier.trim() })}</p>
        <button type="button" className="btn-primary w-full" onClick={onClose} data-testid="recovery-ok">
          {t("app.ok")}
        </button>
      </DialogFrame>
    );
  }

  if (step.kind === "code") {
    return (
      <DialogFrame title={t("auth.recovery.code_title")} onClose={onClose} testId="recovery-code-step">
        <CodeEntry
          seconds={settings.phoneSeconds}
          startedAt={step.sentAt}
          busy={busy}
          error={error}
          hint={t("auth.recovery.code_text", { phone: phoneE164(phone) })}
          onConfirm={(c) => void confirm(c)}
          onResend={() => void resend()}
          onCancel={onClose}
        />
      </DialogFrame>
    );
  }

  if (step.kind === "update") {
    return (
      <DialogFrame title={t("auth.recovery.update_title")} onClose={onClose} testId="recovery-update">
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void update();
          }}
        >
          <Field label={t("auth.recovery.new_password")} htmlFor="recovery-password" error={submitted ? pwError : null}>
            <input
              id="recovery-password"
              className="field"
              type="password"
              autoComplete="new-password"
              // biome-ignore lint/a11y/noAutofocus: the step's first field
              autoFocus
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              data-testid="recovery-password"
            />
          </Field>
          <Field label={t("auth.recovery.repeat_password")} htmlFor="recovery-repeat" error={submitted ? repeatError : null}>
            <input
              id="recovery-repeat"
              className="field"
              type="password"
              autoComplete="new-password"
              value={repeat}
              onChange={(e) => setRepeat(e.target.value)}
              data-testid="recovery-repeat"
            />
          </Field>
          <FormError message={error} />
          <button type="submit" className="btn-primary w-full" disabled={busy || !password} data-testid="recovery-update-submit">
            {busy ? t("app.loading") : t("auth.recovery.save_password")}
          </button>
        </form>
      </DialogFrame>
    );
  }

  return (
    <DialogFrame title={t("auth.recovery.title")} onClose={onClose} testId="recovery-dialog">
      <p className="mb-4 text-sm text-muted">{t("auth.recovery.text")}</p>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void request();
        }}
      >
        <Field label={t("auth.recovery.identifier")} htmlFor="recovery-identifier">
          <div className="flex gap-2">
            {kind === "phone" ? (
              <div className="w-32 shrink-0">
                <PhoneField id="recovery-phone-code" value={phone} onChange={(v) => setAlpha2(v.alpha2)} hideNumber />
              </div>
            ) : null}
            <input
              id="recovery-identifier"
              className="field"
              // biome-ignore lint/a11y/noAutofocus: the dialog's only field
              autoFocus
              value={identifier}
              onChange={(e) => setIdentifier(e.target.value)}
              data-testid="recovery-identifier"
            />
          </div>
        </Field>
        <FormError message={error} />
        <button
          type="submit"
          className="btn-primary w-full"
          disabled={busy || !identifier.trim() || (kind === "phone" && !alpha2)}
          data-testid="recovery-submit"
        >
          {busy ? t("app.loading") : t("auth.recovery.submit")}
        </button>
      </form>
      <button type="button" className="btn-ghost mt-3 w-full justify-center" onClick={() => dialogs.open("login")}>
        {t("auth.recovery.back_to_login")}
      </button>
    </DialogFrame>
  );
}
