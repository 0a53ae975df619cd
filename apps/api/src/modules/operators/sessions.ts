import { createHash, randomBytes } from "node:crypto";
import { operatorPasswordSchema, permissionsOf, type SignInStep } from "@casino/contracts/operators";
import type { Clock } from "../../platform/clock.js";
import type { Config } from "../../platform/config.js";
import type { Db } from "../../platform/db.js";
import { hashPassword, verifyPassword } from "../../platform/password.js";
import type { AuditTrail } from "./audit.js";
import { operatorError } from "./errors.js";
import type { OperatorContext } from "./policies.js";
import type { OperatorRow, OperatorsRepository } from "./repository.js";
import { codeStep, enrolment, hashRecoveryCode, newRecoveryCodes, newTotpSecret, secretBox } from "./totp.js";

/** Five failures (password or code, per account whatever the address) lock it for fifteen minutes. */
export const MAX_FAILURES = 5;
export const LOCK_MINUTES = 15;
/** A session lives at most twelve hours, and ends sooner after OPERATOR_IDLE_TIMEOUT_MINUTES without a call. */
export const SESSION_HOURS = 12;
/** The code step must follow the password step within five minutes. */
export const CHALLENGE_MINUTES = 5;

export const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");
const token = () => randomBytes(32).toString("base64url");
/** Checked against for unknown e-mails, so a wrong address takes as long as a wrong password. */
let dummyHash: Promise<string> | undefined;
const dummy = () => {
  dummyHash ??= hashPassword(randomBytes(16).toString("hex"));
  return dummyHash;
};

export interface RequestMeta {
  ip: string | null;
  userAgent: string | null;
}

export interface SessionDeps {
  db: Db;
  clock: Clock;
  config: Config;
  repo: OperatorsRepository;
  audit: AuditTrail;
}

