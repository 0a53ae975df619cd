import type { FastifyError, FastifyInstance, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";

/** An error a part answers as it is: HTTP status and the JSON body (`code`, `message`, maybe more). */
export interface KnownError {
  status: number;
  body: { code: string; message: string } & Record<string, unknown>;
}

/** PostgreSQL's codes for text it refuses: 22021 (e.g. a NUL byte), 22P05 (e.g. \u0000 in jsonb). */
const UNSTORABLE_TEXT = new Set(["22021", "22P05"]);

/**
 * DESIGN.md §4, for every part (api, studio, psp): each error leaves as JSON
 * with a stable `code` and a readable `message`; bad input is a 4xx, never a
 * 500; no stack traces. `known` answers the part's own errors (AppError,
 * StudioError, PspError); the rest is the framework's: schema validation
 * (400 VALIDATION_ERROR with the fields), rate limits (503 RATE_LIMITED, as the
 * spec's 503), other 4xx (their code), text the database cannot hold (400),
 * and anything else a logged 500 INTERNAL_ERROR.
 */
export function installErrorHandler(
  app: FastifyInstance,
  opts: { known: (err: unknown, req: FastifyRequest) => KnownError | undefined },
) {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    const known = opts.known(err, req);
    if (known) return reply.status(known.status).send(known.body);
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

/** Unknown routes: JSON 404 with a code. */
export function installJsonNotFound(app: FastifyInstance) {
  app.setNotFoundHandler((req, reply) =>
    reply.status(404).send({ code: "NOT_FOUND", message: `No route ${req.method} ${req.url.split("?")[0]}` }),
  );
}
