import { installErrorHandler as installJsonErrors, installJsonNotFound } from "@casino/http-errors";
import type { FastifyInstance } from "fastify";

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

/** Every error leaves as JSON `{code, message}` through the parts' one handler (@casino/http-errors). */
export function installErrorHandler(app: FastifyInstance) {
  installJsonErrors(app, {
    known: (err) =>
      err instanceof StudioError
        ? { status: err.status, body: { code: err.code, message: err.message, ...err.extra } }
        : undefined,
  });
  installJsonNotFound(app);
}
