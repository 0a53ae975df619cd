import type { InputHTMLAttributes, ReactNode } from "react";

/** A labelled text input of a back office form; any other input attribute (type, required, autoComplete…) passes through. */
export function TextField({
  id,
  label,
  value,
  onChange,
  ...input
}: {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "value" | "onChange" | "className">) {
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input id={id} className="field" value={value} onChange={(e) => onChange(e.target.value)} {...input} />
    </div>
  );
}
