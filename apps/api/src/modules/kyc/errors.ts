import type { KycCode } from "@casino/contracts/kyc";
import { AppError } from "../../platform/errors.js";

/** Every refusal of the KYC calls: a stable code (contracts), a readable message, and its HTTP status. */
const ERRORS: Record<KycCode, { status: number; message: string }> = {
  FILE_MISSING: { status: 400, message: "Send one file in the field named file." },
  FILE_TOO_LARGE: { status: 413, message: "The file is larger than 5 MB (5242880 bytes)." },
  TOO_MANY_FILES: { status: 400, message: "Send one file per upload, and at most 5 files per document." },
  FILE_TYPE_NOT_ALLOWED: { status: 415, message: "Only .jpg, .jpeg, .png, .pdf, .3gp, .mp4, .mkv and .webm files are accepted." },
  FILE_NAME_NOT_ALLOWED: { status: 400, message: "The file name is not allowed; rename the file and try again." },
  FILE_CONTENT_MISMATCH: { status: 415, message: "The file's content is not what its name says." },
  TOO_MANY_UPLOADS: { status: 400, message: "Too many files wait to be sent with a document; send them first." },
  UPLOAD_NOT_FOUND: { status: 404, message: "This upload does not exist." },
  UPLOAD_ALREADY_USED: { status: 409, message: "This upload already belongs to a document." },
  DOCUMENT_TYPE_NOT_ALLOWED: { status: 400, message: "This document type is not accepted in your region." },
  DOCUMENT_NOT_FOUND: { status: 404, message: "This document does not exist." },
  DOCUMENT_ALREADY_REVIEWED: { status: 409, message: "This document has already been reviewed." },
  VERIFICATION_REJECTED: { status: 412, message: "Your verification was refused; contact support." },
  ALREADY_VERIFIED: { status: 409, message: "This player is already verified." },
  PROFILE_MISMATCH: { status: 412, message: "The name or birthday on the document does not match the profile." },
  LINK_EXPIRED: { status: 410, message: "This file link has expired; open the document again." },
  LINK_INVALID: { status: 403, message: "This file link is not valid." },
  PLAYER_NOT_FOUND: { status: 404, message: "This player does not exist." },
};

export const kycError = (code: KycCode, extra?: Record<string, unknown>) => {
  const e = ERRORS[code];
  return new AppError(e.status, code, e.message, extra);
};

export const fileMissing = () => kycError("FILE_MISSING");
export const fileTooLarge = () => kycError("FILE_TOO_LARGE");
export const tooManyFiles = () => kycError("TOO_MANY_FILES");
export const fileTypeNotAllowed = () => kycError("FILE_TYPE_NOT_ALLOWED");
export const fileNameNotAllowed = () => kycError("FILE_NAME_NOT_ALLOWED");
export const fileContentMismatch = () => kycError("FILE_CONTENT_MISMATCH");
