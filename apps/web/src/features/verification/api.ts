import type { PlayerDocument, VerificationStatusAnswer } from "@casino/contracts/kyc";
import { api } from "../../api/client";

/** The verification calls of games spec §7 (the upload itself is in upload.ts, for its progress). */
export const verificationApi = {
  status: () => api<VerificationStatusAnswer>("/documents/v1/status"),
  types: () => api<{ region: string; types: string[]; alsoRequired: string | null }>("/documents/v1/types"),
  documents: () => api<{ documents: PlayerDocument[] }>("/documents/v1").then((r) => r.documents ?? []),
  submit: (body: { type: string; referenceIds: string[]; comment?: string }) =>
    api<PlayerDocument>("/documents/v1", { method: "POST", body }),
};
