import { rejectBodySchema } from "@casino/contracts/money";
import type { Permission } from "@casino/contracts/operators";
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { OperatorContext } from "../modules/operators/policies.js";
import { operatorOf } from "./operator-context.js";

/** The app a FastifyPluginAsyncZod is given. */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** `:id` of a record keyed by uuid. */
export const uuidParams = z.object({ id: z.uuid() });

/**
 * The two decisions on a maker-checker record (a withdrawal, a correction):
 * POST `<base>/:id/approve`, and `<base>/:id/reject` with a reason; each answers the record.
 */
export function decisionRoutes<R extends z.ZodType>(
  app: ZodApp,
  o: {
    base: string;
    permission: Permission;
    tags: string[];
    response: R;
    summaries: { approve: string; reject: string };
    approve: (id: string, by: OperatorContext) => Promise<z.output<R>>;
    reject: (id: string, by: OperatorContext, reason: string) => Promise<z.output<R>>;
  },
) {
  const config = { permission: o.permission };
  // Widened: fastify cannot resolve a reply type from a generic schema; approve and reject are checked against R above.
  const response = { 200: o.response as z.ZodType };
  app.post(
    `${o.base}/:id/approve`,
    { config, schema: { tags: o.tags, summary: o.summaries.approve, params: uuidParams, response } },
    async (req) => o.approve(req.params.id, operatorOf(req)),
  );
  app.post(
    `${o.base}/:id/reject`,
    {
      config,
      schema: {
        tags: o.tags,
        summary: o.summaries.reject,
        params: uuidParams,
        body: rejectBodySchema,
        response,
      },
    },
    async (req) => o.reject(req.params.id, operatorOf(req), req.body.reason),
  );
}
