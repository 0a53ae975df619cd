import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { api } from "../../api/client";
import { pathTo, type RouteKey } from "../../routes/table";
import { useLang } from "../../routes/useRoute";
import { PageSkeleton } from "../../shell/PageSkeleton";
import { toast } from "../../shell/toast";
import { Field, FormError } from "../../shell/ui";
import { usePageMeta } from "../../shell/usePageMeta";
import { useRegistrationSettings } from "../access/countries";
import { errorField, genericMessage, statusOf } from "../access/errors";
import { birthdayProblem, MAX_AGE_EXCLUSIVE, MIN_AGE } from "./birthday";
import { birthdayForDisplay, useDetails, useRefreshDetails } from "./useDetails";

const TEXT_FIELDS = [
  ["FIRSTNAME", "auth.profile.first_name", "given-name"],
  ["LASTNAME", "auth.profile.last_name", "family-name"],
] as const;
const PLACE_FIELDS = [
  ["LOCATION_STATE", "auth.profile.state", "address-level1"],
  ["LOCATION_CITY", "auth.profile.city", "address-level2"],
  ["LOCATION_ADDRESS", "auth.profile.address", "street-address"],
] as const;
/** Once set, these change only through support. */
const FIXED_ONCE_SET = ["BIRTHDAY", "PERSONALCODE", "LOCATION_COUNTRY"] as const;
type Form = Record<string, string>;

