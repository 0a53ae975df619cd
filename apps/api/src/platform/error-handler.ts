import { installErrorHandler as installJsonErrors } from "@casino/http-errors";
import type { FastifyInstance } from "fastify";
import { AppError } from "./errors.js";
import type { SendIndex } from "./web.js";

/** The api's errors through the parts' one handler (@casino/http-errors): an AppError answers as it is. */
export function installErrorHandler(app: FastifyInstance) {
  installJsonErrors(app, {
    known: (err, req) => {
      if (!(err instanceof AppError)) return undefined;
      if (err.internal) req.log.warn({ code: err.code, internal: err.internal }, "request refused");
      return { status: err.status, body: err.toBody() };
    },
  });
}

/** Unknown routes: JSON 404 with a code; a browser asking for a page gets the SPA (it owns /en/...). */
export function installNotFoundHandler(app: FastifyInstance, opts: { spa: SendIndex | false }) {
  app.setNotFoundHandler((req, reply) => {
    const wantsHtml = req.method === "GET" && (req.headers.accept ?? "").includes("text/html");
    if (opts.spa && wantsHtml) return opts.spa(reply, req.url);
    return reply.status(404).send({ code: "NOT_FOUND", message: `No route ${req.method} ${req.url.split("?")[0]}` });
  });
}
