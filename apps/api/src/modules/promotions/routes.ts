import { activeSchema, applyBodySchema, availableSchema, bonusSchema, historySchema } from "@casino/contracts/promotions";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Services } from "../../services.js";

const tags = ["promotions"];
const authed = { auth: "required" as const };

/** The accounts spec §7 `promotions/v2/*` calls. */
export const promotionsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { promotions } = services;

  app.get(
    "/promotions/v2/available",
    {
      config: { auth: "optional" },
      schema: {
        tags,
        summary: "Promotions a visitor or player may take (`available`) and those offered to the player (`pending`)",
        querystring: z.object({
          nthd: z.coerce.number().int().min(1).max(1000).optional(),
          ini: z
            .enum(["true", "false", "1", "0"])
            .optional()
            .transform((v) => v === "true" || v === "1"),
        }),
        response: { 200: availableSchema },
      },
    },
    async (req) => promotions.available(req.player, req.locale, req.query),
  );

  app.post(
    "/promotions/v2/:promoCode/apply",
    {
      config: { ...authed, rateLimit: { max: services.config.ACCESS_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: "Applies a promo code (with the captcha): its promotion is offered to the player",
        params: z.object({ promoCode: z.string().min(1).max(64) }),
        body: applyBodySchema.optional(),
        response: { 200: bonusSchema },
      },
    },
    async (req) => promotions.apply(req.player!.playerId, req.params.promoCode, req.body?.recaptchaKey, req.locale),
  );

  app.post(
    "/promotions/v2/:id/accept",
    {
      config: authed,
      schema: {
        tags,
        summary: "Accepts an offer (it becomes the active bonus) or opts into a promotion",
        params: z.object({ id: z.string().min(1).max(64) }),
        response: { 200: bonusSchema },
      },
    },
    async (req) => promotions.accept(req.player!.playerId, req.params.id, req.locale),
  );

  app.get(
    "/promotions/v2/active",
    {
      config: authed,
      schema: { tags, summary: "The active bonus with its progress and expected cost to clear", response: { 200: activeSchema } },
    },
    async (req) => promotions.active(req.player!.playerId, req.locale),
  );

  for (const action of ["finish", "claim", "cancel"] as const) {
    app.post(
      `/promotions/v2/${action}`,
      {
        config: authed,
        schema: {
          tags,
          summary: {
            finish: "Ends the active bonus: claimed when its wagering is complete, FAILED when its money ran out",
            claim: "Converts the completed active bonus into cash, up to its cap",
            cancel: "Cancels the active bonus: its money goes back to the house",
          }[action],
          response: { 200: bonusSchema },
        },
      },
      async (req) => promotions[action](req.player!.playerId, req.locale),
    );
  }

  app.get(
    "/promotions/v2/history",
    {
      config: authed,
      schema: {
        tags,
        summary: "The player's bonuses, newest first",
        querystring: z.object({
          page: z.coerce.number().int().min(0).max(10_000).default(0),
          size: z.coerce.number().int().min(1).max(100).default(10),
        }),
        response: { 200: historySchema },
      },
    },
    async (req) => promotions.history(req.player!.playerId, req.query.page, req.query.size, req.locale),
  );
};
