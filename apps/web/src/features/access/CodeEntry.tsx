import { CODE_LENGTH } from "@casino/contracts/access-rules";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Field, FormError } from "../../shell/ui";

/** Seconds left of a countdown that ticks every second (spec §9: 120 s). */
export function useCountdown(seconds: number, startedAt: number) {
  const left = () => Math.max(0, Math.ceil(seconds - (Date.now() - startedAt) / 1000));
  const [value, setValue] = useState(left);
  // biome-ignore lint/correctness/useExhaustiveDependencies: restarts when a new code is sent
  useEffect(() => {
    setValue(left());
    const id = setInterval(() => setValue(left()), 1000);
    return () => clearInterval(id);
  }, [seconds, startedAt]);
  return value;
}

const mmss = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;

/**
 * Code entry with countdown, confirm and resend (spec §2, §5): confirm is
 * disabled when the code is empty, not a number or the same as the last try;
 * resend becomes available when the countdown ends.
 */
export function CodeEntry({
  seconds,
  startedAt,
  busy,
  error,
  onConfirm,
  onResend,
  onCancel,
  hint,
}: {
  seconds: number;
  startedAt: number;
  busy: boolean;
  error: string | null;
  onConfirm: (code: string) => void;
  onResend: () => void;
  onCancel?: () => void;
  hint?: string;
}) {
  const { t } = useTranslation();
  const [code, setCode] = useState("");
  const [lastTry, setLastTry] = useState<string | null>(null);
  const left = useCountdown(seconds, startedAt);
  const valid = /^\d+$/.test(code) && code !== lastTry;
  const submit = () => {
    if (!valid || busy) return;
    setLastTry(code);
    onConfirm(code);
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {hint ? <p className="mb-3 text-sm text-muted">{hint}</p> : null}
      <Field label={t("auth.code.label")} htmlFor="confirmation-code">
        <input
          id="confirmation-code"
          className="field text-center font-mono text-lg tracking-[0.4em]"
          inputMode="numeric"
          autoComplete="one-time-code"
          // biome-ignore lint/a11y/noAutofocus: the step's only field
          autoFocus
          maxLength={CODE_LENGTH}
          value={code}
          onKeyDown={(e) => {
            // Digits only; Backspace, Tab, arrows and the other named keys pass.
            if (e.key.length === 1 && !/\d/.test(e.key) && !e.ctrlKey && !e.metaKey) e.preventDefault();
          }}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, ""))}
          data-testid="confirmation-code"
        />
      </Field>
      <p className="mb-3 text-sm text-muted" data-testid="code-countdown">
        {left > 0 ? t("auth.code.expires_in", { time: mmss(left) }) : t("auth.code.expired")}
      </p>
      <FormError message={error} />
      <button type="submit" className="btn-primary w-full" disabled={!valid || busy} data-testid="code-confirm">
        {t("auth.code.confirm")}
      </button>
      <div className="mt-3 flex justify-between gap-2">
        <button type="button" className="btn-ghost" disabled={left > 0 || busy} onClick={onResend} data-testid="code-resend">
          {t("auth.code.resend")}
        </button>
        {onCancel ? (
          <button type="button" className="btn-ghost" onClick={onCancel} data-testid="code-cancel">
            {t("app.cancel")}
          </button>
        ) : null}
      </div>
    </form>
  );
}
