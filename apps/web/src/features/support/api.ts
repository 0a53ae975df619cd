import { api } from "../../api/client";

export interface SupportAnswer {
  ticketId: string;
  number: number;
  files: number;
}

/** `POST /support/v1/messages`: the spec's form fields and files as multipart. */
export function sendSupportMessage(fields: Record<string, string | undefined>, files: File[]) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v) form.append(k, v);
  for (const f of files) form.append("files", f, f.name);
  return api<SupportAnswer>("/support/v1/messages", { method: "POST", body: form });
}
