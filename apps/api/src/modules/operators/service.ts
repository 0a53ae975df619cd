import { randomBytes } from "node:crypto";
import { type OperatorListItem, operatorPasswordSchema, type Role } from "@casino/contracts/operators";
import type { Clock } from "../../platform/clock.js";
import type { Config } from "../../platform/config.js";
import type { Db } from "../../platform/db.js";
import { hashPassword } from "../../platform/password.js";
import { type AuditTrail, auditTrail } from "./audit.js";
import { operatorError } from "./errors.js";
import type { OperatorContext } from "./policies.js";
import { type OperatorRow, operatorsRepository } from "./repository.js";
import { operatorSessions } from "./sessions.js";
import { secretBox } from "./totp.js";

export interface OperatorsDeps {
  db: Db;
  clock: Clock;
  config: Config;
}

/** Who acts on an operator account: a signed-in admin, or the command line (`npm run ops`). */
export type Actor = Pick<OperatorContext, "id" | "email" | "ip"> | { id: null; email: string; ip: string | null };

const present = (o: OperatorRow): OperatorListItem => ({
  id: o.id,
  email: o.email,
  role: o.role,
  totpEnrolled: o.totp_enrolled_at !== null,
  lockedUntil: o.locked_until?.toISOString() ?? null,
  disabledAt: o.disabled_at?.toISOString() ?? null,
  createdAt: o.created_at.toISOString(),
  lastSeenAt: o.last_seen_at?.toISOString() ?? null,
});

/** The state of an account the audit trail keeps before and after a change (never a secret). */
const snapshot = (o: OperatorRow) => ({
  email: o.email,
  role: o.role,
  totpEnrolled: o.totp_enrolled_at !== null,
  disabled: o.disabled_at !== null,
});

/** A readable one-time password (about 95 bits). */
const oneTimePassword = () => randomBytes(18).toString("base64url");

/**
 * Operator accounts (issue 10 §1): sign-in with password and TOTP, cookie
 * sessions, and what admins do to accounts. Every change is audited in its
 * own transaction.
 */
