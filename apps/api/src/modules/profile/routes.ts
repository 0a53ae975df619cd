import { changePasswordSchema, detailsResponseSchema, withdrawalStatusResponseSchema } from "@casino/contracts/profile";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { perSessionPerMinute } from "../../platform/rate-limit.js";
import type { Services } from "../../services.js";

/** Requests per minute per address; past it the answer is 503 (the spec's rate-limit status). */
export const PROFILE_RATE_LIMITS = { read: 120, update: 20, password: 10 } as const;

export const profileRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { profile } = services;

  app.get(
    "/account/v1/details",
    {
      config: { auth: "required", withdrawalSession: true, ...perSessionPerMinute(PROFILE_RATE_LIMITS.read) },
      schema: { tags: ["profile"], summary: "The player's profile", response: { 200: detailsResponseSchema } },
    },
    async (req) => profile.details(req.player!.playerId),
  );

  app.post(
    "/account/v1/details",
    {
      // A withdrawal-only session too: a withdrawal requires the personal data (WITHDRAWAL_REQUIRE_PERSONAL_DATA).
      config: { auth: "required", withdrawalSession: true, ...perSessionPerMinute(PROFILE_RATE_LIMITS.update) },
      schema: {
        tags: ["profile"],
        summary:
          "Updates profile fields (FIRSTNAME, LASTNAME, BIRTHDAY, GENDER, LOCATION_*, …); dotted keys are read as underscored",
        body: z.record(z.string().max(40), z.unknown()),
        response: { 200: detailsResponseSchema },
      },
    },
    async (req) => profile.updateDetails(req.player!.playerId, req.body, req.player!.scope === "WITHDRAWAL"),
  );

  app.get(
    "/account/v1/details/withdrawal-status",
    {
      config: { auth: "required", withdrawalSession: true, ...perSessionPerMinute(PROFILE_RATE_LIMITS.read) },
      schema: {
        tags: ["profile"],
        summary: "What the profile still needs before a withdrawal",
        response: { 200: withdrawalStatusResponseSchema },
      },
    },
    async (req) => ({ status: await profile.withdrawalStatus(req.player!.playerId) }),
  );

  app.post(
    "/account/v1/credentials",
    {
      config: { auth: "required", ...perSessionPerMinute(PROFILE_RATE_LIMITS.password) },
      schema: {
        tags: ["profile"],
        summary: "Changes the password (current one required); every other session of the player ends",
        body: changePasswordSchema,
        response: { 200: z.object({ data: z.object({ status: z.literal("changed") }) }) },
      },
    },
    async (req) => {
      await profile.changePassword(req.player!.playerId, req.player!.sessionId, req.body.password, req.body.passwordNew);
      return { data: { status: "changed" as const } };
    },
  );
};
