import { type CodeSent, emailSchema, type RecoveryMethod, type RecoveryValidated } from "@casino/contracts/access";
import type { Clock } from "../../platform/clock.js";
import type { Config } from "../../platform/config.js";
import type { Db } from "../../platform/db.js";
import { badRequest } from "../../platform/errors.js";
import { hashPassword } from "../../platform/password.js";
import type { CaptchaService } from "../captcha/service.js";
import type { DeliveryService } from "../delivery/service.js";
import type { SessionService } from "../session/service.js";
import { invalidCode } from "../verification/errors.js";
import type { VerificationService } from "../verification/service.js";
import { onlyEmailOrPhone, recoveryNoRetries } from "./errors.js";
import { toE164 } from "./identity.js";
import { accountsRepository } from "./repository.js";
import { CODE_TRIES, MAX_SENDS, REGISTRATION_LINK_TTL_SECONDS, RESEND_AFTER_SECONDS, SMS_CODE_TTL_SECONDS } from "./service.js";

/** Recovery requests one e-mail or phone may make per hour; past it, 423 (no retries). */
export const MAX_RECOVERIES_PER_HOUR = 5;
/** After a correct code the player has this long to choose the new password. */
export const UPDATE_WINDOW_SECONDS = 15 * 60;

const purposeOf = (method: RecoveryMethod) => `recovery-${method}`;

/**
 * Password recovery by e-mail (link) or phone (SMS code). An identifier that
 * belongs to nobody is answered exactly like a known one (a token is issued,
 * nothing is sent), so the answers never tell who has an account.
 */
export function recoveryService(deps: {
  config: Config;
  db: Db;
  clock: Clock;
  captcha: CaptchaService;
  delivery: DeliveryService;
  verification: VerificationService;
  session: SessionService;
}) {
  const repo = accountsRepository(deps.db);
  const now = () => deps.clock.now();
  const ttlOf = (method: RecoveryMethod) => (method === "email" ? REGISTRATION_LINK_TTL_SECONDS : SMS_CODE_TTL_SECONDS);

  async function deliver(method: RecoveryMethod, to: string, locale: string, token: string, code: string) {
    if (method === "email") {
      await deps.delivery.sendEmail({
        to,
        locale,
        template: "recovery",
        vars: {
          code,
          link: `${deps.config.publicUrl}/${locale}/recovery/validate/${token}/${code}`,
          minutes: REGISTRATION_LINK_TTL_SECONDS / 60,
        },
      });
    } else {
      await deps.delivery.sendSms({ to, locale, template: "recovery", vars: { code, minutes: SMS_CODE_TTL_SECONDS / 60 } });
    }
  }

  function subjectOf(method: RecoveryMethod, identifier: string): string {
    if (method === "email") {
      const e = emailSchema.safeParse(identifier);
      if (!e.success) throw onlyEmailOrPhone();
      return e.data.toLowerCase();
    }
    const phone = toE164(identifier);
    if (!phone) throw onlyEmailOrPhone();
    return phone;
  }

  const sent = (token: string, ttl: number): CodeSent => ({ token, ttl, timeOut: RESEND_AFTER_SECONDS });

  return {
    async start(
      method: RecoveryMethod,
      identifier: string,
      recaptchaToken: string | undefined,
      locale: string,
    ): Promise<CodeSent> {
      await deps.captcha.verify(recaptchaToken);
      const subject = subjectOf(method, identifier);
      const purpose = purposeOf(method);
      if ((await deps.verification.recentCount(purpose, subject, 3600)) >= MAX_RECOVERIES_PER_HOUR) throw recoveryNoRetries();
      const player = method === "email" ? await repo.byEmail(subject) : await repo.byPhone(subject);
      const issued = await deps.verification.issue({
        purpose,
        subject,
        ttlSeconds: ttlOf(method),
        tries: CODE_TRIES,
        payload: { playerId: player?.id ?? null, locale: player?.language ?? locale },
      });
      if (player)
        await deliver(
          method,
          method === "email" ? (player.email ?? subject) : subject,
          player.language || locale,
          issued.token,
          issued.code,
        );
      return sent(issued.token, issued.ttl);
    },

    async resend(method: RecoveryMethod, token: string): Promise<CodeSent> {
      const purpose = purposeOf(method);
      const again = await deps.verification.resend(purpose, token, {
        ttlSeconds: ttlOf(method),
        tries: CODE_TRIES,
        minIntervalSeconds: RESEND_AFTER_SECONDS,
        maxSends: MAX_SENDS,
      });
      const playerId = again.payload.playerId as string | null;
      const player = playerId ? await repo.byId(playerId) : undefined;
      if (player) {
        const to = method === "email" ? (player.email ?? again.subject) : again.subject;
        await deliver(method, to, player.language, again.token, again.code);
      }
      return sent(again.token, again.ttl);
    },

    /** The code is right: the same token now allows one password update within the update window. */
    async validate(method: RecoveryMethod, token: string, code: string): Promise<RecoveryValidated> {
      const v = await deps.verification.verify(purposeOf(method), token, code, UPDATE_WINDOW_SECONDS);
      if (!v.payload.playerId) throw invalidCode(0);
      return { token, passwordGenerated: false };
    },

    /** Sets the new password and ends every session of the player. */
    async update(method: RecoveryMethod, token: string, code: string | undefined, passwordNew: string) {
      if (method === "phone-number" && !code) throw badRequest("INVALID_CODE", "The code is required.", { triesLeft: 0 });
      const v = await deps.verification.completeVerified(purposeOf(method), token, code);
      const playerId = v.payload.playerId as string | null;
      if (!playerId) throw invalidCode(0);
      await repo.setPassword(playerId, await hashPassword(passwordNew), now());
      // The player proved they own this contact: an unconfirmed registration becomes confirmed.
      if (method === "email") await repo.confirmEmail(playerId, now());
      else await repo.confirmPhone(playerId, now());
      await deps.session.endOthers(playerId);
      return { status: "changed" as const };
    },
  };
}

export type RecoveryService = ReturnType<typeof recoveryService>;
