import { createChallenge, extractParams, verifySolution } from "altcha-lib/v1";
import type { Challenge } from "altcha-lib/v1/types";
import type { Clock } from "../../platform/clock.js";
import type { Config } from "../../platform/config.js";
import type { Db } from "../../platform/db.js";
import { captchaExpired, captchaInvalid, captchaRequired, captchaUsed } from "./errors.js";
import { captchaRepository } from "./repository.js";

/** How long a challenge may be solved and sent. */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;
/** Upper bound of the secret number: about a second of hashing in a browser. */
export const CHALLENGE_MAX_NUMBER = 50_000;

/**
 * Self-hosted proof of work (ALTCHA protocol v1, what the `altcha` 2.x widget
 * speaks). The web solves a challenge and sends the base64 payload as
 * `recaptchaToken`; each solution is accepted once.
 */
export function captchaService(deps: { config: Config; db: Db; clock: Clock }) {
  const repo = captchaRepository(deps.db);
  const key = deps.config.CAPTCHA_HMAC_KEY;
  let purgedAt = 0;

  return {
    enabled: !deps.config.CAPTCHA_DISABLED,

    async challenge(): Promise<Challenge> {
      return createChallenge({
        hmacKey: key,
        maxnumber: CHALLENGE_MAX_NUMBER,
        expires: new Date(deps.clock.now().getTime() + CHALLENGE_TTL_MS),
      });
    },

    /** Throws a 400 unless the token is a valid, unexpired, never-used solution. Skipped when CAPTCHA_DISABLED. */
    async verify(token: string | undefined | null): Promise<void> {
      if (deps.config.CAPTCHA_DISABLED) return;
      if (!token) throw captchaRequired();
      let payload: { algorithm: string; challenge: string; number: number; salt: string; signature: string };
      try {
        payload = JSON.parse(Buffer.from(token, "base64").toString("utf8"));
      } catch {
        throw captchaInvalid();
      }
      if (!payload || typeof payload !== "object" || typeof payload.signature !== "string" || typeof payload.salt !== "string") {
        throw captchaInvalid();
      }
      const ok = await verifySolution(payload as Parameters<typeof verifySolution>[0], key, false).catch(() => false);
      if (!ok) throw captchaInvalid();
      const expires = Number(extractParams(payload as Parameters<typeof extractParams>[0]).expires);
      const now = deps.clock.now();
      if (!Number.isFinite(expires) || expires * 1000 <= now.getTime()) throw captchaExpired();
      if (!(await repo.markUsed(payload.signature, new Date(expires * 1000)))) throw captchaUsed();
      if (now.getTime() - purgedAt > 60_000) {
        purgedAt = now.getTime();
        await repo.purgeExpired(now);
      }
    },
  };
}

export type CaptchaService = ReturnType<typeof captchaService>;
