import { BLOG_POST_STATUSES, blogPostInputSchema, blogVariableInputSchema } from "@casino/contracts/content";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Services } from "../../services.js";
import { audited } from "../content/operator-audit.js";

const id = z.object({ id: z.uuid() });
const toInput = (b: z.infer<typeof blogPostInputSchema>) => ({ ...b, description: b.description ?? "", image: b.image ?? null });

/** The back office's blog editor: posts per language, draft and published, and region variables (content.write). */
export const blogOperatorRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { blog } = services;
  const config = { permission: "content.write" as const };
  const tags = ["operator: content"];
  const audit = audited(services);

  app.get(
    "/operator/v1/blog/posts",
    {
      config,
      schema: {
        tags,
        summary: "Posts, drafts included, newest edit first",
        querystring: z.object({ lang: z.string().max(5).optional(), status: z.enum(BLOG_POST_STATUSES).optional() }),
      },
    },
    (req) => blog.adminList({ lang: req.query.lang as never, status: req.query.status }),
  );

  app.get("/operator/v1/blog/posts/:id", { config, schema: { tags, summary: "One post with its Markdown", params: id } }, (req) =>
    blog.get(req.params.id),
  );

  app.post(
    "/operator/v1/blog/preview",
    {
      config,
      schema: { tags, summary: "The Markdown as readers would see it", body: z.object({ bodyMd: z.string().max(100_000) }) },
    },
    async (req) => ({ html: await blog.preview(req.body.bodyMd) }),
  );

  app.post(
    "/operator/v1/blog/posts",
    { config, schema: { tags, summary: "Write a post", body: blogPostInputSchema } },
    async (req, reply) => {
      const row = await audit(req, "blog.post_created", "blog_post", async (tx) => {
        const r = await blog.create(tx, toInput(req.body), req.operator!.email);
        return { result: r, objectId: r.id, after: r };
      });
      return reply.code(201).send(row);
    },
  );

  app.put(
    "/operator/v1/blog/posts/:id",
    {
      config,
      schema: { tags, summary: "Save a post (publishing it the first time dates it)", params: id, body: blogPostInputSchema },
    },
    (req) =>
      audit(req, "blog.post_saved", "blog_post", async (tx) => {
        const { before, after } = await blog.update(tx, req.params.id, toInput(req.body), req.operator!.email);
        return { result: after, objectId: after.id, before, after };
      }),
  );

  app.delete(
    "/operator/v1/blog/posts/:id",
    { config, schema: { tags, summary: "Delete a post", params: id } },
    async (req, reply) => {
      await audit(req, "blog.post_deleted", "blog_post", async (tx) => {
        const before = await blog.remove(tx, req.params.id);
        return { result: null, objectId: before.id, before };
      });
      return reply.code(204).send();
    },
  );

  app.get("/operator/v1/blog/variables", { config, schema: { tags, summary: "Variables of posts per region" } }, () =>
    blog.variables(),
  );

  app.put(
    "/operator/v1/blog/variables",
    {
      config,
      schema: {
        tags,
        summary: "Set (or with null remove) a variable's value for a region ('' for all)",
        body: blogVariableInputSchema,
      },
    },
    (req) =>
      audit(req, "blog.variable_set", "blog_variable", async (tx) => {
        await blog.setVariable(tx, req.body.name, req.body.region, req.body.value);
        return { result: { ok: true }, objectId: `${req.body.name}/${req.body.region}`, after: req.body };
      }),
  );
};
