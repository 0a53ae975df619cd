import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";

/** An error a caller may see: HTTP status, stable machine `code`, readable `message`. */
export class StudioError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = "StudioError";
  }
}

export const notFound = (code: string, message: string) => new StudioError(404, code, message);
export const badRequest = (code: string, message: string, extra?: Record<string, unknown>) =>
  new StudioError(400, code, message, extra);
export const unauthorized = (code: string, message: string) => new StudioError(401, code, message);
export const conflict = (code: string, message: string) => new StudioError(409, code, message);
export const preconditionFailed = (code: string, message: string, extra?: Record<string, unknown>) =>
  new StudioError(412, code, message, extra);
export const walletUnavailable = (message = "The casino's wallet did not answer; no money was taken. Try again.") =>
  new StudioError(503, "WALLET_UNAVAILABLE", message);

/** Every error leaves as JSON `{code, message}`; bad input is a 4xx, never a 500. */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | StudioError, req, reply) => {
    if (err instanceof StudioError) return reply.status(err.status).send({ code: err.code, message: err.message, ...err.extra });
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields = err.validation.map((v) => ({
        field: String(v.instancePath || "")
          .replace(/^\//, "")
          .replace(/\//g, "."),
        message: v.message,
      }));
      return reply.status(400).send({
        code: "VALIDATION_ERROR",
        message: `Invalid request: ${fields.map((f) => `${f.field || "body"} ${f.message}`).join("; ")}`,
        fields,
      });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.status(status).send({ code: "BAD_REQUEST", message: err.message });
    req.log.error({ err }, "unhandled error");
    return reply.status(500).send({ code: "INTERNAL_ERROR", message: "Something went wrong, try again later." });
  });
  app.setNotFoundHandler((req, reply) =>
    reply.status(404).send({ code: "NOT_FOUND", message: `No route ${req.method} ${req.url.split("?")[0]}` }),
  );
}
