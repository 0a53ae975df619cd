import type { Role } from "@casino/contracts/operators";
import type { Db } from "../../platform/db.js";

export interface OperatorRow {
  id: string;
  email: string;
  password_hash: string;
  role: Role;
  totp_secret: string | null;
  totp_enrolled_at: Date | null;
  totp_last_step: bigint | null;
  recovery_code_hashes: string[];
  failed_attempts: number;
  locked_until: Date | null;
  created_at: Date;
  disabled_at: Date | null;
  last_seen_at: Date | null;
}

const COLUMNS = `o.id::text AS id, o.email, o.password_hash, o.role, o.totp_secret, o.totp_enrolled_at, o.totp_last_step,
  o.recovery_code_hashes, o.failed_attempts, o.locked_until, o.created_at, o.disabled_at,
  (SELECT max(s.last_seen_at) FROM operator_sessions s WHERE s.operator_id = o.id) AS last_seen_at`;

export interface SessionRow {
  id: string;
  operator_id: string;
  csrf_token: string;
  created_at: Date;
  last_seen_at: Date;
  expires_at: Date;
  email: string;
  role: Role;
}

export function operatorsRepository(db: Db) {
  return {
    async byEmail(email: string, tx: Db = db) {
      return tx.one<OperatorRow>(`SELECT ${COLUMNS} FROM operators o WHERE lower(o.email) = lower($1)`, [email.trim()]);
    },

    /** The row locked for the sign-in step or an admin change (FOR UPDATE inside `tx`). */
    async lock(tx: Db, id: string) {
      return tx.one<OperatorRow>(`SELECT ${COLUMNS} FROM operators o WHERE o.id = $1 FOR UPDATE`, [id]);
    },

    async byId(id: string, tx: Db = db) {
      return tx.one<OperatorRow>(`SELECT ${COLUMNS} FROM operators o WHERE o.id = $1`, [id]);
    },

    async list() {
      return db.query<OperatorRow>(`SELECT ${COLUMNS} FROM operators o ORDER BY lower(o.email)`);
    },

    /** Undefined when the e-mail is taken. */
    async insert(tx: Db, o: { email: string; passwordHash: string; role: Role; totpSecret?: string; enrolledAt?: Date }) {
      return tx.one<{ id: string }>(
        `INSERT INTO operators (email, password_hash, role, totp_secret, totp_enrolled_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT ((lower(email))) DO NOTHING RETURNING id::text AS id`,
        [o.email, o.passwordHash, o.role, o.totpSecret ?? null, o.enrolledAt ?? null],
      );
    },

    /** A failure: counts it; at `max` the account locks until `lockUntil` and the count restarts. */
    async failed(tx: Db, id: string, max: number, lockUntil: Date) {
      return tx.one<{ failed_attempts: number; locked_until: Date | null }>(
        `UPDATE operators SET
           failed_attempts = CASE WHEN failed_attempts + 1 >= $2 THEN 0 ELSE failed_attempts + 1 END,
           locked_until = CASE WHEN failed_attempts + 1 >= $2 THEN $3 ELSE locked_until END
         WHERE id = $1 RETURNING failed_attempts, locked_until`,
        [id, max, lockUntil],
      );
    },

    async signedIn(tx: Db, id: string, step: number | null, recoveryHashes: string[] | null) {
      await tx.query(
        `UPDATE operators SET failed_attempts = 0, locked_until = NULL,
           totp_last_step = COALESCE($2, totp_last_step),
           recovery_code_hashes = COALESCE($3, recovery_code_hashes)
         WHERE id = $1`,
        [id, step, recoveryHashes],
      );
    },

    async setPendingSecret(tx: Db, id: string, sealed: string) {
      await tx.query("UPDATE operators SET totp_secret = $2 WHERE id = $1 AND totp_enrolled_at IS NULL", [id, sealed]);
    },

    async enrolled(tx: Db, id: string, at: Date, step: number, recoveryHashes: string[]) {
      await tx.query(
        `UPDATE operators SET totp_enrolled_at = $2, totp_last_step = $3, recovery_code_hashes = $4,
           failed_attempts = 0, locked_until = NULL WHERE id = $1`,
        [id, at, step, recoveryHashes],
      );
    },

    async setRole(tx: Db, id: string, role: Role) {
      await tx.query("UPDATE operators SET role = $2 WHERE id = $1", [id, role]);
    },

    async disable(tx: Db, id: string, at: Date) {
      await tx.query("UPDATE operators SET disabled_at = $2 WHERE id = $1", [id, at]);
    },

    /** Enabled again, and any lockout lifted. */
    async enable(tx: Db, id: string) {
      await tx.query("UPDATE operators SET disabled_at = NULL, failed_attempts = 0, locked_until = NULL WHERE id = $1", [id]);
    },

    async resetTotp(tx: Db, id: string) {
      await tx.query(
        `UPDATE operators SET totp_secret = NULL, totp_enrolled_at = NULL, totp_last_step = NULL,
           recovery_code_hashes = '{}' WHERE id = $1`,
        [id],
      );
    },

    /**
     * A new password: failures forgotten and a lockout lifted, and a pending
     * sign-in step (made with the old password) dropped.
     */
    async setPassword(tx: Db, id: string, passwordHash: string) {
      await tx.query("UPDATE operators SET password_hash = $2, failed_attempts = 0, locked_until = NULL WHERE id = $1", [
        id,
        passwordHash,
      ]);
      await tx.query("DELETE FROM operator_sign_ins WHERE operator_id = $1", [id]);
    },

    // —— the step between password and code ——

    async insertSignIn(tx: Db, tokenHash: string, operatorId: string, expiresAt: Date) {
      await tx.query("DELETE FROM operator_sign_ins WHERE operator_id = $1", [operatorId]);
      await tx.query("INSERT INTO operator_sign_ins (token_hash, operator_id, expires_at) VALUES ($1, $2, $3)", [
        tokenHash,
        operatorId,
        expiresAt,
      ]);
    },

    async signIn(tx: Db, tokenHash: string) {
      return tx.one<{ operator_id: string; expires_at: Date }>(
        "SELECT operator_id::text AS operator_id, expires_at FROM operator_sign_ins WHERE token_hash = $1",
        [tokenHash],
      );
    },

    async dropSignIn(tx: Db, tokenHash: string) {
      await tx.query("DELETE FROM operator_sign_ins WHERE token_hash = $1", [tokenHash]);
    },

    // —— sessions ——

    async insertSession(
      tx: Db,
      s: {
        tokenHash: string;
        operatorId: string;
        csrf: string;
        now: Date;
        expiresAt: Date;
        ip: string | null;
        userAgent: string | null;
      },
    ) {
      return tx.one<{ id: string }>(
        `INSERT INTO operator_sessions (token_hash, operator_id, csrf_token, created_at, last_seen_at, expires_at, ip, user_agent)
         VALUES ($1, $2, $3, $4, $4, $5, $6, $7) RETURNING id::text AS id`,
        [s.tokenHash, s.operatorId, s.csrf, s.now, s.expiresAt, s.ip, s.userAgent],
      );
    },

    /** A live session of an enabled operator: not ended, within its absolute lifetime and the idle timeout. */
    async liveSession(tokenHash: string, now: Date, idleSince: Date) {
      return db.one<SessionRow>(
        `SELECT s.id::text AS id, s.operator_id::text AS operator_id, s.csrf_token, s.created_at, s.last_seen_at, s.expires_at,
                o.email, o.role
         FROM operator_sessions s JOIN operators o ON o.id = s.operator_id
         WHERE s.token_hash = $1 AND s.ended_at IS NULL AND s.expires_at > $2 AND s.last_seen_at > $3
           AND o.disabled_at IS NULL`,
        [tokenHash, now, idleSince],
      );
    },

    async csrfOf(sessionId: string) {
      return (await db.one<{ csrf_token: string }>("SELECT csrf_token FROM operator_sessions WHERE id = $1", [sessionId]))
        ?.csrf_token;
    },

    async touch(id: string, now: Date) {
      await db.query("UPDATE operator_sessions SET last_seen_at = $2 WHERE id = $1 AND last_seen_at < $2", [id, now]);
    },

    async endSession(tx: Db, id: string, now: Date) {
      await tx.query("UPDATE operator_sessions SET ended_at = $2 WHERE id = $1 AND ended_at IS NULL", [id, now]);
    },

    /** Ends the operator's sessions but `keepId` (the one that asked); how many ended. */
    async endOtherSessionsOf(tx: Db, operatorId: string, keepId: string, now: Date) {
      const r = await tx.query(
        "UPDATE operator_sessions SET ended_at = $3 WHERE operator_id = $1 AND id <> $2 AND ended_at IS NULL RETURNING id",
        [operatorId, keepId, now],
      );
      return r.length;
    },

    async endSessionsOf(tx: Db, operatorId: string, now: Date) {
      const r = await tx.query(
        "UPDATE operator_sessions SET ended_at = $2 WHERE operator_id = $1 AND ended_at IS NULL RETURNING id",
        [operatorId, now],
      );
      return r.length;
    },
  };
}

export type OperatorsRepository = ReturnType<typeof operatorsRepository>;
