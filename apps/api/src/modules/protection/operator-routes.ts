import {
  exclusionListSchema,
  exclusionsQuerySchema,
  globalLimitsBodySchema,
  globalLimitsListSchema,
  globalLimitsSchema,
  operatorExclusionBodySchema,
  operatorLimitsBodySchema,
  playerProtectionSchema,
  protectionHistoryQuerySchema,
  protectionHistorySchema,
} from "@casino/contracts/protection";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { operatorOf } from "../../platform/operator-context.js";
import type { Services } from "../../services.js";

const tags = ["back office: protection"];
const params = z.object({ id: z.string().min(1).max(64) });

/**
 * Player protection, operator side (issue 13 §3): a player's limits,
 * exclusion and history; operator limits per player and per currency (which
 * tighten, never loosen, the player's own); the excluded players. Compliance
 * owns it (protection.write); support reads it (protection.read) and starts
 * the cool-down or exclusion a player asks them for (protection.exclude).
 */
export const protectionOperatorRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { protection } = services;

  app.get(
    "/operator/v1/players/:id/protection",
    {
      config: { permission: "protection.read" },
      schema: {
        tags,
        summary: "The player's own limits, the operator's, the one in force, the exclusion and the history of changes",
        params,
        response: { 200: playerProtectionSchema },
      },
    },
    async (req) => protection.operatorView(req.params.id),
  );

  app.get(
    "/operator/v1/players/:id/protection/history",
    {
      config: { permission: "protection.read" },
      schema: {
        tags,
        summary: "Every change of the player's limits and exclusions, newest first, paged",
        params,
        querystring: protectionHistoryQuerySchema,
        response: { 200: protectionHistorySchema },
      },
    },
    async (req) => protection.operatorHistory(req.params.id, req.query.page, req.query.pageSize),
  );

  app.put(
    "/operator/v1/players/:id/protection/limits",
    {
      config: { permission: "protection.write" },
      schema: {
        tags,
        summary:
          "Sets the operator's deposit and loss limits of the player, at once (audited); one above the player's own is refused (400 OPERATOR_MAY_ONLY_TIGHTEN)",
        params,
        body: operatorLimitsBodySchema,
        response: { 200: playerProtectionSchema },
      },
    },
    async (req) => protection.setOperatorLimits(req.params.id, req.body, operatorOf(req)),
  );

  app.post(
    "/operator/v1/players/:id/protection/exclusion",
    {
      config: { permission: "protection.exclude" },
      schema: {
        tags,
        summary:
          "Starts the cool-down or self-exclusion the player asked for, at once (audited): every session ends; one in force is never shortened",
        params,
        body: operatorExclusionBodySchema,
        response: { 200: playerProtectionSchema },
      },
    },
    async (req) => protection.operatorExclude(req.params.id, req.body, operatorOf(req)),
  );

  app.get(
    "/operator/v1/protection/global-limits",
    {
      config: { permission: "protection.read" },
      schema: {
        tags,
        summary: "Global operator deposit limits per currency (every player of the currency)",
        response: { 200: globalLimitsListSchema },
      },
    },
    async () => ({ items: await protection.globalLimits() }),
  );

  app.put(
    "/operator/v1/protection/global-limits",
    {
      config: { permission: "protection.write" },
      schema: {
        tags,
        summary: "Sets the global deposit limits of one currency, at once (audited); deposits over them: DEPOSIT_*_LIMIT",
        body: globalLimitsBodySchema,
        response: { 200: globalLimitsSchema },
      },
    },
    async (req) => protection.setGlobalLimits(req.body, operatorOf(req)),
  );

  app.get(
    "/operator/v1/protection/exclusions",
    {
      config: { permission: "protection.read" },
      schema: {
        tags,
        summary: "Players in a cool-down or self-exclusion now, with the dates they end (the soonest end first; for good last)",
        querystring: exclusionsQuerySchema,
        response: { 200: exclusionListSchema },
      },
    },
    async (req) => protection.exclusionList(req.query.page, req.query.pageSize),
  );
};
