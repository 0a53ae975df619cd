import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Locale } from "../../i18n/locales";
import { pathTo } from "../../routes/table";
import { useLang } from "../../routes/useRoute";
import { Checkbox, Field } from "../../shell/ui";
import { currencyFor, type RegistrationSettings } from "./countries";

/** Country, currency, promo code and the two checkboxes every registration form has (spec §3, §5). */
export interface CommonValues {
  country: string;
  currency: string;
  promocode: string;
  terms: boolean;
  age: boolean;
}

export function useCommonValues(s: RegistrationSettings) {
  const [v, setV] = useState<CommonValues>({
    country: s.defaultCountry,
    currency: s.defaultCountry ? currencyFor(s.defaultCountry, s) : s.defaultCurrency,
    promocode: "",
    terms: false,
    age: false,
  });
  // The configuration may arrive after the form opened: preselect then.
  useEffect(() => {
    if (!v.country && s.defaultCountry)
      setV((o) => ({ ...o, country: s.defaultCountry, currency: currencyFor(s.defaultCountry, s) }));
  }, [s, v.country]);
  return [v, setV] as const;
}

export function CommonFields({
  prefix,
  value,
  onChange,
  settings,
  submitted,
  currencies,
}: {
  prefix: string;
  value: CommonValues;
  onChange: (v: CommonValues) => void;
  settings: RegistrationSettings;
  submitted: boolean;
  currencies?: string[];
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const [promoOpen, setPromoOpen] = useState(false);
  const list = currencies ?? settings.currencies;
  return (
    <>
      <div className="grid grid-cols-[1fr_7rem] gap-2">
        <Field
          label={t("auth.registration.country")}
          htmlFor={`${prefix}-country`}
          error={submitted && !value.country ? t("auth.validations.required") : null}
        >
          <select
            id={`${prefix}-country`}
            className="field"
            value={value.country}
            aria-invalid={(submitted && !value.country) || undefined}
            onChange={(e) => {
              const currency = currencyFor(e.target.value, settings);
              onChange({
                ...value,
                country: e.target.value,
                currency: list.includes(currency) ? currency : (list[0] ?? currency),
              });
            }}
            data-testid={`${prefix}-country`}
          >
            <option value="">{t("auth.registration.choose_country")}</option>
            {settings.countries.map((c) => (
              <option key={c.ISO_3} value={c.ISO_3}>
                {c.name}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t("auth.registration.currency")} htmlFor={`${prefix}-currency`}>
          <select
            id={`${prefix}-currency`}
            className="field"
            value={value.currency}
            onChange={(e) => onChange({ ...value, currency: e.target.value })}
            data-testid={`${prefix}-currency`}
          >
            {list.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </Field>
      </div>
      {promoOpen || value.promocode ? (
        <Field label={t("auth.registration.promocode")} htmlFor={`${prefix}-promocode`}>
          <input
            id={`${prefix}-promocode`}
            className="field uppercase"
            value={value.promocode}
            onChange={(e) => onChange({ ...value, promocode: e.target.value.trim() })}
            data-testid={`${prefix}-promocode`}
          />
        </Field>
      ) : (
        <button type="button" className="btn-ghost mb-2 -ml-3 text-accent" onClick={() => setPromoOpen(true)}>
          {t("auth.registration.have_promocode")}
        </button>
      )}
      <Checkbox
        id={`${prefix}-age`}
        checked={value.age}
        invalid={submitted && !value.age}
        onChange={(age) => onChange({ ...value, age })}
      >
        {t("auth.registration.age_checkbox")}
      </Checkbox>
      <Checkbox
        id={`${prefix}-terms`}
        checked={value.terms}
        invalid={submitted && !value.terms}
        onChange={(terms) => onChange({ ...value, terms })}
      >
        <TermsText lang={lang} />
      </Checkbox>
    </>
  );
}

/**
 * "I accept the <terms>terms and conditions</terms>": the tagged words are the link. Split by hand rather than
 * with react-i18next's Trans, whose markup parser a guest's game page would load with the registration form.
 */
function TermsText({ lang }: { lang: Locale }) {
  const { t } = useTranslation();
  const [before, words = "", after = ""] = t("auth.registration.terms_checkbox").split(/<\/?terms>/);
  return (
    <>
      {before}
      <Link to={pathTo("terms", lang)} target="_blank" className="text-accent underline">
        {words}
      </Link>
      {after}
    </>
  );
}

export const commonValid = (v: CommonValues) => !!v.country && !!v.currency && v.terms && v.age;

/** The 400 answers of registration (spec §8): the `error` field picks the message. */
export function registrationErrorKey(error: unknown, oneClick = false): string {
  if (error === "promo-code") return "auth.registration.promo_code_incorrect";
  if (!oneClick && error === "email_already_in_use") return "auth.registration.email_already_in_use";
  if (!oneClick && error === "phone_already_in_use") return "auth.registration.phone_already_in_use";
  return "app.something_went_wrong_try_later";
}
