import { contentPageInputSchema } from "@casino/contracts/content";
import { STATIC_PAGES } from "@casino/contracts/site";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Services } from "../../services.js";
import { audited } from "./operator-audit.js";

const page = z.object({ lang: z.string().min(2).max(5), path: z.enum(STATIC_PAGES) });

/** The back office's page editor and image upload (content.write). */
export const contentOperatorRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { content } = services;
  const config = { permission: "content.write" as const };
  const tags = ["operator: content"];
  const audit = audited(services);

  // Images arrive as their raw bytes (the editor sends the file as the body).
  app.addContentTypeParser(/^image\//, { parseAs: "buffer", bodyLimit: 5_242_880 }, (_req, body, done) => done(null, body));

  app.get("/operator/v1/pages", { config, schema: { tags, summary: "Static pages edited in the back office" } }, () =>
    content.editedPages(),
  );

  app.get(
    "/operator/v1/pages/:lang/:path",
    { config, schema: { tags, summary: "A static page's Markdown", params: page } },
    (req) => content.source(req.params.lang, req.params.path),
  );

  app.put(
    "/operator/v1/pages/:lang/:path",
    { config, schema: { tags, summary: "Save a static page", params: page, body: contentPageInputSchema } },
    async (req) => {
      const before = await content.source(req.params.lang, req.params.path);
      return audit(req, "content.page_saved", "content_page", async (tx) => {
        const after = await content.savePage(tx, { ...req.params, ...req.body }, req.operator!.email);
        return { result: after, objectId: `${req.params.lang}/${req.params.path}`, before, after };
      });
    },
  );

  app.delete(
    "/operator/v1/pages/:lang/:path",
    { config, schema: { tags, summary: "Drop the edit: the shipped text shows again", params: page } },
    (req) =>
      audit(req, "content.page_reset", "content_page", async (tx) => {
        const before = await content.resetPage(tx, req.params.lang, req.params.path);
        return { result: { reset: before !== null }, objectId: `${req.params.lang}/${req.params.path}`, before };
      }),
  );

  app.post(
    "/operator/v1/content/images",
    { config, bodyLimit: 5_242_880, schema: { tags, summary: "Upload an image (PNG, JPEG, WebP, GIF; the body is the file)" } },
    async (req, reply) => {
      const bytes = req.body as Buffer;
      const saved = await audit(req, "content.image_uploaded", "content_image", async (tx) => {
        const r = await content.saveImage(tx, new Uint8Array(bytes), req.operator!.email);
        return { result: r, objectId: r.id, after: { mime: r.mime, size: r.size } };
      });
      return reply.code(201).send(saved);
    },
  );
};
