import { verify } from "@casino/signing";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import type { PspConfig } from "./config.js";
import { type Clock, PspError, type PspService } from "./service.js";

declare module "fastify" {
  interface FastifyRequest {
    rawBody?: string;
  }
}

const direction = z.enum(["deposit", "payout"]);
const amount = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const currency = z.string().regex(/^[A-Z]{3,5}$/);

const schemas = {
  methods: z.object({ direction, country: z.string().regex(/^[A-Z]{3}$/), currency }),
  quote: z.object({ method: z.string().min(1).max(40), direction: direction.optional(), amount, currency }),
  deposit: z.object({
    reference: z.string().min(1).max(100),
    method: z.string().min(1).max(40),
    amount,
    currency,
    quoteId: z.string().max(60).optional(),
    returnUrl: z.url().max(2000).optional(),
    customer: z.record(z.string(), z.unknown()).optional(),
    /** The merchant's name the payer sees on the payment pages (a statement descriptor). */
    descriptor: z.string().trim().min(1).max(40).optional(),
  }),
  execute: z.object({ fields: z.record(z.string(), z.string().max(500)) }),
  payout: z.object({
    reference: z.string().min(1).max(100),
    method: z.string().min(1).max(40),
    amount,
    currency,
    quoteId: z.string().max(60).optional(),
    account: z.record(z.string(), z.string().max(200)),
  }),
};

/**
 * The merchant API: every call signed by the casino (`@casino/signing`,
 * caller `casino`, PSP_SECRET), each nonce accepted once.
 */
export async function merchantRoutes(app: FastifyInstance, opts: { service: PspService; config: PspConfig; clock: Clock }) {
  const { service, config, clock } = opts;

  app.addContentTypeParser("application/json", { parseAs: "string" }, (req, body, done) => {
    req.rawBody = body as string;
    try {
      done(null, body ? JSON.parse(body as string) : {});
    } catch {
      done(new PspError(400, "BAD_JSON", "The body is not JSON."), undefined);
    }
  });

  app.addHook("preHandler", async (req: FastifyRequest) => {
    const caller = req.headers["x-caller"];
    const v = verify(config.secret, req.headers, req.rawBody ?? "", clock.now().getTime());
    if (caller !== "casino" || !v.ok)
      throw new PspError(401, "INVALID_SIGNATURE", `Signature refused${v.ok ? "" : ` (${v.reason})`}.`);
    if (!(await service.repo.rememberNonce(v.nonce, clock.now())))
      throw new PspError(401, "REPLAYED", "This request was already received.");
  });

  const parse = <T extends z.ZodType>(s: T, body: unknown): z.infer<T> => {
    const r = s.safeParse(body);
    if (!r.success)
      throw new PspError(400, "VALIDATION_ERROR", r.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; "));
    return r.data;
  };
  const id = (req: FastifyRequest) => (req.params as { id: string }).id;

  app.post("/merchant/v1/methods", async (req) => {
    const b = parse(schemas.methods, req.body);
    return { methods: service.methods(b.direction, b.country, b.currency) };
  });
  app.post("/merchant/v1/quotes", async (req) => service.quote(parse(schemas.quote, req.body)));
  app.post("/merchant/v1/payments", async (req) =>
    service.present(await service.createDeposit(parse(schemas.deposit, req.body))),
  );
  app.post("/merchant/v1/payments/:id/execute", async (req) =>
    service.present(await service.execute(id(req), parse(schemas.execute, req.body).fields)),
  );
  app.post("/merchant/v1/payments/:id/status", async (req) => service.present(await service.byId(id(req))));
  app.post("/merchant/v1/payments/:id/cancel", async (req) => service.present(await service.cancel(id(req))));
  app.post("/merchant/v1/payouts", async (req) => service.present(await service.payout(parse(schemas.payout, req.body))));
}
