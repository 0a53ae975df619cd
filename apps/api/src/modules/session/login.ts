import { correctLegacyAccountId, identifierKind, type LoginResponse, type SessionScope } from "@casino/contracts/access";
import type { Clock } from "../../platform/clock.js";
import type { Db } from "../../platform/db.js";
import { hashPassword, verifyPassword } from "../../platform/password.js";
import { toE164 } from "../accounts/identity.js";
import type { CaptchaService } from "../captcha/service.js";
import type { ProfileService } from "../profile/service.js";
import { excluded } from "../protection/limits.js";
import {
  accountLocked,
  addressThrottled,
  alreadyConfirmed,
  invalidCredentials,
  notConfirmed,
  notSelfExcluded,
  selfExcluded,
} from "./errors.js";
import { type LoginRow, loginRepository } from "./login-repository.js";
import type { SessionService } from "./service.js";

/** Failed logins one account may take per hour; past it every login of that account is refused for a while. */
export const MAX_ACCOUNT_FAILURES_PER_HOUR = 100;
/**
 * Failed logins one account may take in 15 minutes, from any addresses together: past it even the right
 * password is refused (the same 401) until the window moves on, so guessing from many addresses gains nothing.
 */
export const MAX_ACCOUNT_FAILURES_PER_15_MIN = 10;
/** Failed logins one address may make in 15 minutes before it is throttled (503). */
export const MAX_ADDRESS_FAILURES_PER_15_MIN = 30;

export interface LoginInput {
  username?: string;
  identifier?: string;
  password: string;
  recaptchaToken?: string;
}

/**
 * Login by e-mail, phone or account id. Every refusal before the password is
 * proven is the same 401, with the same work done (a password hash is always
 * checked), so answers never tell whether an account exists.
 */
