import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../../platform/errors.js";
import type { Services } from "../../services.js";
import { IMAGE_FILES, type ImageType, STATIC_GAMES_PATH } from "./constants.js";
import { catalogueGraphQL } from "./graphql.js";

const IMMUTABLE = "public, max-age=31536000, immutable";
const SHORT = "public, max-age=300";
const typeByFile = new Map(Object.entries(IMAGE_FILES).map(([type, file]) => [`${file}.svg`, type as ImageType]));
const imageFile = z.string().refine((f) => typeByFile.has(f), "unknown image type");

export const catalogueRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { catalogue } = services;
  const gql = catalogueGraphQL(catalogue, {
    cacheTtlMs: services.config.CATALOGUE_CACHE_TTL_MS,
    log: app.log,
    bonusGames: (playerId, balanceId) => services.promotions.bonusGames(playerId, balanceId),
  });
  app.addHook("onClose", async () => catalogue.close());

  app.post(
    "/data/v1/query",
    {
      config: { auth: "optional", rateLimit: { max: services.config.QUERY_RATE_LIMIT_PER_MINUTE, timeWindow: "1 minute" } },
      schema: {
        tags: ["catalogue"],
        description:
          "The game catalogue as GraphQL (docs/catalogue.md): vendors, categories, gamesByQuery, gamesByCategory, game, games.",
        body: z.object({
          query: z.string().min(1),
          variables: z.record(z.string(), z.unknown()).nullish(),
          operationName: z.string().max(100).nullish(),
        }),
      },
    },
    async (req, reply) => {
      const { status, json } = await gql.run(req.body, req.player?.playerId ?? null);
      return reply.status(status).type("application/json; charset=utf-8").header("cache-control", "no-store").send(json);
    },
  );

  app.post(
    "/api/account/v1/games/add",
    { config: { auth: "required" }, schema: { tags: ["catalogue"], body: z.object({ id: z.coerce.string().min(1).max(100) }) } },
    async (req) => {
      await catalogue.addFavourite(req.player!.playerId, req.body.id);
      return { id: req.body.id, isFavourite: true };
    },
  );

  app.post(
    "/api/account/v1/games/remove",
    { config: { auth: "required" }, schema: { tags: ["catalogue"], body: z.object({ id: z.coerce.string().min(1).max(100) }) } },
    async (req) => {
      await catalogue.removeFavourite(req.player!.playerId, req.body.id);
      return { id: req.body.id, isFavourite: false };
    },
  );

  // Generated game art. The versioned path never changes content: cached for a year.
  app.get(
    `${STATIC_GAMES_PATH}/:gameId/:version/:file`,
    {
      schema: {
        tags: ["catalogue"],
        params: z.object({ gameId: z.string().max(100), version: z.string().regex(/^[0-9a-f]{6,40}$/), file: imageFile }),
      },
    },
    async (req, reply) => {
      const art = await catalogue.gameArt(req.params.gameId, typeByFile.get(req.params.file)!);
      if (!art) throw notFound("GAME_NOT_FOUND", "This game does not exist.");
      // An old version asked for: send the current art, but do not let it be cached for ever.
      const current = art.version === req.params.version;
      return reply
        .type("image/svg+xml")
        .header("cache-control", current ? IMMUTABLE : SHORT)
        .header("etag", `"${art.version}-${req.params.file}"`)
        .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'")
        .header("cross-origin-resource-policy", "cross-origin")
        .send(art.svg);
    },
  );

  // The same art without a version, for links that do not know it: cached briefly.
  app.get(
    `${STATIC_GAMES_PATH}/:gameId/:file`,
    { schema: { tags: ["catalogue"], params: z.object({ gameId: z.string().max(100), file: imageFile }) } },
    async (req, reply) => {
      const art = await catalogue.gameArt(req.params.gameId, typeByFile.get(req.params.file)!);
      if (!art) throw notFound("GAME_NOT_FOUND", "This game does not exist.");
      return reply
        .type("image/svg+xml")
        .header("cache-control", SHORT)
        .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'")
        .header("cross-origin-resource-policy", "cross-origin")
        .send(art.svg);
    },
  );

  app.get(
    "/data/v1/static/vendors/:file",
    { schema: { tags: ["catalogue"], params: z.object({ file: z.string().regex(/^[A-Za-z0-9._-]{1,100}\.svg$/) }) } },
    async (req, reply) => {
      const svg = await catalogue.vendorLogo(req.params.file.replace(/\.svg$/, ""));
      if (!svg) throw notFound("VENDOR_NOT_FOUND", "This game provider does not exist.");
      return reply.type("image/svg+xml").header("cache-control", "public, max-age=86400").send(svg);
    },
  );
};
