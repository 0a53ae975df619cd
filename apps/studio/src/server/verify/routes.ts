import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { verifyService } from "./service.js";

const body = z.object({
  roundId: z.string().max(100).optional(),
  gameId: z.string().max(100).optional(),
  serverSeed: z.string().max(100).optional(),
  clientSeed: z.string().max(100).optional(),
  nonce: z.number().int().min(0).optional(),
  bet: z.unknown().optional(),
  actions: z.array(z.unknown()).max(100).optional(),
});

export async function verifyRoutes(app: FastifyInstance, deps: { verifier: ReturnType<typeof verifyService> }) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post("/api/verify", { schema: { body } }, async (req) => deps.verifier.verify(req.body));
}
