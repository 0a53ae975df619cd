import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { isLocale } from "../../platform/locale.js";
import type { Services } from "../../services.js";

const params = z.object({ player: z.string().max(40), signature: z.string().max(64) });

/** One-click unsubscribe from marketing e-mail (RFC 8058), and the link in the e-mail's text. */
export const marketingRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { marketing } = services;
  const limit = { rateLimit: { max: 30, timeWindow: "1 minute" } };

  // Mail clients POST "List-Unsubscribe=One-Click" as a form.
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_req, body, done) => done(null, body));

  app.post(
    "/email/v1/unsubscribe/:player/:signature",
    {
      config: limit,
      schema: {
        tags: ["marketing"],
        summary: "One-click unsubscribe (RFC 8058 List-Unsubscribe-Post): 200 when done, 404 for a forged link",
        params,
      },
    },
    async (req, reply) => {
      const ok = await marketing.unsubscribe(req.params.player, req.params.signature, "one-click");
      if (!ok)
        return reply.status(404).send({ code: "UNSUBSCRIBE_LINK_INVALID", message: "This unsubscribe link is not valid." });
      return { unsubscribed: true };
    },
  );

  app.get(
    "/email/v1/unsubscribe/:player/:signature",
    {
      config: limit,
      schema: {
        tags: ["marketing"],
        summary: "Opened in a browser: leads to the site's unsubscribe page, which confirms with the one-click POST",
        params,
      },
    },
    async (req, reply) => {
      // A GET never unsubscribes (mail scanners open links); the page's script sends the POST.
      const lang = (await marketing.language(req.params.player).catch(() => null)) ?? req.locale;
      const prefix = isLocale(lang) ? lang : "en";
      return reply.redirect(
        `/${prefix}/email/unsubscribe/${encodeURIComponent(req.params.player)}/${encodeURIComponent(req.params.signature)}`,
        303,
      );
    },
  );
};
