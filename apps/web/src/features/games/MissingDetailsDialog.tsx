import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError, api } from "../../api/client";
import { sessionStore } from "../../session/store";
import type { DialogProps } from "../../shell/dialogs";
import { DialogFrame, Field, FormError } from "../../shell/ui";
import { birthdayProblem, MAX_AGE_EXCLUSIVE, MIN_AGE, maskBirthday } from "../profile/birthday";

/** Games spec §2: first name, last name, birthday, gender, city — all required; launch again after confirm. */
const FIELDS = ["FIRSTNAME", "LASTNAME", "BIRTHDAY", "GENDER", "LOCATION_CITY"] as const;
type Key = (typeof FIELDS)[number];

export default function MissingDetailsDialog({
  close,
  done,
  onConfirmed,
  fields,
}: DialogProps & { onConfirmed?: () => void; fields?: string[] }) {
  const { t } = useTranslation();
  const shown = FIELDS.filter((f) => !fields || fields.includes(f));
  const [values, setValues] = useState<Record<Key, string>>({
    FIRSTNAME: "",
    LASTNAME: "",
    BIRTHDAY: "",
    GENDER: "",
    LOCATION_CITY: "",
  });
  const [touched, setTouched] = useState(false);
  const [sending, setSending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const errorOf = (k: Key): string | null => {
    if (!values[k].trim()) return "auth.validations.required";
    const problem = k === "BIRTHDAY" ? birthdayProblem(values[k]) : null;
    return problem ? `auth.validations.birthday_${problem}` : null;
  };
  const invalid = shown.some((k) => errorOf(k));

  const submit = async () => {
    setTouched(true);
    if (invalid) return;
    setSending(true);
    setFormError(null);
    try {
      const body = Object.fromEntries(shown.map((k) => [k, values[k].trim()]));
      await api("/account/v1/details", { method: "POST", body });
      sessionStore.updateDetails(body);
      done();
      onConfirmed?.();
    } catch (err) {
      setFormError(
        err instanceof ApiError && err.status === 503 ? t("games.errors.rate_limit") : t("app.something_went_wrong_try_later"),
      );
    } finally {
      setSending(false);
    }
  };

  const input = (k: Key, label: string, extra: Record<string, unknown> = {}) => (
    <Field
      key={k}
      label={label}
      htmlFor={`md-${k}`}
      error={touched && errorOf(k) ? t(errorOf(k)!, { min: MIN_AGE, max: MAX_AGE_EXCLUSIVE }) : null}
    >
      <input
        id={`md-${k}`}
        className="field"
        value={values[k]}
        aria-invalid={touched && !!errorOf(k)}
        onChange={(e) => setValues((v) => ({ ...v, [k]: k === "BIRTHDAY" ? maskBirthday(e.target.value) : e.target.value }))}
        {...extra}
      />
    </Field>
  );

  return (
    <DialogFrame title={t("games.missing_details.title")} onClose={close} testId="missing-details-dialog">
      <p className="mb-4 text-sm text-muted">{t("games.missing_details.text")}</p>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <FormError message={formError} />
        {shown.includes("FIRSTNAME") && input("FIRSTNAME", t("games.details.FIRSTNAME"), { autoComplete: "given-name" })}
        {shown.includes("LASTNAME") && input("LASTNAME", t("games.details.LASTNAME"), { autoComplete: "family-name" })}
        {shown.includes("BIRTHDAY") &&
          input("BIRTHDAY", t("games.details.BIRTHDAY"), {
            inputMode: "numeric",
            placeholder: t("auth.profile.birthday_placeholder"),
          })}
        {shown.includes("GENDER") && (
          <Field
            label={t("games.details.GENDER")}
            htmlFor="md-GENDER"
            error={touched && errorOf("GENDER") ? t(errorOf("GENDER")!) : null}
          >
            <select
              id="md-GENDER"
              className="field"
              value={values.GENDER}
              aria-invalid={touched && !!errorOf("GENDER")}
              onChange={(e) => setValues((v) => ({ ...v, GENDER: e.target.value }))}
            >
              <option value="">{t("games.details.gender_choose")}</option>
              <option value="M">{t("games.details.gender_M")}</option>
              <option value="F">{t("games.details.gender_F")}</option>
            </select>
          </Field>
        )}
        {shown.includes("LOCATION_CITY") &&
          input("LOCATION_CITY", t("games.details.LOCATION_CITY"), { autoComplete: "address-level2" })}
        <button type="submit" className="btn-primary mt-2 w-full" disabled={sending} data-testid="missing-details-confirm">
          {t("games.missing_details.confirm")}
        </button>
      </form>
    </DialogFrame>
  );
}
