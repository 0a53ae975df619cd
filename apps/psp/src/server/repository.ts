import type { Db } from "@casino/db";

export type PspStatus = "REQUIRES_ACTION" | "PENDING" | "SUCCEEDED" | "DECLINED" | "FAILED" | "CANCELLED";
export const FINAL_STATUSES: PspStatus[] = ["SUCCEEDED", "DECLINED", "FAILED", "CANCELLED"];
export type PspStep = "card" | "3ds" | "wallet" | "bank-form" | "bank-wait" | "crypto" | "sci" | "payout" | null;

export interface PaymentRow {
  id: string;
  reference: string;
  direction: "deposit" | "payout";
  method: string;
  amount: bigint;
  currency: string;
  pay_amount: bigint | null;
  pay_currency: string | null;
  quote_id: string | null;
  status: PspStatus;
  step: PspStep;
  reason: string | null;
  details: Record<string, unknown>;
  customer: Record<string, unknown>;
  return_url: string | null;
  confirmations: number;
  seen_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface QuoteRow {
  id: string;
  method: string;
  amount: bigint;
  currency: string;
  pay_amount: bigint;
  pay_currency: string;
  rate: string;
  expires_at: Date;
}

export function pspRepository(db: Db) {
  return {
    async insertPayment(p: Omit<PaymentRow, "created_at" | "updated_at" | "confirmations" | "seen_at">, now: Date) {
      return db.one<PaymentRow>(
        `INSERT INTO psp_payments (id, reference, direction, method, amount, currency, pay_amount, pay_currency, quote_id,
                                   status, step, reason, details, customer, return_url, created_at, updated_at)
         VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$16)
         ON CONFLICT (direction, reference) DO NOTHING RETURNING *`,
        [
          p.id,
          p.reference,
          p.direction,
          p.method,
          p.amount,
          p.currency,
          p.pay_amount,
          p.pay_currency,
          p.quote_id,
          p.status,
          p.step,
          p.reason,
          JSON.stringify(p.details),
          JSON.stringify(p.customer),
          p.return_url,
          now,
        ],
      );
    },
    byId: (id: string) => db.one<PaymentRow>("SELECT * FROM psp_payments WHERE id = $1", [id]),
    byIdForUpdate: (id: string) => db.one<PaymentRow>("SELECT * FROM psp_payments WHERE id = $1 FOR UPDATE", [id]),
    byReference: (direction: string, reference: string) =>
      db.one<PaymentRow>("SELECT * FROM psp_payments WHERE direction = $1 AND reference = $2", [direction, reference]),
    list: (limit: number) => db.query<PaymentRow>("SELECT * FROM psp_payments ORDER BY created_at DESC, id LIMIT $1", [limit]),
    async update(
      id: string,
      set: Partial<Pick<PaymentRow, "status" | "step" | "reason" | "details" | "confirmations" | "seen_at">>,
      now: Date,
    ) {
      return db.one<PaymentRow>(
        `UPDATE psp_payments SET
            status = COALESCE($2, status), step = CASE WHEN $3::boolean THEN $4 ELSE step END,
            reason = COALESCE($5, reason), details = COALESCE($6::jsonb, details),
            confirmations = COALESCE($7, confirmations), seen_at = COALESCE($8, seen_at), updated_at = $9
          WHERE id = $1 RETURNING *`,
        [
          id,
          set.status ?? null,
          "step" in set,
          set.step ?? null,
          set.reason ?? null,
          set.details ? JSON.stringify(set.details) : null,
          set.confirmations ?? null,
          set.seen_at ?? null,
          now,
        ],
      );
    },
    /** Crypto deposits whose coins were seen and still need confirmations. */
    confirmingCrypto: () =>
      db.query<PaymentRow>(
        "SELECT * FROM psp_payments WHERE step = 'crypto' AND status = 'PENDING' AND seen_at IS NOT NULL ORDER BY seen_at LIMIT 100",
      ),
    duePayouts: (before: Date) =>
      db.query<PaymentRow>(
        "SELECT * FROM psp_payments WHERE direction = 'payout' AND status = 'PENDING' AND created_at <= $1 ORDER BY created_at LIMIT 100",
        [before],
      ),

    insertQuote: (q: QuoteRow) =>
      db.query(
        `INSERT INTO psp_quotes (id, method, amount, currency, pay_amount, pay_currency, rate, expires_at)
         VALUES ($1,$2,$3,$4,$5,$6,$7,$8)`,
        [q.id, q.method, q.amount, q.currency, q.pay_amount, q.pay_currency, q.rate, q.expires_at],
      ),
    quote: (id: string) => db.one<QuoteRow>("SELECT * FROM psp_quotes WHERE id = $1", [id]),

    enqueueWebhook: (paymentId: string, body: string, at: Date) =>
      db.query("INSERT INTO psp_webhooks (payment_id, body, next_attempt_at) VALUES ($1, $2, $3)", [paymentId, body, at]),
    dueWebhooks: (now: Date) =>
      db.query<{ id: string; payment_id: string; body: string; attempts: number }>(
        `SELECT id::text, payment_id, body, attempts FROM psp_webhooks
          WHERE delivered_at IS NULL AND next_attempt_at <= $1 ORDER BY id LIMIT 50`,
        [now],
      ),
    webhookDelivered: (id: string, now: Date) =>
      db.query("UPDATE psp_webhooks SET delivered_at = $2, attempts = attempts + 1, last_error = NULL WHERE id = $1", [id, now]),
    webhookFailed: (id: string, next: Date, error: string) =>
      db.query("UPDATE psp_webhooks SET attempts = attempts + 1, next_attempt_at = $2, last_error = $3 WHERE id = $1", [
        id,
        next,
        error.slice(0, 500),
      ]),
    webhooksOf: (paymentId: string) =>
      db.query<{ attempts: number; delivered_at: Date | null; last_error: string | null }>(
        "SELECT attempts, delivered_at, last_error FROM psp_webhooks WHERE payment_id = $1 ORDER BY id",
        [paymentId],
      ),

    /** true when the nonce is new; false for a replay. */
    async rememberNonce(nonce: string, now: Date) {
      const r = await db.query("INSERT INTO psp_nonces (nonce, seen_at) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING nonce", [
        nonce,
        now,
      ]);
      return r.length === 1;
    },
    forgetNoncesBefore: (before: Date) => db.query("DELETE FROM psp_nonces WHERE seen_at < $1", [before]),
  };
}

export type PspRepository = ReturnType<typeof pspRepository>;