export function loginService(deps: {
  db: Db;
  clock: Clock;
  session: SessionService;
  captcha: CaptchaService;
  profile: ProfileService;
}) {
  const repo = loginRepository(deps.db);
  const now = () => deps.clock.now();
  let decoy: Promise<string> | undefined;
  const decoyHash = () => {
    decoy ??= hashPassword("not-a-player-password");
    return decoy;
  };

  async function find(raw: string): Promise<{ row: LoginRow | undefined; corrected?: string }> {
    const kind = identifierKind(raw);
    if (kind === "email") return { row: await repo.byEmail(raw.trim()) };
    if (kind === "phone") {
      const e164 = toE164(raw);
      const row = e164 ? await repo.byPhone(e164) : undefined;
      if (row) return { row };
    }
    const corrected = correctLegacyAccountId(raw);
    return { row: await repo.byCustomerId(corrected ?? raw.trim()), corrected: corrected ?? undefined };
  }

  /** Why a proven player may not log in: LOCKED, NOT_CONFIRMED or SE (cool-down, self-exclusion), in that order. */
  function restriction(p: LoginRow) {
    if (p.status === "LOCKED") return accountLocked();
    if (p.status === "PENDING") return notConfirmed();
    if (p.self_exclusion_type && excluded(p.self_exclusion_type, p.self_exclusion_expires, now())) {
      return selfExcluded(p.self_exclusion_type, p.self_exclusion_expires);
    }
    if (p.status !== "ACTIVE") return accountLocked();
    return null;
  }

  async function openSession(
    playerId: string,
    fingerprint: string | null,
    extra: { correctedUsername?: string; ip?: string | null; scope?: SessionScope } = {},
  ) {
    const row = await repo.byId(playerId);
    if (!row) throw invalidCredentials();
    const scope = extra.scope ?? "FULL";
    const s = await deps.session.startPlayable(row.id, fingerprint, extra.ip ?? null, scope);
    if (!s) {
      // locked or excluded since the login's checks: refused as the next login would be
      const now = await repo.byId(playerId);
      throw (now && restriction(now)) ?? accountLocked();
    }
    // A withdrawal-only session is not the player's first login, and has no message channel.
    const first = scope === "FULL" && (await repo.markFirstLogin(row.id, now()));
    const { data } = await deps.profile.details(row.id);
    const channel: Record<string, string> =
      scope === "FULL" ? { MESSAGE_CHANNEL_PASSWORD: deps.session.channelPassword(s.sessionId) } : {};
    const response: LoginResponse = {
      token: s.token,
      expires: s.expires.toISOString(),
      customer: {
        id: row.id,
        customerId: row.customer_id,
        email: row.email,
        phone: row.phone,
        currency: row.currency,
        country: row.country,
        language: row.language,
        emailVerified: Boolean(row.email_verified_at),
        phoneVerified: Boolean(row.phone_verified_at),
        registrationDate: row.created_at.toISOString(),
      },
      // The spec's message-channel password rides in the login details.
      details: { ...(data as Record<string, string>), ...channel },
      presentInitialBonuses: first,
      ...(extra.correctedUsername ? { correctedUsername: extra.correctedUsername } : {}),
      ...(scope === "WITHDRAWAL" ? { scope } : {}),
    };
    return response;
  }

  async function accountLockedOut(playerId: string, at: Date) {
    const t = at.getTime();
    const lastHour = await repo.failuresOfPlayerSince(playerId, new Date(t - 3_600_000));
    if (lastHour >= MAX_ACCOUNT_FAILURES_PER_HOUR) return true;
    if (lastHour < MAX_ACCOUNT_FAILURES_PER_15_MIN) return false;
    return (await repo.failuresOfPlayerSince(playerId, new Date(t - 15 * 60_000))) >= MAX_ACCOUNT_FAILURES_PER_15_MIN;
  }

  /** The login's checks up to the password (captcha, throttles, lockout): the player it proves, or a refusal. */
  async function proven(input: LoginInput, ctx: { ip: string; fingerprint: string | null }) {
    await deps.captcha.verify(input.recaptchaToken);
    const at = now();
    if ((await repo.failuresOfIpSince(ctx.ip, new Date(at.getTime() - 15 * 60_000))) >= MAX_ADDRESS_FAILURES_PER_15_MIN) {
      throw addressThrottled();
    }
    const { row, corrected } = await find(input.username ?? input.identifier ?? "");
    const tooMany = row !== undefined && (await accountLockedOut(row.id, at));
    const ok = await verifyPassword(row && !tooMany ? row.password_hash : await decoyHash(), input.password);
    if (!row || tooMany || !ok) {
      await repo.recordFailure(row?.id ?? null, ctx.ip, at, ctx.fingerprint);
      throw invalidCredentials();
    }
    return { row, corrected };
  }

  return {
    async login(input: LoginInput, ctx: { ip: string; fingerprint: string | null }): Promise<LoginResponse> {
      const { row, corrected } = await proven(input, ctx);
      const refused = restriction(row);
      if (refused) throw refused;
      return openSession(row.id, ctx.fingerprint, { correctedUsername: corrected, ip: ctx.ip });
    },

    /**
     * The withdrawal-only login of a player in a cool-down or self-exclusion (login's 403 SE): the login's own
     * checks and refusals (401, throttles, LOCKED, NOT_CONFIRMED), then a session of scope WITHDRAWAL, short-lived,
     * that only the cashier's withdrawal calls, the balance, the profile they need and logout accept.
     * NOT_SELF_EXCLUDED (409) for a player free to log in: the ordinary login is theirs.
     */
    async loginForWithdrawal(input: LoginInput, ctx: { ip: string; fingerprint: string | null }): Promise<LoginResponse> {
      const { row, corrected } = await proven(input, ctx);
      const refused = restriction(row);
      if (!refused) throw notSelfExcluded();
      if (refused.extra.type !== "SE") throw refused;
      return openSession(row.id, ctx.fingerprint, { correctedUsername: corrected, ip: ctx.ip, scope: "WITHDRAWAL" });
    },

    /**
     * A registration not confirmed yet, proven by its login and password (the login's own checks): the player
     * it is, for sending the confirmation again. ALREADY_CONFIRMED for any other account.
     */
    async pendingRegistration(input: LoginInput, ctx: { ip: string; fingerprint: string | null }): Promise<string> {
      const { row } = await proven(input, ctx);
      if (row.status !== "PENDING") throw alreadyConfirmed();
      return row.id;
    },

    /** Logs a player in after a confirmation that proved them (phone or e-mail registration). */
    openSession,

    async setLanguage(playerId: string, language: string) {
      await repo.setLanguage(playerId, language);
    },
  };
}

export type LoginService = ReturnType<typeof loginService>;
