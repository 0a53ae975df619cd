import {
  bonusSchema,
  manualGrantSchema,
  promoCodeInputSchema,
  promotionInputSchema,
  promotionPatchSchema,
  revokeSchema,
} from "@casino/contracts/promotions";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Services } from "../../services.js";
import type { PromotionActor } from "./campaigns.js";
import type { PromotionRow } from "./repository.js";

const uuidParam = z.object({ id: z.uuid() });
const actor = (req: FastifyRequest): PromotionActor => ({ operatorId: req.operator!.id, ip: req.ip });
const tags = ["operator: promotions"];
const read = { permission: "promotions.read" as const };
const write = { permission: "promotions.write" as const };

const promotionView = (p: PromotionRow) => ({
  id: p.id,
  kind: p.kind,
  trigger: p.trigger,
  texts: p.texts,
  bigImagePath: p.big_image_path,
  weight: p.weight,
  enabled: p.enabled,
  startsAt: p.starts_at ? new Date(p.starts_at).toISOString() : null,
  endsAt: p.ends_at ? new Date(p.ends_at).toISOString() : null,
  depositNumber: p.deposit_number,
  matchPercent: p.match_percent,
  money: p.money,
  wageringMultiplier: Number(p.wagering_multiplier),
  wageringBase: p.wagering_base,
  maxConversion: p.max_conversion === null ? null : Number(p.max_conversion),
  claimHours: p.claim_hours,
  wageringHours: p.wagering_hours,
  allowDeposits: p.allow_deposits,
  allowWithdrawals: p.allow_withdrawals,
  games: p.games,
  regions: p.regions,
  contribution: p.contribution,
  cashbackPercent: p.cashback_percent === null ? null : Number(p.cashback_percent),
  cashbackPeriod: p.cashback_period,
  cashbackPaidAs: p.cashback_paid_as,
  freeSpins: p.free_spins,
  freeSpinGames: p.free_spin_games,
});
const promotionViewSchema = promotionInputSchema.extend({ id: z.string() });
const listQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).optional(),
  offset: z.coerce.number().int().min(0).default(0),
});
const codeSchema = z.object({ code: z.string(), maxUses: z.number().nullable(), uses: z.number(), active: z.boolean() });

/** The back office's promotions (issue 12 §5), through the same service as the player's calls. */
export const promotionsOperatorRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { campaigns } = services.promotions;

  app.get(
    "/operator/v1/promotions",
    {
      config: read,
      schema: {
        tags,
        summary: "Every promotion with its codes and their counts; with `limit` a page of them, newest first",
        querystring: listQuery,
        response: { 200: z.array(promotionViewSchema.extend({ codes: z.array(codeSchema) })) },
      },
    },
    async (req) =>
      (await campaigns.list(req.query.limit ? { limit: req.query.limit, offset: req.query.offset } : undefined)).map((p) => ({
        ...promotionView(p),
        codes: p.codes.map((c) => ({ code: c.code, maxUses: c.max_uses, uses: c.uses, active: c.active })),
      })),
  );

  app.post(
    "/operator/v1/promotions",
    {
      config: write,
      schema: { tags, summary: "Create a promotion", body: promotionInputSchema, response: { 201: promotionViewSchema } },
    },
    async (req, reply) => reply.code(201).send(promotionView(await campaigns.create(actor(req), req.body))),
  );

  app.patch(
    "/operator/v1/promotions/:id",
    {
      config: write,
      schema: {
        tags,
        summary: "Change a promotion (running bonuses keep the rules they were granted with)",
        params: uuidParam,
        body: promotionPatchSchema,
        response: { 200: promotionViewSchema },
      },
    },
    async (req) => promotionView(await campaigns.update(actor(req), req.params.id, req.body)),
  );

  app.post(
    "/operator/v1/promotions/:id/codes",
    {
      config: write,
      schema: {
        tags,
        summary: "Add a promo code: shared or single-use",
        params: uuidParam,
        body: promoCodeInputSchema,
        response: { 201: codeSchema },
      },
    },
    async (req, reply) => reply.code(201).send(await campaigns.addCode(actor(req), req.params.id, req.body)),
  );

  app.get(
    "/operator/v1/players/:id/bonuses",
    {
      config: read,
      schema: { tags, summary: "A player's bonuses, newest first", params: uuidParam, response: { 200: z.array(bonusSchema) } },
    },
    async (req) => {
      const out = [];
      for (const g of await campaigns.playerGrants(req.params.id)) out.push(await services.promotions.present(g, "en"));
      return out;
    },
  );

  app.post(
    "/operator/v1/players/:id/bonuses",
    {
      config: write,
      schema: {
        tags,
        summary: "Offer a promotion to a player, with a note (audited)",
        params: uuidParam,
        body: manualGrantSchema,
        response: { 201: bonusSchema },
      },
    },
    async (req, reply) => {
      const g = await campaigns.grant(actor(req), req.params.id, req.body.promotionId, req.body.note);
      return reply.code(201).send(await services.promotions.present(g, "en"));
    },
  );

  app.post(
    "/operator/v1/bonuses/:id/revoke",
    {
      config: write,
      schema: {
        tags,
        summary: "Revoke a bonus with a note the player sees; its money goes back (audited)",
        params: uuidParam,
        body: revokeSchema,
        response: { 200: bonusSchema },
      },
    },
    async (req) => services.promotions.present(await campaigns.revoke(actor(req), req.params.id, req.body.note), "en"),
  );
};
