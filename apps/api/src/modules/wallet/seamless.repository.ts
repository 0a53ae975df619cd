import type { Db } from "../../platform/db.js";

export type GameTxKind = "BET" | "WIN" | "ROLLBACK" | "TOMBSTONE";

export interface GameTxRow {
  id: bigint;
  provider: string;
  transaction_id: string;
  kind: GameTxKind;
  player_id: string;
  currency: string;
  game_id: string;
  round_id: string;
  amount: bigint;
  ref_transaction: string | null;
  round_closed: boolean;
  status: string;
  rolled_back: boolean;
  transfer_id: bigint | null;
}

export interface LaunchTokenRow {
  player_id: string;
  session_id: string;
  game_id: string;
  currency: string;
  country: string;
  language: string;
  /** Why the token cannot be used by this provider now; null when it can. */
  problem: "TOKEN_EXPIRED" | "PLAYER_BLOCKED" | null;
}

export interface RoundRow {
  player_id: string;
  currency: string;
  game_id: string;
  wins: number;
  closed_at: Date | null;
}

export interface ClaimInput {
  provider: string;
  transactionId: string;
  kind: GameTxKind;
  playerId: string;
  currency: string;
  gameId: string;
  roundId: string;
  amount: bigint;
  ref: string | null;
  roundClosed: boolean;
  status: string;
}

const claimParams = (c: ClaimInput) => [
  c.provider,
  c.transactionId,
  c.kind,
  c.playerId,
  c.currency,
  c.gameId,
  c.roundId,
  c.amount,
  c.ref,
  c.roundClosed,
  c.status,
];

const CLAIM = `INSERT INTO wallet_game_transactions
  (provider, transaction_id, kind, player_id, currency, game_id, round_id, amount, ref_transaction, round_closed, status)
  VALUES ($1, $2, $3, $4::uuid, $5, $6, $7, $8, $9, $10, $11)
  ON CONFLICT (provider, transaction_id) DO NOTHING RETURNING id`;

/** A launch token with its session and player (aliases t, s, p). */
const TOKEN_JOIN = `wallet_launch_tokens t JOIN sessions s ON s.id = t.session_id JOIN players p ON p.id = t.player_id`;

/**
 * Why a launch token cannot be used by the calling provider at a moment, or
 * NULL: the one rule for authenticate and the bet (parameters are SQL
 * placeholders for the provider and the moment).
 */
const tokenProblem = (provider: string, now: string) =>
  `CASE WHEN t.provider <> ${provider} OR t.expires_at <= ${now} OR s.ended_at IS NOT NULL OR s.expires_at <= ${now}
          THEN 'TOKEN_EXPIRED'
        WHEN p.status <> 'ACTIVE' THEN 'PLAYER_BLOCKED' END`;

const PLACE_BET = `WITH tok AS (
    SELECT t.player_id, t.currency, t.game_id, ${tokenProblem("$1", "$16")} AS problem
      FROM ${TOKEN_JOIN} WHERE t.token_hash = $15
  ), chk AS (
    SELECT CASE WHEN NOT EXISTS (SELECT 1 FROM tok) THEN 'TOKEN_EXPIRED'
                ELSE (SELECT COALESCE(problem,
                        CASE WHEN player_id <> $4::uuid THEN 'TOKEN_EXPIRED'
                             WHEN currency <> $5 THEN 'WRONG_CURRENCY'
                             WHEN game_id <> $6 THEN 'INVALID_GAME' END,
                        $17::text) FROM tok) END AS problem
  ), n AS (
    INSERT INTO wallet_nonces (caller, nonce, expires_at)
    SELECT $12, $13, $14 WHERE $12::text IS NOT NULL
    ON CONFLICT DO NOTHING RETURNING 1
  ), go AS (
    SELECT (SELECT problem FROM chk) AS problem WHERE $12::text IS NULL OR EXISTS (SELECT 1 FROM n)
  ), r_new AS (
    INSERT INTO wallet_rounds (provider, round_id, player_id, currency, game_id)
    SELECT $1, $7, $4::uuid, $5, $6 FROM go WHERE go.problem IS NULL ON CONFLICT (provider, round_id) DO NOTHING
    RETURNING closed_at, player_id
  ), r_old AS (
    SELECT closed_at, player_id FROM wallet_rounds WHERE provider = $1 AND round_id = $7 FOR SHARE
  ), round_open AS (
    SELECT 1 FROM (SELECT * FROM r_new UNION ALL SELECT * FROM r_old) r WHERE r.closed_at IS NULL AND r.player_id = $4::uuid
  ), debit AS (
    UPDATE wallet_accounts SET balance = balance - $8
     WHERE player_id = $4::uuid AND kind = 'cash' AND currency = $5 AND balance >= $8 AND $10::bigint IS NOT NULL
       AND EXISTS (SELECT 1 FROM round_open) AND EXISTS (SELECT 1 FROM go WHERE go.problem IS NULL)
    RETURNING id, balance
  ), t AS (
    INSERT INTO wallet_transfers (key, kind, from_account, to_account, amount, currency, meta, status)
    SELECT $9, 'BET', debit.id, $10, $8, $5, $11::jsonb, 'DONE' FROM debit WHERE $8 > 0
    RETURNING id
  ), g AS (
    INSERT INTO wallet_game_transactions
      (provider, transaction_id, kind, player_id, currency, game_id, round_id, amount, ref_transaction, round_closed, status, transfer_id)
    SELECT $1, $2, $3, $4::uuid, $5, $6, $7, $8, NULL, false,
      CASE WHEN go.problem IS NOT NULL THEN go.problem
           WHEN NOT EXISTS (SELECT 1 FROM round_open) THEN 'ROUND_ALREADY_CLOSED'
           WHEN EXISTS (SELECT 1 FROM debit) THEN 'OK' ELSE 'INSUFFICIENT_FUNDS' END,
      (SELECT id FROM t)
    FROM go
    RETURNING id, status
  )
  SELECT (SELECT id FROM g) AS id, (SELECT status FROM g) AS status,
         (SELECT balance FROM debit) AS balance, EXISTS (SELECT 1 FROM go) AS fresh`;