export function operatorSessions(deps: SessionDeps) {
  const { db, clock, config, repo, audit } = deps;
  const box = secretBox(config.OPERATOR_SECRET_KEY);
  const idleMs = config.OPERATOR_IDLE_TIMEOUT_MINUTES * 60_000;
  const now = () => clock.now();

  const lockedError = (until: Date) => operatorError("OPERATOR_LOCKED", { lockedUntil: until.toISOString() });

  /** Counts a failure and audits it in one transaction that commits even though the call is refused. */
  async function fail(o: OperatorRow, action: string, meta: RequestMeta, detail: Record<string, unknown>) {
    const at = now();
    const r = await db.transaction(async (tx) => {
      const counted = await repo.failed(tx, o.id, MAX_FAILURES, new Date(at.getTime() + LOCK_MINUTES * 60_000));
      const lockedNow = counted?.locked_until && counted.locked_until > at ? counted.locked_until : null;
      await audit.record(tx, {
        operatorId: o.id,
        operatorEmail: o.email,
        action,
        objectType: "operator",
        objectId: o.id,
        after: { ...detail, ...(lockedNow ? { lockedUntil: lockedNow } : {}) },
        ip: meta.ip,
      });
      return lockedNow;
    });
    if (r) throw lockedError(r);
  }

  async function refuseIfLocked(o: OperatorRow, meta: RequestMeta) {
    if (o.locked_until && o.locked_until > now()) {
      await db.transaction((tx) =>
        audit.record(tx, {
          operatorId: o.id,
          operatorEmail: o.email,
          action: "session.sign_in_refused",
          objectType: "operator",
          objectId: o.id,
          after: { why: "locked", lockedUntil: o.locked_until },
          ip: meta.ip,
        }),
      );
      throw lockedError(o.locked_until);
    }
  }

  async function openSession(tx: Db, o: OperatorRow, meta: RequestMeta) {
    const at = now();
    const cookie = token();
    const csrf = token();
    const s = await repo.insertSession(tx, {
      tokenHash: sha256(cookie),
      operatorId: o.id,
      csrf,
      now: at,
      expiresAt: new Date(at.getTime() + SESSION_HOURS * 3_600_000),
      ip: meta.ip,
      userAgent: meta.userAgent?.slice(0, 300) ?? null,
    });
    return { cookie, csrf, sessionId: s!.id };
  }

  const identity = (o: Pick<OperatorRow, "id" | "email" | "role">) => ({ id: o.id, email: o.email, role: o.role });

  return {
    /**
     * Step 1: e-mail and password. 401 OPERATOR_CREDENTIALS_INVALID (either wrong,
     * never which), 423 OPERATOR_LOCKED. Then the code step: CODE_REQUIRED, or,
     * before the first enrolment, TOTP_ENROLMENT_REQUIRED with the QR code and key.
     */
    async signInPassword(email: string, password: string, meta: RequestMeta): Promise<SignInStep> {
      const o = await repo.byEmail(email);
      if (!o || o.disabled_at) {
        await verifyPassword(await dummy(), password);
        await db.transaction((tx) =>
          audit.record(tx, {
            operatorId: o?.id ?? null,
            operatorEmail: email.trim().toLowerCase().slice(0, 100),
            action: "session.sign_in_failed",
            objectType: "operator",
            objectId: o?.id ?? null,
            after: { step: "password", why: o ? "disabled" : "unknown e-mail" },
            ip: meta.ip,
          }),
        );
        throw operatorError("OPERATOR_CREDENTIALS_INVALID");
      }
      await refuseIfLocked(o, meta);
      if (!(await verifyPassword(o.password_hash, password))) {
        await fail(o, "session.sign_in_failed", meta, { step: "password", why: "wrong password" });
        throw operatorError("OPERATOR_CREDENTIALS_INVALID");
      }
      const challenge = token();
      const expiresAt = new Date(now().getTime() + CHALLENGE_MINUTES * 60_000);
      return db.transaction(async (tx) => {
        await repo.insertSignIn(tx, sha256(challenge), o.id, expiresAt);
        if (o.totp_enrolled_at && o.totp_secret) return { next: "CODE_REQUIRED" as const, challenge };
        // Not enrolled yet: keep the pending key of an earlier attempt, so a QR code already scanned still works.
        let secret = o.totp_secret ? box.open(o.totp_secret) : null;
        if (!secret) {
          secret = newTotpSecret();
          await repo.setPendingSecret(tx, o.id, box.seal(secret));
        }
        return { next: "TOTP_ENROLMENT_REQUIRED" as const, challenge, ...(await enrolment(secret, o.email, config.BRAND_NAME)) };
      });
    },

    /**
     * Step 2: the authenticator's code (now ±30 s, each time step once) or an
     * unused recovery code. Opens the session; the first time, enrols the
     * authenticator and returns ten recovery codes, shown this once.
     * 401 OPERATOR_CHALLENGE_EXPIRED, 401 OPERATOR_CODE_INVALID, 423 OPERATOR_LOCKED.
     */
    async signInCode(body: { challenge: string; code?: string; recoveryCode?: string }, meta: RequestMeta) {
      const challengeHash = sha256(body.challenge);
      const pending = await repo.signIn(db, challengeHash);
      if (!pending || pending.expires_at <= now()) throw operatorError("OPERATOR_CHALLENGE_EXPIRED");
      const o0 = await repo.byId(pending.operator_id);
      if (!o0 || o0.disabled_at) throw operatorError("OPERATOR_CHALLENGE_EXPIRED");
      await refuseIfLocked(o0, meta);

      type Outcome =
        | { ok: true; session: { cookie: string; csrf: string; sessionId: string }; o: OperatorRow; recoveryCodes?: string[] }
        | { ok: false; o: OperatorRow; why: string };
      const outcome = await db.transaction(async (tx): Promise<Outcome> => {
        const o = (await repo.lock(tx, pending.operator_id))!;
        // Two code steps racing on one challenge: the second finds it spent.
        if (!(await repo.signIn(tx, challengeHash))) throw operatorError("OPERATOR_CHALLENGE_EXPIRED");
        if (!o.totp_secret) return { ok: false, o, why: "no authenticator key" };
        const secret = box.open(o.totp_secret);
        const enrolling = !o.totp_enrolled_at;
        let step: number | null = null;
        let recoveryHashes: string[] | null = null;
        let via = "totp";
        if (body.code) {
          step = codeStep(secret, body.code, now());
          if (step === null) return { ok: false, o, why: "wrong code" };
          if (o.totp_last_step !== null && BigInt(step) <= o.totp_last_step) return { ok: false, o, why: "code already used" };
        } else if (body.recoveryCode && !enrolling) {
          const h = hashRecoveryCode(body.recoveryCode);
          if (!o.recovery_code_hashes.includes(h)) return { ok: false, o, why: "unknown or used recovery code" };
          recoveryHashes = o.recovery_code_hashes.filter((x) => x !== h);
          via = "recovery code";
        } else {
          return { ok: false, o, why: "no code" };
        }
        await repo.dropSignIn(tx, challengeHash);
        let recoveryCodes: string[] | undefined;
        if (enrolling) {
          const fresh = newRecoveryCodes();
          recoveryCodes = fresh.codes;
          await repo.enrolled(tx, o.id, now(), step!, fresh.hashes);
          await audit.record(tx, {
            operatorId: o.id,
            operatorEmail: o.email,
            action: "operator.totp_enrolled",
            objectType: "operator",
            objectId: o.id,
            after: { totpEnrolled: true, recoveryCodes: fresh.codes.length },
            ip: meta.ip,
          });
        } else {
          await repo.signedIn(tx, o.id, step, recoveryHashes);
        }
        const session = await openSession(tx, o, meta);
        await audit.record(tx, {
          operatorId: o.id,
          operatorEmail: o.email,
          action: "session.signed_in",
          objectType: "operator_session",
          objectId: session.sessionId,
          after: {
            via,
            userAgent: meta.userAgent?.slice(0, 300) ?? null,
            ...(recoveryHashes ? { recoveryCodesLeft: recoveryHashes.length } : {}),
          },
          ip: meta.ip,
        });
        return { ok: true, session, o, recoveryCodes };
      });
      if (!outcome.ok) {
        await fail(outcome.o, "session.sign_in_failed", meta, { step: "code", why: outcome.why });
        throw operatorError("OPERATOR_CODE_INVALID");
      }
      return {
        cookie: outcome.session.cookie,
        answer: {
          operator: identity(outcome.o),
          permissions: permissionsOf(outcome.o.role),
          csrfToken: outcome.session.csrf,
          ...(outcome.recoveryCodes ? { recoveryCodes: outcome.recoveryCodes } : {}),
        },
      };
    },

    /**
     * The operator of a session cookie, or null (unknown, ended, past 12 h, idle
     * past OPERATOR_IDLE_TIMEOUT_MINUTES, or the operator disabled). Refreshes its last call.
     */
    async resolve(cookie: string, ip: string | null): Promise<(OperatorContext & { csrfToken: string }) | null> {
      const at = now();
      const s = await repo.liveSession(sha256(cookie), at, new Date(at.getTime() - idleMs));
      if (!s) return null;
      // One write a few seconds at most, not one per call.
      if (at.getTime() - s.last_seen_at.getTime() > 5_000) await repo.touch(s.id, at);
      return {
        id: s.operator_id,
        email: s.email,
        role: s.role,
        permissions: permissionsOf(s.role),
        sessionId: s.id,
        ip,
        csrfToken: s.csrf_token,
      };
    },

    /** The signed-in operator, their permissions and the session's CSRF token (for a reloaded back office). */
    async me(op: OperatorContext) {
      const csrfToken = await repo.csrfOf(op.sessionId);
      return { operator: identity(op), permissions: permissionsOf(op.role), csrfToken: csrfToken ?? "" };
    },

    /**
     * The signed-in operator changes their own password: the current one is
     * checked (a wrong one counts toward the lockout like a failed sign-in), the
     * new one follows the policy of operator:create. Their other sessions end;
     * this one stays. 403 OPERATOR_PASSWORD_WRONG, 423 OPERATOR_LOCKED,
     * 400 OPERATOR_PASSWORD_WEAK, 409 OPERATOR_PASSWORD_UNCHANGED.
     */
    async changePassword(op: OperatorContext, body: { currentPassword: string; newPassword: string }) {
      const meta = { ip: op.ip, userAgent: null };
      if (!operatorPasswordSchema.safeParse(body.newPassword).success) throw operatorError("OPERATOR_PASSWORD_WEAK");
      const o = await repo.byId(op.id);
      if (!o) throw operatorError("OPERATOR_SESSION_REQUIRED");
      // Locked: no more guesses until it lifts (the count restarted at the lock).
      if (o.locked_until && o.locked_until > now()) throw lockedError(o.locked_until);
      if (!(await verifyPassword(o.password_hash, body.currentPassword))) {
        await fail(o, "operator.password_change_failed", meta, { why: "wrong current password" });
        throw operatorError("OPERATOR_PASSWORD_WRONG");
      }
      if (await verifyPassword(o.password_hash, body.newPassword)) throw operatorError("OPERATOR_PASSWORD_UNCHANGED");
      const passwordHash = await hashPassword(body.newPassword);
      return db.transaction(async (tx) => {
        const locked = await repo.lock(tx, op.id);
        // Changed meanwhile (another tab, an admin): the password checked is no longer the current one.
        if (!locked || locked.password_hash !== o.password_hash) throw operatorError("OPERATOR_PASSWORD_WRONG");
        await repo.setPassword(tx, op.id, passwordHash);
        const sessionsEnded = await repo.endOtherSessionsOf(tx, op.id, op.sessionId, now());
        await audit.record(tx, {
          operatorId: op.id,
          operatorEmail: op.email,
          action: "operator.password_changed",
          objectType: "operator",
          objectId: op.id,
          after: { by: "self", sessionsEnded },
          ip: op.ip,
        });
        return { ok: true as const, sessionsEnded };
      });
    },

    /** Ends the session (audited). */
    async signOut(op: OperatorContext) {
      await db.transaction(async (tx) => {
        await repo.endSession(tx, op.sessionId, now());
        await audit.record(tx, {
          operatorId: op.id,
          operatorEmail: op.email,
          action: "session.signed_out",
          objectType: "operator_session",
          objectId: op.sessionId,
          ip: op.ip,
        });
      });
    },
  };
}

export type OperatorSessions = ReturnType<typeof operatorSessions>;
