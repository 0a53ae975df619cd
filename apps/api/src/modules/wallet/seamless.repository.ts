import type { Db } from "../../platform/db.js";
import {
  ACTIVE_BONUS_MAX_BET,
  BET_GRANT,
  BONUS_MAX_BET_STATUS,
  betBonusAccounts,
  betBonusCte,
  betBonusDebitCtes,
  betPayCte,
  PLAYABLE_BALANCE,
  payCovered,
  ROUND_BONUS,
  UNDO_WAGERING,
} from "../promotions/bet-sql.js";
import { excludedAt } from "../protection/exclusion-sql.js";
import { windowStarts } from "../protection/limits.js";
import { betLossCtes, betLossEventsCte } from "../protection/loss-windows.js";

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
  /** What the bet took from a bonus balance, and the weighted stake it added to that grant's wagering. */
  bonus_amount: bigint;
  bonus_weighted: bigint;
  grant_id: string | null;
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
const tokenProblem = (provider: string, now: string, stake = false) =>
  `CASE WHEN t.provider <> ${provider} THEN 'TOKEN_EXPIRED'
        WHEN ${excludedAt(now, "p")} THEN 'PLAYER_BLOCKED'
        WHEN t.expires_at <= ${now} OR s.ended_at IS NOT NULL OR s.expires_at <= ${now} THEN 'TOKEN_EXPIRED'
        WHEN p.status <> 'ACTIVE' THEN 'PLAYER_BLOCKED'${
          // a stake waits for the player's answer to a reality check that is due (the game still opens and shows)
          stake ? `\n        WHEN t.reality_due_at <= ${now} THEN 'LIMIT_REACHED'` : ""
        } END`;

/**
 * The part both bet statements share, up to the cash account each bet would
 * debit: the bets (b), each one's token check (chk), its nonce (n), the bets
 * going on (go), their rounds (r_new, r_old, open) and cash accounts (cash).
 * With `later` (a query of bet numbers), those bets are left untouched: not
 * checked, their nonces not recorded, so the full statement can take them.
 */
function betHead(later?: string) {
  const laterCte = later ? `later AS (\n    ${later}\n  ), ` : "";
  const notLater = later ? " AND b.i NOT IN (SELECT i FROM later)" : "";
  return `WITH b AS (
    SELECT * FROM unnest($1::text[], $2::text[], $3::uuid[], $4::text[], $5::text[], $6::text[], $7::bigint[], $8::bigint[],
                         $9::text[], $10::text[], $11::text[], $12::timestamptz[], $13::bytea[], $14::text[])
      WITH ORDINALITY AS b(provider, tx, player, currency, game, round, amount, house, meta, caller, nonce, nonce_expires,
                           token_hash, guard, i)
  ), ${laterCte}chk AS (
    -- LIMIT keeps each lookup an index probe per bet, whatever the planner thinks of the tables' sizes.
    SELECT b.i, CASE WHEN tok.player_id IS NULL THEN 'TOKEN_EXPIRED'
                     ELSE COALESCE(tok.problem,
                            CASE WHEN tok.player_id <> b.player THEN 'TOKEN_EXPIRED'
                                 WHEN tok.currency <> b.currency THEN 'WRONG_CURRENCY'
                                 WHEN tok.game_id <> b.game THEN 'INVALID_GAME' END,
                            b.guard) END AS problem
      FROM b LEFT JOIN LATERAL (
        SELECT t.player_id, t.currency, t.game_id, ${tokenProblem("b.provider", "$15", true)} AS problem
          FROM ${TOKEN_JOIN} WHERE t.token_hash = b.token_hash LIMIT 1
      ) tok ON true
     WHERE true${notLater}
  ), n AS (
    INSERT INTO wallet_nonces (caller, nonce, expires_at)
    SELECT caller, nonce, nonce_expires FROM b WHERE caller IS NOT NULL${notLater}
    ON CONFLICT DO NOTHING RETURNING caller, nonce
  ), go AS (
    SELECT b.*, chk.problem FROM b JOIN chk ON chk.i = b.i
     WHERE b.caller IS NULL OR EXISTS (SELECT 1 FROM n WHERE n.caller = b.caller AND n.nonce = b.nonce)
  ), r_new AS (
    -- In key order: two statements (two api processes) opening the same new rounds take their keys in the same
    -- order, so neither waits on the other's while holding one it wants.
    INSERT INTO wallet_rounds (provider, round_id, player_id, currency, game_id)
    SELECT provider, round, player, currency, game FROM go WHERE problem IS NULL ORDER BY provider, round
    ON CONFLICT (provider, round_id) DO NOTHING
    RETURNING provider, round_id, closed_at, player_id
  ), r_old AS (
    SELECT r.* FROM go CROSS JOIN LATERAL (
      SELECT provider, round_id, closed_at, player_id FROM wallet_rounds
       WHERE provider = go.provider AND round_id = go.round LIMIT 1 FOR SHARE
    ) r
  ), open AS (
    SELECT go.i FROM go
     WHERE EXISTS (SELECT 1 FROM (SELECT * FROM r_new UNION ALL SELECT * FROM r_old) r
                    WHERE r.provider = go.provider AND r.round_id = go.round AND r.closed_at IS NULL AND r.player_id = go.player)
  ), cash AS (
    SELECT go.i, go.amount, a.id FROM go CROSS JOIN LATERAL (
      SELECT id FROM wallet_accounts WHERE player_id = go.player AND kind = 'cash' AND currency = go.currency LIMIT 1
    ) a
     WHERE go.problem IS NULL AND go.house IS NOT NULL AND go.i IN (SELECT i FROM open)
  `;
}

