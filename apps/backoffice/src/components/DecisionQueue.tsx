import { ConfirmDialog } from "./ConfirmDialog";

/**
 * The pieces a maker-checker queue (withdrawals, corrections) shows around its
 * table: the state filter, the notice after a decision, the reject dialog.
 */

/** One button a state; the pressed one is the list's filter. */
export function StateFilter<S extends string>(props: {
  label: string;
  states: readonly (readonly [S, string])[];
  value: string;
  onChange: (state: S) => void;
  testIdPrefix: string;
}) {
  return (
    <nav className="flex flex-wrap gap-2" aria-label={props.label}>
      {props.states.map(([s, label]) => (
        <button
          key={s}
          type="button"
          aria-pressed={props.value === s}
          className={props.value === s ? "btn-primary" : "btn-secondary"}
          onClick={() => props.onChange(s)}
          data-testid={`${props.testIdPrefix}-${s}`}
        >
          {label}
        </button>
      ))}
    </nav>
  );
}

/** What the operator's last decision did (nothing when null). */
export function DecisionNotice({ notice, testId }: { notice: string | null; testId: string }) {
  if (!notice) return null;
  return (
    <p role="status" className="rounded-lg border border-surface-2 bg-surface-2 px-3 py-2 text-sm" data-testid={testId}>
      {notice}
    </p>
  );
}

/** Rejects the record being rejected (open while it is not null) with a reason. */
export function RejectDialog(props: {
  rejecting: { id: string } | null;
  title: string;
  description: string;
  reject: (id: string, reason: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const { rejecting } = props;
  return (
    <ConfirmDialog
      open={rejecting !== null}
      title={props.title}
      description={props.description}
      confirmLabel="Reject"
      danger
      onConfirm={(reason) => props.reject(rejecting!.id, reason)}
      onClose={props.onClose}
    />
  );
}
