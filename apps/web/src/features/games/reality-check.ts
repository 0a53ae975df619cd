import type { RealityCheck } from "@casino/contracts/protection";
import { api } from "../../api/client";

export type { RealityCheck };

/** The reality check of a real-money game session: the player's interval and what the session played so far. */
export const realityCheckApi = (sessionId: string) =>
  api<{ data: RealityCheck }>(`/account/v1/details/reality-check/${encodeURIComponent(sessionId)}`).then((r) => r.data);

/** The player read the check and plays on: the server takes the session's stakes again until the next check. */
export const realityCheckContinue = (sessionId: string) =>
  api<{ data: RealityCheck }>(`/account/v1/details/reality-check/${encodeURIComponent(sessionId)}/continue`, {
    method: "POST",
  }).then((r) => r.data);

/** Milliseconds until the next check of a session `elapsedMs` old (by the server's clock): the next whole interval. */
export function nextCheckIn(intervalMs: number, elapsedMs: number): number {
  const into = Math.max(0, elapsedMs) % intervalMs;
  return intervalMs - into;
}
