import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Services } from "../../services.js";
import type { SignedCall } from "./seamless.service.js";

declare module "fastify" {
  interface FastifyRequest {
    /** The raw JSON body of a signed call, as signed. */
    rawBody?: string;
    /** The provider whose signature checked out. */
    provider?: string;
    /** The call whose signature checked out, and its nonce. */
    signedCall?: SignedCall;
  }
}

const id = z.string().min(1).max(128);
const amount = z
  .union([z.number().int().min(0).max(Number.MAX_SAFE_INTEGER), z.string().regex(/^\d{1,19}$/)])
  .transform((v) => BigInt(v));
const currency = z.string().regex(/^[A-Z]{3,5}$/);

const bodies = {
  authenticate: z.object({ token: z.string().min(1).max(200) }),
  balance: z.object({ playerId: id, currency, token: z.string().max(200).optional() }),
  bet: z.object({
    playerId: id,
    token: z.string().min(1).max(200),
    currency,
    gameId: id,
    roundId: id,
    transactionId: id,
    amount,
  }),
  win: z.object({
    playerId: id,
    currency,
    gameId: id,
    roundId: id,
    transactionId: id,
    betTransactionId: id.optional(),
    amount,
    roundClosed: z.boolean().optional(),
    /** A free spin's result: its win is bonus money of this award (docs/integration/seamless-wallet.md). */
    freeSpins: z.object({ awardId: id }).optional(),
  }),
  rollback: z.object({ playerId: id, currency, gameId: id, roundId: id, transactionId: id, rollbackTransactionId: id }),
};

/**
 * The seamless wallet a game provider calls (docs/integration/seamless-wallet.md):
 * signed JSON in, HTTP 200 with a body `status` for every business outcome.
 */
export const seamlessRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const seamless = services.seamlessWallet;

  // Keep the raw body: the signature covers the bytes as sent.
  app.addContentTypeParser("application/json", { parseAs: "string" }, (req, body, done) => {
    req.rawBody = body as string;
    try {
      done(null, body === "" ? {} : JSON.parse(body as string));
    } catch {
      const err = Object.assign(new Error("The body is not valid JSON."), { statusCode: 400, code: "INVALID_JSON" });
      done(err, undefined);
    }
  });

  app.addHook("preValidation", async (req, reply) => {
    const call = seamless.checkCall(req.headers, req.rawBody ?? "");
    if (!call) return reply.status(200).send({ status: "INVALID_SIGNATURE" });
    req.provider = call.provider;
    req.signedCall = call;
  });

  // Answers by operation and body status, for Prometheus (the payload is still an object here: no parsing).
  app.addHook("preSerialization", async (req, _reply, payload) => {
    const status = (payload as { status?: unknown } | null)?.status;
    const operation = req.routeOptions.url?.split("/").pop() ?? "unknown";
    services.metrics.walletAnswers.inc({ operation, status: typeof status === "string" ? status : "none" });
    return payload;
  });

  /** Every operation but the bet records its nonce first; the bet records it in its own statement. */
  const replayed = { status: "INVALID_SIGNATURE" } as const;
  const fresh = async (req: { signedCall?: SignedCall }) => (await req.signedCall?.fresh()) === true;

  const tags = ["seamless wallet"];
  app.post("/wallet/v1/authenticate", { schema: { tags, body: bodies.authenticate } }, async (req) =>
    (await fresh(req)) ? seamless.authenticate(req.provider!, req.body.token) : replayed,
  );
  app.post("/wallet/v1/balance", { schema: { tags, body: bodies.balance } }, async (req) =>
    (await fresh(req)) ? seamless.balance(req.provider!, req.body.playerId, req.body.currency) : replayed,
  );
  app.post("/wallet/v1/bet", { schema: { tags, body: bodies.bet } }, async (req) =>
    seamless.bet(req.provider!, req.body, req.signedCall),
  );
  app.post("/wallet/v1/win", { schema: { tags, body: bodies.win } }, async (req) =>
    (await fresh(req)) ? seamless.win(req.provider!, req.body) : replayed,
  );
  app.post("/wallet/v1/rollback", { schema: { tags, body: bodies.rollback } }, async (req) =>
    (await fresh(req)) ? seamless.rollback(req.provider!, req.body) : replayed,
  );
};
