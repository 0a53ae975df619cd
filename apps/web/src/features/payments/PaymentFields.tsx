import "../../i18n/account-texts";
import { COUNTRIES } from "@casino/contracts/countries";
import { UPLOAD_ACCEPT } from "@casino/contracts/kyc";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "../../shell/toast";
import { Field, FormError } from "../../shell/ui";
import { maskBirthday } from "../profile/birthday";
import { fileProblem, uploadFile, uploadReason } from "../verification/upload";
import { fieldLabel, fieldProblem, inputFields, outgoingValue, shownFields } from "./machine";
import { QrCode } from "./QrCode";
import type { FormField } from "./types";

/** ISO date from the server shown as DD/MM/YYYY. */
const display = (f: FormField, v: string) => {
  if (f.type !== "INPUT_DATE") return v;
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(v);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : v;
};

/** The starting value: the server's, else the profile value it is filled from (autofillFrom). */
export function initialValues(fields: FormField[], profile: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    inputFields(fields).map((f) => [
      f.identifier,
      display(f, f.value ?? (f.autofillFrom ? (profile[f.autofillFrom] ?? "") : "")),
    ]),
  );
}

/**
 * The fields of a payment form (games spec §3) rendered from `form.fields`:
 * inputs of every type with their constraints, order, prefix and suffix.
 */
export function PaymentForm({
  fields,
  profile,
  busy,
  serverErrors,
  error,
  submitLabel,
  onSubmit,
}: {
  fields: FormField[];
  profile: Record<string, string | undefined>;
  busy: boolean;
  serverErrors: Record<string, string>;
  error: string | null;
  submitLabel: string;
  onSubmit: (values: Record<string, string>) => void;
}) {
  const { t } = useTranslation();
  const inputs = inputFields(fields).filter((f) => (f.stage ?? 1) !== 2);
  const [values, setValues] = useState(() => initialValues(fields, profile));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const set = (id: string, v: string) => setValues((s) => ({ ...s, [id]: v }));
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const found: Record<string, string> = {};
    for (const f of inputs) {
      const p = fieldProblem(f, values[f.identifier] ?? "");
      if (p) found[f.identifier] = t(`payments.field.${p}`, { min: f.constraints?.min, max: f.constraints?.max });
    }
    setProblems(found);
    if (Object.keys(found).length) return;
    onSubmit(Object.fromEntries(inputs.map((f) => [f.identifier, outgoingValue(f, values[f.identifier] ?? "")])));
  };
  return (
    <form onSubmit={submit} noValidate data-testid="payment-form">
      <ShownFields fields={fields.filter((f) => (f.stage ?? 1) !== 2)} />
      {inputs.map((f) => (
        <FieldInput
          key={f.identifier}
          field={f}
          value={values[f.identifier] ?? ""}
          onChange={(v) => set(f.identifier, v)}
          error={problems[f.identifier] ?? serverErrors[f.identifier] ?? null}
        />
      ))}
      <FormError message={error} />
      <button type="submit" className="btn-primary w-full" disabled={busy} data-testid="payment-execute">
        {busy ? t("app.loading") : submitLabel}
      </button>
    </form>
  );
}

function FieldInput({
  field: f,
  value,
  onChange,
  error,
}: {
  field: FormField;
  value: string;
  onChange: (v: string) => void;
  error: string | null;
}) {
  const { t, i18n } = useTranslation();
  const id = `pf-${f.identifier}`;
  const c = f.constraints ?? {};
  const label = `${fieldLabel(f, i18n.language)}${f.type === "INPUT_EMAIL" ? ` (${t("payments.field.optional")})` : ""}`;
  const common = {
    id,
    className: "field",
    value,
    "aria-invalid": error ? true : undefined,
    "data-testid": id,
    "data-field-type": f.type,
  } as const;
  const choices: [string, string][] | null = c.valuesMap
    ? Object.entries(c.valuesMap)
    : c.valuesList
      ? c.valuesList.map((v) => [v, v])
      : f.type === "INPUT_COUNTRY"
        ? COUNTRIES.map((x) => [x.ISO_3, x.name])
        : null;
  let input: React.ReactNode;
  if (f.type === "INPUT_FILE") {
    input = <FileInput id={id} onChange={onChange} />;
  } else if (choices) {
    input = (
      <select {...common} onChange={(e) => onChange(e.target.value)}>
        <option value="">{t("payments.field.choose")}</option>
        {choices.map(([v, l]) => (
          <option key={v} value={v}>
            {l}
          </option>
        ))}
      </select>
    );
  } else {
    const byType: Record<string, React.InputHTMLAttributes<HTMLInputElement>> = {
      INPUT_NUMBER: { inputMode: "decimal", min: c.min, max: c.max },
      INPUT_EMAIL: { type: "email", autoComplete: "email" },
      INPUT_TELEPHONE: { type: "tel", autoComplete: "tel" },
      INPUT_DATE: { inputMode: "numeric", placeholder: t("payments.field.date_placeholder") },
      INPUT_CREDIT_CARD: { inputMode: "numeric", autoComplete: "cc-number", maxLength: 23 },
      INPUT_CARD_EXPIRE_MONTH: {
        inputMode: "numeric",
        autoComplete: "cc-exp-month",
        placeholder: t("payments.field.month_placeholder"),
        maxLength: 2,
      },
      INPUT_CARD_EXPIRE_YEAR: {
        inputMode: "numeric",
        autoComplete: "cc-exp-year",
        placeholder: t("payments.field.year_placeholder"),
        maxLength: 4,
      },
      INPUT_CARD_CVC: { inputMode: "numeric", autoComplete: "cc-csc", maxLength: 4, type: "password" },
    };
    const extra = byType[f.type] ?? {
      minLength: c.min,
      maxLength: c.max,
      placeholder: c.mask,
    };
    input = (
      <input
        {...common}
        {...extra}
        onChange={(e) => onChange(f.type === "INPUT_DATE" ? maskBirthday(e.target.value) : e.target.value)}
      />
    );
  }
  return (
    <Field label={label} htmlFor={id} error={error}>
      <div className="flex items-center gap-2">
        {f.prefix ? <span className="text-muted">{f.prefix}</span> : null}
        <div className="flex-1">{input}</div>
        {f.suffix ? <span className="text-muted">{f.suffix}</span> : null}
      </div>
      {f.missing ? <p className="mt-1 text-xs text-warning">{t("payments.field.missing_in_profile")}</p> : null}
    </Field>
  );
}

