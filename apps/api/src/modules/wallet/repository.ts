import type { Db } from "../../platform/db.js";
import { isUuid } from "../../platform/ids.js";

export type TransferKind = "D" | "W" | "B" | "C" | "BET" | "WIN" | "ROLLBACK";

export interface TransferRow {
  id: bigint;
  key: string;
  kind: TransferKind;
  from_account: bigint;
  to_account: bigint;
  amount: bigint;
  currency: string;
  status: "DONE" | "FAILED";
  meta: Record<string, unknown>;
  created_at: Date;
}

export interface AccountRow {
  id: bigint;
  player_id: string | null;
  kind: string;
  currency: string;
  balance: bigint;
}

export interface MoveInput {
  key: string;
  kind: TransferKind;
  from: { id: bigint; player: boolean };
  to: { id: bigint; player: boolean };
  amount: bigint;
  currency: string;
  meta: Record<string, unknown>;
}

export interface MoveResult {
  id: bigint;
  status: "DONE" | "FAILED";
  from_balance: bigint | null;
  to_balance: bigint | null;
  created_at: Date;
}

/**
 * One statement moves the money: the player side is checked and debited in
 * the same UPDATE (`balance >= amount`), the other player side credited, and
 * the transfer appended, all or nothing. A house side is never updated (its
 * balance is the aggregate of its transfers). When the debit is refused the
 * transfer is still appended, as FAILED, so its key stays refused.
 */
function moveSql(fromPlayer: boolean, toPlayer: boolean): string {
  const debit = fromPlayer
    ? "UPDATE wallet_accounts SET balance = balance - $5 WHERE id = $3 AND balance >= $5 RETURNING balance"
    : "SELECT NULL::bigint AS balance";
  const credit = toPlayer
    ? "UPDATE wallet_accounts SET balance = balance + $5 WHERE id = $4 AND EXISTS (SELECT 1 FROM debit) RETURNING balance"
    : "SELECT NULL::bigint AS balance";
  return `WITH debit AS (${debit}),
credit AS (${credit}),
t AS (
  INSERT INTO wallet_transfers (key, kind, from_account, to_account, amount, currency, meta, status)
  SELECT $1, $2, $3, $4, $5, $6, $7::jsonb, CASE WHEN EXISTS (SELECT 1 FROM debit) THEN 'DONE' ELSE 'FAILED' END
  RETURNING id, status, created_at
)
SELECT t.id, t.status, t.created_at, (SELECT balance FROM debit) AS from_balance, (SELECT balance FROM credit) AS to_balance FROM t`;
}
const MOVE_SQL = new Map<string, string>();
for (const f of [true, false]) for (const t of [true, false]) MOVE_SQL.set(`${f}${t}`, moveSql(f, t));

export const isUniqueViolation = (err: unknown, constraint?: string) =>
  typeof err === "object" &&
  err !== null &&
  (err as { code?: string }).code === "23505" &&
  (!constraint || (err as { constraint?: string }).constraint === constraint);

