import { UPLOAD_RULES } from "@casino/contracts/kyc";
import { fileTypeFromBuffer } from "file-type";
import { fileContentMismatch, fileNameNotAllowed, fileTooLarge, fileTypeNotAllowed } from "./errors.js";

/** The sniffed type each allowed extension must have: what the name says is what the bytes are. */
const SNIFFED: Record<string, { ext: string; mime: string }> = {
  ".jpg": { ext: "jpg", mime: "image/jpeg" },
  ".jpeg": { ext: "jpg", mime: "image/jpeg" },
  ".png": { ext: "png", mime: "image/png" },
  ".pdf": { ext: "pdf", mime: "application/pdf" },
  ".3gp": { ext: "3gp", mime: "video/3gpp" },
  ".mp4": { ext: "mp4", mime: "video/mp4" },
  ".mkv": { ext: "mkv", mime: "video/x-matroska" },
  ".webm": { ext: "webm", mime: "video/webm" },
};

export interface CheckedUpload {
  /** Shown to operators and the player; never used as a path. */
  displayName: string;
  extension: string;
  contentType: string;
}

/**
 * The name a player's device gave, for display only: no directories, no
 * control characters, at most 120 characters. A name that tries to climb out
 * of a folder (`../`, `/`, `\`) or carries control characters is refused.
 */
export function displayName(raw: string): string {
  const name = raw.normalize("NFC").trim();
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (!name || /[/\\]|\.\.|[\u0000-\u001f\u007f]/.test(name)) throw fileNameNotAllowed();
  const clean = name.replace(/[^\p{L}\p{N} ._()+-]/gu, "_").replace(/\s+/g, " ");
  if (clean.length <= 120) return clean;
  const dot = clean.lastIndexOf(".");
  const ext = dot > 0 ? clean.slice(dot) : "";
  return clean.slice(0, 120 - ext.length) + ext;
}

/** games spec §5: size, an allowed extension, and bytes (magic numbers) that are what the extension says. */
export async function checkUpload(rawName: string, bytes: Buffer): Promise<CheckedUpload> {
  if (bytes.length > UPLOAD_RULES.maxBytes) throw fileTooLarge();
  const name = displayName(rawName);
  const dot = name.lastIndexOf(".");
  const extension = dot >= 0 ? name.slice(dot).toLowerCase() : "";
  const expected = SNIFFED[extension];
  if (!expected || !(UPLOAD_RULES.extensions as readonly string[]).includes(extension)) throw fileTypeNotAllowed();
  const sniffed = bytes.length ? await fileTypeFromBuffer(bytes) : undefined;
  if (!sniffed || sniffed.ext !== expected.ext) throw fileContentMismatch();
  return { displayName: name, extension, contentType: expected.mime };
}

/** Images and PDFs may show inline in the back office viewer; anything else downloads. */
export const isInlineViewable = (contentType: string) =>
  contentType === "image/jpeg" || contentType === "image/png" || contentType === "application/pdf";
