import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

export { FormError } from "./FormError";

/** The frame of every auth dialog: Radix Dialog, a title, a close button. */
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
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content
          className={`dialog-panel ${wide ? "w-[min(94vw,560px)]" : ""}`}
          data-testid={testId}
          aria-describedby={undefined}
          onPointerDownOutside={(e) => persistent && e.preventDefault()}
          onInteractOutside={(e) => persistent && e.preventDefault()}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-bold">{title}</Dialog.Title>
            <Dialog.Close className="btn-ghost -mr-2 -mt-1" aria-label={t("app.close")} data-testid="dialog-close">
              <span aria-hidden>✕</span>
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
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
