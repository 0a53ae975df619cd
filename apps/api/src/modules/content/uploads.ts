import { fileTypeFromBuffer } from "file-type";
import { AppError } from "../../platform/errors.js";

/**
 * The upload rules of the games spec §9, for support attachments and content
 * images alike: at most 5,242,880 bytes a file, at most 5 files, and the type
 * read from the file's own bytes (never from its name or the browser's word).
 */
export const MAX_UPLOAD_BYTES = 5_242_880;
export const MAX_UPLOAD_FILES = 5;

/** Formats the spec accepts (.jpg .jpeg .png .pdf .3gp .mp4 .mkv .webm), by their detected MIME type. */
export const ATTACHMENT_TYPES: Record<string, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "application/pdf": "pdf",
  "video/3gpp": "3gp",
  "video/mp4": "mp4",
  "video/matroska": "mkv",
  "video/x-matroska": "mkv",
  "video/webm": "webm",
};

/** Images a post or page may show. */
export const IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp", "image/gif"];

export const fileTooLarge = () =>
  new AppError(413, "FILE_TOO_LARGE", `A file may be at most ${MAX_UPLOAD_BYTES} bytes.`, { error: "error.file.not.uploaded" });
export const fileTypeRefused = () =>
  new AppError(415, "FILE_TYPE_NOT_ALLOWED", "Only JPG, PNG, PDF, 3GP, MP4, MKV and WebM files are accepted.", {
    error: "error.file.not.uploaded",
  });
export const tooManyFiles = () =>
  new AppError(400, "TOO_MANY_FILES", `At most ${MAX_UPLOAD_FILES} files.`, { error: "error.file.not.uploaded" });

/** The detected MIME type of an attachment, or FILE_TOO_LARGE / FILE_TYPE_NOT_ALLOWED. */
export async function sniffAttachment(bytes: Uint8Array): Promise<{ mime: string; ext: string }> {
  if (bytes.length > MAX_UPLOAD_BYTES) throw fileTooLarge();
  const type = await fileTypeFromBuffer(bytes);
  const ext = type && ATTACHMENT_TYPES[type.mime];
  if (!type || !ext) throw fileTypeRefused();
  return { mime: type.mime, ext };
}

/** The detected MIME type of an image for posts and pages. */
export async function sniffImage(bytes: Uint8Array): Promise<string> {
  if (bytes.length > MAX_UPLOAD_BYTES) throw fileTooLarge();
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !IMAGE_TYPES.includes(type.mime))
    throw new AppError(415, "FILE_TYPE_NOT_ALLOWED", "Only PNG, JPEG, WebP and GIF images are accepted.");
  return type.mime;
}
