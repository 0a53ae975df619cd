import type { Db } from "../../platform/db.js";

export type CorrectionStatus = "PENDING" | "APPLIED" | "REJECTED";

export interface CorrectionRequestRow {
  id: string;
  key: string;
  player_id: string;
  customer_id: string;
  direction: "credit" | "debit";
  amount: bigint;
  currency: string;
  reason: string;
  status: CorrectionStatus;
  requested_by: string;
  requested_email: string;
  decided_by: string | null;
  decided_email: string | null;
  decided_at: Date | null;
  decision_reason: string | null;
  transfer_id: bigint | null;
  created_at: Date;
}

const COLUMNS = `r.id, r.key, r.player_id, p.customer_id, r.direction, r.amount, r.currency, r.reason, r.status,
  r.requested_by, r.requested_email, r.decided_by, r.decided_email, r.decided_at, r.decision_reason, r.transfer_id, r.created_at`;
const FROM = "wallet_correction_requests r JOIN players p ON p.id = r.player_id";

export interface NewCorrectionRequest {
  id: string;
  key: string;
  playerId: string;
  direction: "credit" | "debit";
  amount: bigint;
  currency: string;
  reason: string;
  status: CorrectionStatus;
  by: { id: string; email: string };
  at: Date;
  transferId?: bigint;
}

export function correctionsRepository(db: Db) {
  return {
    /** A new request; undefined when its key was already asked (the first one stands). */
    async insert(r: NewCorrectionRequest) {
      const decided = r.status === "APPLIED";
      return db.one<{ id: string }>(
        `INSERT INTO wallet_correction_requests
           (id, key, player_id, direction, amount, currency, reason, status, requested_by, requested_email,
            decided_by, decided_email, decided_at, transfer_id, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
         ON CONFLICT (key) DO NOTHING RETURNING id`,
        [
          r.id,
          r.key,
          r.playerId,
          r.direction,
          r.amount,
          r.currency,
          r.reason,
          r.status,
          r.by.id,
          r.by.email,
          decided ? r.by.id : null,
          decided ? r.by.email : null,
          decided ? r.at : null,
          r.transferId ?? null,
          r.at,
        ],
      );
    },

    byId: (id: string) => db.one<CorrectionRequestRow>(`SELECT ${COLUMNS} FROM ${FROM} WHERE r.id = $1`, [id]),
    byKey: (key: string) => db.one<CorrectionRequestRow>(`SELECT ${COLUMNS} FROM ${FROM} WHERE r.key = $1`, [key]),

    /** Decides a PENDING request; undefined when another decision came first. */
    async decide(
      id: string,
      d: {
        status: "APPLIED" | "REJECTED";
        by: { id: string; email: string };
        at: Date;
        reason?: string | null;
        transferId?: bigint;
      },
    ) {
      return db.one<{ id: string }>(
        `UPDATE wallet_correction_requests
            SET status = $2, decided_by = $3, decided_email = $4, decided_at = $5, decision_reason = $6, transfer_id = $7
          WHERE id = $1 AND status = 'PENDING' RETURNING id`,
        [id, d.status, d.by.id, d.by.email, d.at, d.reason ?? null, d.transferId ?? null],
      );
    },

    async list(f: { status: CorrectionStatus | null; playerId: string | null; limit: number; offset: number }) {
      const where = "($1::text IS NULL OR r.status = $1) AND ($2::uuid IS NULL OR r.player_id = $2)";
      const [rows, total] = await Promise.all([
        db.query<CorrectionRequestRow>(
          `SELECT ${COLUMNS} FROM ${FROM} WHERE ${where} ORDER BY r.created_at DESC, r.id LIMIT $3 OFFSET $4`,
          [f.status, f.playerId, f.limit, f.offset],
        ),
        db.one<{ n: number }>(`SELECT count(*)::int AS n FROM wallet_correction_requests r WHERE ${where}`, [
          f.status,
          f.playerId,
        ]),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
  };
}
