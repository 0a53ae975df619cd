import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { api } from "../../api/client";
import { pathTo } from "../../routes/table";
import { useLang } from "../../routes/useRoute";
import { sessionStore } from "../../session/store";
import { type DialogProps, dialogs } from "../../shell/dialogs";
import { toast } from "../../shell/toast";
import { DialogFrame, Field, FormError } from "../../shell/ui";
import { captcha } from "./captcha";
import { defaultAlpha2, useRegistrationSettings } from "./countries";
import { errorField, genericMessage, isCaptchaError, statusOf } from "./errors";
import { correctLegacyId, identifierKind, LEGACY_PASSWORD_MIN } from "./identifier";
import { afterLogin } from "./login-state";
import { PhoneField } from "./PhoneField";
import { isPhonePossible, phoneForLogin } from "./phone";
import { type LoginAnswer, startSession } from "./session";

/**
 * The withdrawal-only login of a player in a cool-down or self-exclusion (accounts spec §8), with the credentials
 * they typed: the server opens the session only for them.
 */
async function startWithdrawalSession(identifier: string, password: string) {
  const answer = await api<LoginAnswer>("/session/v1/login/withdrawal", {
    method: "POST",
    anonymous: true,
    body: { identifier, password, recaptchaToken: await captcha.take() },
  });
  sessionStore.setLoginState(null);
  await startSession(answer);
}

/**
 * Login popup (accounts spec §2, §4, §5, §8): identifier (e-mail, phone with
 * country code, or account id) and password; captcha, then login. `withdrawal`: the player has just started a
 * cool-down or self-exclusion and asked to withdraw their balance ("Withdraw my balance" of the lock dialog):
 * the same form logs them in for a withdrawal-only session.
 */