export function ledgerRepository(db: Db) {
  return {
    async playerAccount(q: Db, playerId: string, kind: string, currency: string): Promise<bigint> {
      const row = await q.one<{ id: bigint }>(
        `INSERT INTO wallet_accounts (player_id, kind, currency) VALUES ($1, $2, $3)
         ON CONFLICT (player_id, kind, currency) DO UPDATE SET kind = EXCLUDED.kind RETURNING id`,
        [playerId, kind, currency],
      );
      return row!.id;
    },

    async houseAccount(q: Db, kind: string, currency: string): Promise<bigint> {
      const found = await q.one<{ id: bigint }>(
        "SELECT id FROM wallet_accounts WHERE player_id IS NULL AND kind = $1 AND currency = $2",
        [kind, currency],
      );
      if (found) return found.id;
      await q.query(
        `INSERT INTO wallet_accounts (kind, currency) VALUES ($1, $2)
         ON CONFLICT (kind, currency) WHERE player_id IS NULL DO NOTHING`,
        [kind, currency],
      );
      const row = await q.one<{ id: bigint }>(
        "SELECT id FROM wallet_accounts WHERE player_id IS NULL AND kind = $1 AND currency = $2",
        [kind, currency],
      );
      return row!.id;
    },

    /** Throws a unique violation (wallet_transfers_key) when the key exists. */
    async move(q: Db, m: MoveInput): Promise<MoveResult> {
      const sql = MOVE_SQL.get(`${m.from.player}${m.to.player}`)!;
      const row = await q.one<MoveResult>(sql, [
        m.key,
        m.kind,
        m.from.id,
        m.to.id,
        m.amount,
        m.currency,
        JSON.stringify(m.meta, (_k, v) => (typeof v === "bigint" ? v.toString() : v)),
      ]);
      return row!;
    },

    /** An account's stored balance; `lock` holds its row until the caller's transaction ends. */
    async accountBalance(q: Db, accountId: bigint, lock: boolean): Promise<bigint> {
      const r = await q.one<{ balance: bigint | number }>(
        `SELECT balance FROM wallet_accounts WHERE id = $1${lock ? " FOR UPDATE" : ""}`,
        [accountId],
      );
      return r ? BigInt(r.balance) : 0n;
    },

    async transferByKey(q: Db, key: string) {
      return q.one<TransferRow>("SELECT * FROM wallet_transfers WHERE key = $1", [key]);
    },

    async transferExists(q: Db, key: string) {
      return !!(await q.one("SELECT 1 FROM wallet_transfers WHERE key = $1", [key]));
    },

    async accountsOfPlayer(q: Db, playerId: string) {
      return q.query<AccountRow>(
        "SELECT id, player_id, kind, currency, balance FROM wallet_accounts WHERE player_id = $1 ORDER BY id",
        [playerId],
      );
    },

    async cashBalance(q: Db, playerId: string, currency: string): Promise<bigint> {
      const r = await q.one<{ balance: bigint }>(
        "SELECT balance FROM wallet_accounts WHERE player_id = $1 AND kind = 'cash' AND currency = $2",
        [playerId, currency],
      );
      return r?.balance ?? 0n;
    },

    async completedDeposits(q: Db, playerId: string): Promise<number> {
      const r = await q.one<{ n: number }>(
        `SELECT count(*)::int AS n FROM wallet_transfers t JOIN wallet_accounts a ON a.id = t.to_account
          WHERE a.player_id = $1 AND t.kind = 'D' AND t.status = 'DONE'`,
        [playerId],
      );
      return r?.n ?? 0;
    },

    /** A house account's balance: the aggregate of its transfers (no stored row). */
    async houseBalance(q: Db, accountId: bigint): Promise<bigint> {
      const r = await q.one<{ b: bigint | string }>(
        `SELECT (COALESCE((SELECT sum(amount) FROM wallet_transfers WHERE to_account = $1 AND status = 'DONE'), 0)
               - COALESCE((SELECT sum(amount) FROM wallet_transfers WHERE from_account = $1 AND status = 'DONE'), 0))::bigint AS b`,
        [accountId],
      );
      return BigInt(r!.b);
    },

    async insertCorrection(
      q: Db,
      transferId: bigint,
      playerId: string,
      operator: string,
      reason: string,
      requestId: string | null = null,
    ) {
      await q.query(
        `INSERT INTO wallet_corrections (transfer_id, player_id, operator, reason, request_id)
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT (transfer_id) DO NOTHING`,
        [transferId, playerId, operator, reason, requestId],
      );
    },

    async findPlayer(q: Db, idOrCustomerId: string) {
      const byId = isUuid(idOrCustomerId);
      return q.one<{ id: string; customer_id: string; currency: string; status: string }>(
        byId
          ? "SELECT id, customer_id, currency, status FROM players WHERE id = $1::uuid"
          : "SELECT id, customer_id, currency, status FROM players WHERE customer_id = $1",
        [idOrCustomerId],
      );
    },

    /**
     * Reconciliation: every account's balance replayed from DONE transfers,
     * beside the stored balance (player accounts) — any row here is a break.
     */
    async replayMismatches(q: Db) {
      return q.query<{ id: bigint; player_id: string | null; kind: string; currency: string; stored: bigint; replayed: string }>(
        `WITH flows AS (
           SELECT to_account AS account, amount FROM wallet_transfers WHERE status = 'DONE'
           UNION ALL
           SELECT from_account, -amount FROM wallet_transfers WHERE status = 'DONE'
         ), replay AS (SELECT account, sum(amount) AS replayed FROM flows GROUP BY account)
         SELECT a.id, a.player_id, a.kind, a.currency, a.balance AS stored, COALESCE(r.replayed, 0)::text AS replayed
           FROM wallet_accounts a LEFT JOIN replay r ON r.account = a.id
          WHERE a.player_id IS NOT NULL AND a.balance <> COALESCE(r.replayed, 0)`,
      );
    },

    /** Per currency: the sum of every account's balance (player stored + house aggregated). Must be zero. */
    async sumsPerCurrency(q: Db) {
      return q.query<{ currency: string; total: string; players: string; house: string; transfers: number }>(
        `WITH house AS (
           SELECT a.currency, COALESCE(sum(CASE WHEN t.to_account = a.id THEN t.amount ELSE -t.amount END), 0) AS b
             FROM wallet_accounts a JOIN wallet_transfers t ON (t.to_account = a.id OR t.from_account = a.id) AND t.status = 'DONE'
            WHERE a.player_id IS NULL GROUP BY a.currency
         ), players AS (
           SELECT currency, sum(balance) AS b FROM wallet_accounts WHERE player_id IS NOT NULL GROUP BY currency
         ), counts AS (
           SELECT currency, count(*)::int AS n FROM wallet_transfers WHERE status = 'DONE' GROUP BY currency
         )
         SELECT c.currency, (COALESCE(p.b, 0) + COALESCE(h.b, 0))::text AS total, COALESCE(p.b, 0)::text AS players,
                COALESCE(h.b, 0)::text AS house, c.n AS transfers
           FROM counts c LEFT JOIN players p ON p.currency = c.currency LEFT JOIN house h ON h.currency = c.currency
          ORDER BY c.currency`,
      );
    },

    /**
     * Rows pointing at nothing: transfers whose accounts do not exist, game
     * transactions whose transfer does not, rounds whose player does not. The bet's tables carry no foreign
     * keys (migration 0303), so reconciliation checks what they would have.
     */
    async danglingReferences(q: Db) {
      const r = await q.one<{ n: number }>(
        `SELECT ((SELECT count(*) FROM wallet_transfers t
                   WHERE NOT EXISTS (SELECT 1 FROM wallet_accounts a WHERE a.id = t.from_account)
                      OR NOT EXISTS (SELECT 1 FROM wallet_accounts a WHERE a.id = t.to_account))
               + (SELECT count(*) FROM wallet_game_transactions g
                   WHERE g.transfer_id IS NOT NULL
                     AND NOT EXISTS (SELECT 1 FROM wallet_transfers t WHERE t.id = g.transfer_id))
               + (SELECT count(*) FROM wallet_rounds r
                   WHERE NOT EXISTS (SELECT 1 FROM players p WHERE p.id = r.player_id)))::int AS n`,
      );
      return r?.n ?? 0;
    },

    /**
     * A player's transfers, newest first, through the per-account indexes
     * (DONE transfers: what moved money), with the other side's name.
     */
    async transfersOfPlayer(q: Db, accountIds: bigint[], limit: number, offset: number) {
      return q.query<{
        id: bigint;
        key: string;
        kind: TransferKind;
        amount: bigint;
        currency: string;
        created_at: Date;
        from_account: bigint;
        to_account: bigint;
        from_kind: string;
        to_kind: string;
        from_player: string | null;
        to_player: string | null;
      }>(
        `WITH mine AS (
           SELECT t.* FROM wallet_transfers t WHERE t.from_account = ANY($1::bigint[]) AND t.status = 'DONE'
           UNION
           SELECT t.* FROM wallet_transfers t WHERE t.to_account = ANY($1::bigint[]) AND t.status = 'DONE'
         )
         SELECT m.id, m.key, m.kind, m.amount, m.currency, m.created_at, m.from_account, m.to_account,
                fa.kind AS from_kind, ta.kind AS to_kind, fa.player_id AS from_player, ta.player_id AS to_player
           FROM mine m JOIN wallet_accounts fa ON fa.id = m.from_account JOIN wallet_accounts ta ON ta.id = m.to_account
          ORDER BY m.id DESC LIMIT $2 OFFSET $3`,
        [accountIds, limit, offset],
      );
    },

    /** A player's game rounds, newest first, from their game transactions (indexed by player and time). */
    async roundsOfPlayer(q: Db, playerId: string, limit: number, offset: number) {
      return q.query<{
        provider: string;
        round_id: string;
        game_id: string;
        currency: string;
        bet: string;
        win: string;
        rolled_back: string;
        started_at: Date;
        closed_at: Date | null;
      }>(
        `WITH recent AS (
           SELECT provider, round_id, max(created_at) AS last_at FROM wallet_game_transactions
            WHERE player_id = $1 AND kind IN ('BET', 'WIN', 'ROLLBACK')
            GROUP BY provider, round_id ORDER BY last_at DESC LIMIT $2 OFFSET $3
         )
         SELECT r.provider, r.round_id, min(g.game_id) AS game_id, min(g.currency) AS currency,
                COALESCE(sum(g.amount) FILTER (WHERE g.kind = 'BET' AND g.status = 'OK' AND NOT g.rolled_back), 0)::text AS bet,
                COALESCE(sum(g.amount) FILTER (WHERE g.kind = 'WIN' AND g.status = 'OK'), 0)::text AS win,
                COALESCE(sum(g.amount) FILTER (WHERE g.kind = 'BET' AND g.rolled_back), 0)::text AS rolled_back,
                min(g.created_at) AS started_at, max(w.closed_at) AS closed_at
           FROM recent r
           JOIN wallet_game_transactions g ON g.round_id = r.round_id AND g.provider = r.provider AND g.player_id = $1
           LEFT JOIN wallet_rounds w ON w.provider = r.provider AND w.round_id = r.round_id
          GROUP BY r.provider, r.round_id, r.last_at
          ORDER BY r.last_at DESC`,
        [playerId, limit, offset],
      );
    },

    async negativePlayerAccounts(q: Db) {
      const r = await q.one<{ n: number }>(
        "SELECT count(*)::int AS n FROM wallet_accounts WHERE player_id IS NOT NULL AND balance < 0",
      );
      return r?.n ?? 0;
    },

    db,
  };
}

export type LedgerRepository = ReturnType<typeof ledgerRepository>;
