import {
  addEmailResponseSchema,
  addEmailSchema,
  addPhoneResponseSchema,
  addPhoneSchema,
  detailsResponseSchema,
  isProfileComplete,
} from "@casino/contracts/profile";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { perSessionPerMinute } from "../../platform/rate-limit.js";
import type { Services } from "../../services.js";

/** Requests per minute per session (per address without one); past it 503. */
export const CONTACT_RATE_LIMITS = { send: 10, confirm: 20 } as const;
// Keys of their own ("c:"), apart from the profile calls' counts.
const perMinute = (max: number) => perSessionPerMinute(max, "c");
const token = z.string().min(8).max(200);
const code = z.string().regex(/^\d{4,8}$/, "must be the numeric code");

export const contactRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { contacts } = services;
  // A withdrawal-only session (an excluded player's) may add and confirm the phone and e-mail a withdrawal requires
  // (WITHDRAWAL_REQUIRE_CONTACT_PHONE / _EMAIL), never replace confirmed ones; the e-mail link's own calls take no session.

  app.post(
    "/account/v1/details/phone-number",
    {
      config: { auth: "required", withdrawalSession: true, ...perMinute(CONTACT_RATE_LIMITS.send) },
      schema: {
        tags: ["profile"],
        summary: "Sends an SMS code to a phone the player adds (or to the stored unconfirmed one); resend is the same call",
        body: addPhoneSchema,
        response: { 200: addPhoneResponseSchema },
      },
    },
    async (req) => ({
      data: await contacts.sendPhoneCode(req.player!.playerId, req.body, req.player!.scope === "WITHDRAWAL"),
    }),
  );

  app.get(
    "/account/v1/details/phone-number/validate/:token/:code",
    {
      config: { auth: "required", withdrawalSession: true, ...perMinute(CONTACT_RATE_LIMITS.confirm) },
      schema: {
        tags: ["profile"],
        summary: "Confirms the SMS code: the phone joins the profile with CONTACT_PHONE_VERIFIED true",
        params: z.object({ token, code }),
        response: { 200: detailsResponseSchema },
      },
    },
    async (req) => {
      const data = await contacts.confirmPhone(req.player!.playerId, req.params.token, req.params.code);
      return { data, complete: isProfileComplete(data) };
    },
  );

  app.post(
    "/account/v1/details/email",
    {
      config: { auth: "required", withdrawalSession: true, ...perMinute(CONTACT_RATE_LIMITS.send) },
      schema: {
        tags: ["profile"],
        summary: "Sends a confirmation link to an e-mail the player adds; timeOut is the link's life in seconds",
        body: addEmailSchema,
        response: { 200: addEmailResponseSchema },
      },
    },
    async (req) => ({
      data: await contacts.sendEmailLink(req.player!.playerId, req.body, req.player!.scope === "WITHDRAWAL"),
    }),
  );

  app.get(
    "/account/v1/details/email/resend/:authToken",
    {
      config: { auth: "optional", ...perMinute(CONTACT_RATE_LIMITS.send) },
      schema: {
        tags: ["profile"],
        summary: "Sends the confirmation link again",
        params: z.object({ authToken: token }),
        response: { 200: addEmailResponseSchema },
      },
    },
    async (req) => ({ data: await contacts.resendEmailLink(req.params.authToken, req.player?.playerId ?? null) }),
  );

  app.get(
    "/account/v1/details/email/validate/:authToken/:validationCode",
    {
      config: { auth: "optional", ...perMinute(CONTACT_RATE_LIMITS.confirm) },
      schema: {
        tags: ["profile"],
        summary: "Opens the confirmation link: the e-mail becomes the player's contact e-mail",
        params: z.object({ authToken: token, validationCode: code }),
        response: { 200: z.object({ data: z.object({ status: z.literal("success"), email: z.string() }) }) },
      },
    },
    async (req) => ({ data: await contacts.confirmEmail(req.params.authToken, req.params.validationCode) }),
  );
};
