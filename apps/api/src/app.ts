import { randomUUID } from "node:crypto";
import cors from "@fastify/cors";
import rateLimit from "@fastify/rate-limit";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyInstance } from "fastify";
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { registerModules } from "./modules/index.js";
import type { Config } from "./platform/config.js";
import type { Db } from "./platform/db.js";
import { installErrorHandler, installNotFoundHandler } from "./platform/error-handler.js";
import { loggerOptions } from "./platform/logger.js";
import { requestContext } from "./platform/request-context.js";
import { securityHeaders } from "./platform/security-headers.js";
import { serveWeb } from "./platform/web.js";
import { createServices, type ServiceDeps, type Services } from "./services.js";

export type App = FastifyInstance & { services: Services };

export interface BuildAppOptions extends Omit<ServiceDeps, "config" | "db"> {
  config: Config;
  db: Db;
}

/** The casino platform: every module's routes on one Fastify instance. */
export async function buildApp(opts: BuildAppOptions): Promise<App> {
  const { config } = opts;
  const app = Fastify({
    logger: loggerOptions(config.LOG_LEVEL),
    genReqId: (req) => (req.headers["x-request-id"] as string | undefined)?.slice(0, 64) || randomUUID(),
    trustProxy: true,
    bodyLimit: 1_048_576,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);

  securityHeaders(app, { contentSecurityPolicy: false, crossOriginEmbedderPolicy: false });
  await app.register(cors, { origin: [config.publicUrl], credentials: true });
  await app.register(rateLimit, {
    global: false,
    keyGenerator: (req) => req.ip ?? "inject",
    ...(opts.redis ? { redis: opts.redis } : {}),
  });
  await app.register(swagger, {
    openapi: { info: { title: "Casino platform API", version: "1.0.0" } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/docs" });

  const services = createServices({ ...opts, config, db: opts.db });
  app.decorate("services", services);
  await app.register(requestContext, { resolveSession: (token) => services.session.resolve(token) });
  await registerModules(app, services);
  const spa = config.WEB_DIST ? await serveWeb(app, config.WEB_DIST) : false;
  installNotFoundHandler(app, { spa });
  return app as unknown as App;
}
