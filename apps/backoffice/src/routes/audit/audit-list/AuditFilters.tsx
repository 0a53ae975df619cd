import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

type Values = Record<"operator" | "action" | "objectType" | "objectId" | "from" | "to", string>;

/** The audit filters, applied together (the URL keeps them). */
export function AuditFilters({ values, onApply }: { values: Values; onApply: (v: Partial<Values>) => void }) {
  const [draft, setDraft] = useState(values);
  const { t } = useTranslation();
  useEffect(() => setDraft(values), [values]);
  const field = (key: keyof Values, label: string, type = "text", placeholder?: string) => (
    <div>
      <label htmlFor={`f-${key}`} className="field-label">
        {label}
      </label>
      <input
        id={`f-${key}`}
        type={type}
        className="field"
        placeholder={placeholder}
        value={draft[key]}
        onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
      />
    </div>
  );
  return (
    <form
      className="grid gap-3 rounded-2xl border border-surface-2 bg-surface p-4 sm:grid-cols-3 lg:grid-cols-6"
      aria-label={t("audit.filters")}
      onSubmit={(e) => {
        e.preventDefault();
        onApply(draft);
      }}
    >
      {field("operator", t("audit.operator"), "text", t("audit.operatorPlaceholder"))}
      {field("action", t("audit.actionStarts"))}
      {field("objectType", t("audit.objectType"))}
      {field("objectId", t("audit.objectId"))}
      {field("from", t("audit.from"), "date")}
      {field("to", t("audit.to"), "date")}
      <div className="flex gap-2 sm:col-span-3 lg:col-span-6">
        <button type="submit" className="btn-primary">
          {t("audit.apply")}
        </button>
        <button
          type="button"
          className="btn-secondary"
          onClick={() => onApply({ operator: "", action: "", objectType: "", objectId: "", from: "", to: "" })}
        >
          {t("audit.clear")}
        </button>
      </div>
    </form>
  );
}
