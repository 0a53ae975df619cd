import { AppError, badRequest, locked, tooManyRequests } from "../../platform/errors.js";

export const invalidToken = () =>
  badRequest("INVALID_TOKEN", "This link or code is not valid any more, please ask for a new one.");
export const invalidCode = (triesLeft: number) => badRequest("INVALID_CODE", "The code is not correct.", { triesLeft });
export const codeExpired = () => locked("CODE_EXPIRED", "The code has expired, please ask for a new one.");
export const noRetries = () => locked("NO_RETRIES", "Too many wrong tries, please ask for a new code.");
export const tooManySends = () => locked("NO_RETRIES", "Too many codes were sent, please try again later.");
export const resendTooSoon = (retryAfter: number) =>
  new AppError(503, "RATE_LIMITED", "Please wait before asking for another code.", { retryAfter });
export { tooManyRequests };
