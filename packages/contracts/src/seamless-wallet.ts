/**
 * The seamless wallet's calls as both sides read them (docs/integration/seamless-wallet.md):
 * the casino's api answers them, the studio (and any game provider) makes them.
 */

/** What a provider calls: POST /wallet/v1/{operation}. */
export type WalletOperation = "authenticate" | "balance" | "bet" | "win" | "rollback";

/** Body statuses of the seamless wallet: every answer is HTTP 200 with one of these. */
export const WALLET_STATUSES = [
  "OK",
  "INSUFFICIENT_FUNDS",
  /** The stake is above the max bet of the active bonus (refused before anything moved). */
  "BONUS_MAX_BET_EXCEEDED",
  "LIMIT_REACHED",
  "PLAYER_BLOCKED",
  "TOKEN_EXPIRED",
  "INVALID_SIGNATURE",
  "WRONG_CURRENCY",
  "INVALID_GAME",
  "DUPLICATE_TRANSACTION",
  "TRANSACTION_NOT_FOUND",
  "ROUND_ALREADY_CLOSED",
] as const;
export type WalletStatus = (typeof WALLET_STATUSES)[number];

/** What an answer carries besides its status: the balance (major units) and what else the call returns. */
export interface WalletAnswerFields {
  balance?: number;
  currency?: string;
  casinoTransactionId?: string;
  roundClosed?: boolean;
  /** authenticate, balance: the max bet (whole stake) of the player's active bonus, when it has one. */
  bonusMaxBet?: number;
  /** authenticate: who the token belongs to. */
  playerId?: string;
  language?: string;
  country?: string;
}

/** An answer as the casino sends it. */
export type WalletAnswer = WalletAnswerFields & { status: WalletStatus; [k: string]: unknown };
