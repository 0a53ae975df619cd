import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError } from "./errors.js";
import type { SendIndex } from "./web.js";

/** PostgreSQL's codes for text it refuses: 22021 (e.g. a NUL byte), 22P05 (e.g. \u0000 in jsonb). */
const UNSTORABLE_TEXT = new Set(["22021", "22P05"]);

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
    // Text the database cannot hold (a NUL byte, a lone surrogate in JSON) is the client's input, not our fault.
    if (UNSTORABLE_TEXT.has(String(err.code))) {
      return reply.status(400).send({ code: "BAD_REQUEST", message: "The request holds characters that cannot be accepted." });
    }
    req.log.error({ err }, "unhandled error");
    return reply.status(500).send({ code: "INTERNAL_ERROR", message: "Something went wrong, try again later." });
  });
}

/** Unknown routes: JSON 404 with a code; a browser asking for a page gets the SPA (it owns /en/...). */
export function installNotFoundHandler(app: FastifyInstance, opts: { spa: SendIndex | false }) {
  app.setNotFoundHandler((req, reply) => {
    const wantsHtml = req.method === "GET" && (req.headers.accept ?? "").includes("text/html");
    if (opts.spa && wantsHtml) return opts.spa(reply);
    return reply.status(404).send({ code: "NOT_FOUND", message: `No route ${req.method} ${req.url.split("?")[0]}` });
  });
}
