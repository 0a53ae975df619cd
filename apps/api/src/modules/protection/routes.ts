import {
  confirmLimitsBodySchema,
  realityCheckResponseSchema,
  selfExclusionBodySchema,
  selfExclusionResponseSchema,
  selfLimitsBodySchema,
  selfLimitsResponseSchema,
} from "@casino/contracts/protection";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Services } from "../../services.js";

const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: 60_000 } });

/** Restrictions of the accounts spec §7: self-limits and self-exclusion (cool-down or lock). */
export const protectionRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { protection, realityCheck } = services;
  const tags = ["protection"];

  app.get(
    "/account/v1/details/self-limits",
    {
      config: { auth: "required", ...perMinute(120) },
      schema: {
        tags,
        summary: "The player's limits, waiting changes and the rules",
        response: { 200: selfLimitsResponseSchema },
      },
    },
    async (req) => ({ data: await protection.limits(req.player!.playerId) }),
  );

  app.post(
    "/account/v1/details/self-limits",
    {
      config: { auth: "required", ...perMinute(30) },
      schema: {
        tags,
        summary: "Sets limits: lower at once, higher or removed after 24 hours and a confirmation",
        body: selfLimitsBodySchema,
        response: { 200: selfLimitsResponseSchema },
      },
    },
    async (req) => ({ data: await protection.setLimits(req.player!.playerId, req.body) }),
  );

  app.post(
    "/account/v1/details/self-limits/confirm",
    {
      config: { auth: "required", ...perMinute(30) },
      schema: {
        tags,
        summary: "Confirms waiting increases or removals whose 24 hours are over",
        body: confirmLimitsBodySchema,
        response: { 200: selfLimitsResponseSchema },
      },
    },
    async (req) => ({ data: await protection.confirmLimits(req.player!.playerId, req.body.limits) }),
  );

  app.post(
    "/account/v1/details/self-limits/review",
    {
      config: { auth: "required", ...perMinute(30) },
      schema: {
        tags,
        summary: "The player keeps their limits as they are: the 6-monthly review is done (reviewDue false for 6 months)",
        response: { 200: selfLimitsResponseSchema },
      },
    },
    async (req) => ({ data: await protection.reviewLimits(req.player!.playerId) }),
  );

  app.get(
    "/account/v1/details/reality-check/:sessionId",
    {
      config: { auth: "required", ...perMinute(120) },
      schema: {
        tags,
        summary: "The reality check of a real-money game session: the interval, time played and the session's net result",
        params: z.object({ sessionId: z.string().min(1).max(100) }),
        response: { 200: realityCheckResponseSchema },
      },
    },
    async (req) => ({ data: await realityCheck.check(req.player!.playerId, req.params.sessionId) }),
  );

  app.post(
    "/account/v1/details/reality-check/:sessionId/continue",
    {
      config: { auth: "required", ...perMinute(60) },
      schema: {
        tags,
        summary:
          "The player read the reality check and plays on: the game session's stakes, refused (LIMIT_REACHED) since the check was due, are taken again until the next one",
        params: z.object({ sessionId: z.string().min(1).max(100) }),
        response: { 200: realityCheckResponseSchema },
      },
    },
    async (req) => ({ data: await realityCheck.continue(req.player!.playerId, req.params.sessionId) }),
  );

  app.get(
    "/account/v1/details/self-exclusion",
    {
      config: { auth: "required", ...perMinute(120) },
      schema: { tags, summary: "The player's cool-down or self-exclusion", response: { 200: selfExclusionResponseSchema } },
    },
    async (req) => ({ data: await protection.exclusion(req.player!.playerId) }),
  );

  app.post(
    "/account/v1/details/self-exclusion",
    {
      config: { auth: "required", ...perMinute(10) },
      schema: {
        tags,
        summary: "Starts a cool-down or self-exclusion now; every session of the player ends",
        body: selfExclusionBodySchema,
        response: { 200: selfExclusionResponseSchema },
      },
    },
    async (req) => ({ data: await protection.exclude(req.player!.playerId, req.body), status: "OK" }),
  );
};
