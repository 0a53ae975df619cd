import {
  adminCategorySchema,
  adminGameSchema,
  adminGamesQuerySchema,
  categoryCreateSchema,
  categoryGamesSchema,
  categoryUpdateSchema,
  gameUpdateSchema,
} from "@casino/contracts/catalogue-admin";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { operatorOf } from "../../platform/operator-context.js";
import type { Services } from "../../services.js";
import type { CatalogueActor } from "./admin.js";

const categoryId = z.object({ id: z.coerce.number().int().min(0).max(2_147_483_647) });
const gameId = z.object({ id: z.string().min(1).max(100) });
const reasonQuery = z.object({ reason: z.string().trim().max(500).optional() });

/** The signed-in operator as the catalogue's actor (the frame's hook has checked the session and permission). */
const actor = (req: FastifyRequest): CatalogueActor => {
  const op = operatorOf(req);
  return { operatorId: op.id, ip: op.ip };
};

/** The back office's catalogue (issue 10 §4): every call needs catalogue.write (the content role). */
export const catalogueOperatorRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const admin = services.catalogueAdmin;
  const config = { permission: "catalogue.write" as const };
  const tags = ["operator: catalogue"];

  app.get(
    "/operator/v1/catalogue/categories",
    {
      config,
      schema: {
        tags,
        summary: "Every category, hidden ones too, with locations and game counts",
        response: { 200: z.array(adminCategorySchema) },
      },
    },
    () => admin.categories(),
  );

  app.post(
    "/operator/v1/catalogue/categories",
    {
      config,
      schema: { tags, summary: "Create a category", body: categoryCreateSchema, response: { 201: adminCategorySchema } },
    },
    async (req, reply) => reply.code(201).send(await admin.createCategory(actor(req), req.body)),
  );

  app.patch(
    "/operator/v1/catalogue/categories/:id",
    {
      config,
      schema: {
        tags,
        summary: "Change a category's names, icon, visibility or locations",
        params: categoryId,
        body: categoryUpdateSchema,
        response: { 200: adminCategorySchema },
      },
    },
    (req) => admin.updateCategory(actor(req), req.params.id, req.body),
  );

  app.delete(
    "/operator/v1/catalogue/categories/:id",
    { config, schema: { tags, summary: "Delete an operator's own category", params: categoryId, querystring: reasonQuery } },
    async (req, reply) => {
      await admin.deleteCategory(actor(req), req.params.id, req.query.reason);
      return reply.code(204).send();
    },
  );

  app.get(
    "/operator/v1/catalogue/categories/:id/games",
    {
      config,
      schema: {
        tags,
        summary: "A category's games in the order players see them",
        params: categoryId,
        response: { 200: z.array(adminGameSchema) },
      },
    },
    (req) => admin.categoryGames(req.params.id),
  );

  app.put(
    "/operator/v1/catalogue/categories/:id/games",
    {
      config,
      schema: {
        tags,
        summary: "Place, remove and order a category's games: the list is the whole placement",
        params: categoryId,
        body: categoryGamesSchema,
        response: { 200: z.array(adminGameSchema) },
      },
    },
    (req) => admin.setCategoryGames(actor(req), req.params.id, req.body.gameIds, req.body.reason),
  );

  app.get(
    "/operator/v1/catalogue/games",
    {
      config,
      schema: {
        tags,
        summary: "Games, hidden ones too: search by name or id, vendor, category, visibility",
        querystring: adminGamesQuerySchema,
        response: { 200: z.object({ total: z.number().int(), items: z.array(adminGameSchema) }) },
      },
    },
    (req) => admin.games(req.query),
  );

  app.patch(
    "/operator/v1/catalogue/games/:id",
    {
      config,
      schema: {
        tags,
        summary: "Hide or show a game, set its tags (live, no_demo, new)",
        params: gameId,
        body: gameUpdateSchema,
        response: { 200: adminGameSchema },
      },
    },
    (req) => admin.updateGame(actor(req), req.params.id, req.body),
  );

  app.get(
    "/operator/v1/catalogue/vendors",
    {
      config,
      schema: {
        tags,
        summary: "Game providers, for the games filter",
        response: { 200: z.array(z.object({ id: z.string(), name: z.string(), totalGames: z.number().int() })) },
      },
    },
    async () => (await services.catalogue.vendors()).map((v) => ({ id: v.id, name: v.name, totalGames: v.totalGames })),
  );
};
