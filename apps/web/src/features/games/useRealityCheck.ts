import { useCallback, useEffect, useRef, useState } from "react";
import { nextCheckIn, type RealityCheck, realityCheckApi } from "./reality-check";

/** A check that could not be read is tried again this much later. */
const RETRY_MS = 10_000;

/**
 * The reality check of a real-money game session: read at launch, then due
 * at each interval since the session started (by the server's clock). `due`
 * holds the totals to show; `resume` hides them and waits one more interval.
 */
export function useRealityCheck(sessionId: string | null) {
  const [due, setDue] = useState<RealityCheck | null>(null);
  const timer = useRef<number | undefined>(undefined);

  const wait = useCallback(
    (ms: number) => {
      window.clearTimeout(timer.current);
      if (!sessionId) return;
      timer.current = window.setTimeout(() => {
        realityCheckApi(sessionId).then(
          (r) => (r.intervalMs === null ? undefined : setDue(r)),
          () => wait(RETRY_MS),
        );
      }, ms);
    },
    [sessionId],
  );

  useEffect(() => {
    setDue(null);
    if (!sessionId) return;
    let cancelled = false;
    realityCheckApi(sessionId)
      .then((r) => {
        if (!cancelled && r.intervalMs !== null) wait(nextCheckIn(r.intervalMs, r.elapsedMs));
      })
      .catch(() => {});
    return () => {
      cancelled = true;
      window.clearTimeout(timer.current);
    };
  }, [sessionId, wait]);

  const resume = useCallback(() => {
    const ms = due?.intervalMs;
    setDue(null);
    if (ms) wait(ms);
  }, [due, wait]);

  return { due, resume };
}
