import type { Db } from "../../platform/db.js";

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

    async insertCorrection(q: Db, transferId: bigint, playerId: string, operator: string, reason: string) {
      await q.query(
        `INSERT INTO wallet_corrections (transfer_id, player_id, operator, reason)
         SELECT $1, $2, $3, $4 WHERE NOT EXISTS (SELECT 1 FROM wallet_corrections WHERE transfer_id = $1)`,
        [transferId, playerId, operator, reason],
      );
    },

    async findPlayer(q: Db, idOrCustomerId: string) {
      const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(idOrCustomerId);
      return q.one<{ id: string; customer_id: string; currency: string; status: string }>(
        isUuid
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
