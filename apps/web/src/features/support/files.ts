/** The upload rules (games spec §9), checked before sending; the api checks the bytes again. */
export const MAX_FILE_BYTES = 5_242_880;
export const MAX_FILES = 5;
export const ACCEPT = ".jpg,.jpeg,.png,.pdf,.3gp,.mp4,.mkv,.webm";
const EXTENSIONS = ACCEPT.split(",");

export type FileProblem = "too_many" | "too_large" | "type";

/** What is wrong with a choice of files, or null. */
export function checkFiles(files: { name: string; size: number }[]): FileProblem | null {
  if (files.length > MAX_FILES) return "too_many";
  for (const f of files) {
    if (f.size > MAX_FILE_BYTES) return "too_large";
    const ext = f.name.slice(f.name.lastIndexOf(".")).toLowerCase();
    if (!EXTENSIONS.includes(ext)) return "type";
  }
  return null;
}
