import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../../platform/errors.js";
import type { Services } from "../../services.js";
import type { Served } from "./service.js";

const CACHE = "public, max-age=600, stale-while-revalidate=3600";

/** The spec: these calls answer an empty object on any error. */
function present<T>(req: FastifyRequest, reply: FastifyReply, served: Served<T> | null) {
  if (!served) {
    reply.header("cache-control", "public, max-age=60");
    return {};
  }
  reply.header("cache-control", CACHE).header("etag", served.etag);
  if (req.headers["if-none-match"] === served.etag) return reply.status(304).send();
  return served.body;
}

export const contentRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { content } = services;
  const limit = { rateLimit: { max: 600, timeWindow: "1 minute" } };

  app.get(
    "/seo/v1/content/:file",
    {
      config: limit,
      schema: {
        tags: ["content"],
        summary: "Titles and descriptions of every route in one language: GET /seo/v1/content/{lang}.json",
        params: z.object({ file: z.string().max(40) }),
      },
    },
    async (req, reply) => {
      const lang = req.params.file.match(/^([a-z]{2})\.json$/)?.[1];
      return present(req, reply, lang ? await content.seo(lang).catch(() => null) : null);
    },
  );

  app.get(
    "/seo/v1/content/:lang/*",
    {
      config: limit,
      schema: {
        tags: ["content"],
        summary: "One static page (about-us, faq, …): title, description and HTML body",
        params: z.object({ lang: z.string().max(10), "*": z.string().max(200) }),
      },
    },
    async (req, reply) => {
      const path = req.params["*"].replace(/\.(json|html|md)$/, "").replace(/\/+$/, "");
      return present(req, reply, await content.page(req.params.lang, path).catch(() => null));
    },
  );

  app.get(
    "/data/v1/content/images/:id",
    {
      config: limit,
      schema: {
        tags: ["content"],
        summary: "An image of a blog post or static page (the content base serves it)",
        params: z.object({ id: z.uuid() }),
      },
    },
    async (req, reply) => {
      const image = await content.image(req.params.id);
      if (!image) throw notFound("IMAGE_NOT_FOUND", "There is no such image.");
      return reply
        .header("cache-control", "public, max-age=31536000, immutable")
        .header("x-content-type-options", "nosniff")
        .type(image.mime)
        .send(Buffer.from(image.bytes));
    },
  );
};