/** What a bet statement runs beside the cash: the bonus CTEs, the loss-window CTEs. */
export interface BetParts {
  bonus: boolean;
  loss: boolean;
}

/** A bet of a player with a bonus in play (an index probe: LATERAL with LIMIT, never a scan). */
const bonusInPlay = (player: string) =>
  `SELECT 1 AS y FROM bonus_grants x WHERE x.player_id = ${player}
                            AND x.status IN ('ACTIVATION_PENDING', 'ACTIVE', 'CLAIM_PENDING', 'CANCEL_PENDING') LIMIT 1`;
/** A bet of a player with a loss window. */
const lossWindow = (player: string) => `SELECT 1 AS y FROM protection_loss_windows w WHERE w.player_id = ${player} LIMIT 1`;

/**
 * The bets of players with a bonus in play or a loss window (two index probes a bet), and which of the two
 * they have, that `which` picks (SQL on bg.y and lw.y): a statement leaves those for one that runs what they
 * have, and the bet queue remembers what they had.
 */
const betsWithExtras = (which: string) => `SELECT b.i, bg.y IS NOT NULL AS bonus, lw.y IS NOT NULL AS loss FROM b
      LEFT JOIN LATERAL (${bonusInPlay("b.player")}) bg ON true
      LEFT JOIN LATERAL (${lossWindow("b.player")}) lw ON true
     WHERE ${which}`;

/**
 * The bets of players who have what a statement without `lacks` cannot take, and what else they have: one index
 * probe a bet, the second only for a bet that is left.
 */
const betsNeeding = (lacks: keyof BetParts) => {
  const has = { bonus: bonusInPlay("b.player"), loss: lossWindow("b.player") };
  const other = lacks === "bonus" ? "loss" : "bonus";
  // A LEFT JOIN LATERAL, not EXISTS in the select list: a generic plan made on small tables turned that EXISTS
  // into a hashed scan of the whole table (bet-statement.test.ts).
  return `SELECT b.i, ${lacks === "bonus" ? "true AS bonus, o.y IS NOT NULL AS loss" : "o.y IS NOT NULL AS bonus, true AS loss"} FROM b
      CROSS JOIN LATERAL (${has[lacks]}) l
      LEFT JOIN LATERAL (${has[other]}) o ON true`;
};

/** Whether each bet was left (`later`), and what its player had: the statement's last columns. */
const deferredColumns = ", later.i IS NOT NULL AS deferred, later.bonus AS needs_bonus, later.loss AS needs_loss";

