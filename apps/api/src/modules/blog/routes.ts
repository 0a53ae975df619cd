import { blogListQuerySchema, blogListSchema, blogPostMetaSchema, blogSlugSchema } from "@casino/contracts/content";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Services } from "../../services.js";

const CACHE = "public, max-age=60, stale-while-revalidate=600";
const regionQuery = blogListQuerySchema.pick({ region: true });

/** The blog of the accounts spec §7: list, post meta, article HTML. */
export const blogRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { blog } = services;
  const limit = { rateLimit: { max: 600, timeWindow: "1 minute" } };
  const lang = z.string().min(2).max(10);

  app.get(
    "/blog/:region/posts.json",
    {
      config: limit,
      schema: {
        tags: ["blog"],
        summary: "Published posts of a blog language, newest first (page size 12), and the featured ones",
        params: z.object({ region: lang }),
        querystring: blogListQuerySchema,
        response: { 200: blogListSchema },
      },
    },
    async (req, reply) => {
      reply.header("cache-control", CACHE);
      return blog.list(req.params.region, req.query);
    },
  );

  app.get(
    "/blog/:lang/posts/:post/post.json",
    {
      config: limit,
      schema: {
        tags: ["blog"],
        summary: "A post's meta: title, description, breadcrumbs, date and image",
        params: z.object({ lang, post: blogSlugSchema }),
        querystring: regionQuery,
        response: { 200: blogPostMetaSchema },
      },
    },
    async (req, reply) => {
      reply.header("cache-control", CACHE);
      return blog.meta(req.params.lang, req.params.post, req.query.region);
    },
  );

  app.get(
    "/blog/:lang/posts/:post",
    {
      config: limit,
      schema: {
        tags: ["blog"],
        summary: "A post's article as sanitised HTML, with the region's variables filled in",
        params: z.object({ lang, post: blogSlugSchema }),
        querystring: regionQuery,
      },
    },
    async (req, reply) => {
      const html = await blog.html(req.params.lang, req.params.post, req.query.region);
      return reply.header("cache-control", CACHE).type("text/html; charset=utf-8").send(html);
    },
  );
};
