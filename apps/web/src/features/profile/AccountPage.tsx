import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { ApiError, api } from "../../api/client";
import { pathTo } from "../../routes/table";
import { useLang } from "../../routes/useRoute";
import { useSession } from "../../session/store";
import { dialogs } from "../../shell/dialogs";
import { PageSkeleton } from "../../shell/PageSkeleton";
import { toast } from "../../shell/toast";
import { Field, FormError } from "../../shell/ui";
import { usePageMeta } from "../../shell/usePageMeta";
import { useRegistrationSettings } from "../access/countries";
import { genericMessage, statusOf } from "../access/errors";
import { passwordError } from "../access/validation";
import { money } from "../payments/money";
import { PendingWithdrawals, ReservedAmount } from "../payments/PendingWithdrawals";
import { birthdayForDisplay, isComplete, useDetails } from "./useDetails";

/** Profile details (accounts spec §2 account root, §3 profile fields). */
export default function AccountPage() {
  const { t } = useTranslation();
  const lang = useLang();
  usePageMeta(t("pages.account_title"));
  const { data, isPending, isError, refetch } = useDetails();
  const settings = useRegistrationSettings();
  if (isPending) return <PageSkeleton />;
  if (isError || !data) {
    return (
      <section className="py-6">
        <h1 className="text-2xl font-bold">{t("pages.account_title")}</h1>
        <FormError message={t("app.something_went_wrong_try_later")} />
        <button type="button" className="btn-secondary" onClick={() => void refetch()}>
          {t("auth.profile.retry")}
        </button>
      </section>
    );
  }
  const d = data.data;
  const country = settings.countries.find((c) => c.ISO_3 === d.LOCATION_COUNTRY)?.name ?? d.LOCATION_COUNTRY;
  const phoneVerified = d.CONTACT_PHONE_VERIFIED === "true";
  const rows: [string, string | undefined, string][] = [
    ["auth.profile.customer_id", d.customer_id, "customer_id"],
    ["auth.profile.first_name", d.FIRSTNAME, "FIRSTNAME"],
    ["auth.profile.last_name", d.LASTNAME, "LASTNAME"],
    ["auth.profile.birthday", birthdayForDisplay(d.BIRTHDAY), "BIRTHDAY"],
    ["auth.profile.gender", d.GENDER ? t(`auth.profile.gender_${d.GENDER}`) : undefined, "GENDER"],
    ["auth.profile.personal_code", d.PERSONALCODE, "PERSONALCODE"],
    ["auth.profile.country", country, "LOCATION_COUNTRY"],
    ["auth.profile.state", d.LOCATION_STATE, "LOCATION_STATE"],
    ["auth.profile.city", d.LOCATION_CITY, "LOCATION_CITY"],
    ["auth.profile.address", d.LOCATION_ADDRESS, "LOCATION_ADDRESS"],
    ["auth.profile.currency", d.CURRENCY, "CURRENCY"],
    ["auth.profile.registered", birthdayForDisplay(d.REGISTRATION_DATE), "REGISTRATION_DATE"],
  ];
  return (
    <section className="mx-auto max-w-3xl py-6" data-testid="account-page">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t("pages.account_title")}</h1>
        <Link to={pathTo("accountEdit", lang)} className="btn-primary" data-testid="account-edit-link">
          {t("auth.profile.edit")}
        </Link>
      </div>
      {!isComplete(d) ? (
        <p
          className="mb-4 rounded-lg border border-warning/50 bg-warning/10 p-3 text-sm text-warning"
          data-testid="profile-incomplete"
        >
          {t("auth.profile.incomplete")}
        </p>
      ) : null}
      <div className="grid gap-4 md:grid-cols-2">
        <div className="rounded-xl bg-surface p-4">
          <h2 className="mb-3 font-semibold">{t("auth.profile.contacts")}</h2>
          <p className="text-xs text-muted">{t("auth.email")}</p>
          <div className="mb-3 flex items-center justify-between gap-2">
            <span>
              <span data-testid="profile-email">{d.CONTACT_EMAIL || "—"}</span>{" "}
              {d.CONTACT_EMAIL && d.CONTACT_EMAIL_VERIFIED === "true" ? <VerifiedBadge testId="email-verified" /> : null}
            </span>
            {d.CONTACT_EMAIL ? null : (
              <button
                type="button"
                className="btn-ghost text-accent"
                onClick={() => dialogs.open("addEmail")}
                data-testid="open-add-email"
              >
                {t("auth.profile.add_email")}
              </button>
            )}
          </div>
          <p className="text-xs text-muted">{t("auth.phone.label")}</p>
          <div className="flex items-center justify-between gap-2">
            <span data-testid="profile-phone">
              {d.CONTACT_PHONE || "—"} {d.CONTACT_PHONE && phoneVerified ? <VerifiedBadge testId="phone-verified" /> : null}
            </span>
            {d.CONTACT_PHONE && phoneVerified ? null : (
              <button
                type="button"
                className="btn-ghost text-accent"
                onClick={() => dialogs.open("addPhone")}
                data-testid="open-add-phone"
              >
                {t("auth.profile.add_phone")}
              </button>
            )}
          </div>
        </div>
        <ChangePassword />
      </div>
      <BalanceSection />
      <dl className="mt-4 grid gap-x-6 gap-y-3 rounded-xl bg-surface p-4 sm:grid-cols-2">
        {rows.map(([label, value, key]) => (
          <div key={key}>
            <dt className="text-xs text-muted">{t(label)}</dt>
            <dd data-testid={`profile-${key}`}>{value || "—"}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * The balance section (games spec §2 `highlightComponent=Balance`): the balance, the amount reserved for
 * withdrawals and the pending ones, which can be cancelled here. The top-up dialog sends a player here when
 * the money is reserved; the parameter scrolls to it and marks it.
 */
function BalanceSection() {
  const { t } = useTranslation();
  const lang = useLang();
  const balance = useSession((s) => s.balance);
  const [params] = useSearchParams();
  const highlighted = params.get("highlightComponent") === "Balance";
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (highlighted) ref.current?.scrollIntoView({ block: "start" });
  }, [highlighted]);
  return (
    <div
      ref={ref}
      id="balance"
      className={`mt-4 rounded-xl bg-surface p-4 ${highlighted ? "ring-2 ring-accent" : ""}`}
      data-testid="account-balance"
      data-highlighted={highlighted ? "true" : undefined}
    >
      <h2 className="mb-2 font-semibold">{t("nav.balance")}</h2>
      <p className="text-xl font-bold" data-testid="account-balance-amount">
        {balance ? money(balance.amount, balance.currency, lang) : "…"}
      </p>
      <ReservedAmount />
      <PendingWithdrawals />
    </div>
  );
}

/** `POST /account/v1/credentials`: the current password and a new one; other sessions end. */
function ChangePassword() {
  const { t } = useTranslation();
  const settings = useRegistrationSettings();
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const nextError = passwordError(next, settings.bounds);
  const submit = async () => {
    setSubmitted(true);
    setError(null);
    if (!current || nextError) return;
    setBusy(true);
    try {
      await api("/account/v1/credentials", { method: "POST", body: { password: current, passwordNew: next } });
      toast.success(t("auth.profile.password_changed"));
      setCurrent("");
      setNext("");
      setSubmitted(false);
    } catch (err) {
      const code = err instanceof ApiError ? err.code : "";
      setError(
        code === "SAME_PASSWORD"
          ? t("auth.profile.same_password")
          : statusOf(err) === 400 || statusOf(err) === 403
            ? t("auth.profile.wrong_password")
            : genericMessage(err),
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="rounded-xl bg-surface p-4"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h2 className="mb-3 font-semibold">{t("auth.profile.change_password")}</h2>
      <Field
        label={t("auth.profile.current_password")}
        htmlFor="current-password"
        error={submitted && !current ? t("auth.validations.required") : null}
      >
        <input
          id="current-password"
          className="field"
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
        />
      </Field>
      <Field label={t("auth.recovery.new_password")} htmlFor="new-password" error={submitted ? nextError : null}>
        <input
          id="new-password"
          className="field"
          type="password"
          autoComplete="new-password"
          value={next}
          onChange={(e) => setNext(e.target.value)}
        />
      </Field>
      <FormError message={error} />
      <button type="submit" className="btn-secondary w-full" disabled={busy} data-testid="change-password-submit">
        {t("auth.profile.change_password")}
      </button>
    </form>
  );
}

/** A confirmed contact (e-mail or phone): one badge for both. */
function VerifiedBadge({ testId }: { testId: string }) {
  const { t } = useTranslation();
  return (
    <span className="ml-1 rounded bg-success/20 px-1.5 py-0.5 text-xs text-success" data-testid={testId}>
      {t("auth.profile.verified")}
    </span>
  );
}
