import { type ReactNode, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ErrorNote } from "./Page";

/**
 * Confirms an operator action with a reason, which the audit trail keeps
 * (required: at least 3 characters). `onConfirm` gets the reason; while it
 * runs the buttons wait; its error shows in the dialog.
 */
export function ConfirmDialog(props: {
  open: boolean;
  title: string;
  description?: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  onConfirm: (reason: string) => Promise<unknown>;
  onClose: () => void;
  children?: ReactNode;
}) {
  const [reason, setReason] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const id = useId();
  const { t } = useTranslation();
  useEffect(() => {
    if (props.open) {
      setReason("");
      setError(null);
    }
  }, [props.open]);
  if (!props.open) return null;
  const valid = reason.trim().length >= 3;
  return (
    <div className="fixed inset-0 z-50 grid place-items-center bg-black/70 p-4">
      <form
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        className="w-[min(92vw,460px)] rounded-2xl border border-surface-2 bg-surface p-6 shadow-2xl"
        onSubmit={async (e) => {
          e.preventDefault();
          if (!valid) return;
          setBusy(true);
          setError(null);
          try {
            await props.onConfirm(reason.trim());
            props.onClose();
          } catch (err) {
            setError(err);
          } finally {
            setBusy(false);
          }
        }}
      >
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {props.title}
        </h2>
        {props.description && <div className="mt-2 text-sm text-muted">{props.description}</div>}
        {props.children && <div className="mt-4">{props.children}</div>}
        <label htmlFor={`${id}-reason`} className="field-label mt-4">
          {t("frame.reasonLabel")}
        </label>
        <textarea
          id={`${id}-reason`}
          className="field min-h-20"
          required
          minLength={3}
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
        <div className="mt-3">
          <ErrorNote error={error} />
        </div>
        <div className="mt-4 flex justify-end gap-2">
          <button type="button" className="btn-secondary" onClick={props.onClose} disabled={busy}>
            {t("frame.cancel")}
          </button>
          <button type="submit" className={props.danger ? "btn-danger" : "btn-primary"} disabled={!valid || busy}>
            {props.confirmLabel}
          </button>
        </div>
      </form>
    </div>
  );
}
