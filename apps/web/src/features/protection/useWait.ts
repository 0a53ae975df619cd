import { useEffect, useMemo, useState } from "react";
import { monotonic, type Waiting, waitLeft } from "./wait";

/**
 * Seconds left of a waiting change, ticking once a second on the monotonic clock (wait.ts): the server's remaining
 * seconds counted down from when its answer came, whatever the device's clock says.
 */
export function useWait(pending: Waiting | null | undefined): number {
  // A change kept without its `readyAt` counts from when it is first shown.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new answer (a new object) starts its count anew
  const shownAt = useMemo(() => monotonic.now(), [pending]);
  const [, tick] = useState(0);
  useEffect(() => {
    if (!pending) return;
    const t = setInterval(() => tick((n) => n + 1), 1000);
    return () => clearInterval(t);
  }, [pending]);
  return waitLeft(pending, monotonic.now(), shownAt);
}