/** INPUT_FILE: the file goes to `POST upload/v1` (the verification upload: same checks, progress); its referenceId is the value. */
function FileInput({ id, onChange }: { id: string; onChange: (v: string) => void }) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <div>
      <input
        id={id}
        type="file"
        data-testid={id}
        className="field"
        disabled={progress !== null && progress < 1}
        accept={UPLOAD_ACCEPT}
        onChange={async (e) => {
          const file = e.target.files?.[0];
          if (!file) return;
          const before = fileProblem(file);
          if (before) {
            setProblem(before);
            toast.error(t("error.file.not.uploaded"));
            return;
          }
          setProblem(null);
          setProgress(0);
          try {
            const r = await uploadFile(file, setProgress).promise;
            onChange(r.referenceId);
          } catch (err) {
            setProgress(null);
            setProblem(uploadReason(err));
            toast.error(t("error.file.not.uploaded"));
          }
        }}
      />
      {progress !== null ? (
        <progress className="mt-1 h-1.5 w-full accent-accent" max={1} value={progress} data-testid={`${id}-progress`} />
      ) : null}
      {problem ? <p className="field-error">{t(problem)}</p> : null}
    </div>
  );
}

/** Payment links of crypto wallets (BIP 21 and its kin), shown as a QR code too. */
const WALLET_LINK = /^(bitcoin|tether|ethereum|litecoin):/i;

/** Read-only fields: texts, data to copy, deep links, content references. */
export function ShownFields({ fields }: { fields: FormField[] }) {
  const { t, i18n } = useTranslation();
  const shown = shownFields(fields);
  if (!shown.length) return null;
  return (
    <dl className="mb-4 space-y-3 rounded-xl bg-white/5 p-3" data-testid="payment-instructions">
      {shown.map((f) => {
        const label = fieldLabel(f, i18n.language);
        const value = [f.prefix, f.value, f.suffix].filter(Boolean).join(" ");
        if (f.type === "TEXT") {
          return (
            <p key={f.identifier} className="text-sm" data-testid={`pf-${f.identifier}`}>
              {f.value || label}
            </p>
          );
        }
        if (f.type === "DEEPLINK" && f.value && WALLET_LINK.test(f.value)) {
          // A wallet link: its QR code for a wallet on another device, and the link for one on this device.
          return (
            <div key={f.identifier} className="flex flex-col items-start gap-2">
              <QrCode value={f.value} label={t("payments.qr_label")} />
              <a className="text-accent underline" href={f.value} data-testid={`pf-${f.identifier}`}>
                {label}
              </a>
            </div>
          );
        }
        if (f.type === "DEEPLINK" || f.type === "CONTENT_REF") {
          const href =
            f.type === "CONTENT_REF" && f.value && !/^https?:/.test(f.value) ? `/${i18n.language}/${f.value}` : f.value;
          return (
            <p key={f.identifier}>
              <a
                className="text-accent underline"
                href={href}
                target="_blank"
                rel="noreferrer"
                data-testid={`pf-${f.identifier}`}
              >
                {label}
              </a>
            </p>
          );
        }
        return (
          <div key={f.identifier} className="flex flex-wrap items-center justify-between gap-2">
            <dt className="text-xs text-muted">{label}</dt>
            <dd className="flex items-center gap-2 font-mono text-sm">
              <span className="break-all" data-testid={`pf-${f.identifier}`}>
                {value}
              </span>
              <button
                type="button"
                className="btn-ghost shrink-0 px-2 py-0.5 text-xs"
                onClick={() => {
                  void navigator.clipboard
                    ?.writeText(f.value ?? "")
                    .then(() => toast.success(t("auth.profile.saved_to_clipboard")));
                }}
              >
                {t("payments.copy")}
              </button>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
