import { AppError } from "../../platform/errors.js";

export const MESSAGE_CODES = ["MESSAGE_NOT_FOUND", "MESSAGE_AUDIENCE_INVALID"] as const;
export type MessageCode = (typeof MESSAGE_CODES)[number];

const MESSAGES: Record<MessageCode, string> = {
  MESSAGE_NOT_FOUND: "This message does not exist.",
  MESSAGE_AUDIENCE_INVALID: "Choose one player, a segment (country and/or language) or everyone.",
};
const STATUS: Record<MessageCode, number> = { MESSAGE_NOT_FOUND: 404, MESSAGE_AUDIENCE_INVALID: 400 };

export const messageError = (code: MessageCode) => new AppError(STATUS[code], code, MESSAGES[code]);
