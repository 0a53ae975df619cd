import type { Db } from "../../platform/db.js";

export interface AccountRow {
  id: string;
  customer_id: string;
  email: string | null;
  phone: string | null;
  status: string;
  pending_until: Date | null;
  language: string;
}

export interface NewPlayer {
  customerId: string;
  email: string | null;
  phone: string | null;
  passwordHash: string;
  currency: string;
  country: string;
  language: string;
  method: "email" | "phone" | "oneclick";
  status: "PENDING" | "ACTIVE";
  pendingUntil: Date | null;
  promoCode: string | null;
  now: Date;
}

const COLS = "id, customer_id, email, phone, status, pending_until, language";

export function accountsRepository(db: Db) {
  return {
    async byEmail(email: string) {
      return db.one<AccountRow>(`SELECT ${COLS} FROM players WHERE lower(email) = lower($1)`, [email]);
    },
    async byPhone(phone: string) {
      return db.one<AccountRow>(`SELECT ${COLS} FROM players WHERE phone = $1`, [phone]);
    },
    async byId(id: string) {
      return db.one<AccountRow>(`SELECT ${COLS} FROM players WHERE id = $1`, [id]);
    },
    /** Removes a registration whose contact was never confirmed in time. */
    async dropStalePending(id: string, now: Date) {
      await db.query("DELETE FROM players WHERE id = $1 AND status = 'PENDING' AND pending_until < $2", [id, now]);
    },
    /** Inserts the player; null when the customer id was taken (the caller draws another). */
    async insert(p: NewPlayer) {
      const r = await db.one<{ id: string }>(
        `INSERT INTO players (customer_id, email, phone, password_hash, currency, country, language,
                              registration_method, status, pending_until, promo_code, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
         ON CONFLICT (customer_id) DO NOTHING
         RETURNING id`,
        [
          p.customerId,
          p.email,
          p.phone,
          p.passwordHash,
          p.currency,
          p.country,
          p.language,
          p.method,
          p.status,
          p.pendingUntil,
          p.promoCode,
          p.now,
        ],
      );
      return r?.id ?? null;
    },
    async extendPending(id: string, until: Date) {
      await db.query("UPDATE players SET pending_until = $2 WHERE id = $1 AND status = 'PENDING'", [id, until]);
    },
    /** Confirms the registration's e-mail: the player becomes ACTIVE. */
    async confirmEmail(id: string, now: Date) {
      const r = await db.one<{ id: string }>(
        `UPDATE players SET status = CASE WHEN status = 'PENDING' THEN 'ACTIVE' ELSE status END,
                            pending_until = NULL, email_verified_at = coalesce(email_verified_at, $2)
          WHERE id = $1 RETURNING id`,
        [id, now],
      );
      return Boolean(r);
    },
    /** Confirms the registration's phone: ACTIVE, and the profile shows the phone as verified. */
    async confirmPhone(id: string, now: Date) {
      const r = await db.one<{ id: string }>(
        `UPDATE players SET status = CASE WHEN status = 'PENDING' THEN 'ACTIVE' ELSE status END,
                            pending_until = NULL, phone_verified_at = coalesce(phone_verified_at, $2),
                            details = details || '{"CONTACT_PHONE_VERIFIED":"true"}'::jsonb
          WHERE id = $1 RETURNING id`,
        [id, now],
      );
      return Boolean(r);
    },
    async setPassword(id: string, passwordHash: string, now: Date) {
      await db.query("UPDATE players SET password_hash = $2, password_changed_at = $3 WHERE id = $1", [id, passwordHash, now]);
    },
    async promoCodeExists(code: string) {
      const r = await db.one<{ code: string }>(
        "SELECT code FROM promo_codes WHERE upper(code) = upper($1) AND active AND (max_uses IS NULL OR uses < max_uses)",
        [code],
      );
      return r?.code ?? null;
    },
  };
}
