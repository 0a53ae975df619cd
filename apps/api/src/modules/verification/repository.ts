import type { Db } from "../../platform/db.js";

export interface CodeRow {
  id: string;
  purpose: string;
  subject: string;
  code_hash: Buffer;
  payload: Record<string, unknown>;
  tries_left: number;
  sends: number;
  last_sent_at: Date;
  expires_at: Date;
  verified_at: Date | null;
  consumed_at: Date | null;
  created_at: Date;
}

const COLS =
  "id, purpose, subject, code_hash, payload, tries_left, sends, last_sent_at, expires_at, verified_at, consumed_at, created_at";

export function verificationRepository(db: Db) {
  return {
    async insert(r: {
      tokenHash: Buffer;
      purpose: string;
      subject: string;
      codeHash: Buffer;
      payload: Record<string, unknown>;
      tries: number;
      expiresAt: Date;
      now: Date;
    }) {
      await db.query(
        `INSERT INTO verification_codes (token_hash, purpose, subject, code_hash, payload, tries_left, last_sent_at, expires_at, created_at)
         VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8, $7)`,
        [r.tokenHash, r.purpose, r.subject, r.codeHash, JSON.stringify(r.payload), r.tries, r.now, r.expiresAt],
      );
    },
    async find(tokenHash: Buffer, purpose: string) {
      return db.one<CodeRow>(`SELECT ${COLS} FROM verification_codes WHERE token_hash = $1 AND purpose = $2`, [
        tokenHash,
        purpose,
      ]);
    },
    /** Spends one try, atomically; undefined when none was left or the code is used up. */
    async spendTry(id: string, now: Date) {
      return db.one<CodeRow>(
        `UPDATE verification_codes SET tries_left = tries_left - 1
          WHERE id = $1 AND tries_left > 0 AND consumed_at IS NULL AND expires_at > $2
          RETURNING ${COLS}`,
        [id, now],
      );
    },
    async markVerified(id: string, now: Date, expiresAt: Date) {
      await db.query("UPDATE verification_codes SET verified_at = $2, expires_at = $3 WHERE id = $1", [id, now, expiresAt]);
    },
    /** Marks the code used; false when someone else used it first. */
    async consume(id: string, now: Date) {
      const r = await db.one<{ id: string }>(
        "UPDATE verification_codes SET consumed_at = $2 WHERE id = $1 AND consumed_at IS NULL RETURNING id",
        [id, now],
      );
      return Boolean(r);
    },
    async replaceCode(id: string, codeHash: Buffer, tries: number, now: Date, expiresAt: Date) {
      await db.query(
        `UPDATE verification_codes
            SET code_hash = $2, tries_left = $3, sends = sends + 1, last_sent_at = $4, expires_at = $5, verified_at = NULL
          WHERE id = $1`,
        [id, codeHash, tries, now, expiresAt],
      );
    },
    async revokeOpen(purpose: string, subject: string, now: Date) {
      await db.query(
        "UPDATE verification_codes SET consumed_at = $3 WHERE purpose = $1 AND subject = $2 AND consumed_at IS NULL",
        [purpose, subject, now],
      );
    },
    async countIssuedSince(purpose: string, subject: string, since: Date) {
      const r = await db.one<{ n: number }>(
        "SELECT (count(*) + coalesce(sum(sends - 1), 0))::int AS n FROM verification_codes WHERE purpose = $1 AND subject = $2 AND last_sent_at > $3",
        [purpose, subject, since],
      );
      return r?.n ?? 0;
    },
  };
}