export default function LoginDialog({ close, done, withdrawal }: DialogProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const settings = useRegistrationSettings();
  const [identifier, setIdentifier] = useState("");
  const [password, setPassword] = useState("");
  const [alpha2, setAlpha2] = useState(defaultAlpha2(settings));
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [legacy, setLegacy] = useState<string | null>(null);

  useEffect(() => captcha.prepare(), []);

  const kind = identifierKind(identifier);
  const phone = { alpha2, national: identifier };
  const disabled = busy || !identifier.trim() || !password || (kind === "phone" && !alpha2);
  const identifierError = touched && !identifier.trim() ? t("auth.validations.required") : null;
  const passwordError = touched && !password ? t("auth.validations.required") : null;

  const login = async (id: string) => {
    setBusy(true);
    setError(null);
    try {
      if (withdrawal === true) {
        await startWithdrawalSession(id, password);
        // The withdrawal-only session shows the withdrawal page alone, as after the lock dialog's own button.
        done();
        navigate(pathTo("home", lang), { replace: true });
        return;
      }
      const recaptchaToken = await captcha.take();
      const answer = await api<LoginAnswer>("/session/v1/login", {
        method: "POST",
        anonymous: true,
        body: { identifier: id, password, recaptchaToken, showBonus: true },
      });
      await startSession(answer);
      const onLoginRoute = pathname === pathTo("login", lang);
      const target = afterLogin(sessionStore.get().login, {
        presentInitialBonuses: answer.presentInitialBonuses,
        onLoginRoute,
        lang,
      });
      sessionStore.setLoginState(null);
      if (target) {
        // Done, not closed: the login route's "closing returns home" must not run.
        dialogs.done();
        navigate(target, { replace: onLoginRoute });
      } else close();
    } catch (err) {
      const type = errorField(err, "type");
      if (statusOf(err) === 403 && type) {
        // Not confirmed yet: the dialog can send the link or code again, proven by what was just typed.
        const resend =
          type === "NOT_CONFIRMED"
            ? async () =>
                api<{ token: string; ttl: number; method: "email" | "phone" }>("/account/v1/register/resend", {
                  method: "POST",
                  anonymous: true,
                  body: { identifier: id, password, recaptchaToken: await captcha.take() },
                })
            : undefined;
        // A cool-down or self-exclusion still lets the player withdraw: a withdrawal-only login with what was typed.
        const withdraw = type === "SE" ? () => startWithdrawalSession(id, password) : undefined;
        dialogs.open("loginBlocked", {
          type,
          code: errorField(err, "code"),
          expires: errorField(err, "expires"),
          resend,
          withdraw,
          identifier: id,
        });
        return;
      }
      if (errorField(err, "code") === "NOT_SELF_EXCLUDED") setError(t("error.code.login.SE.withdraw_not_needed"));
      else if (isCaptchaError(err) || statusOf(err) === 0 || statusOf(err) >= 500) setError(genericMessage(err));
      else setError(t("auth.login.invalid_credentials"));
      captcha.prepare();
    } finally {
      setBusy(false);
    }
  };

  const submit = () => {
    setTouched(true);
    if (disabled) return;
    if (kind === "phone" && !isPhonePossible(phone)) {
      setError(t("auth.validations.phoneNumber_correct"));
      return;
    }
    const corrected = correctLegacyId(identifier);
    if (corrected) {
      if (password.length < LEGACY_PASSWORD_MIN) {
        setError(t("auth.validations.password_length"));
        return;
      }
      setLegacy(corrected);
      return;
    }
    void login(kind === "phone" ? phoneForLogin(phone) : identifier.trim());
  };

  const onClose = () => {
    sessionStore.setLoginState(null);
    close();
  };

  if (legacy) {
    return (
      <DialogFrame title={t("auth.login.legacy_title")} onClose={onClose} testId="legacy-id-dialog">
        <p className="mb-3 text-muted">{t("auth.login.legacy_text")}</p>
        <p className="mb-4 rounded-lg bg-bg p-3 text-center font-mono text-lg" data-testid="legacy-corrected-id">
          {legacy}
        </p>
        <div className="flex gap-2">
          <button
            type="button"
            className="btn-secondary flex-1"
            data-testid="legacy-copy"
            onClick={() =>
              void navigator.clipboard
                .writeText(legacy)
                .then(() => toast.success(t("auth.profile.saved_to_clipboard")))
                .catch(() => toast.error(t("app.something_went_wrong_try_later")))
            }
          >
            {t("auth.login.copy_id")}
          </button>
          <button
            type="button"
            className="btn-primary flex-1"
            data-testid="legacy-continue"
            disabled={busy}
            onClick={() => {
              setIdentifier(legacy);
              setLegacy(null);
              void login(legacy);
            }}
          >
            {t("app.continue")}
          </button>
        </div>
      </DialogFrame>
    );
  }

  return (
    <DialogFrame
      title={t(withdrawal === true ? "error.code.login.SE.withdraw" : "auth.login.title")}
      onClose={onClose}
      testId="login-dialog"
    >
      {withdrawal === true ? (
        <p className="mb-4 text-muted" data-testid="login-withdrawal-hint">
          {t("auth.login.withdrawal_hint")}
        </p>
      ) : null}
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Field label={t("auth.login.identifier")} htmlFor="login-identifier" error={identifierError}>
          <div className="flex gap-2">
            {kind === "phone" ? (
              <div className="w-32 shrink-0">
                <PhoneField
                  id="login-phone-code"
                  value={phone}
                  onChange={(v) => setAlpha2(v.alpha2)}
                  hideNumber
                  invalid={touched}
                />
              </div>
            ) : null}
            <input
              id="login-identifier"
              className="field"
              autoComplete="username"
              // biome-ignore lint/a11y/noAutofocus: the dialog's first field
              autoFocus
              placeholder={t("auth.login.identifier_placeholder")}
              value={identifier}
              aria-invalid={!!identifierError || undefined}
              onChange={(e) => setIdentifier(e.target.value)}
              data-testid="login-identifier"
            />
          </div>
        </Field>
        <Field label={t("auth.password")} htmlFor="login-password" error={passwordError}>
          <input
            id="login-password"
            className="field"
            type="password"
            autoComplete="current-password"
            value={password}
            aria-invalid={!!passwordError || undefined}
            onChange={(e) => setPassword(e.target.value)}
            data-testid="login-password"
          />
        </Field>
        <FormError message={error} />
        <button type="submit" className="btn-primary w-full" disabled={disabled} data-testid="login-submit">
          {busy ? t("app.loading") : t("auth.login.submit")}
        </button>
      </form>
      <div className="mt-4 flex flex-wrap justify-between gap-2 text-sm">
        <button type="button" className="btn-ghost" onClick={() => dialogs.open("recovery")} data-testid="login-forgot">
          {t("auth.login.forgot")}
        </button>
        {withdrawal === true ? null : (
          <button type="button" className="btn-ghost" onClick={() => dialogs.open("registration")} data-testid="login-register">
            {t("auth.login.register")}
          </button>
        )}
      </div>
    </DialogFrame>
  );
}
