import type { FastifyServerOptions } from "fastify";

/**
 * Request logs carry the route pattern, never the raw path: tokens and codes
 * travel in paths (`/session/v1/validate/{token}`), and never in a log line.
 */
export function loggerOptions(level: string): FastifyServerOptions["logger"] {
  if (level === "silent") return false;
  return {
    level,
    redact: {
      paths: ["req.headers.authorization", "*.password", "*.passwordNew", "*.token", "*.code", "*.recaptchaToken"],
      censor: "[redacted]",
    },
    serializers: {
      req(req: { method: string; url: string; routeOptions?: { url?: string }; id: string; ip?: string }) {
        return {
          id: req.id,
          method: req.method,
          route: req.routeOptions?.url ?? req.url.split("?")[0],
          ip: req.ip,
        };
      },
    },
  };
}
