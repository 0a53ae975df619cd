import { randomUUID } from "node:crypto";
import type { Db } from "@casino/db";
import { incomingRequestId, installMetrics } from "@casino/metrics";
import Fastify from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { StudioConfig } from "./config.js";
import { installErrorHandler, StudioError } from "./errors.js";
import { fairnessService } from "./fairness/service.js";
import { freeSpinService } from "./freespins/service.js";
import { liveRoutes } from "./live/routes.js";
import { liveTable } from "./live/table.js";
import { operatorGuard, pruneOperatorNonces } from "./operator/auth.js";
import { operatorRoutes } from "./operator/routes.js";
import { lobbyRoutes } from "./pages/lobby.js";
import { pageRoutes } from "./pages/routes.js";
import { roundService } from "./rounds/service.js";
import { clientRoutes } from "./sessions/routes.js";
import { sessionService } from "./sessions/service.js";
import { verifyRoutes } from "./verify/routes.js";
import { verifyService } from "./verify/service.js";
import { httpWalletClient, type WalletClient } from "./wallet/client.js";
import { walletOutbox } from "./wallet/outbox.js";

export type { StudioConfig };

export interface StudioDeps {
  db: Db;
  config: StudioConfig;
  /** The casino's wallet; by default signed HTTP to CASINO_URL. */
  wallet?: WalletClient;
  now?: () => Date;
  /** Start the outbox's background loop (the server does; tests drive it by hand or turn it on). */
  outboxLoop?: boolean;
  /** First retry delay of the outbox (doubles each attempt). */
  outboxBackoffMs?: number;
}

/** The game studio: a remote game server, a third party to the casino. */
export async function buildStudio(deps: StudioDeps) {
  const { db, config } = deps;
  const now = deps.now ?? (() => new Date());
  const app = Fastify({
    logger: config.LOG_LEVEL === "silent" ? false : { level: config.LOG_LEVEL },
    trustProxy: false,
    bodyLimit: 262_144,
    genReqId: (req) => incomingRequestId(req.headers["x-request-id"]) ?? randomUUID(),
  });
  installMetrics(app, {
    service: "studio",
    ready: () => db.query("SELECT 1").then(() => true),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);

  // Game pages open inside the casino's page only: no other site may frame them (clickjacking a bet button).
  const frameAncestors = `frame-ancestors 'self' ${new URL(config.CASINO_PUBLIC_URL).origin}`;
  app.addHook("onSend", async (_req, reply, payload) => {
    const type = String(reply.getHeader("content-type") ?? "");
    if (type.startsWith("text/html")) reply.header("content-security-policy", frameAncestors);
    return payload;
  });

  // Keep the raw body: operator calls are signed over it.
  app.addContentTypeParser("application/json", { parseAs: "string" }, (req, body, done) => {
    const raw = body as string;
    req.rawBody = raw;
    if (raw.trim() === "") return done(null, {});
    try {
      done(null, JSON.parse(raw));
    } catch {
      done(new StudioError(400, "BAD_REQUEST", "The body is not valid JSON."), undefined);
    }
  });

  const wallet =
    deps.wallet ??
    httpWalletClient({ casinoUrl: config.CASINO_URL, secret: config.STUDIO_SECRET, timeoutMs: config.STUDIO_WALLET_TIMEOUT_MS });
  const outbox = walletOutbox({ db, wallet, now, log: app.log, baseBackoffMs: deps.outboxBackoffMs });
  const fairness = fairnessService(db, now);
  const sessions = sessionService({ db, wallet, publicUrl: config.publicUrl, now });
  const freeSpins = freeSpinService({ db, now });
  const rounds = roundService({ db, wallet, outbox, fairness, sessions: sessions.repo, freeSpins, now });
  const verifier = verifyService({ rounds: rounds.rounds, fairness });
  const table = liveTable({ db, rounds, now, log: app.log, streamUrl: config.STUDIO_LIVE_STREAM_URL });

  app.get("/health", { logLevel: "warn" }, async (_req, reply) => {
    try {
      await db.query("SELECT 1");
      return { status: "ok", database: "ok" };
    } catch {
      return reply.status(503).send({ status: "degraded", database: "down" });
    }
  });
  await app.register(async (scope) =>
    operatorRoutes(scope, { sessions, freeSpins, guard: operatorGuard(db, config.STUDIO_SECRET, now) as never }),
  );
  await app.register(async (scope) => clientRoutes(scope, { sessions, rounds, fairness, table, freeSpins }));
  await app.register(async (scope) => liveRoutes(scope, { sessions, table }));
  await app.register(async (scope) => verifyRoutes(scope, { verifier }));
  await app.register(async (scope) => pageRoutes(scope, { sessions: sessions.repo }));
  await app.register(async (scope) => lobbyRoutes(scope, { sessions, publicUrl: config.publicUrl }));

  if (deps.outboxLoop) {
    const stop = outbox.start(config.STUDIO_OUTBOX_INTERVAL_MS);
    const stopTable = table.start(500);
    const recover = setInterval(
      () =>
        void rounds
          .recoverPending(3 * config.STUDIO_WALLET_TIMEOUT_MS + 10_000)
          .catch((err) => app.log.error({ err }, "recovery pass failed")),
      5_000,
    );
    recover.unref();
    const prune = setInterval(() => void pruneOperatorNonces(db, now()).catch(() => {}), 5 * 60_000);
    prune.unref();
    app.addHook("onClose", async () => {
      clearInterval(prune);
      clearInterval(recover);
      await stopTable();
      await stop();
    });
  }
  // Returned in a wrapper: a Fastify instance is thenable, so an async function would unwrap it.
  return { app, services: { outbox, sessions, rounds, fairness, table, freeSpins } };
}

export type Studio = Awaited<ReturnType<typeof buildStudio>>;