export function seamlessRepository() {
  return {
    async launchToken(q: Db, tokenHash: Buffer, provider: string, now: Date) {
      return q.one<LaunchTokenRow>(
        `SELECT t.player_id, t.session_id, t.game_id, t.currency, p.country, p.language, ${tokenProblem("$2", "$3")} AS problem
           FROM ${TOKEN_JOIN} WHERE t.token_hash = $1`,
        [tokenHash, provider, now],
      );
    },

    async insertLaunchToken(
      q: Db,
      t: {
        hash: Buffer;
        playerId: string;
        sessionId: string;
        provider: string;
        gameId: string;
        currency: string;
        expiresAt: Date;
      },
    ) {
      await q.query(
        `INSERT INTO wallet_launch_tokens (token_hash, player_id, session_id, provider, game_id, currency, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [t.hash, t.playerId, t.sessionId, t.provider, t.gameId, t.currency, t.expiresAt],
      );
    },

    async player(q: Db, playerId: string) {
      return q.one<{ id: string; currency: string; status: string }>(
        "SELECT id, currency, status FROM players WHERE id = $1::uuid",
        [playerId],
      );
    },

    /** True when the nonce is new for this caller (and records it). */
    async useNonce(q: Db, caller: string, nonce: string, expiresAt: Date) {
      const r = await q.one(
        "INSERT INTO wallet_nonces (caller, nonce, expires_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING 1",
        [caller, nonce, expiresAt],
      );
      return !!r;
    },

    async purgeNonces(q: Db, now: Date) {
      await q.query("DELETE FROM wallet_nonces WHERE expires_at < $1", [now]);
    },

    /** Records a transaction id; undefined when the id was already there. */
    async claim(q: Db, c: ClaimInput): Promise<bigint | undefined> {
      const r = await q.one<{ id: bigint }>(CLAIM, claimParams(c));
      return r?.id;
    },

    /**
     * The whole bet in one statement and one commit: checks the launch token
     * (and a problem a bet guard found), records the call's nonce (nothing else
     * happens when it was seen before: `fresh` false), opens the round or
     * share-locks it, debits the player's cash only if it covers the stake,
     * appends the transfer to the house account and records the transaction
     * with its answer: OK or why not. A transaction id seen before fails the
     * statement whole (unique index); the caller then answers from the record.
     */
    async placeBet(
      q: Db,
      c: ClaimInput,
      a: { tokenHash: Buffer; now: Date; guardProblem: string | null },
      t: { key: string; houseId: bigint | null; meta: string },
      nonce: { caller: string; nonce: string; expiresAt: Date } | null,
    ) {
      const r = await q.one<{ id: bigint | null; status: string | null; balance: bigint | null; fresh: boolean }>(PLACE_BET, [
        c.provider,
        c.transactionId,
        c.kind,
        c.playerId,
        c.currency,
        c.gameId,
        c.roundId,
        c.amount,
        t.key,
        t.houseId,
        t.meta,
        nonce?.caller ?? null,
        nonce?.nonce ?? null,
        nonce?.expiresAt ?? null,
        a.tokenHash,
        a.now,
        a.guardProblem,
      ]);
      return r!.fresh ? { id: r!.id!, status: r!.status!, balance: r!.balance, fresh: true } : { fresh: false as const };
    },

    /** Accepted bets of a round that are not rolled back. */
    async liveBets(q: Db, provider: string, roundId: string) {
      const r = await q.one<{ n: number }>(
        `SELECT count(*)::int AS n FROM wallet_game_transactions
          WHERE provider = $1 AND round_id = $2 AND kind = 'BET' AND status = 'OK' AND NOT rolled_back`,
        [provider, roundId],
      );
      return r?.n ?? 0;
    },

    async gameTx(q: Db, provider: string, transactionId: string, forUpdate = false) {
      return q.one<GameTxRow>(
        `SELECT * FROM wallet_game_transactions WHERE provider = $1 AND transaction_id = $2${forUpdate ? " FOR UPDATE" : ""}`,
        [provider, transactionId],
      );
    },

    async finish(q: Db, id: bigint, status: string, transferId: bigint | null) {
      await q.query("UPDATE wallet_game_transactions SET status = $2, transfer_id = $3 WHERE id = $1", [id, status, transferId]);
    },

    async roundForUpdate(q: Db, provider: string, roundId: string) {
      return q.one<RoundRow>(
        "SELECT player_id, currency, game_id, wins, closed_at FROM wallet_rounds WHERE provider = $1 AND round_id = $2 FOR UPDATE",
        [provider, roundId],
      );
    },

    async recordWin(q: Db, provider: string, roundId: string, close: boolean, at: Date) {
      await q.query(
        `UPDATE wallet_rounds SET wins = wins + 1, closed_at = CASE WHEN $3::boolean THEN COALESCE(closed_at, $4) ELSE closed_at END
          WHERE provider = $1 AND round_id = $2`,
        [provider, roundId, close, at],
      );
    },

    async markRolledBack(q: Db, betId: bigint) {
      await q.query("UPDATE wallet_game_transactions SET rolled_back = true WHERE id = $1", [betId]);
    },
  };
}
