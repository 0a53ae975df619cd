import type { Db } from "../../platform/db.js";

export interface LoginRow {
  id: string;
  customer_id: string;
  email: string | null;
  phone: string | null;
  password_hash: string;
  currency: string;
  country: string;
  language: string;
  status: string;
  email_verified_at: Date | null;
  phone_verified_at: Date | null;
  self_exclusion_type: string | null;
  self_exclusion_expires: Date | null;
  first_login_at: Date | null;
  created_at: Date;
}

const COLS = `id, customer_id, email, phone, password_hash, currency, country, language, status, email_verified_at,
  phone_verified_at, self_exclusion_type, self_exclusion_expires, first_login_at, created_at`;

export function loginRepository(db: Db) {
  return {
    async byEmail(email: string) {
      return db.one<LoginRow>(`SELECT ${COLS} FROM players WHERE lower(email) = lower($1)`, [email]);
    },
    async byPhone(phone: string) {
      return db.one<LoginRow>(`SELECT ${COLS} FROM players WHERE phone = $1`, [phone]);
    },
    async byCustomerId(customerId: string) {
      return db.one<LoginRow>(`SELECT ${COLS} FROM players WHERE upper(customer_id) = upper($1)`, [customerId]);
    },
    async byId(id: string) {
      return db.one<LoginRow>(`SELECT ${COLS} FROM players WHERE id = $1`, [id]);
    },
    async recordFailure(playerId: string | null, ip: string, at: Date, fingerprint: string | null = null) {
      await db.query("INSERT INTO login_failures (player_id, ip, at, fingerprint) VALUES ($1, $2, $3, $4)", [
        playerId,
        ip,
        at,
        fingerprint,
      ]);
    },
    async failuresOfPlayerSince(playerId: string, since: Date) {
      const r = await db.one<{ n: number }>("SELECT count(*)::int AS n FROM login_failures WHERE player_id = $1 AND at > $2", [
        playerId,
        since,
      ]);
      return r?.n ?? 0;
    },
    async failuresOfIpSince(ip: string, since: Date) {
      const r = await db.one<{ n: number }>("SELECT count(*)::int AS n FROM login_failures WHERE ip = $1 AND at > $2", [
        ip,
        since,
      ]);
      return r?.n ?? 0;
    },
    /** Marks the first login; true only for the call that set it. */
    async markFirstLogin(id: string, at: Date) {
      const r = await db.one<{ id: string }>(
        "UPDATE players SET first_login_at = $2 WHERE id = $1 AND first_login_at IS NULL RETURNING id",
        [id, at],
      );
      return Boolean(r);
    },
    async setLanguage(id: string, language: string) {
      await db.query("UPDATE players SET language = $2 WHERE id = $1", [id, language]);
    },
  };
}
