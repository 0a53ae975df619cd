import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { api } from "../../api/client";
import { pathTo } from "../../routes/table";
import { useLang } from "../../routes/useRoute";
import { type DialogProps, dialogs } from "../../shell/dialogs";
import { toast } from "../../shell/toast";
import { DialogFrame, Field, FormError } from "../../shell/ui";
import { defaultAlpha2, useRegistrationSettings } from "./countries";
import { errorField, genericMessage, statusOf } from "./errors";
import type { PhoneValue } from "./identifier";
import { depositAfterPhone } from "./navigation";
import { loadPhoneRules, usePhoneRules } from "./phone-rules";
import { CommonFields, commonValid, registrationErrorKey, useCommonValues } from "./RegistrationFields";
import { isLoginAnswer, type LoginAnswer, startSession } from "./session";
import { useOnDialogRoute } from "./useDialogRoute";
import { emailError, passwordError } from "./validation";

// Loaded with their step or tab: a guest sent here by a real-money game sees the e-mail form first.
const PhoneField = lazy(() => import("./PhoneField").then((m) => ({ default: m.PhoneField })));
const CodeEntry = lazy(() => import("./CodeEntry").then((m) => ({ default: m.CodeEntry })));
// The invisible captcha starts solving when the player first touches the form, not when a game page opens it.
const loadCaptcha = () => import("./captcha").then((m) => m.captcha);

type Tab = "email" | "phone";
type Step =
  | { kind: "form" }
  | { kind: "checkEmail"; token: string | null }
  | { kind: "code"; token: string; sentAt: number; ttl: number };

const tokenOf = (v: unknown): string | null => {
  const o = (v ?? {}) as { token?: unknown; data?: { token?: unknown } };
  const token = o.token ?? o.data?.token;
  return typeof token === "string" ? token : null;
};
const ttlOf = (v: unknown, fallback: number): number => {
  const o = (v ?? {}) as { ttl?: unknown; data?: { ttl?: unknown } };
  const ttl = Number(o.ttl ?? o.data?.ttl);
  return Number.isFinite(ttl) && ttl > 0 ? ttl : fallback;
};

