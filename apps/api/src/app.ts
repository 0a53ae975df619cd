import { randomUUID } from "node:crypto";
import { incomingRequestId, installMetrics } from "@casino/metrics";
import cors from "@fastify/cors";
import rateLimit from "@fastify/rate-limit";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import websocket from "@fastify/websocket";
import Fastify, { type FastifyInstance } from "fastify";
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { registerModules } from "./modules/index.js";
import type { Config } from "./platform/config.js";
import type { Db } from "./platform/db.js";
import { installErrorHandler, installNotFoundHandler } from "./platform/error-handler.js";
import { loggerOptions } from "./platform/logger.js";
import { apiMetrics } from "./platform/metrics.js";
import { operatorContext } from "./platform/operator-context.js";
import { requestContext } from "./platform/request-context.js";
import { securityHeaders } from "./platform/security-headers.js";
import { serveWeb } from "./platform/web.js";
import { createServices, type ServiceDeps, type Services } from "./services.js";

/** TRUST_PROXY as Fastify takes it: false (the socket's peer is the client) or the list of trusted proxies. */
export function trustedProxies(setting: string | undefined): false | string[] {
  const list = (setting ?? "")
    .split(",")
    .map((x) => x.trim())
    .filter(Boolean);
  return list.length ? list : false;
}

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
    // The id a caller (the load balancer, the studio, the psp) sent on, or a new one: every part's logs carry it.
    genReqId: (req) => incomingRequestId(req.headers["x-request-id"]) ?? randomUUID(),
    trustProxy: trustedProxies(config.TRUST_PROXY),
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
    // Redis unreachable: requests go on (the login and code limits in PostgreSQL still hold) rather than fail.
    skipOnError: true,
    ...(opts.redis ? { redis: opts.redis } : {}),
  });
  await app.register(swagger, {
    openapi: { info: { title: "Casino platform API", version: "1.0.0" } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/docs" });
  // Once for the whole api (balance updates, the message channel): a second registration would route each upgrade twice.
  await app.register(websocket);

  const metrics = apiMetrics();
  const services = createServices({ ...opts, config, db: opts.db, metrics });
  app.decorate("services", services);
  installMetrics(app, { service: "api", registry: metrics.registry, ready: () => services.health.check() });
  metrics.watch({ db: opts.db, websockets: () => services.balanceHub.listeners() });
  // A stopping process answers its requests in flight (Fastify waits for them) and lets every bet its
  // group-committed statements hold commit before the database closes.
  app.addHook("onClose", async () => {
    for (let waited = 0; services.seamlessWallet.pendingBets() > 0 && waited < 10_000; waited += 10) {
      await new Promise((r) => setTimeout(r, 10));
    }
  });
  await app.register(requestContext, { resolveSession: (token) => services.session.resolve(token) });
  // Before any module registers routes: its onRoute hook refuses an /operator/v1/ route without a permission.
  await app.register(operatorContext, {
    resolve: (cookie, ip) => services.operators.resolve(cookie, ip),
    commandToken: services.config.OPS_TOKEN,
  });
  await registerModules(app, services);
  const frameOrigins = [config.studioPublicUrl, config.PSP_PUBLIC_URL, ...config.gameProviders.map((p) => p.url)];
  const spa = config.WEB_DIST ? await serveWeb(app, config.WEB_DIST, { frameOrigins }) : false;
  installNotFoundHandler(app, { spa });
  return app as unknown as App;
}
