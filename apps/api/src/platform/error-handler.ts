import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError } from "./errors.js";

/**
 * DESIGN.md §4: every error leaves as JSON with a stable `code` and a readable
 * `message`; bad input is a 4xx, never a 500; no stack traces.
 */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | AppError, req, reply) => {
    if (err instanceof AppError) {
      if (err.internal) req.log.warn({ code: err.code, internal: err.internal }, "request refused");
      return reply.status(err.status).send(err.toBody());
    }
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
    if (status === 429) {
      return reply.status(503).send({ code: "RATE_LIMITED", message: "Too many requests, try again later." });
    }
    if (status >= 400 && status < 500) {
      const code =
        err.code?.startsWith("FST_ERR_CTP") || err.code === "FST_ERR_VALIDATION" ? "BAD_REQUEST" : (err.code ?? "BAD_REQUEST");
      return reply.status(status).send({ code, message: err.message });
    }
    req.log.error({ err }, "unhandled error");
    return reply.status(500).send({ code: "INTERNAL_ERROR", message: "Something went wrong, try again later." });
  });
}

/** Unknown routes: JSON 404 with a code; a browser asking for a page gets the SPA (it owns /en/...). */
export function installNotFoundHandler(app: FastifyInstance, opts: { spa: boolean }) {
  app.setNotFoundHandler((req, reply) => {
    const wantsHtml = req.method === "GET" && (req.headers.accept ?? "").includes("text/html");
    if (opts.spa && wantsHtml) return reply.type("text/html").header("cache-control", "no-cache").sendFile("index.html");
    return reply.status(404).send({ code: "NOT_FOUND", message: `No route ${req.method} ${req.url.split("?")[0]}` });
  });
}
