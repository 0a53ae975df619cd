import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { CODE_LENGTH } from "@casino/contracts/access";
import type { Clock } from "../../platform/clock.js";
import type { Db } from "../../platform/db.js";
import { codeExpired, invalidCode, invalidToken, noRetries, resendTooSoon, tooManySends } from "./errors.js";
import { type CodeRow, verificationRepository } from "./repository.js";

export interface IssueOptions {
  /** What the code is for, e.g. "registration-email", "recovery-phone", "contact-phone". */
  purpose: string;
  /** Who it is for: a player id, an e-mail, a phone number. */
  subject: string;
  /** Lifetime of the code in seconds. */
  ttlSeconds: number;
  /** Wrong answers allowed before the code is dead (423). Default 5. */
  tries?: number;
  /** Digits of the numeric code. Default 6. */
  digits?: number;
  /** Anything the caller needs back on success (player id, new phone…). */
  payload?: Record<string, unknown>;
  /** Codes for this purpose and subject issued within the last hour beyond which issuing refuses (503). */
  maxPerHour?: number;
}

export interface IssuedCode {
  token: string;
  code: string;
  expiresAt: Date;
  /** Seconds until the code expires. */
  ttl: number;
}

export interface VerifiedCode {
  id: string;
  subject: string;
  payload: Record<string, unknown>;
}

const hashToken = (token: string) => createHash("sha256").update(`vt:${token}`).digest();
const hashCode = (token: string, code: string) => createHash("sha256").update(`vc:${token}:${code}`).digest();
const DEFAULT_TRIES = 5;
const DEFAULT_DIGITS = CODE_LENGTH;

/**
 * One-time numeric codes behind an opaque token: issue, check, resend.
 * Wrong code: 400 INVALID_CODE (with triesLeft); tries used up: 423 NO_RETRIES;
 * expired: 423 CODE_EXPIRED; unknown or used token: 400 INVALID_TOKEN; asking
 * for codes too often: 503 RATE_LIMITED.
 */