/** The profile edit page (/account/edit): personal data and address (accounts spec §3, §5). */
export default function AccountEditPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  // Where saving leads: the page whose dialog sent the player here (the withdrawal cashier), else the account.
  const back = ((useLocation().state as { back?: RouteKey } | null)?.back ?? "account") satisfies RouteKey;
  usePageMeta(t("auth.profile.edit_title"));
  const settings = useRegistrationSettings();
  const refresh = useRefreshDetails();
  const { data, isPending } = useDetails();
  const [form, setForm] = useState<Form | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (data && !form) setForm({ ...data.data, BIRTHDAY: birthdayForDisplay(data.data.BIRTHDAY) });
  }, [data, form]);
  if (isPending || !form || !data) return <PageSkeleton />;

  const stored = data.data;
  const fixed = (k: (typeof FIXED_ONCE_SET)[number]) => Boolean(stored[k]);
  const set = (k: string, v: string) => setForm({ ...form, [k]: v });
  const required = (k: string) => (submitted && !form[k]?.trim() ? t("auth.validations.required") : null);
  const bProblem = form.BIRTHDAY?.trim() ? birthdayProblem(form.BIRTHDAY) : "required";
  const birthdayError = !submitted
    ? null
    : bProblem === "required"
      ? t("auth.validations.required")
      : bProblem === "format"
        ? t("auth.validations.birthday_format")
        : bProblem === "invalid"
          ? t("auth.validations.birthday_invalid")
          : bProblem === "age"
            ? t("auth.validations.birthday_age", { min: MIN_AGE, max: MAX_AGE_EXCLUSIVE })
            : null;
  const invalid = !!bProblem || ["FIRSTNAME", "LASTNAME", "LOCATION_CITY", "LOCATION_ADDRESS"].some((k) => !form[k]?.trim());

  const save = async () => {
    setSubmitted(true);
    setError(null);
    if (invalid) return;
    const body: Record<string, string> = {};
    for (const k of [
      "FIRSTNAME",
      "LASTNAME",
      "GENDER",
      "LOCATION_STATE",
      "LOCATION_CITY",
      "LOCATION_ADDRESS",
      ...FIXED_ONCE_SET,
    ]) {
      if (FIXED_ONCE_SET.includes(k as (typeof FIXED_ONCE_SET)[number]) && fixed(k as (typeof FIXED_ONCE_SET)[number])) continue;
      const v = form[k]?.trim();
      if (v && v !== stored[k]) body[k] = v;
    }
    setBusy(true);
    try {
      if (Object.keys(body).length) await api("/account/v1/details", { method: "POST", body });
      await refresh();
      toast.success(t("auth.profile.saved"));
      navigate(pathTo(back, lang));
    } catch (err) {
      const field = errorField(err, "field");
      setError(
        statusOf(err) === 503
          ? t("error.email_popup.rate.title")
          : statusOf(err) === 400 && typeof field === "string"
            ? t("auth.profile.field_invalid", { field: t(`auth.profile.field.${field}`, { defaultValue: field }) })
            : genericMessage(err),
      );
    } finally {
      setBusy(false);
    }
  };

  const input = (k: string, label: string, autoComplete?: string, disabled?: boolean, err?: string | null) => (
    <Field key={k} label={t(label)} htmlFor={`edit-${k}`} error={err}>
      <input
        id={`edit-${k}`}
        className="field disabled:opacity-60"
        autoComplete={autoComplete}
        value={form[k] ?? ""}
        disabled={disabled}
        aria-invalid={!!err || undefined}
        onChange={(e) => set(k, e.target.value)}
        data-testid={`edit-${k}`}
      />
    </Field>
  );

  return (
    <section className="mx-auto max-w-2xl py-6" data-testid="account-edit-page">
      <h1 className="mb-6 text-2xl font-bold">{t("auth.profile.edit_title")}</h1>
      <form
        noValidate
        className="rounded-xl bg-surface p-4 md:p-6"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <div className="grid gap-x-4 sm:grid-cols-2">
          {TEXT_FIELDS.map(([k, label, ac]) => input(k, label, ac, false, required(k)))}
          <Field label={t("auth.profile.birthday")} htmlFor="edit-BIRTHDAY" error={birthdayError}>
            <input
              id="edit-BIRTHDAY"
              className="field disabled:opacity-60"
              placeholder={t("auth.profile.birthday_placeholder")}
              inputMode="numeric"
              value={form.BIRTHDAY ?? ""}
              disabled={fixed("BIRTHDAY")}
              aria-invalid={!!birthdayError || undefined}
              onChange={(e) => set("BIRTHDAY", e.target.value)}
              data-testid="edit-BIRTHDAY"
            />
          </Field>
          <Field label={t("auth.profile.gender")} htmlFor="edit-GENDER">
            <select
              id="edit-GENDER"
              className="field"
              value={form.GENDER ?? ""}
              onChange={(e) => set("GENDER", e.target.value)}
              data-testid="edit-GENDER"
            >
              <option value="">—</option>
              <option value="M">{t("auth.profile.gender_M")}</option>
              <option value="F">{t("auth.profile.gender_F")}</option>
            </select>
          </Field>
          {input("PERSONALCODE", "auth.profile.personal_code", "off", fixed("PERSONALCODE"))}
          <Field label={t("auth.profile.country")} htmlFor="edit-LOCATION_COUNTRY">
            <select
              id="edit-LOCATION_COUNTRY"
              className="field disabled:opacity-60"
              value={form.LOCATION_COUNTRY ?? ""}
              disabled={fixed("LOCATION_COUNTRY")}
              onChange={(e) => set("LOCATION_COUNTRY", e.target.value)}
            >
              <option value="">—</option>
              {settings.countries.map((c) => (
                <option key={c.ISO_3} value={c.ISO_3}>
                  {c.name}
                </option>
              ))}
            </select>
          </Field>
          {PLACE_FIELDS.map(([k, label, ac]) => input(k, label, ac, false, k === "LOCATION_STATE" ? null : required(k)))}
        </div>
        <FormError message={error} />
        <div className="mt-2 flex flex-wrap gap-2">
          <button type="submit" className="btn-primary" disabled={busy} data-testid="edit-save">
            {busy ? t("app.loading") : t("auth.profile.save")}
          </button>
          <button type="button" className="btn-secondary" onClick={() => navigate(pathTo(back, lang))}>
            {t("app.cancel")}
          </button>
        </div>
      </form>
    </section>
  );
}
