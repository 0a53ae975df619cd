import type { FastifyRequest } from "fastify";
import type { Db } from "../../platform/db.js";
import type { Services } from "../../services.js";

/**
 * Runs an operator's change and its audit row in one transaction: `fn`
 * returns the result and what the audit keeps of it.
 */
export function audited(services: Services) {
  return async <T>(
    req: FastifyRequest,
    action: string,
    objectType: string,
    fn: (tx: Db) => Promise<{ result: T; objectId: string | null; before?: unknown; after?: unknown; reason?: string | null }>,
  ): Promise<T> =>
    services.db.transaction(async (tx) => {
      const r = await fn(tx);
      await services.audit.record(tx, {
        operatorId: req.operator!.id,
        operatorEmail: req.operator!.email,
        action,
        objectType,
        objectId: r.objectId,
        before: r.before ?? null,
        after: r.after ?? null,
        reason: r.reason ?? null,
        ip: req.operator!.ip ?? req.ip,
      });
      return r.result;
    });
}
