import { countryByIso3 } from "@casino/contracts/countries";
import { PHONE_CONFIRMATION_SECONDS } from "@casino/contracts/site";
import type { Clock } from "../../platform/clock.js";
import type { Config } from "../../platform/config.js";
import type { Db } from "../../platform/db.js";
import { withdrawalSessionOnly } from "../../platform/request-context.js";
import { toE164 } from "../accounts/identity.js";
import type { CaptchaService } from "../captcha/service.js";
import type { DeliveryService } from "../delivery/service.js";
import type { VerificationService } from "../verification/service.js";
import { presentDetails } from "./details.js";
import { isEmail } from "./email.js";
import {
  alreadyVerified,
  deliveryFailed,
  emailAlreadyConfirmed,
  emailOccupied,
  invalidEmail,
  invalidPhone,
  notYourToken,
  phoneOccupied,
  playerGone,
} from "./errors.js";
import { type PlayerProfileRow, profileRepository } from "./repository.js";

export const CONTACT_PHONE_PURPOSE = "contact-phone";
export const CONTACT_EMAIL_PURPOSE = "contact-email";
/** The e-mail link lives an hour (the spec's "link lifetime 1"). */
export const EMAIL_LINK_SECONDS = 3600;
/** Codes a player may ask for per hour and contact kind. */
export const CONTACT_CODES_PER_HOUR = 6;
const WRONG_CODE_TRIES = 5;

export interface ContactDeps {
  config: Config;
  db: Db;
  clock: Clock;
  captcha: CaptchaService;
  verification: VerificationService;
  delivery: DeliveryService;
}

const isUniqueViolation = (err: unknown) => (err as { code?: string }).code === "23505";

