import {
  codeSentSchema,
  confirmationSentSchema,
  loginResponseSchema,
  oneClickResponseSchema,
  RECOVERY_METHODS,
  recoveryBodySchema,
  recoveryUpdateBodySchema,
  recoveryUpdatedSchema,
  recoveryValidatedSchema,
  registerEmailBodySchema,
  registerOneClickBodySchema,
  registerPhoneBodySchema,
  resendConfirmationBodySchema,
} from "@casino/contracts/access";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Services } from "../../services.js";

const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: 60_000 } });

const tokenParam = z.string().min(1).max(200);
const codeParam = z.string().min(1).max(20);
const ctx = (req: FastifyRequest) => ({ locale: req.locale, fingerprint: req.cid, ip: req.ip ?? null });

export const accountsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { accounts, recovery } = services;
  /** Calls per minute and address (ACCESS_RATE_LIMIT_PER_MINUTE, code checks 3×). */
  const base = services.config.ACCESS_RATE_LIMIT_PER_MINUTE;
  const ACCOUNT_RATE_LIMITS = { register: base, confirm: 3 * base, resend: base, recovery: base };
  const tags = ["access"];

  app.post(
    "/account/v1/register/email",
    {
      config: perMinute(ACCOUNT_RATE_LIMITS.register),
      schema: {
        tags,
        summary: "Registers by e-mail; a confirmation link goes to the address",
        body: registerEmailBodySchema,
        response: { 200: codeSentSchema },
      },
    },
    async (req) => accounts.registerEmail(req.body, ctx(req)),
  );

  app.post(
    "/account/v1/register/resend",
    {
      config: perMinute(ACCOUNT_RATE_LIMITS.resend),
      schema: {
        tags,
        summary: "Sends the confirmation again to a registration its login and password prove (after NOT_CONFIRMED)",
        body: resendConfirmationBodySchema,
        response: { 200: confirmationSentSchema },
      },
    },
    async (req) => accounts.resendConfirmation(req.body, ctx(req)),
  );

  app.get(
    "/account/v1/register/email/resend/:token",
    {
      config: perMinute(ACCOUNT_RATE_LIMITS.resend),
      schema: {
        tags,
        summary: "Sends the confirmation e-mail again",
        params: z.object({ token: tokenParam }),
        response: { 200: codeSentSchema },
      },
    },
    async (req) => accounts.resendEmail(req.params.token, ctx(req)),
  );

  app.get(
    "/account/v1/register/email/validate/:token/:code",
    {
      config: perMinute(ACCOUNT_RATE_LIMITS.confirm),
      schema: {
        tags,
        summary: "Confirms the e-mail of a registration and logs the player in",
        params: z.object({ token: tokenParam, code: codeParam }),
        response: { 200: loginResponseSchema },
      },
    },
    async (req) => accounts.validateEmail(req.params.token, req.params.code, ctx(req)),
  );

  app.post(
    "/account/v1/register/phone-number",
    {
      config: perMinute(ACCOUNT_RATE_LIMITS.register),
      schema: {
        tags,
        summary: "Registers by phone; a code goes by SMS",
        body: registerPhoneBodySchema,
        response: { 200: codeSentSchema },
      },
    },
    async (req) => accounts.registerPhone(req.body, ctx(req)),
  );

  app.get(
    "/account/v1/register/phone-number/resend/:token",
    {
      config: perMinute(ACCOUNT_RATE_LIMITS.resend),
      schema: {
        tags,
        summary: "Sends the registration SMS code again",
        params: z.object({ token: tokenParam }),
        response: { 200: codeSentSchema },
      },
    },
    async (req) => accounts.resendPhone(req.params.token, ctx(req)),
  );

  app.get(
    "/account/v1/register/phone-number/validate/:token/:code",
    {
      config: perMinute(ACCOUNT_RATE_LIMITS.confirm),
      schema: {
        tags,
        summary: "Confirms the phone of a registration with the SMS code and logs the player in",
        params: z.object({ token: tokenParam, code: codeParam }),
        response: { 200: loginResponseSchema },
      },
    },
    async (req) => accounts.validatePhone(req.params.token, req.params.code, ctx(req)),
  );

  app.post(
    "/account/v1/register",
    {
      config: perMinute(ACCOUNT_RATE_LIMITS.register),
      schema: {
        tags,
        summary: "One-click registration: a generated account id and password, shown once",
        body: registerOneClickBodySchema,
        response: { 200: oneClickResponseSchema },
      },
    },
    async (req) => accounts.registerOneClick(req.body, ctx(req)),
  );

  const method = z.enum(RECOVERY_METHODS);

  app.post(
    "/account/v1/recovery/:method",
    {
      config: perMinute(ACCOUNT_RATE_LIMITS.recovery),
      schema: {
        tags,
        summary: "Starts password recovery: a link by e-mail or a code by SMS",
        params: z.object({ method }),
        body: recoveryBodySchema,
        response: { 200: codeSentSchema },
      },
    },
    async (req) => {
      const { email, phoneNumber, recaptchaToken } = req.body;
      const identifier = (req.params.method === "email" ? email : phoneNumber) ?? "";
      return recovery.start(req.params.method, identifier, recaptchaToken, req.locale);
    },
  );

  app.get(
    "/account/v1/recovery/:method/resend/:token",
    {
      config: perMinute(ACCOUNT_RATE_LIMITS.resend),
      schema: {
        tags,
        summary: "Sends the recovery link or code again",
        params: z.object({ method, token: tokenParam }),
        response: { 200: codeSentSchema },
      },
    },
    async (req) => recovery.resend(req.params.method, req.params.token),
  );

  app.get(
    "/account/v1/recovery/:method/validate/:token/:code",
    {
      config: perMinute(ACCOUNT_RATE_LIMITS.confirm),
      schema: {
        tags,
        summary: "Checks the recovery code; the token then allows one password update",
        params: z.object({ method, token: tokenParam, code: codeParam }),
        response: { 200: recoveryValidatedSchema },
      },
    },
    async (req) => recovery.validate(req.params.method, req.params.token, req.params.code),
  );

  const update = async (
    req: FastifyRequest<{
      Params: { method: "email" | "phone-number"; token: string; code?: string };
      Body: { passwordNew: string };
    }>,
  ) => recovery.update(req.params.method, req.params.token, req.params.code, req.body.passwordNew);

  app.post(
    "/account/v1/recovery/:method/update/:token",
    {
      config: perMinute(ACCOUNT_RATE_LIMITS.confirm),
      schema: {
        tags,
        summary: "Sets the new password after a validated recovery; every session ends",
        params: z.object({ method, token: tokenParam }),
        body: recoveryUpdateBodySchema,
        response: { 200: recoveryUpdatedSchema },
      },
    },
    update,
  );

  app.post(
    "/account/v1/recovery/:method/update/:token/:code",
    {
      config: perMinute(ACCOUNT_RATE_LIMITS.confirm),
      schema: {
        tags,
        summary: "Sets the new password after a validated recovery by phone (code again); every session ends",
        params: z.object({ method, token: tokenParam, code: codeParam }),
        body: recoveryUpdateBodySchema,
        response: { 200: recoveryUpdatedSchema },
      },
    },
    update,
  );
};
