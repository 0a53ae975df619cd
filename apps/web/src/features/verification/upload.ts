import "../../i18n/account-texts";
import { UPLOAD_RULES } from "@casino/contracts/kyc";
import { ApiError, callHeaders, NetworkError } from "../../api/client";

export interface UploadAnswer {
  referenceId: string;
  name: string;
  contentType: string;
  size: number;
}

/** Why a file cannot be sent, checked before upload (the server checks again, by content): an i18n key, or null. */
export function fileProblem(file: { name: string; size: number }): string | null {
  const dot = file.name.lastIndexOf(".");
  const ext = dot >= 0 ? file.name.slice(dot).toLowerCase() : "";
  if (!(UPLOAD_RULES.extensions as readonly string[]).includes(ext)) return "verification.upload.bad_type";
  if (file.size > UPLOAD_RULES.maxBytes) return "verification.upload.too_large";
  if (file.size === 0) return "verification.upload.empty";
  return null;
}

/** Upload refusals by code: the reason shown under error.file.not.uploaded. */
const REASONS: Record<string, string> = {
  FILE_TOO_LARGE: "verification.upload.too_large",
  FILE_TYPE_NOT_ALLOWED: "verification.upload.bad_type",
  FILE_CONTENT_MISMATCH: "verification.upload.bad_content",
  FILE_NAME_NOT_ALLOWED: "verification.upload.bad_name",
  TOO_MANY_UPLOADS: "verification.upload.too_many",
  TOO_MANY_FILES: "verification.upload.too_many",
};
export const uploadReason = (err: unknown) =>
  err instanceof ApiError ? (REASONS[err.code] ?? "verification.upload.failed") : "verification.upload.failed";

/**
 * Whether sending the same file again may succeed: yes after a dropped
 * connection, a timeout, a rate limit or a server error; no when the server
 * turned the file itself down (its content, type, name or size).
 */
export const isRetryable = (err: unknown) =>
  !(err instanceof ApiError) || err.status >= 500 || err.status === 408 || err.status === 429;

/**
 * `POST upload/v1` with the browser's upload progress (XMLHttpRequest: fetch
 * reports none). `onProgress` gets 0–1; `abort()` stops it.
 */
export function uploadFile(file: File, onProgress: (fraction: number) => void) {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<UploadAnswer>((resolve, reject) => {
    xhr.open("POST", "/upload/v1");
    for (const [k, v] of Object.entries(callHeaders())) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      let data: Record<string, unknown> = {};
      try {
        data = JSON.parse(xhr.responseText) as Record<string, unknown>;
      } catch {
        // not JSON: the status decides
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve(data as unknown as UploadAnswer);
      } else reject(new ApiError(xhr.status, String(data.code ?? `HTTP_${xhr.status}`), String(data.message ?? ""), data));
    };
    xhr.onerror = () => reject(new NetworkError("network"));
    xhr.onabort = () => reject(new DOMException("aborted", "AbortError"));
    const body = new FormData();
    body.append("file", file, file.name);
    xhr.send(body);
  });
  return { promise, abort: () => xhr.abort() };
}
