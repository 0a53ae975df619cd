import type { Db } from "../../platform/db.js";
import type { ProviderAction } from "./provider.js";

export type PaymentType = "deposit" | "withdrawal";
export type PaymentState =
  | "NEW"
  | "ACTION"
  | "PENDING"
  /** A withdrawal reserved like PENDING that a hold (KYC) keeps from approval until released. */
  | "WAITING_FOR_VERIFICATION"
  | "APPROVED"
  | "SUCCESS"
  | "REJECTED"
  | "FAILED"
  | "CANCELLED";
export const FINAL_STATES: PaymentState[] = ["SUCCESS", "REJECTED", "FAILED", "CANCELLED"];

/** Actions are stored as JSON: bigint amounts as strings. */
export type StoredAction = Record<string, unknown> & { type: ProviderAction["type"] };

export interface PaymentRow {
  id: string;
  player_id: string;
  type: PaymentType;
  provider: string;
  method: string;
  category: string;
  amount: bigint;
  currency: string;
  converted_amount: bigint | null;
  converted_currency: string | null;
  quote_id: string | null;
  quote_rate: string | null;
  quote_expires_at: Date | null;
  /** What the quote asks the payer to send, in its currency (set at the start; null without a quote). */
  quote_amount: bigint | null;
  quote_currency: string | null;
  status: PaymentState;
  provider_payment_id: string | null;
  provider_status: string | null;
  action: StoredAction | null;
  confirmations: { seen: number; required: number } | null;
  fields: Record<string, string>;
  /** Files the form took (INPUT_FILE): field identifier → upload id (kyc_files). */
  files: Record<string, string>;
  reason: string | null;
  cid: string | null;
  locale: string;
  decided_by: string | null;
  decided_by_email: string | null;
  decided_at: Date | null;
  first_approved_by: string | null;
  first_approved_email: string | null;
  first_approved_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export type PaymentChange = Partial<
  Pick<
    PaymentRow,
    | "status"
    | "provider_payment_id"
    | "provider_status"
    | "action"
    | "confirmations"
    | "fields"
    | "files"
    | "reason"
    | "converted_amount"
    | "converted_currency"
    | "decided_by"
    | "decided_by_email"
    | "decided_at"
    | "first_approved_by"
    | "first_approved_email"
    | "first_approved_at"
  >
>;

const JSON_COLUMNS = new Set(["action", "confirmations", "fields", "files"]);

export function paymentsRepository(db: Db) {
  return {
    async insert(
      p: Pick<
        PaymentRow,
        "player_id" | "type" | "provider" | "method" | "category" | "amount" | "currency" | "status" | "cid" | "locale"
      > &
        Partial<
          Pick<
            PaymentRow,
            | "quote_id"
            | "quote_rate"
            | "quote_expires_at"
            | "quote_amount"
            | "quote_currency"
            | "converted_amount"
            | "converted_currency"
          >
        >,
      now: Date,
      q: Db = db,
    ) {
      return (await q.one<PaymentRow>(
        `INSERT INTO payments (player_id, type, provider, method, category, amount, currency, status, cid, locale,
                               quote_id, quote_rate, quote_expires_at, converted_amount, converted_currency, created_at, updated_at,
                               quote_amount, quote_currency)
         VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$16,$17,$18) RETURNING *`,
        [
          p.player_id,
          p.type,
          p.provider,
          p.method,
          p.category,
          p.amount,
          p.currency,
          p.status,
          p.cid,
          p.locale,
          p.quote_id ?? null,
          p.quote_rate ?? null,
          p.quote_expires_at ?? null,
          p.converted_amount ?? null,
          p.converted_currency ?? null,
          now,
          p.quote_amount ?? null,
          p.quote_currency ?? null,
        ],
      ))!;
    },
    byId: (id: string) => db.one<PaymentRow>("SELECT * FROM payments WHERE id = $1", [id]),
    byIdForUpdate: (id: string) => db.one<PaymentRow>("SELECT * FROM payments WHERE id = $1 FOR UPDATE", [id]),
    byQuote: (quoteId: string) => db.one<PaymentRow>("SELECT * FROM payments WHERE quote_id = $1", [quoteId]),
    async update(id: string, change: PaymentChange, now: Date) {
      const keys = Object.keys(change) as (keyof PaymentChange)[];
      const sets = keys.map((k, i) => `${k} = $${i + 2}${JSON_COLUMNS.has(k) ? "::jsonb" : ""}`);
      const values = keys.map((k) => (JSON_COLUMNS.has(k) && change[k] !== null ? JSON.stringify(change[k]) : change[k]));
      return (await db.one<PaymentRow>(
        `UPDATE payments SET ${[...sets, `updated_at = $${keys.length + 2}`].join(", ")} WHERE id = $1 RETURNING *`,
        [id, ...values, now],
      ))!;
    },
    /**
     * Deposits a player made or has under way since a moment (all but failed, rejected or cancelled ones). A
     * just-started one (NEW) counts until its quote expires, or for 15 minutes without a quote: the next deposit's
     * limit check must see it before the provider has answered.
     */
    depositedSince: async (playerId: string, since: Date, now: Date, q: Db = db) =>
      (
        await q.one<{ s: bigint }>(
          `SELECT COALESCE(sum(amount), 0)::bigint AS s FROM payments
            WHERE player_id = $1 AND type = 'deposit' AND created_at > $2
              AND (status IN ('ACTION', 'PENDING', 'SUCCESS')
                   OR (status = 'NEW' AND COALESCE(quote_expires_at, created_at + interval '15 minutes') > $3))`,
          [playerId, since, now],
        )
      )?.s ?? 0n,
    /** An unfinished asynchronous deposit of the same method (bank transfer, crypto): one at a time. */
    outstanding: (playerId: string, method: string) =>
      db.one<PaymentRow>(
        `SELECT * FROM payments WHERE player_id = $1 AND type = 'deposit' AND method = $2 AND status = 'PENDING'
          ORDER BY created_at DESC LIMIT 1`,
        [playerId, method],
      ),
    lastSuccessfulMethod: async (playerId: string, type: PaymentType) =>
      (
        await db.one<{ method: string }>(
          "SELECT method FROM payments WHERE player_id = $1 AND type = $2 AND status = 'SUCCESS' ORDER BY updated_at DESC LIMIT 1",
          [playerId, type],
        )
      )?.method ?? null,
    openWithdrawals: (playerId: string) =>
      db.query<PaymentRow>(
        "SELECT * FROM payments WHERE player_id = $1 AND type = 'withdrawal' AND status IN ('PENDING', 'WAITING_FOR_VERIFICATION', 'APPROVED') ORDER BY created_at DESC",
        [playerId],
      ),
    /** The withdrawal queue: by status (none: all but NEW) and player, newest first, with the total for paging. */
    async withdrawalsForOperator(f: { status: string | null; playerId: string | null; limit: number; offset: number }) {
      const where = `p.type = 'withdrawal' AND p.status <> 'NEW' AND ($1::text IS NULL OR p.status = $1)
        AND ($2::uuid IS NULL OR p.player_id = $2)`;
      const [rows, total] = await Promise.all([
        db.query<PaymentRow & { customer_id: string }>(
          `SELECT p.*, pl.customer_id FROM payments p JOIN players pl ON pl.id = p.player_id
            WHERE ${where} ORDER BY p.created_at DESC, p.id LIMIT $3 OFFSET $4`,
          [f.status, f.playerId, f.limit, f.offset],
        ),
        db.one<{ n: number }>(`SELECT count(*)::int AS n FROM payments p WHERE ${where}`, [f.status, f.playerId]),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
    /** A player's deposits and withdrawals, newest first (the back office's player page). */
    ofPlayer: (playerId: string, limit: number, offset: number) =>
      db.query<PaymentRow>("SELECT * FROM payments WHERE player_id = $1 ORDER BY created_at DESC, id LIMIT $2 OFFSET $3", [
        playerId,
        limit,
        offset,
      ]),
    /** Successful deposits of a player in one currency, ever (minor units). */
    async lifetimeDeposits(playerId: string, currency: string) {
      const r = await db.one<{ total: string }>(
        "SELECT coalesce(sum(amount), 0)::text AS total FROM payments WHERE player_id = $1 AND type = 'deposit' AND status = 'SUCCESS' AND currency = $2",
        [playerId, currency],
      );
      return BigInt(r?.total ?? "0");
    },
    /** Held withdrawals of a player go on to approval; returns their ids. */
    async releaseHeld(playerId: string, now: Date) {
      const rows = await db.query<{ id: string }>(
        `UPDATE payments SET status = 'PENDING', updated_at = $2
          WHERE player_id = $1 AND type = 'withdrawal' AND status = 'WAITING_FOR_VERIFICATION' RETURNING id`,
        [playerId, now],
      );
      return rows.map((r) => r.id);
    },
    heldWithdrawals: (playerId: string) =>
      db.query<PaymentRow>(
        "SELECT * FROM payments WHERE player_id = $1 AND type = 'withdrawal' AND status = 'WAITING_FOR_VERIFICATION' ORDER BY created_at",
        [playerId],
      ),
    /** Payments whose outcome the provider still owes us (for a reconciliation pass). */
    unsettled: (before: Date, limit: number) =>
      db.query<PaymentRow>(
        `SELECT * FROM payments WHERE provider_payment_id IS NOT NULL AND status IN ('ACTION', 'PENDING', 'APPROVED')
           AND updated_at < $1 ORDER BY updated_at LIMIT $2`,
        [before, limit],
      ),

    approvedUnsent: (limit: number) =>
      db.query<PaymentRow>(
        "SELECT * FROM payments WHERE type = 'withdrawal' AND status = 'APPROVED' AND provider_payment_id IS NULL ORDER BY updated_at LIMIT $1",
        [limit],
      ),

    async rememberNonce(provider: string, nonce: string, now: Date) {
      const r = await db.query(
        "INSERT INTO payment_webhook_nonces (provider, nonce, seen_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING nonce",
        [provider, nonce, now],
      );
      return r.length === 1;
    },
    forgetNoncesBefore: (before: Date) => db.query("DELETE FROM payment_webhook_nonces WHERE seen_at < $1", [before]),
  };
}

export type PaymentsRepository = ReturnType<typeof paymentsRepository>;
