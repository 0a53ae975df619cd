/** A form's error, read out as it appears. Apart from ui.tsx so that a page showing one does not load the dialogs. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p
      className="mb-3 rounded-lg border border-danger/50 bg-danger/10 p-3 text-sm text-danger"
      role="alert"
      data-testid="form-error"
    >
      {message}
    </p>
  );
}
