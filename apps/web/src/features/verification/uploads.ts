import { DOCUMENT_TYPES, UPLOAD_RULES } from "@casino/contracts/kyc";

/** Known types only, in the server's order (games spec §3: unknown types are dropped). */
export const knownTypes = (types: string[]) => types.filter((t) => (DOCUMENT_TYPES as readonly string[]).includes(t));

/** One file the player picked, from choice to referenceId. */
export interface PickedFile {
  key: string;
  name: string;
  size: number;
  kind: "image" | "pdf" | "video";
  /** failed: may be sent again (connection, server trouble); refused: the file itself was turned down, sending it again cannot help. */
  state: "uploading" | "done" | "failed" | "refused";
  progress: number;
  referenceId?: string;
  /** i18n key of why it failed or was refused. */
  problem?: string;
}

export const kindOf = (name: string): PickedFile["kind"] =>
  /\.(jpe?g|png)$/i.test(name) ? "image" : /\.pdf$/i.test(name) ? "pdf" : "video";

/** How many more files the document may take (games spec §5: up to 5). */
export const room = (files: PickedFile[]) => UPLOAD_RULES.maxFilesPerDocument - files.filter((f) => f.state !== "refused").length;

/** The document can be sent when at least one file is uploaded and none is still on its way or failed. */
export const readyToSend = (files: PickedFile[]) =>
  files.some((f) => f.state === "done") && files.every((f) => f.state === "done" || f.state === "refused");

export type UploadEvent =
  | { type: "add"; file: PickedFile }
  | { type: "progress"; key: string; progress: number }
  | { type: "done"; key: string; referenceId: string }
  | { type: "failed"; key: string; problem: string }
  | { type: "refused"; key: string; problem: string }
  | { type: "retry"; key: string }
  | { type: "remove"; key: string }
  | { type: "clear" };

export function uploadsReducer(files: PickedFile[], e: UploadEvent): PickedFile[] {
  const patch = (key: string, p: Partial<PickedFile>) => files.map((f) => (f.key === key ? { ...f, ...p } : f));
  switch (e.type) {
    case "add":
      return [...files, e.file];
    case "progress":
      return patch(e.key, { progress: Math.max(0, Math.min(1, e.progress)) });
    case "done":
      return patch(e.key, { state: "done", progress: 1, referenceId: e.referenceId, problem: undefined });
    case "failed":
      return patch(e.key, { state: "failed", problem: e.problem });
    case "refused":
      return patch(e.key, { state: "refused", problem: e.problem, progress: 0 });
    case "retry":
      return patch(e.key, { state: "uploading", progress: 0, problem: undefined });
    case "remove":
      return files.filter((f) => f.key !== e.key);
    case "clear":
      return [];
  }
}
