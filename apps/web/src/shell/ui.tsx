import { type ReactNode, useEffect, useId, useRef } from "react";
import { createPortal } from "react-dom";
import { useTranslation } from "react-i18next";

export { FormError } from "./FormError";

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The frame of every auth dialog: a modal over the page (the rest of the page
 * inert, focus inside and given back on close, Escape and a click outside
 * close it), a title, a close button. Our own few lines rather than a dialog
 * library: a guest's game page opens registration at once. Not the browser's
 * <dialog>, whose top layer would cover the toasts.
 */
export function DialogFrame({
  title,
  onClose,
  children,
  testId,
  persistent,
  wide,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  testId: string;
  /** Not closed by a click outside (the one-click result). */
  persistent?: boolean;
  wide?: boolean;
}) {
  const { t } = useTranslation();
  const root = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    const inert = [...document.body.children].filter((el) => el !== root.current && !el.hasAttribute("inert"));
    for (const el of inert) el.setAttribute("inert", "");
    const overflow = document.documentElement.style.overflow;
    document.documentElement.style.overflow = "hidden";
    // A field with autoFocus keeps the focus; otherwise the first control (the close button) takes it.
    const p = panel.current!;
    if (!p.contains(document.activeElement)) (p.querySelector<HTMLElement>(TABBABLE) ?? p).focus({ preventScroll: true });
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape" && !e.defaultPrevented) close.current();
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      for (const el of inert) el.removeAttribute("inert");
      document.documentElement.style.overflow = overflow;
      before?.focus?.({ preventScroll: true });
    };
  }, []);
  return createPortal(
    <div ref={root}>
      <div className="dialog-overlay" onPointerDown={() => !persistent && onClose()} />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`dialog-panel ${wide ? "w-[min(94vw,560px)]" : ""}`}
        data-testid={testId}
      >
        <div className="mb-4 flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-xl font-bold">
            {title}
          </h2>
          <button
            type="button"
            className="btn-ghost -mr-2 -mt-1"
            aria-label={t("app.close")}
            onClick={onClose}
            data-testid="dialog-close"
          >
            <span aria-hidden>✕</span>
          </button>
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}

export function Field({
  label,
  error,
  children,
  htmlFor,
}: {
  label: string;
  error?: string | null;
  children: ReactNode;
  htmlFor: string;
}) {
  return (
    <div className="mb-3">
      <label className="field-label" htmlFor={htmlFor}>
        {label}
      </label>
      {children}
      {error ? (
        <p className="field-error" role="alert" data-testid={`${htmlFor}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function Checkbox({
  id,
  checked,
  onChange,
  invalid,
  children,
}: {
  id: string;
  checked: boolean;
  onChange: (v: boolean) => void;
  invalid?: boolean;
  children: ReactNode;
}) {
  return (
    <label htmlFor={id} className={`mb-2 flex items-start gap-2 text-sm ${invalid ? "text-danger" : "text-muted"}`}>
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 size-4 accent-[var(--color-accent)]"
        checked={checked}
        aria-invalid={invalid || undefined}
        onChange={(e) => onChange(e.target.checked)}
      />
      <span>{children}</span>
    </label>
  );
}
