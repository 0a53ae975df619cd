import { AppError } from "../../platform/errors.js";

/** Comment limits of the games spec: required, at most 45 characters. */
export const COMMENT_MAX_LENGTH = 45;

export const commentRequired = () =>
  new AppError(400, "COMMENT_REQUIRED", "Write a comment first.", { data: "COMMENT_REQUIRED" });
export const commentTooLong = () =>
  new AppError(400, "COMMENT_TOO_LONG", `A comment has at most ${COMMENT_MAX_LENGTH} characters.`, {
    data: "COMMENT_TOO_LONG",
    max: COMMENT_MAX_LENGTH,
  });
export const commentExists = () =>
  new AppError(412, "COMMENT_EXISTS", "This big win already has a comment.", { data: "COMMENT_EXISTS" });
export const commentTimedOut = () =>
  new AppError(412, "REJECTED_BY_TIMEOUT", "The time to comment on this big win is over.", { data: "REJECTED_BY_TIMEOUT" });
export const bigWinNotFound = () =>
  new AppError(404, "BIG_WIN_NOT_FOUND", "There is no such big win.", { data: "BIG_WIN_NOT_FOUND" });
export const notYourBigWin = () =>
  new AppError(403, "NOT_YOUR_BIG_WIN", "Only the winner may comment on a big win.", { data: "NOT_YOUR_BIG_WIN" });
