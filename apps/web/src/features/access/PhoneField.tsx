import { useTranslation } from "react-i18next";
import { useRegistrationSettings } from "./countries";
import type { PhoneValue } from "./identifier";
import { callingCode } from "./phone";

/** Phone selector with country code (spec §2 "phone selector with country code"). */
export function PhoneField({
  id,
  value,
  onChange,
  invalid,
  autoFocus,
  hideNumber,
}: {
  id: string;
  value: PhoneValue;
  onChange: (v: PhoneValue) => void;
  invalid?: boolean;
  autoFocus?: boolean;
  /** Only the code selector (the number is typed in another field). */
  hideNumber?: boolean;
}) {
  const { t } = useTranslation();
  const { countries } = useRegistrationSettings();
  return (
    <div className="flex gap-2">
      <select
        id={hideNumber ? id : `${id}-code`}
        className="field w-32 shrink-0"
        aria-label={t("auth.phone.country_code")}
        value={value.alpha2}
        aria-invalid={(invalid && !value.alpha2) || undefined}
        onChange={(e) => onChange({ ...value, alpha2: e.target.value })}
        data-testid={`${id}-code`}
      >
        <option value="">{t("auth.phone.choose_code")}</option>
        {countries.map((c) => (
          <option key={c.alpha2} value={c.alpha2}>
            {c.alpha2} +{c.phone_code || callingCode(c.alpha2)}
          </option>
        ))}
      </select>
      {hideNumber ? null : (
        <input
          id={id}
          // The rest of the row beside the code (a phone's dialog is narrow): the placeholder is short to fit it.
          className="field min-w-0 flex-1 text-ellipsis"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          // biome-ignore lint/a11y/noAutofocus: the dialog's first field
          autoFocus={autoFocus}
          placeholder={t("auth.phone.number_placeholder")}
          value={value.national}
          aria-invalid={invalid || undefined}
          onChange={(e) => onChange({ ...value, national: e.target.value.replace(/_/g, "") })}
          data-testid={id}
        />
      )}
    </div>
  );
}