/**
 * `locked` (id, balance): the accounts of `ids` locked in id order before any is debited, so two statements (two
 * api processes) never deadlock. Each by its own primary-key probe: as `id = ANY(…)` a plan made while the table
 * was small read the whole accounts table, which every bet updates, for every statement.
 */
const lockedCte = (ids: string) => `locked AS (
    SELECT a.id, a.balance FROM (SELECT DISTINCT id FROM (${ids}) ids ORDER BY id) ids
      CROSS JOIN LATERAL (SELECT id, balance FROM wallet_accounts WHERE id = ids.id LIMIT 1 FOR UPDATE) a
  )`;

/** Without the bonus CTEs: each bet's split is all cash (`pay` as promotions/bet-sql.ts names its columns). */
const cashPayCte = `pay AS (
    SELECT cash.i, cash.amount, cash.id AS cash_id, lc.balance AS cash_bal, 0::bigint AS bonus_bal,
           LEAST(cash.amount, lc.balance) AS from_cash, false AS over_max
      FROM cash JOIN locked lc ON lc.id = cash.id
  )`;

/**
 * Bets, each as the single statement would take it alone: the batch is a
 * set of bets of different players, rounds, transaction ids and nonces (the
 * caller's rule), so no two of them touch the same row. b.i numbers them.
 * With both parts (PLACE_BETS) it is right for every player; a statement
 * without one (the bonus's CTEs or the loss windows') costs PostgreSQL a
 * third less and leaves the bets of players who have that part `deferred`
 * (untouched, nonce not recorded) for PLACE_BETS. Parameters $1–$15, and the
 * loss windows' starts $16–$18 when it runs them.
 */