export function operatorsService(deps: OperatorsDeps & { audit?: AuditTrail }) {
  const { db, clock, config } = deps;
  const repo = operatorsRepository(db);
  const audit = deps.audit ?? auditTrail(deps);
  const sessions = operatorSessions({ db, clock, config, repo, audit });
  const box = secretBox(config.OPERATOR_SECRET_KEY);

  /** Locks the account an admin changes; 404 OPERATOR_NOT_FOUND, 409 OPERATOR_SELF_CHANGE. */
  async function target(tx: Db, actor: Actor, id: string) {
    const o = await repo.lock(tx, id);
    if (!o) throw operatorError("OPERATOR_NOT_FOUND");
    if (actor.id === o.id) throw operatorError("OPERATOR_SELF_CHANGE");
    return o;
  }

  /**
   * An admin's change to another account, in one transaction: lock it, `write`,
   * audit the state before and after (plus whatever `write` adds to either), answer the account.
   */
  async function changeAccount(
    actor: Actor,
    id: string,
    action: string,
    reason: string,
    write: (tx: Db, o: OperatorRow) => Promise<{ before?: object; after?: object }>,
  ) {
    return db.transaction(async (tx) => {
      const o = await target(tx, actor, id);
      const extra = await write(tx, o);
      const after = (await repo.byId(id, tx))!;
      await audit.record(tx, {
        operatorId: actor.id,
        operatorEmail: actor.email,
        action,
        objectType: "operator",
        objectId: id,
        before: { ...snapshot(o), ...extra.before },
        after: { ...snapshot(after), ...extra.after },
        reason,
        ip: actor.ip,
      });
      return { operator: present(after) };
    });
  }

  return {
    ...sessions,
    audit,

    async list() {
      return { operators: (await repo.list()).map(present) };
    },

    /**
     * Creates an operator with a role; without a password, generates one and
     * returns it once. The authenticator is enrolled at the first sign-in.
     * 409 OPERATOR_EMAIL_TAKEN.
     */
    async create(actor: Actor, body: { email: string; role: Role; password?: string; reason?: string }) {
      const password = body.password ?? oneTimePassword();
      const passwordHash = await hashPassword(password);
      return db.transaction(async (tx) => {
        const row = await repo.insert(tx, { email: body.email, passwordHash, role: body.role });
        if (!row) throw operatorError("OPERATOR_EMAIL_TAKEN");
        const o = (await repo.byId(row.id, tx))!;
        await audit.record(tx, {
          operatorId: actor.id,
          operatorEmail: actor.email,
          action: "operator.created",
          objectType: "operator",
          objectId: o.id,
          after: snapshot(o),
          reason: body.reason ?? null,
          ip: actor.ip,
        });
        return { operator: present(o), ...(body.password ? {} : { password }) };
      });
    },

    /** 404 OPERATOR_NOT_FOUND, 409 OPERATOR_SELF_CHANGE. The operator's sessions end (their menus change). */
    async changeRole(actor: Actor, id: string, role: Role, reason: string) {
      return changeAccount(actor, id, "operator.role_changed", reason, async (tx) => {
        await repo.setRole(tx, id, role);
        await repo.endSessionsOf(tx, id, clock.now());
        return {};
      });
    },

    /** Disables the account and ends its sessions at once. 404, 409 OPERATOR_SELF_CHANGE. */
    async disable(actor: Actor, id: string, reason: string) {
      return changeAccount(actor, id, "operator.disabled", reason, async (tx, o) => {
        if (!o.disabled_at) await repo.disable(tx, id, clock.now());
        const ended = await repo.endSessionsOf(tx, id, clock.now());
        return { after: { sessionsEnded: ended } };
      });
    },

    /** Enables a disabled (or locked) operator again: they sign in as before. 404, 409 OPERATOR_SELF_CHANGE. */
    async enable(actor: Actor, id: string, reason: string) {
      return changeAccount(actor, id, "operator.enabled", reason, async (tx, o) => {
        await repo.enable(tx, id);
        return { before: { lockedUntil: o.locked_until } };
      });
    },

    /**
     * Forgets the authenticator and the recovery codes (a lost phone): the
     * operator enrols again at the next sign-in; their sessions end. 404, 409.
     */
    async resetTotp(actor: Actor, id: string, reason: string) {
      return changeAccount(actor, id, "operator.totp_reset", reason, async (tx) => {
        await repo.resetTotp(tx, id);
        await repo.endSessionsOf(tx, id, clock.now());
        return {};
      });
    },

    /**
     * Sets a new password for another operator who forgot theirs (lifts a
     * lockout too); their sessions end. Admins change their own under
     * POST /operator/v1/session/password. 400 OPERATOR_PASSWORD_WEAK, 404, 409 OPERATOR_SELF_CHANGE.
     */
    async setPassword(actor: Actor, id: string, newPassword: string, reason: string) {
      if (actor.id === id) {
        throw operatorError("OPERATOR_SELF_CHANGE", {}, "Change your own password with your current one (Change password).");
      }
      if (!operatorPasswordSchema.safeParse(newPassword).success) throw operatorError("OPERATOR_PASSWORD_WEAK");
      const passwordHash = await hashPassword(newPassword);
      return db.transaction(async (tx) => {
        const o = await target(tx, actor, id);
        await repo.setPassword(tx, id, passwordHash);
        const sessionsEnded = await repo.endSessionsOf(tx, id, clock.now());
        const after = (await repo.byId(id, tx))!;
        await audit.record(tx, {
          operatorId: actor.id,
          operatorEmail: actor.email,
          action: "operator.password_set",
          objectType: "operator",
          objectId: id,
          before: { ...snapshot(o), lockedUntil: o.locked_until },
          after: { ...snapshot(after), sessionsEnded },
          reason,
          ip: actor.ip,
        });
        return { operator: present(after) };
      });
    },

    /**
     * Demo and tests: an operator whose authenticator is already enrolled with a
     * known key. Idempotent by e-mail (an existing account is left as it is).
     */
    async ensureEnrolled(o: { email: string; role: Role; password: string; totpSecret: string }) {
      const existing = await repo.byEmail(o.email);
      if (existing) return { id: existing.id, created: false };
      const passwordHash = await hashPassword(o.password);
      return db.transaction(async (tx) => {
        const row = await repo.insert(tx, {
          email: o.email,
          passwordHash,
          role: o.role,
          totpSecret: box.seal(o.totpSecret),
          enrolledAt: clock.now(),
        });
        if (!row) return { id: (await repo.byEmail(o.email, tx))!.id, created: false };
        await audit.record(tx, {
          operatorId: null,
          operatorEmail: "demo-data",
          action: "operator.created",
          objectType: "operator",
          objectId: row.id,
          after: { email: o.email, role: o.role, totpEnrolled: true, disabled: false },
          reason: "demo data",
        });
        return { id: row.id, created: true };
      });
    },
  };
}

export type OperatorsService = ReturnType<typeof operatorsService>;