export function verificationService(deps: { db: Db; clock: Clock }) {
  const repo = verificationRepository(deps.db);
  const now = () => deps.clock.now();
  const newCode = (digits: number) => String(randomInt(0, 10 ** digits)).padStart(digits, "0");
  const ttlOf = (row: { expires_at: Date }) => Math.max(0, Math.ceil((row.expires_at.getTime() - now().getTime()) / 1000));

  async function live(purpose: string, token: string): Promise<CodeRow> {
    const row = await repo.find(hashToken(token), purpose);
    if (!row || row.consumed_at) throw invalidToken();
    if (row.expires_at.getTime() <= now().getTime()) throw codeExpired();
    return row;
  }

  function matches(token: string, code: string, row: CodeRow) {
    const h = hashCode(token, code);
    return h.length === row.code_hash.length && timingSafeEqual(h, row.code_hash);
  }

  async function attempt(purpose: string, token: string, code: string): Promise<CodeRow> {
    const row = await live(purpose, token);
    if (row.tries_left <= 0) throw noRetries();
    const spent = await repo.spendTry(row.id, now());
    if (!spent) throw noRetries();
    if (!matches(token, code, row)) {
      if (spent.tries_left <= 0) throw noRetries();
      throw invalidCode(spent.tries_left);
    }
    return spent;
  }

  return {
    /** A new code; older open codes for the same purpose and subject stop working. */
    async issue(o: IssueOptions): Promise<IssuedCode> {
      const at = now();
      if (o.maxPerHour !== undefined) {
        const n = await repo.countIssuedSince(o.purpose, o.subject, new Date(at.getTime() - 3_600_000));
        if (n >= o.maxPerHour) throw resendTooSoon(3600);
      }
      await repo.revokeOpen(o.purpose, o.subject, at);
      const token = randomBytes(24).toString("base64url");
      const code = newCode(o.digits ?? DEFAULT_DIGITS);
      const expiresAt = new Date(at.getTime() + o.ttlSeconds * 1000);
      await repo.insert({
        tokenHash: hashToken(token),
        purpose: o.purpose,
        subject: o.subject,
        codeHash: hashCode(token, code),
        payload: o.payload ?? {},
        tries: o.tries ?? DEFAULT_TRIES,
        expiresAt,
        now: at,
      });
      return { token, code, expiresAt, ttl: o.ttlSeconds };
    },

    /** Checks the code and uses it up: it never works again. */
    async consume(purpose: string, token: string, code: string): Promise<VerifiedCode> {
      const row = await attempt(purpose, token, code);
      if (!(await repo.consume(row.id, now()))) throw invalidToken();
      return { id: row.id, subject: row.subject, payload: row.payload };
    },

    /**
     * Checks the code without using it up (a two-step flow such as recovery:
     * validate, then update). The token then stays good for `holdSeconds`.
     */
    async verify(purpose: string, token: string, code: string, holdSeconds: number): Promise<VerifiedCode> {
      const row = await attempt(purpose, token, code);
      await repo.markVerified(row.id, now(), new Date(now().getTime() + holdSeconds * 1000));
      return { id: row.id, subject: row.subject, payload: row.payload };
    },

    /** Finishes a verified token (and, when given, its code again) and uses it up. */
    async completeVerified(purpose: string, token: string, code?: string): Promise<VerifiedCode> {
      const row = await live(purpose, token);
      if (!row.verified_at) throw invalidToken();
      if (code !== undefined && !matches(token, code, row)) throw invalidCode(row.tries_left);
      if (!(await repo.consume(row.id, now()))) throw invalidToken();
      return { id: row.id, subject: row.subject, payload: row.payload };
    },

    /**
     * A fresh code behind the same token (new lifetime, tries reset). Refused
     * with 503 before `minIntervalSeconds` since the last send, with 423 after
     * `maxSends` sends. An expired token can be resent; a used one cannot.
     */
    async resend(
      purpose: string,
      token: string,
      o: { ttlSeconds: number; tries?: number; digits?: number; minIntervalSeconds?: number; maxSends?: number },
    ): Promise<IssuedCode & { subject: string; payload: Record<string, unknown> }> {
      const row = await repo.find(hashToken(token), purpose);
      if (!row || row.consumed_at) throw invalidToken();
      const at = now();
      const waited = (at.getTime() - row.last_sent_at.getTime()) / 1000;
      const minInterval = o.minIntervalSeconds ?? 30;
      if (waited < minInterval) throw resendTooSoon(Math.ceil(minInterval - waited));
      if (row.sends >= (o.maxSends ?? 5)) throw tooManySends();
      const code = newCode(o.digits ?? DEFAULT_DIGITS);
      const expiresAt = new Date(at.getTime() + o.ttlSeconds * 1000);
      await repo.replaceCode(row.id, hashCode(token, code), o.tries ?? DEFAULT_TRIES, at, expiresAt);
      return { token, code, expiresAt, ttl: o.ttlSeconds, subject: row.subject, payload: row.payload };
    },

    /** Reads a live token without touching it (e.g. to show who a link is for). */
    async peek(purpose: string, token: string): Promise<VerifiedCode & { ttl: number }> {
      const row = await live(purpose, token);
      return { id: row.id, subject: row.subject, payload: row.payload, ttl: ttlOf(row) };
    },

    /** Codes sent for this purpose and subject within the last `seconds` (resends included). */
    async recentCount(purpose: string, subject: string, seconds: number) {
      return repo.countIssuedSince(purpose, subject, new Date(now().getTime() - seconds * 1000));
    },

    /** Ends every open code of this purpose and subject. */
    async revoke(purpose: string, subject: string) {
      await repo.revokeOpen(purpose, subject, now());
    },
  };
}

export type VerificationService = ReturnType<typeof verificationService>;
