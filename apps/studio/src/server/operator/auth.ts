import type { Db } from "@casino/db";
import { SIGNATURE_HEADERS, verify } from "@casino/signing";
import type { FastifyRequest } from "fastify";
import { unauthorized } from "../errors.js";

/** The one operator allowed to call the operator API. */
export const OPERATOR_CALLER = "casino";

declare module "fastify" {
  interface FastifyRequest {
    rawBody?: string;
  }
}

/**
 * Refuses an operator call unless it is signed by the casino with the shared
 * secret, inside the skew window, with a nonce never seen before.
 */
export function operatorGuard(db: Db, secret: string, now: () => Date) {
  return async (req: FastifyRequest) => {
    const caller = req.headers[SIGNATURE_HEADERS.caller];
    const result = verify(secret, req.headers, req.rawBody ?? "", now().getTime());
    if (!result.ok) {
      if (result.reason === "MISSING") throw unauthorized("SIGNATURE_MISSING", "The call is not signed.");
      if (result.reason === "SKEW")
        throw unauthorized("SIGNATURE_EXPIRED", "The call's timestamp is outside the allowed window.");
      throw unauthorized("INVALID_SIGNATURE", "The signature does not match.");
    }
    if (caller !== OPERATOR_CALLER) throw unauthorized("UNKNOWN_CALLER", "This caller may not use the operator API.");
    const fresh = await db.one(
      "INSERT INTO operator_nonces (caller, nonce) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING nonce",
      [caller, result.nonce],
    );
    if (!fresh) throw unauthorized("NONCE_REPLAYED", "This nonce was already used.");
  };
}

/** Forgets nonces older than the skew window allows (their timestamps are refused anyway). */
export async function pruneOperatorNonces(db: Db, now: Date) {
  await db.query("DELETE FROM operator_nonces WHERE seen_at < $1", [new Date(now.getTime() - 15 * 60_000)]);
}
