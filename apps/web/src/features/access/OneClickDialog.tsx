import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { api } from "../../api/client";
import { pathTo } from "../../routes/table";
import { useLang } from "../../routes/useRoute";
import { type DialogProps, dialogs } from "../../shell/dialogs";
import { useSiteConfig } from "../../shell/site-config";
import { toast } from "../../shell/toast";
import { DialogFrame, FormError } from "../../shell/ui";
import { captcha } from "./captcha";
import { useRegistrationSettings } from "./countries";
import { credentialsImage, download } from "./credentials-image";
import { errorField, genericMessage, statusOf } from "./errors";
import { openFtd } from "./FtdDialog";
import { depositWithFtd } from "./navigation";
import { CommonFields, commonValid, registrationErrorKey, useCommonValues } from "./RegistrationFields";
import { isLoginAnswer, type LoginAnswer, startSession } from "./session";
import { useOnDialogRoute } from "./useDialogRoute";

interface Credentials {
  customerId: string;
  password: string;
  session: LoginAnswer | null;
}

/** One-click registration and its result (accounts spec §2, §3, §5, §8). */
export default function OneClickDialog({ close, routeKey }: DialogProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const settings = useRegistrationSettings();
  const { brandName } = useSiteConfig();
  const [common, setCommon] = useCommonValues(settings);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<Credentials | null>(null);
  const currencies = settings.oneClickCurrencies;
  const onRoute = useOnDialogRoute(routeKey, ["registrationOneClick"]);

  useEffect(() => captcha.prepare(), []);
  useEffect(() => {
    if (!currencies.includes(common.currency) && currencies[0]) setCommon((c) => ({ ...c, currency: currencies[0]! }));
  }, [currencies, common.currency, setCommon]);

  const register = async () => {
    if (!commonValid(common)) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await api<Record<string, unknown>>("/account/v1/register", {
        method: "POST",
        anonymous: true,
        body: {
          country: common.country,
          currency: common.currency,
          recaptchaToken: await captcha.take(),
          ...(common.promocode ? { promocode: common.promocode } : {}),
        },
      });
      setDone({
        customerId: String(answer.customerId),
        password: String(answer.password),
        session: isLoginAnswer(answer.session) ? answer.session : isLoginAnswer(answer) ? answer : null,
      });
      captcha.prepare();
    } catch (err) {
      setError(
        statusOf(err) === 400 && errorField(err, "error")
          ? t(registrationErrorKey(errorField(err, "error"), true))
          : genericMessage(err),
      );
      captcha.prepare();
    } finally {
      setBusy(false);
    }
  };

  /** Continue (or close): log in with the new credentials, then deposit with the FTD popup. */
  const proceed = async () => {
    if (!done) return;
    setBusy(true);
    try {
      const session =
        done.session ??
        (await api<LoginAnswer>("/session/v1/login", {
          method: "POST",
          anonymous: true,
          body: { identifier: done.customerId, password: done.password, recaptchaToken: await captcha.take() },
        }));
      await startSession(session);
      dialogs.close();
      navigate(depositWithFtd(lang));
      openFtd();
    } catch (err) {
      setError(genericMessage(err));
      setBusy(false);
    }
  };

  if (done) {
    const idLabel = t("auth.oneclick.customer_id");
    const pwLabel = t("auth.password");
    return (
      <DialogFrame title={t("auth.oneclick.done_title")} onClose={() => void proceed()} testId="oneclick-result" persistent>
        <p className="mb-4 text-sm text-muted">{t("auth.oneclick.done_text")}</p>
        <dl className="mb-4 space-y-2 rounded-lg bg-bg p-4">
          <div>
            <dt className="text-xs text-muted">{idLabel}</dt>
            <dd className="font-mono text-lg" data-testid="oneclick-customer-id">
              {done.customerId}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-muted">{pwLabel}</dt>
            <dd className="font-mono text-lg" data-testid="oneclick-password">
              {done.password}
            </dd>
          </div>
        </dl>
        <FormError message={error} />
        <div className="mb-2 grid grid-cols-2 gap-2">
          <button
            type="button"
            className="btn-secondary"
            data-testid="oneclick-copy"
            onClick={() =>
              void navigator.clipboard
                .writeText(`${idLabel}: ${done.customerId}\n${pwLabel}: ${done.password}`)
                .then(() => toast.success(t("auth.profile.saved_to_clipboard")))
                .catch(() => toast.error(t("app.something_went_wrong_try_later")))
            }
          >
            {t("auth.oneclick.copy")}
          </button>
          <button
            type="button"
            className="btn-secondary"
            data-testid="oneclick-download"
            onClick={() =>
              void credentialsImage({
                brand: brandName,
                idLabel,
                passwordLabel: pwLabel,
                customerId: done.customerId,
                password: done.password,
              })
                .then((blob) => download(blob, `${brandName.replace(/\W+/g, "-").toLowerCase()}-${done.customerId}.png`))
                .catch(() => toast.error(t("app.something_went_wrong_try_later")))
            }
          >
            {t("auth.oneclick.download")}
          </button>
        </div>
        <button
          type="button"
          className="btn-primary w-full"
          disabled={busy}
          onClick={() => void proceed()}
          data-testid="oneclick-continue"
        >
          {busy ? t("app.loading") : t("app.continue")}
        </button>
      </DialogFrame>
    );
  }

  return (
    <DialogFrame
      title={t("auth.oneclick.title")}
      onClose={() => {
        close();
        if (onRoute) navigate(pathTo("home", lang), { replace: true });
      }}
      testId="oneclick-dialog"
    >
      <p className="mb-4 text-sm text-muted">{t("auth.oneclick.text")}</p>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void register();
        }}
      >
        <CommonFields
          prefix="oneclick"
          value={common}
          onChange={setCommon}
          settings={settings}
          submitted={false}
          currencies={currencies}
        />
        <FormError message={error} />
        <button
          type="submit"
          className="btn-primary mt-2 w-full"
          disabled={busy || !commonValid(common)}
          data-testid="oneclick-submit"
        >
          {busy ? t("app.loading") : t("app.continue")}
        </button>
      </form>
      <button type="button" className="btn-ghost mt-3 w-full justify-center" onClick={() => dialogs.open("registration")}>
        {t("auth.oneclick.back_to_registration")}
      </button>
    </DialogFrame>
  );
}
