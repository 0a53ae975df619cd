import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";

/**
 * Helmet's security headers, worked out once at boot and set on every reply:
 * the same set @fastify/helmet sends, without running helmet's middlewares on
 * each request (the catalogue answers thousands of requests a second).
 */
export function securityHeaders(app: FastifyInstance, options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as never, response as never, () => {});
  app.addHook("onRequest", (_req, reply, done) => {
    reply.headers(headers);
    done();
  });
  return headers;
}
