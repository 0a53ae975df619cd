import { requestIdHeader } from "@casino/metrics";
import { signedHeaders } from "@casino/signing";

/** Our provider id at the casino's seamless wallet. */
export const STUDIO_CALLER = "aurum-studio";

/** Statuses the casino's wallet answers (docs/integration/seamless-wallet.md). */
export type WalletStatus =
  | "OK"
  | "INSUFFICIENT_FUNDS"
  | "BONUS_MAX_BET_EXCEEDED"
  | "LIMIT_REACHED"
  | "PLAYER_BLOCKED"
  | "TOKEN_EXPIRED"
  | "INVALID_SIGNATURE"
  | "WRONG_CURRENCY"
  | "INVALID_GAME"
  | "DUPLICATE_TRANSACTION"
  | "TRANSACTION_NOT_FOUND"
  | "ROUND_ALREADY_CLOSED";

export interface WalletAnswer {
  status: WalletStatus | string;
  balance?: number;
  playerId?: string;
  currency?: string;
  language?: string;
  country?: string;
  casinoTransactionId?: string;
  [k: string]: unknown;
}

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

export type WalletOperation = "authenticate" | "balance" | "bet" | "win" | "rollback";

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
