import { useCallback, useEffect, useRef, useState } from "react";
import { nextCheckIn, type RealityCheck, realityCheckApi, realityCheckContinue } from "./reality-check";

/** A check that could not be read is tried again this much later. */
const RETRY_MS = 10_000;

/**
 * The reality check of a real-money game session: read at launch, then due
 * at each interval since the session started (by the server's clock). `due`
 * holds the totals to show. The server refuses the session's stakes from the
 * same moment; `resume` tells it the player plays on, then hides the totals
 * and waits one more interval (a failed answer keeps them, to try again).
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
          // Turned off since the launch: the server still waits for an answer, so the page gives it.
          (r) => (r.intervalMs === null ? void realityCheckContinue(sessionId).catch(() => {}) : setDue(r)),
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

  const [answering, setAnswering] = useState(false);
  const resume = useCallback(async () => {
    if (!sessionId || answering) return;
    setAnswering(true);
    try {
      const r = await realityCheckContinue(sessionId);
      setDue(null);
      if (r.intervalMs) wait(r.intervalMs);
    } catch {
      // still due: the totals stay, and the player may press continue again
    } finally {
      setAnswering(false);
    }
  }, [sessionId, answering, wait]);

  return { due, resume };
}
