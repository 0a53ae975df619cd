import type { CodeSent, OneClickResponse } from "@casino/contracts/access";
import { countryByIso3 } from "@casino/contracts/countries";
import type { Clock } from "../../platform/clock.js";
import type { Config } from "../../platform/config.js";
import type { Db } from "../../platform/db.js";
import { hashPassword } from "../../platform/password.js";
import type { CaptchaService } from "../captcha/service.js";
import type { DeliveryService } from "../delivery/service.js";
import type { LoginService } from "../session/login.js";
import { ACCOUNT_CURRENCIES } from "../site/service.js";
import { invalidToken } from "../verification/errors.js";
import type { VerificationService } from "../verification/service.js";
import { seedAccessDemo } from "./demo.js";
import { emailInUse, invalidPhone, phoneInUse, unknownCountry, unknownPromoCode, unsupportedCurrency } from "./errors.js";
import { newCustomerId, newPassword, toE164 } from "./identity.js";
import { type AccountRow, accountsRepository, type NewPlayer } from "./repository.js";

/** The e-mail link of a registration stays valid this long (spec: lifetime "1"; we read one hour). */
export const REGISTRATION_LINK_TTL_SECONDS = 3600;
/** An SMS code stays valid this long (the spec's 120 s confirmation timer). */
export const SMS_CODE_TTL_SECONDS = 120;
/** Seconds before a code may be sent again. */
export const RESEND_AFTER_SECONDS = 30;
/** Sends of one code (first one included) before resending answers 423. */
export const MAX_SENDS = 5;
export const CODE_TRIES = 5;

export const PURPOSE = {
  registrationEmail: "registration-email",
  registrationPhone: "registration-phone",
} as const;

export interface RequestCtx {
  locale: string;
  fingerprint: string | null;
  /** The client's address, kept with the session it opens (login history). */
  ip?: string | null;
}

interface RegistrationBase {
  country: string;
  currency?: string;
  promocode?: string;
  recaptchaToken?: string;
}

const isUniqueViolation = (err: unknown, index: string) => {
  const e = err as { code?: string; constraint?: string; message?: string };
  return e?.code === "23505" && (e.constraint === index || (e.message ?? "").includes(index));
};