/** Adding a phone (SMS code) or an e-mail (link) to the player's own profile. */
export function contactService(deps: ContactDeps) {
  const repo = profileRepository(deps.db);

  async function load(playerId: string): Promise<PlayerProfileRow> {
    const row = await repo.find(playerId);
    if (!row) throw playerGone();
    return row;
  }

  async function sendEmailLink(row: PlayerProfileRow, email: string, token: string, code: string) {
    const link = `${deps.config.publicUrl}/${row.language}/details/validate/${encodeURIComponent(token)}/${code}`;
    const sent = await deps.delivery.sendEmail({
      to: email,
      locale: row.language,
      template: "contact",
      vars: { link, code, minutes: Math.round(EMAIL_LINK_SECONDS / 60) },
    });
    if (sent.status === "failed") throw deliveryFailed();
  }

  return {
    /** Sends a code to the new phone (or to the stored, unconfirmed one when none is given). */
    async sendPhoneCode(playerId: string, input: { phoneNumber?: string; recaptchaToken?: string }, fillOnly = false) {
      await deps.captcha.verify(input.recaptchaToken);
      const row = await load(playerId);
      const verified = row.details.CONTACT_PHONE_VERIFIED === "true";
      // A withdrawal-only session adds a missing phone; it never replaces a confirmed one (a login and recovery channel).
      if (fillOnly && verified) throw withdrawalSessionOnly();
      const wanted = input.phoneNumber ?? (verified ? undefined : (row.phone ?? undefined));
      if (!wanted) throw invalidPhone();
      const phone = toE164(wanted, countryByIso3(row.country)?.alpha2);
      if (!phone) throw invalidPhone();
      if (phone === row.phone && verified) throw alreadyVerified("CONTACT_PHONE");
      const holder = await repo.playerWithPhone(phone);
      if (holder && holder.id !== playerId) throw phoneOccupied();

      const issued = await deps.verification.issue({
        purpose: CONTACT_PHONE_PURPOSE,
        subject: playerId,
        ttlSeconds: PHONE_CONFIRMATION_SECONDS,
        tries: WRONG_CODE_TRIES,
        maxPerHour: CONTACT_CODES_PER_HOUR,
        payload: { phone },
      });
      const sent = await deps.delivery.sendSms({
        to: phone,
        locale: row.language,
        template: "contact",
        vars: { code: issued.code, minutes: Math.round(PHONE_CONFIRMATION_SECONDS / 60) },
      });
      if (sent.status === "failed") throw deliveryFailed();
      return { token: issued.token, ttl: issued.ttl };
    },

    /** Checks the SMS code; the phone joins the profile as confirmed. */
    async confirmPhone(playerId: string, token: string, code: string) {
      const pending = await deps.verification.peek(CONTACT_PHONE_PURPOSE, token);
      if (pending.subject !== playerId) throw notYourToken();
      const used = await deps.verification.consume(CONTACT_PHONE_PURPOSE, token, code);
      const phone = String(used.payload.phone);
      const holder = await repo.playerWithPhone(phone);
      if (holder && holder.id !== playerId) throw phoneOccupied();
      try {
        await repo.setVerifiedPhone(playerId, phone);
      } catch (err) {
        if (isUniqueViolation(err)) throw phoneOccupied();
        throw err;
      }
      return presentDetails(await load(playerId));
    },

    /** Sends a confirmation link (with its code) to the new e-mail address. */
    async sendEmailLink(playerId: string, input: { email?: string; recaptchaToken?: string }, fillOnly = false) {
      await deps.captcha.verify(input.recaptchaToken);
      const row = await load(playerId);
      // A withdrawal-only session adds a missing e-mail; it never replaces one (a login and recovery channel).
      if (fillOnly && row.email) throw withdrawalSessionOnly();
      const email = input.email?.trim().toLowerCase();
      if (!email) {
        if (row.email) throw emailAlreadyConfirmed();
        throw invalidEmail();
      }
      if (!isEmail(email)) throw invalidEmail();
      if (row.email?.toLowerCase() === email) throw emailAlreadyConfirmed();
      const holder = await repo.playerWithEmail(email);
      if (holder && holder.id !== playerId) throw emailOccupied();

      const issued = await deps.verification.issue({
        purpose: CONTACT_EMAIL_PURPOSE,
        subject: playerId,
        ttlSeconds: EMAIL_LINK_SECONDS,
        tries: WRONG_CODE_TRIES,
        maxPerHour: CONTACT_CODES_PER_HOUR,
        payload: { email },
      });
      await sendEmailLink(row, email, issued.token, issued.code);
      return { timeOut: issued.ttl, token: issued.token };
    },

    /** A fresh link behind the same token (at most every 30 s, 5 sends). */
    async resendEmailLink(token: string, playerId: string | null) {
      const pending = await deps.verification.peek(CONTACT_EMAIL_PURPOSE, token).catch(() => null);
      if (pending && playerId && pending.subject !== playerId) throw notYourToken();
      const again = await deps.verification.resend(CONTACT_EMAIL_PURPOSE, token, {
        ttlSeconds: EMAIL_LINK_SECONDS,
        tries: WRONG_CODE_TRIES,
        minIntervalSeconds: 30,
        maxSends: 5,
      });
      const row = await load(again.subject);
      await sendEmailLink(row, String(again.payload.email), again.token, again.code);
      return { timeOut: again.ttl, token: again.token };
    },

    /** The link was opened: the address becomes the player's contact (and login) e-mail. */
    async confirmEmail(token: string, code: string) {
      const used = await deps.verification.consume(CONTACT_EMAIL_PURPOSE, token, code);
      const email = String(used.payload.email);
      const holder = await repo.playerWithEmail(email);
      if (holder && holder.id !== used.subject) throw emailOccupied();
      try {
        await repo.setEmail(used.subject, email);
      } catch (err) {
        if (isUniqueViolation(err)) throw emailOccupied();
        throw err;
      }
      return { status: "success" as const, email };
    },
  };
}

export type ContactService = ReturnType<typeof contactService>;
