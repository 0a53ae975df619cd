import { pageQuerySchema } from "@casino/contracts/paging";
import { operatorStandingsSchema } from "@casino/contracts/tournaments";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { uuidParams } from "../../platform/operator-routes.js";
import type { Services } from "../../services.js";
import { audited } from "../content/operator-audit.js";

const body = z.object({
  title: z.string().trim().min(1).max(200),
  description: z.string().trim().max(2000).default(""),
  metric: z.enum(["wagered", "multiplier"]),
  currency: z.string().regex(/^[A-Z]{3,5}$/),
  /** Empty: every game. */
  gameIds: z.array(z.string().min(1).max(100)).max(200),
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }),
  /** Prize per rank in minor units, winner first. */
  prizes: z
    .array(z.union([z.number().int().min(0), z.string().regex(/^\d{1,18}$/)]))
    .min(1)
    .max(100),
});

/** Tournaments in the back office: read and the live standings (promotions.read), create (promotions.write). */
export const tournamentsOperatorRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { tournaments } = services;
  const tags = ["operator: promotions"];
  const audit = audited(services);

  app.get(
    "/operator/v1/tournaments",
    { config: { permission: "promotions.read" }, schema: { tags, summary: "Every tournament" } },
    () => tournaments.all(),
  );

  app.get(
    "/operator/v1/tournaments/:id/prizes",
    { config: { permission: "promotions.read" }, schema: { tags, summary: "Prizes paid", params: z.object({ id: z.uuid() }) } },
    async (req) => (await tournaments.prizes(req.params.id)).map((p) => ({ ...p, amount: Number(p.amount) })),
  );

  app.get(
    "/operator/v1/tournaments/:id/standings",
    {
      config: { permission: "promotions.read" },
      schema: {
        tags,
        summary: "The live standings, best first, a page at a time (as the standings job last ranked them)",
        params: uuidParams,
        querystring: pageQuerySchema,
        response: { 200: operatorStandingsSchema },
      },
    },
    (req) => tournaments.standings(req.params.id, req.query),
  );

  app.post(
    "/operator/v1/tournaments",
    { config: { permission: "promotions.write" }, schema: { tags, summary: "Create a tournament", body } },
    async (req, reply) => {
      const b = req.body;
      const created = await audit(req, "tournaments.created", "tournament", async (tx) => {
        const t = await tournaments.create(
          tx,
          { ...b, startsAt: new Date(b.startsAt), endsAt: new Date(b.endsAt), prizes: b.prizes.map((p) => BigInt(p)) },
          req.operator!.email,
        );
        return { result: t, objectId: t.id, after: t };
      });
      return reply.code(201).send(created);
    },
  );
};
