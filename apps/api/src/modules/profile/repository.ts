import type { Db } from "../../platform/db.js";

export interface PlayerProfileRow {
  id: string;
  customer_id: string;
  email: string | null;
  phone: string | null;
  password_hash: string;
  currency: string;
  country: string;
  language: string;
  details: Record<string, unknown>;
  withdrawals_blocked: boolean;
  created_at: Date;
  email_verified_at: Date | null;
}

export function profileRepository(db: Db) {
  return {
    async find(playerId: string, opts: { forUpdate?: boolean } = {}) {
      return db.one<PlayerProfileRow>(
        `SELECT id, customer_id, email, phone, password_hash, currency, country, language, details,
                withdrawals_blocked, created_at, email_verified_at
           FROM players WHERE id = $1${opts.forUpdate ? " FOR UPDATE" : ""}`,
        [playerId],
      );
    },

    /** Merges `details` into the stored ones and sets the columns given. */
    async update(playerId: string, change: { details: Record<string, string>; language?: string; country?: string }) {
      await db.query(
        `UPDATE players
            SET details = details || $2::jsonb,
                language = COALESCE($3, language),
                country = COALESCE($4, country)
          WHERE id = $1`,
        [playerId, JSON.stringify(change.details), change.language ?? null, change.country ?? null],
      );
    },

    async playerWithEmail(email: string) {
      return db.one<{ id: string }>("SELECT id FROM players WHERE lower(email) = lower($1)", [email]);
    },

    async playerWithPhone(phone: string) {
      return db.one<{ id: string }>("SELECT id FROM players WHERE phone = $1", [phone]);
    },

    /** Sets the e-mail its link confirmed, as verified. */
    async setEmail(playerId: string, email: string) {
      await db.query("UPDATE players SET email = $2, email_verified_at = now() WHERE id = $1", [playerId, email]);
    },

    /** Sets the phone and marks it verified in one statement. */
    async setVerifiedPhone(playerId: string, phone: string) {
      await db.query(
        `UPDATE players SET phone = $2, details = details || '{"CONTACT_PHONE_VERIFIED":"true"}'::jsonb WHERE id = $1`,
        [playerId, phone],
      );
    },

    async setPasswordHash(playerId: string, passwordHash: string) {
      await db.query("UPDATE players SET password_hash = $2 WHERE id = $1", [playerId, passwordHash]);
    },
  };
}

export type ProfileRepository = ReturnType<typeof profileRepository>;
