import "../../i18n/account-texts";
import { useTranslation } from "react-i18next";
import { mmss } from "./machine";
import { useElapsed } from "./useCountdown";

/** A visible wait: a moving bar, what is awaited, and the time so far or left. */
export function Waiting({
  text,
  testId,
  nextAt,
  periodMs,
  secondsLeft,
}: {
  text: string;
  testId: string;
  /** When the next check happens (ms epoch); the bar fills towards it. */
  nextAt?: number;
  periodMs?: number;
  /** A countdown instead of the elapsed time. */
  secondsLeft?: number;
}) {
  const { t } = useTranslation();
  const elapsed = useElapsed(200);
  const now = Date.now();
  const pct =
    nextAt && periodMs ? Math.min(100, Math.max(0, 100 - ((nextAt - now) / periodMs) * 100)) : ((elapsed / 1000) % 2) * 50;
  return (
    <div className="rounded-xl bg-white/5 p-4" role="status" aria-live="polite" data-testid={testId}>
      <div className="mb-3 flex items-center gap-3">
        <span className="inline-block size-5 animate-spin rounded-full border-2 border-accent border-t-transparent" aria-hidden />
        <p className="flex-1">{text}</p>
        <span className="font-mono text-sm text-muted" data-testid={`${testId}-timer`}>
          {secondsLeft !== undefined ? mmss(secondsLeft) : mmss(Math.floor(elapsed / 1000))}
        </span>
      </div>
      <div
        className="h-1.5 overflow-hidden rounded-full bg-white/10"
        role="progressbar"
        aria-label={t("payments.status.progress")}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(pct)}
      >
        <div className="h-full bg-accent transition-[width] duration-200" style={{ width: `${pct}%` }} />
      </div>
      {nextAt ? (
        <p className="mt-2 text-xs text-muted">
          {t("payments.status.next_check", { seconds: Math.max(0, Math.ceil((nextAt - now) / 1000)) })}
        </p>
      ) : null}
    </div>
  );
}
