import { releaseMarkSchema } from "@casino/contracts/content";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Services } from "../../services.js";
import { audited } from "../content/operator-audit.js";

/** Site versions and the urgent flag that makes older pages reload (content.write). */
export const releasesOperatorRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { releases } = services;
  const config = { permission: "content.write" as const };
  const tags = ["operator: content"];
  const audit = audited(services);

  app.get(
    "/operator/v1/releases",
    { config, schema: { tags, summary: "Deployed versions, newest first, and the running one" } },
    async () => ({
      current: releases.current,
      releases: await releases.list(),
    }),
  );

  app.put(
    "/operator/v1/releases/:version",
    {
      config,
      schema: {
        tags,
        summary: "Mark a version urgent (pages on older versions are told to reload)",
        params: z.object({ version: z.string().min(1).max(50) }),
        body: releaseMarkSchema,
      },
    },
    (req) =>
      audit(req, "releases.marked", "app_release", async (tx) => {
        const after = await releases.mark(tx, {
          version: req.params.version,
          urgent: req.body.urgent,
          by: req.operator!.email,
          note: req.body.note,
        });
        return {
          result: after,
          objectId: after.version,
          after: { urgent: after.urgent, note: after.note },
          reason: req.body.note,
        };
      }),
  );
};
