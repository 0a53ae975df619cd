import type { WalletAnswerFields, WalletOperation, WalletStatus } from "@casino/contracts/seamless-wallet";
import { requestIdHeader } from "@casino/metrics";
import { signedHeaders } from "@casino/signing";

/** Our provider id at the casino's seamless wallet. */
export const STUDIO_CALLER = "aurum-studio";

/** The casino's answer; a provider reads a status it does not know as refused, so it stays a string. */
export type WalletAnswer = WalletAnswerFields & { status: WalletStatus | string; [k: string]: unknown };
export type { WalletOperation, WalletStatus };

/** A call the casino did not answer with a status (network error, timeout, non-200, unreadable body). */
export class WalletUnanswered extends Error {
  constructor(
    readonly operation: string,
    reason: string,
  ) {
    super(`wallet ${operation} unanswered: ${reason}`);
    this.name = "WalletUnanswered";
  }
}

export interface WalletClient {
  call(operation: WalletOperation, body: Record<string, unknown>): Promise<WalletAnswer>;
}

/** The casino's seamless wallet over signed HTTP. */
export function httpWalletClient(opts: { casinoUrl: string; secret: string; timeoutMs: number }): WalletClient {
  const base = opts.casinoUrl.replace(/\/$/, "");
  return {
    async call(operation, body) {
      const raw = JSON.stringify(body);
      let res: Response;
      try {
        res = await fetch(`${base}/wallet/v1/${operation}`, {
          method: "POST",
          headers: { ...requestIdHeader(), ...signedHeaders(STUDIO_CALLER, opts.secret, raw) },
          body: raw,
          signal: AbortSignal.timeout(opts.timeoutMs),
        });
      } catch (err) {
        throw new WalletUnanswered(operation, (err as Error).message);
      }
      if (res.status !== 200) throw new WalletUnanswered(operation, `HTTP ${res.status}`);
      let answer: unknown;
      try {
        answer = await res.json();
      } catch {
        throw new WalletUnanswered(operation, "unreadable body");
      }
      if (!answer || typeof answer !== "object" || typeof (answer as WalletAnswer).status !== "string") {
        throw new WalletUnanswered(operation, "no status in the answer");
      }
      return answer as WalletAnswer;
    },
  };
}