function placeBetsSql(parts: BetParts): string {
  const { bonus, loss } = parts;
  const later = bonus && loss ? undefined : betsNeeding(bonus ? "loss" : "bonus");
  return `${betHead(later)}), ${bonus ? `${betBonusCte}, ` : ""}${lockedCte(`SELECT id FROM cash${bonus ? ` UNION ALL ${betBonusAccounts}` : ""}`)}, ${bonus ? betPayCte : cashPayCte},${
    loss
      ? `
  -- Protection: loss limits (modules/protection/loss-windows.ts), after the accounts are locked.
  ${betLossCtes({ day: "$16", week: "$17", month: "$18" })},`
      : ""
  }
  debit AS (
    -- Cash first; the bonus (promotions/bet-sql.ts) pays the shortfall in bdebit.
    UPDATE wallet_accounts a SET balance = a.balance - pay.from_cash
      FROM pay
     WHERE a.id = pay.cash_id AND a.balance >= pay.from_cash AND ${payCovered} AND (SELECT count(*) FROM locked) > 0${
       loss ? "\n       AND pay.i NOT IN (SELECT i FROM loss_refused)" : ""
}
    RETURNING pay.i, a.id, a.balance
  ), ${bonus ? `${betBonusDebitCtes}, ` : ""}t AS (
    INSERT INTO wallet_transfers (key, kind, from_account, to_account, amount, currency, meta, status)
    SELECT 'bet:' || go.provider || ':' || go.tx, 'BET', debit.id, go.house, pay.from_cash, go.currency, go.meta::jsonb, 'DONE'
      FROM debit JOIN go ON go.i = debit.i JOIN pay ON pay.i = debit.i WHERE pay.from_cash > 0${
        bonus
          ? `
    UNION ALL
    SELECT 'bet:' || go.provider || ':' || go.tx || ':bonus', 'BET', bdebit.id, go.house, pay.from_bonus, go.currency,
           go.meta::jsonb || jsonb_build_object('grantId', pay.grant_id), 'DONE'
      FROM bdebit JOIN go ON go.i = bdebit.i JOIN pay ON pay.i = bdebit.i`
          : ""
      }
    RETURNING id, key
  ), g AS (
    INSERT INTO wallet_game_transactions
      (provider, transaction_id, kind, player_id, currency, game_id, round_id, amount, ref_transaction, round_closed, status, transfer_id${
        bonus ? ",\n       bonus_amount, bonus_weighted, grant_id" : ""
      })
    SELECT go.provider, go.tx, 'BET', go.player, go.currency, go.game, go.round, go.amount, NULL, false,
      CASE WHEN go.problem IS NOT NULL THEN go.problem
           WHEN go.i NOT IN (SELECT i FROM open) THEN 'ROUND_ALREADY_CLOSED'
           WHEN go.i IN (SELECT i FROM debit) THEN 'OK'${
             bonus ? `\n           WHEN go.i IN (SELECT i FROM pay WHERE over_max) THEN '${BONUS_MAX_BET_STATUS}'` : ""
}${loss ? "\n           WHEN go.i IN (SELECT i FROM loss_refused) THEN 'LIMIT_REACHED'" : ""} ELSE 'INSUFFICIENT_FUNDS' END,
      ${
        bonus
          ? `COALESCE((SELECT t.id FROM t WHERE t.key = 'bet:' || go.provider || ':' || go.tx),
               (SELECT t.id FROM t WHERE t.key = 'bet:' || go.provider || ':' || go.tx || ':bonus')),
      COALESCE((SELECT bd.from_bonus FROM pay bd WHERE bd.i = go.i AND bd.i IN (SELECT i FROM bdebit)), 0),
      COALESCE((SELECT w.weighted FROM pay w WHERE w.i = go.i AND w.i IN (SELECT i FROM wag)), 0),
      (SELECT gp.grant_id FROM pay gp WHERE gp.i = go.i AND gp.i IN (SELECT i FROM debit))`
          : "(SELECT t.id FROM t WHERE t.key = 'bet:' || go.provider || ':' || go.tx)"
      }
      FROM go
    RETURNING id, provider, transaction_id, status
  )${loss ? `, ${betLossEventsCte("$15")}` : ""}
  SELECT b.i, g.id, g.status, debit.balance${bonus ? " + COALESCE(bdebit.balance, pay.bonus_bal, 0)" : ""} AS balance,
         go.i IS NOT NULL AS fresh${later ? deferredColumns : ""}
    FROM b${later ? " LEFT JOIN later ON later.i = b.i" : ""}
           LEFT JOIN go ON go.i = b.i
           LEFT JOIN g ON g.provider = b.provider AND g.transaction_id = b.tx
           LEFT JOIN debit ON debit.i = b.i${
             bonus
               ? `
           LEFT JOIN bdebit ON bdebit.i = b.i
           LEFT JOIN pay ON pay.i = b.i`
               : ""
}
   ORDER BY b.i`;
}

/** Bets, right for every player: the bonus's CTEs and the loss windows'. */
export const PLACE_BETS = placeBetsSql({ bonus: true, loss: true });
/** Bets of players with loss windows and no bonus in play (the others' deferred). */
export const LOSS_BETS = placeBetsSql({ bonus: false, loss: true });
/** Bets of players with a bonus in play and no loss window (the others' deferred). */
export const BONUS_BETS = placeBetsSql({ bonus: true, loss: false });

/**
 * PLACE_BETS for players with neither a bonus in play nor a loss window, which
 * is what it would do for them: cash only, no loss window to move. A bet of a
 * player who has either is left untouched (`deferred`: not written, its nonce
 * not recorded) for the full statement. Parameters $1–$15 as PLACE_BETS'.
 */