/** Registration by e-mail, by phone and in one click (accounts spec §3–§5, §8). */
export function accountsService(deps: {
  config: Config;
  db: Db;
  clock: Clock;
  captcha: CaptchaService;
  delivery: DeliveryService;
  verification: VerificationService;
  login: LoginService;
}) {
  const repo = accountsRepository(deps.db);
  const now = () => deps.clock.now();

  /** Country must exist; currency defaults to the country's when we offer it, else EUR. */
  function place(country: string, currency: string | undefined) {
    const c = countryByIso3(country);
    if (!c) throw unknownCountry();
    const offered = ACCOUNT_CURRENCIES as readonly string[];
    if (currency !== undefined) {
      if (!offered.includes(currency)) throw unsupportedCurrency();
      return { country: c.ISO_3, alpha2: c.alpha2, currency };
    }
    return { country: c.ISO_3, alpha2: c.alpha2, currency: offered.includes(c.currency_code) ? c.currency_code : "EUR" };
  }

  async function promo(code: string | undefined) {
    if (!code) return null;
    const known = await repo.promoCodeExists(code);
    if (!known) throw unknownPromoCode();
    return known;
  }

  /** A contact already registered refuses, unless it belongs to a registration left unconfirmed past its time. */
  async function takeOver(existing: AccountRow | undefined, refuse: () => Error) {
    if (!existing) return;
    if (existing.status === "PENDING" && existing.pending_until && existing.pending_until.getTime() < now().getTime()) {
      await repo.dropStalePending(existing.id, now());
      return;
    }
    throw refuse();
  }

  async function insert(p: Omit<NewPlayer, "customerId" | "now">, index: string, refuse: () => Error) {
    for (let attempt = 0; attempt < 10; attempt++) {
      const customerId = newCustomerId();
      let id: string | null;
      try {
        id = await repo.insert({ ...p, customerId, now: now() });
      } catch (err) {
        if (isUniqueViolation(err, index)) throw refuse();
        throw err;
      }
      if (id) return { id, customerId };
    }
    throw new Error("could not draw a free customer id");
  }

  const link = (locale: string, path: string) => `${deps.config.publicUrl}/${locale}/${path}`;

  async function mailRegistration(to: string, locale: string, token: string, code: string) {
    await deps.delivery.sendEmail({
      to,
      locale,
      template: "registration",
      vars: { code, link: link(locale, `registration/validate/${token}/${code}`), minutes: REGISTRATION_LINK_TTL_SECONDS / 60 },
    });
  }

  async function smsRegistration(to: string, locale: string, code: string) {
    await deps.delivery.sendSms({ to, locale, template: "registration", vars: { code, minutes: SMS_CODE_TTL_SECONDS / 60 } });
  }

  const sent = (token: string, ttl: number): CodeSent => ({ token, ttl, timeOut: RESEND_AFTER_SECONDS });

  return {
    /** Demo data of `npm start`: the demo player and promo code. */
    seedDemo: () => seedAccessDemo(deps.db),

    async registerEmail(body: RegistrationBase & { email: string; password: string }, ctx: RequestCtx): Promise<CodeSent> {
      await deps.captcha.verify(body.recaptchaToken);
      const where = place(body.country, body.currency);
      const promoCode = await promo(body.promocode);
      const email = body.email.trim();
      await takeOver(await repo.byEmail(email), emailInUse);
      const passwordHash = await hashPassword(body.password);
      const { id } = await insert(
        {
          email,
          phone: null,
          passwordHash,
          currency: where.currency,
          country: where.country,
          language: ctx.locale,
          method: "email",
          status: "PENDING",
          pendingUntil: new Date(now().getTime() + REGISTRATION_LINK_TTL_SECONDS * 1000),
          promoCode,
        },
        "players_email_key",
        emailInUse,
      );
      const issued = await deps.verification.issue({
        purpose: PURPOSE.registrationEmail,
        subject: id,
        ttlSeconds: REGISTRATION_LINK_TTL_SECONDS,
        tries: CODE_TRIES,
      });
      await mailRegistration(email, ctx.locale, issued.token, issued.code);
      return sent(issued.token, issued.ttl);
    },

    async resendEmail(token: string, ctx: RequestCtx): Promise<CodeSent> {
      const again = await deps.verification.resend(PURPOSE.registrationEmail, token, {
        ttlSeconds: REGISTRATION_LINK_TTL_SECONDS,
        tries: CODE_TRIES,
        minIntervalSeconds: RESEND_AFTER_SECONDS,
        maxSends: MAX_SENDS,
      });
      const player = await repo.byId(again.subject);
      if (!player?.email || player.status !== "PENDING") throw invalidToken();
      await repo.extendPending(player.id, again.expiresAt);
      await mailRegistration(player.email, player.language || ctx.locale, again.token, again.code);
      return sent(again.token, again.ttl);
    },

    /** The link of the e-mail: confirms the e-mail and logs the player in. */
    async validateEmail(token: string, code: string, ctx: RequestCtx) {
      const v = await deps.verification.consume(PURPOSE.registrationEmail, token, code);
      if (!(await repo.confirmEmail(v.subject, now()))) throw invalidToken();
      return deps.login.openSession(v.subject, ctx.fingerprint, { ip: ctx.ip ?? null });
    },

    async registerPhone(body: RegistrationBase & { phoneNumber: string; password: string }, ctx: RequestCtx): Promise<CodeSent> {
      await deps.captcha.verify(body.recaptchaToken);
      const where = place(body.country, body.currency);
      const phone = toE164(body.phoneNumber, where.alpha2);
      if (!phone) throw invalidPhone();
      const promoCode = await promo(body.promocode);
      await takeOver(await repo.byPhone(phone), phoneInUse);
      const passwordHash = await hashPassword(body.password);
      const { id } = await insert(
        {
          email: null,
          phone,
          passwordHash,
          currency: where.currency,
          country: where.country,
          language: ctx.locale,
          method: "phone",
          status: "PENDING",
          pendingUntil: new Date(now().getTime() + SMS_CODE_TTL_SECONDS * 1000),
          promoCode,
        },
        "players_phone_key",
        phoneInUse,
      );
      const issued = await deps.verification.issue({
        purpose: PURPOSE.registrationPhone,
        subject: id,
        ttlSeconds: SMS_CODE_TTL_SECONDS,
        tries: CODE_TRIES,
      });
      await smsRegistration(phone, ctx.locale, issued.code);
      return sent(issued.token, issued.ttl);
    },

    async resendPhone(token: string, ctx: RequestCtx): Promise<CodeSent> {
      const again = await deps.verification.resend(PURPOSE.registrationPhone, token, {
        ttlSeconds: SMS_CODE_TTL_SECONDS,
        tries: CODE_TRIES,
        minIntervalSeconds: RESEND_AFTER_SECONDS,
        maxSends: MAX_SENDS,
      });
      const player = await repo.byId(again.subject);
      if (!player?.phone || player.status !== "PENDING") throw invalidToken();
      await repo.extendPending(player.id, again.expiresAt);
      await smsRegistration(player.phone, player.language || ctx.locale, again.code);
      return sent(again.token, again.ttl);
    },

    /**
     * Login answered NOT_CONFIRMED: the player proves the registration with its login and password (the login's
     * checks) and gets a new link (e-mail) or code (phone); the earlier one stops working.
     */
    async resendConfirmation(
      input: { identifier: string; password: string; recaptchaToken?: string },
      ctx: RequestCtx,
    ): Promise<CodeSent & { method: "email" | "phone" }> {
      const playerId = await deps.login.pendingRegistration(input, { ip: ctx.ip ?? "", fingerprint: ctx.fingerprint });
      const player = await repo.byId(playerId);
      if (!player || player.status !== "PENDING") throw invalidToken();
      const method = player.email ? "email" : "phone";
      const purpose = method === "email" ? PURPOSE.registrationEmail : PURPOSE.registrationPhone;
      await deps.verification.revoke(purpose, playerId);
      const issued = await deps.verification.issue({
        purpose,
        subject: playerId,
        ttlSeconds: method === "email" ? REGISTRATION_LINK_TTL_SECONDS : SMS_CODE_TTL_SECONDS,
        tries: CODE_TRIES,
      });
      await repo.extendPending(playerId, issued.expiresAt);
      const locale = player.language || ctx.locale;
      if (method === "email") await mailRegistration(player.email!, locale, issued.token, issued.code);
      else await smsRegistration(player.phone!, locale, issued.code);
      return { ...sent(issued.token, issued.ttl), method };
    },

    /** The SMS code: confirms the phone and logs the player in. */
    async validatePhone(token: string, code: string, ctx: RequestCtx) {
      const v = await deps.verification.consume(PURPOSE.registrationPhone, token, code);
      if (!(await repo.confirmPhone(v.subject, now()))) throw invalidToken();
      return deps.login.openSession(v.subject, ctx.fingerprint, { ip: ctx.ip ?? null });
    },

    /** One click: a generated account id and password, shown once. */
    async registerOneClick(body: RegistrationBase, ctx: RequestCtx): Promise<OneClickResponse> {
      await deps.captcha.verify(body.recaptchaToken);
      const where = place(body.country, body.currency);
      const promoCode = await promo(body.promocode);
      const password = newPassword();
      const passwordHash = await hashPassword(password);
      const { customerId } = await insert(
        {
          email: null,
          phone: null,
          passwordHash,
          currency: where.currency,
          country: where.country,
          language: ctx.locale,
          method: "oneclick",
          status: "ACTIVE",
          pendingUntil: null,
          promoCode,
        },
        "players_customer_id_key",
        () => new Error("customer id taken"),
      );
      return { customerId, password };
    },
  };
}

export type AccountsService = ReturnType<typeof accountsService>;