/** Registration by e-mail or phone (accounts spec §2, §4, §5, §8). */
export default function RegistrationDialog({ close, routeKey, resumeStep, resumeEmail }: DialogProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const params = useParams();
  const settings = useRegistrationSettings();
  const [tab, setTab] = useState<Tab>(params.tab === "phone" || params.tab === "phone-number" ? "phone" : "email");
  const [email, setEmail] = useState(typeof resumeEmail === "string" ? resumeEmail : "");
  const [phone, setPhone] = useState<PhoneValue>({ alpha2: defaultAlpha2(settings), national: "" });
  const [password, setPassword] = useState("");
  const [common, setCommon] = useCommonValues(settings);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A registration that login found unconfirmed comes back at its link or code step (the login's resend).
  const [step, setStep] = useState<Step>(() => (resumeStep as Step | undefined) ?? { kind: "form" });
  const onRoute = useOnDialogRoute(routeKey, ["registration"]);

  useEffect(() => {
    if (!phone.alpha2 && defaultAlpha2(settings)) setPhone((p) => ({ ...p, alpha2: defaultAlpha2(settings) }));
  }, [settings, phone.alpha2]);

  const onClose = () => {
    close();
    if (onRoute) navigate(pathTo("home", lang), { replace: true });
  };
  const switchTab = (next: Tab) => {
    setTab(next);
    setError(null);
    setSubmitted(false);
    if (routeKey === "registration") navigate(pathTo("registration", lang, { tab: next }), { replace: true });
  };

  // The code step shows the number as sent (E.164), also when login brought the player back to it.
  const phoneRules = usePhoneRules(tab === "phone" || step.kind === "code");
  const idError = tab === "email" ? emailError(email, settings.bounds) : (phoneRules?.phoneError(phone, settings.bounds) ?? null);
  const pwError = passwordError(password, settings.bounds);

  const submit = async () => {
    setSubmitted(true);
    setError(null);
    // A submit before the phone rules arrived waits for them: the number is checked here as on the server.
    const rules = tab === "phone" ? (phoneRules ?? (await loadPhoneRules().catch(() => null))) : null;
    if (tab === "phone" && !rules) return setError(t("app.something_went_wrong_try_later"));
    const idErr = rules ? rules.phoneError(phone, settings.bounds) : idError;
    if (idErr || pwError || !commonValid(common)) return;
    setBusy(true);
    try {
      const recaptchaToken = await (await loadCaptcha()).take();
      const base = {
        password,
        country: common.country,
        currency: common.currency,
        recaptchaToken,
        ...(common.promocode ? { promocode: common.promocode } : {}),
      };
      if (tab === "email") {
        const answer = await api("/account/v1/register/email", {
          method: "POST",
          anonymous: true,
          body: { ...base, email: email.trim() },
        });
        // A 204 (no body) means the e-mail is already registered (spec §4).
        if (answer === undefined) setError(t("auth.registration.email_already_in_use"));
        else setStep({ kind: "checkEmail", token: tokenOf(answer) });
      } else {
        const answer = await api("/account/v1/register/phone-number", {
          method: "POST",
          anonymous: true,
          body: { ...base, phoneNumber: rules!.phoneE164(phone) },
        });
        const token = tokenOf(answer);
        if (!token) setError(t("app.something_went_wrong_try_later"));
        else setStep({ kind: "code", token, sentAt: Date.now(), ttl: ttlOf(answer, settings.phoneSeconds) });
      }
    } catch (err) {
      setError(
        statusOf(err) === 400 && errorField(err, "error")
          ? t(registrationErrorKey(errorField(err, "error")))
          : genericMessage(err),
      );
      void loadCaptcha().then((c) => c.prepare());
    } finally {
      setBusy(false);
    }
  };

  const confirmPhone = async (code: string) => {
    if (step.kind !== "code") return;
    setBusy(true);
    setError(null);
    try {
      const { phoneForLogin } = await loadPhoneRules();
      const answer = await api(
        `/account/v1/register/phone-number/validate/${encodeURIComponent(step.token)}/${encodeURIComponent(code)}`,
        { anonymous: true },
      );
      // Automatic log-in: the answer carries the session, else log in with what was just typed.
      const session = isLoginAnswer(answer)
        ? answer
        : await api<LoginAnswer>("/session/v1/login", {
            method: "POST",
            anonymous: true,
            body: { identifier: phoneForLogin(phone), password, recaptchaToken: await (await loadCaptcha()).take() },
          });
      await startSession(session);
      dialogs.close();
      navigate(depositAfterPhone(lang));
    } catch (err) {
      const s = statusOf(err);
      setError(s === 400 ? t("auth.code.invalid") : s === 423 ? t("auth.code.timed_out") : genericMessage(err));
    } finally {
      setBusy(false);
    }
  };

  const resendPhone = async () => {
    if (step.kind !== "code") return;
    setBusy(true);
    setError(null);
    try {
      const answer = await api(`/account/v1/register/phone-number/resend/${encodeURIComponent(step.token)}`, { anonymous: true });
      setStep({
        kind: "code",
        token: tokenOf(answer) ?? step.token,
        sentAt: Date.now(),
        ttl: ttlOf(answer, settings.phoneSeconds),
      });
      toast.success(t("auth.code.resent"));
    } catch (err) {
      setError(statusOf(err) === 503 ? t("error.email_popup.rate.title") : t("auth.code.send_failed"));
    } finally {
      setBusy(false);
    }
  };

  const resendEmail = async (token: string) => {
    try {
      await api(`/account/v1/register/email/resend/${encodeURIComponent(token)}`, { anonymous: true });
      toast.success(t("auth.registration.email_resent"));
    } catch (err) {
      toast.error(genericMessage(err));
    }
  };

  if (step.kind === "checkEmail") {
    return (
      <DialogFrame title={t("auth.registration.check_email_title")} onClose={onClose} testId="registration-check-email">
        <p className="mb-5 text-muted">{t("auth.registration.check_email_text", { email: email.trim() })}</p>
        <button type="button" className="btn-primary w-full" onClick={onClose} data-testid="registration-ok">
          {t("app.ok")}
        </button>
        {step.token ? (
          <button type="button" className="btn-ghost mt-2 w-full justify-center" onClick={() => void resendEmail(step.token!)}>
            {t("auth.registration.resend_email")}
          </button>
        ) : null}
      </DialogFrame>
    );
  }

  if (step.kind === "code") {
    return (
      <DialogFrame title={t("auth.registration.phone_code_title")} onClose={onClose} testId="registration-code-step">
        <Suspense fallback={null}>
          <CodeEntry
            seconds={step.ttl}
            startedAt={step.sentAt}
            busy={busy}
            error={error}
            hint={t("auth.registration.phone_code_text", { phone: phoneRules?.phoneE164(phone) ?? "" })}
            onConfirm={(c) => void confirmPhone(c)}
            onResend={() => void resendPhone()}
          />
        </Suspense>
      </DialogFrame>
    );
  }

  return (
    <DialogFrame title={t("auth.registration.title")} onClose={onClose} testId="registration-dialog">
      <div className="mb-4 grid grid-cols-2 gap-1 rounded-lg bg-bg p-1" role="tablist">
        {(["email", "phone"] as const).map((k) => (
          <button
            key={k}
            type="button"
            role="tab"
            aria-selected={tab === k}
            className={`rounded-md px-3 py-2 text-sm font-semibold ${tab === k ? "bg-surface-2 text-accent" : "text-muted"}`}
            onClick={() => switchTab(k)}
            data-testid={`registration-tab-${k}`}
          >
            {t(`auth.registration.tab_${k}`)}
          </button>
        ))}
      </div>
      <form
        noValidate
        onFocus={() => void loadCaptcha().then((c) => c.prepare())}
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        {tab === "email" ? (
          <Field label={t("auth.email")} htmlFor="registration-email" error={submitted ? idError : null}>
            <input
              id="registration-email"
              className="field"
              type="email"
              autoComplete="email"
              value={email}
              aria-invalid={(submitted && !!idError) || undefined}
              onChange={(e) => setEmail(e.target.value)}
              data-testid="registration-email"
            />
          </Field>
        ) : (
          <Field label={t("auth.phone.label")} htmlFor="registration-phone" error={submitted ? idError : null}>
            <Suspense fallback={<div className="field" aria-hidden />}>
              <PhoneField id="registration-phone" value={phone} onChange={setPhone} invalid={submitted && !!idError} />
            </Suspense>
          </Field>
        )}
        <Field label={t("auth.password")} htmlFor="registration-password" error={submitted ? pwError : null}>
          <input
            id="registration-password"
            className="field"
            type="password"
            autoComplete="new-password"
            value={password}
            aria-invalid={(submitted && !!pwError) || undefined}
            onChange={(e) => setPassword(e.target.value)}
            data-testid="registration-password"
          />
        </Field>
        <CommonFields prefix="registration" value={common} onChange={setCommon} settings={settings} submitted={submitted} />
        <FormError message={error} />
        <button type="submit" className="btn-primary mt-2 w-full" disabled={busy} data-testid="registration-submit">
          {busy ? t("app.loading") : t("auth.registration.submit")}
        </button>
      </form>
      <div className="mt-4 flex flex-wrap justify-between gap-2 text-sm">
        <button type="button" className="btn-ghost" onClick={() => dialogs.open("oneclick")} data-testid="registration-oneclick">
          {t("auth.oneclick.link")}
        </button>
        <button type="button" className="btn-ghost" onClick={() => dialogs.open("login")} data-testid="registration-login">
          {t("auth.registration.have_account")}
        </button>
      </div>
    </DialogFrame>
  );
}
