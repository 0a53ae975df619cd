import { AppError } from "../../platform/errors.js";

export const SUPPORT_CODES = [
  "SUPPORT_EMAIL_REQUIRED",
  "SUPPORT_TOO_MANY_MESSAGES",
  "TICKET_NOT_FOUND",
  "TICKET_CLOSED",
  "ATTACHMENT_NOT_FOUND",
] as const;
export type SupportCode = (typeof SUPPORT_CODES)[number];

const MESSAGES: Record<SupportCode, string> = {
  SUPPORT_EMAIL_REQUIRED: "Give an e-mail address so we can answer you.",
  SUPPORT_TOO_MANY_MESSAGES:
    "You have written to us many times in the last hour; we answer every message, please wait for our reply.",
  TICKET_NOT_FOUND: "This ticket does not exist.",
  TICKET_CLOSED: "This ticket is closed.",
  ATTACHMENT_NOT_FOUND: "This file does not exist.",
};
const STATUS: Record<SupportCode, number> = {
  SUPPORT_EMAIL_REQUIRED: 400,
  SUPPORT_TOO_MANY_MESSAGES: 429,
  TICKET_NOT_FOUND: 404,
  TICKET_CLOSED: 409,
  ATTACHMENT_NOT_FOUND: 404,
};

export const supportError = (code: SupportCode) => new AppError(STATUS[code], code, MESSAGES[code]);
