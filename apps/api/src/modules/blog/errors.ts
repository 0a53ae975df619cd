import { AppError } from "../../platform/errors.js";

export const BLOG_CODES = ["BLOG_NOT_FOUND", "BLOG_POST_NOT_FOUND", "BLOG_SLUG_TAKEN", "BLOG_LANGUAGE_UNSUPPORTED"] as const;
export type BlogCode = (typeof BLOG_CODES)[number];

const MESSAGES: Record<BlogCode, string> = {
  BLOG_NOT_FOUND: "There is no blog in this language.",
  BLOG_POST_NOT_FOUND: "This post does not exist.",
  BLOG_SLUG_TAKEN: "Another post of this language already has this address.",
  BLOG_LANGUAGE_UNSUPPORTED: "The blog is not written in this language.",
};
const STATUS: Record<BlogCode, number> = {
  BLOG_NOT_FOUND: 404,
  BLOG_POST_NOT_FOUND: 404,
  BLOG_SLUG_TAKEN: 409,
  BLOG_LANGUAGE_UNSUPPORTED: 400,
};

export const blogError = (code: BlogCode) => new AppError(STATUS[code], code, MESSAGES[code]);