export const LEAN_BETS = `${betHead(betsWithExtras("bg.y IS NOT NULL OR lw.y IS NOT NULL"))}), ${lockedCte("SELECT id FROM cash")}, debit AS (
    UPDATE wallet_accounts a SET balance = a.balance - cash.amount
      FROM cash
     WHERE a.id = cash.id AND a.balance >= cash.amount AND (SELECT count(*) FROM locked) > 0
    RETURNING cash.i, a.id, a.balance
  ), t AS (
    INSERT INTO wallet_transfers (key, kind, from_account, to_account, amount, currency, meta, status)
    SELECT 'bet:' || go.provider || ':' || go.tx, 'BET', debit.id, go.house, go.amount, go.currency, go.meta::jsonb, 'DONE'
      FROM debit JOIN go ON go.i = debit.i WHERE go.amount > 0
    RETURNING id, key
  ), g AS (
    INSERT INTO wallet_game_transactions
      (provider, transaction_id, kind, player_id, currency, game_id, round_id, amount, ref_transaction, round_closed, status, transfer_id)
    SELECT go.provider, go.tx, 'BET', go.player, go.currency, go.game, go.round, go.amount, NULL, false,
      CASE WHEN go.problem IS NOT NULL THEN go.problem
           WHEN go.i NOT IN (SELECT i FROM open) THEN 'ROUND_ALREADY_CLOSED'
           WHEN go.i IN (SELECT i FROM debit) THEN 'OK' ELSE 'INSUFFICIENT_FUNDS' END,
      (SELECT t.id FROM t WHERE t.key = 'bet:' || go.provider || ':' || go.tx)
      FROM go
    RETURNING id, provider, transaction_id, status
  )
  SELECT b.i, g.id, g.status, debit.balance, go.i IS NOT NULL AS fresh${deferredColumns}
    FROM b LEFT JOIN later ON later.i = b.i
           LEFT JOIN go ON go.i = b.i
           LEFT JOIN g ON g.provider = b.provider AND g.transaction_id = b.tx
           LEFT JOIN debit ON debit.i = b.i
   ORDER BY b.i`;

/** Where the loss windows start for a bet at `now` (the statement's $16–$18). */
const lossWindowStarts = (now: Date) => {
  const w = windowStarts(now);
  return [w.daily, w.weekly, w.monthly];
};

/** One bet for `placeBets`. */
export interface BetToPlace {
  provider: string;
  transactionId: string;
  /** A uuid (a malformed player id is passed as the zero uuid: no token matches it). */
  playerId: string;
  currency: string;
  gameId: string;
  roundId: string;
  amount: bigint;
  /** The provider's house account (`game:<provider>`); null for an unknown currency. */
  houseId: bigint | null;
  meta: string;
  /** The signed call's nonce, recorded by the statement; null when the caller has none (tests). */
  nonce: { caller: string; nonce: string; expiresAt: Date } | null;
  tokenHash: Buffer;
  /** What a bet guard refused, if one did. */
  guardProblem: string | null;
}

/** What became of a bet: `fresh` false when its nonce was seen before (nothing happened). */
export type PlacedBet = { fresh: true; id: bigint; status: string; balance: bigint | null } | { fresh: false };
/**
 * A bet a statement left for another (nothing happened yet), with what its player has (a bonus in play, a loss
 * window): what the one that takes it must run.
 */
export type DeferredBet = { deferred: true; needs: BetParts };

/**
 * Which statement takes a group: the lean one (cash only: no bonus, no loss window), one of the two parts, or
 * the full one.
 */
export type BetStatement = "lean" | "loss" | "bonus" | "full";

