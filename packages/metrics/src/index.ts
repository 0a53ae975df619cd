import { AsyncLocalStorage } from "node:async_hooks";
import type { FastifyInstance } from "fastify";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";

export { Counter, Gauge, Histogram, Registry };

/** Process-wide request context: the id of the request being served, carried onto calls to other parts. */
const requestIds = new AsyncLocalStorage<string>();

/** The id of the request this code runs for (undefined outside a request). */
export const currentRequestId = (): string | undefined => requestIds.getStore();

/** Headers to add to a call to another part so its logs carry the same request id. */
export const requestIdHeader = (): Record<string, string> => {
  const id = requestIds.getStore();
  return id ? { "x-request-id": id } : {};
};

/** A request id as the caller sent it (x-request-id), if it is a sane one. */
export const incomingRequestId = (header: unknown): string | undefined =>
  typeof header === "string" && /^[\w.:-]{1,64}$/.test(header) ? header : undefined;

export interface PartMetrics {
  registry: Registry;
  /** True from the moment the process is asked to stop: readiness then fails so the balancer drains it. */
  draining: boolean;
}

export interface InstallOptions {
  /** The part's name: api, studio, psp. */
  service: string;
  /** Readiness: the part can serve (its database answers). */
  ready: () => Promise<boolean>;
  /** Register the part's own metrics here. */
  registry?: Registry;
}

/**
 * Prometheus metrics and health for one Fastify part: request rate and latency per route and status,
 * Node's own (event-loop lag, heap, GC), `GET /metrics`, `GET /health/live` (the process runs) and
 * `GET /health/ready` (the database answers and the process is not draining). Each request runs in a
 * context holding its id, which calls to the other parts send on (requestIdHeader).
 */
export function installMetrics(app: FastifyInstance, o: InstallOptions): PartMetrics {
  const registry = o.registry ?? new Registry();
  registry.setDefaultLabels({ service: o.service });
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  const duration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer a request, by route and status",
    labelNames: ["method", "route", "status"],
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const inFlight = new Gauge({
    name: "http_requests_in_flight",
    help: "Requests being served",
    registers: [registry],
  });
  const part: PartMetrics = { registry, draining: false };

  app.addHook("onRequest", (req, _reply, done) => {
    inFlight.inc();
    requestIds.run(req.id, done);
  });
  app.addHook("onResponse", (req, reply, done) => {
    inFlight.dec();
    const route = req.routeOptions.url ?? "unmatched";
    duration.observe({ method: req.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
    done();
  });
  app.addHook("preClose", (done) => {
    part.draining = true;
    done();
  });

  app.get("/metrics", { logLevel: "warn", schema: { hide: true } }, async (_req, reply) =>
    reply.type(registry.contentType).send(await registry.metrics()),
  );
  app.get("/health/live", { logLevel: "warn", schema: { tags: ["ops"], summary: "The process runs" } }, async () => ({
    status: "live",
  }));
  app.get(
    "/health/ready",
    { logLevel: "warn", schema: { tags: ["ops"], summary: "Ready to serve: the database answers, not draining" } },
    async (_req, reply) => {
      if (part.draining) return reply.status(503).send({ code: "DRAINING", message: "This process is stopping." });
      const ok = await withTimeout(o.ready(), 2000).catch(() => false);
      return ok
        ? { status: "ready", database: "ok" }
        : reply.status(503).send({ code: "DATABASE_UNAVAILABLE", message: "The database does not answer." });
    },
  );
  return part;
}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const t = setTimeout(() => reject(new Error("timeout")), ms);
    p.then(
      (v) => {
        clearTimeout(t);
        resolve(v);
      },
      (e) => {
        clearTimeout(t);
        reject(e);
      },
    );
  });
}
