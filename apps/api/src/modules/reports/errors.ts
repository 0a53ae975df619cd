import type { ReportCode } from "@casino/contracts/reports";
import { MAX_REPORT_DAYS } from "@casino/contracts/reports";
import { AppError } from "../../platform/errors.js";

const MESSAGES: Record<ReportCode, string> = {
  INVALID_TIME_ZONE: "The time zone is not a known IANA time zone (e.g. Europe/Tallinn).",
  INVALID_RANGE: `The range must be real dates, the first not after the last, at most ${MAX_REPORT_DAYS} days.`,
};

export const reportError = (code: ReportCode, extra?: Record<string, unknown>) => new AppError(400, code, MESSAGES[code], extra);