const STATEMENTS: Record<BetStatement, { sql: string; loss: boolean }> = {
  lean: { sql: LEAN_BETS, loss: false },
  loss: { sql: LOSS_BETS, loss: true },
  bonus: { sql: BONUS_BETS, loss: false },
  full: { sql: PLACE_BETS, loss: true },
};

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
        gameSessionId: string | null;
        realityDueAt: Date | null;
      },
    ) {
      await q.query(
        `INSERT INTO wallet_launch_tokens
           (token_hash, player_id, session_id, provider, game_id, currency, expires_at, game_session_id, reality_due_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [t.hash, t.playerId, t.sessionId, t.provider, t.gameId, t.currency, t.expiresAt, t.gameSessionId, t.realityDueAt],
      );
    },

    /** The next reality check of the player's game session (its launch tokens'); false: no such token of theirs. */
    async setRealityDue(q: Db, gameSessionId: string, playerId: string, dueAt: Date | null) {
      const r = await q.query(
        "UPDATE wallet_launch_tokens SET reality_due_at = $3 WHERE game_session_id = $1 AND player_id = $2 RETURNING 1",
        [gameSessionId, playerId, dueAt],
      );
      return r.length > 0;
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
     * Bets in one statement and one commit, each checked and taken as if alone:
     * the launch token (and what a bet guard found), the call's nonce (nothing
     * else happens for a nonce seen before: `fresh` false), the round opened or
     * share-locked, the player's cash debited only if it covers the stake, the
     * transfer to the house account, and the transaction recorded with its
     * answer: OK or why not. A transaction id seen before fails the statement
     * whole (unique index): nothing of it happened. A statement without a part (LEAN_BETS, LOSS_BETS,
     * BONUS_BETS) leaves the bets of players who have it `deferred`, for one with it.
     */
    async placeBets(
      q: Db,
      bets: BetToPlace[],
      now: Date,
      statement: BetStatement = "full",
    ): Promise<(PlacedBet | DeferredBet)[]> {
      const col = <T>(f: (b: BetToPlace) => T) => bets.map(f);
      const { sql, loss } = STATEMENTS[statement];
      const rows = await q.query<{
        id: bigint | null;
        status: string | null;
        balance: bigint | null;
        fresh: boolean;
        deferred?: boolean;
        needs_bonus?: boolean;
        needs_loss?: boolean;
      }>(sql, [
        col((b) => b.provider),
        col((b) => b.transactionId),
        col((b) => b.playerId),
        col((b) => b.currency),
        col((b) => b.gameId),
        col((b) => b.roundId),
        col((b) => b.amount),
        col((b) => b.houseId),
        col((b) => b.meta),
        col((b) => b.nonce?.caller ?? null),
        col((b) => b.nonce?.nonce ?? null),
        col((b) => b.nonce?.expiresAt ?? null),
        col((b) => b.tokenHash),
        col((b) => b.guardProblem),
        now,
        ...(loss ? lossWindowStarts(now) : []),
      ]);
      return rows.map((r): PlacedBet | DeferredBet =>
        r.deferred
          ? { deferred: true, needs: { bonus: !!r.needs_bonus, loss: !!r.needs_loss } }
          : r.fresh
            ? { fresh: true, id: r.id!, status: r.status!, balance: r.balance }
            : { fresh: false },
      );
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

    /** A round's bonus part for its win (promotions/bet-sql.ts); undefined when cash paid it all. */
    async roundBonus(q: Db, provider: string, roundId: string) {
      const r = await q.one<{ grant_id: string; bonus: string; status: string; account: bigint | null }>(ROUND_BONUS, [
        provider,
        roundId,
      ]);
      return r && { grantId: r.grant_id, bonus: BigInt(r.bonus), active: r.status === "ACTIVE", account: r.account };
    },

    /** A bet's grant, locked, for its rollback. */
    async betGrant(q: Db, grantId: string, playerId: string, currency: string) {
      const r = await q.one<{ status: string; account: bigint | null }>(BET_GRANT, [grantId, playerId, currency]);
      return r && { active: r.status === "ACTIVE", account: r.account };
    },

    async undoWagering(q: Db, grantId: string, weighted: bigint) {
      await q.query(UNDO_WAGERING, [grantId, weighted]);
    },

    /** Cash plus the active bonus of the currency: what the game may spend. */
    async playableBalance(q: Db, playerId: string, currency: string): Promise<bigint> {
      const r = await q.one<{ balance: bigint | number }>(PLAYABLE_BALANCE, [playerId, currency]);
      return BigInt(r?.balance ?? 0);
    },

    /** The active bonus's max bet in the currency (null: no bonus, or no max bet): a game warns before such a stake. */
    async bonusMaxBet(q: Db, playerId: string, currency: string): Promise<bigint | null> {
      const r = await q.one<{ max_bet: bigint | number | null }>(ACTIVE_BONUS_MAX_BET, [playerId, currency]);
      return r?.max_bet === null || r?.max_bet === undefined ? null : BigInt(r.max_bet);
    },

    async markRolledBack(q: Db, betId: bigint) {
      await q.query("UPDATE wallet_game_transactions SET rolled_back = true WHERE id = $1", [betId]);
    },
  };
}
