/**
 * An error a client may see: the HTTP status of the spec, a stable machine
 * `code`, a readable `message` for people, and the extra fields the spec's web
 * reads (`error`, `type`, `expires`, `reason`, `data`…). The internal detail,
 * if any, goes to the log only.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly internal?: string,
  ) {
    super(message);
    this.name = "AppError";
  }

  toBody(): { code: string; message: string } & Record<string, unknown> {
    return { code: this.code, message: this.message, ...this.extra };
  }
}

export const badRequest = (code: string, message: string, extra?: Record<string, unknown>) =>
  new AppError(400, code, message, extra);
export const unauthorized = (message = "Authentication is required.", code = "UNAUTHORIZED") => new AppError(401, code, message);
export const forbidden = (code: string, message: string, extra?: Record<string, unknown>) =>
  new AppError(403, code, message, extra);
export const notFound = (code = "NOT_FOUND", message = "Not found.") => new AppError(404, code, message);
export const preconditionFailed = (code: string, message: string, extra?: Record<string, unknown>) =>
  new AppError(412, code, message, extra);
export const locked = (code: string, message: string, extra?: Record<string, unknown>) => new AppError(423, code, message, extra);
export const tooManyRequests = (message = "Too many requests, try again later.") => new AppError(503, "RATE_LIMITED", message);
