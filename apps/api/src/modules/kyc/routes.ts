import { UPLOAD_RULES } from "@casino/contracts/kyc";
import {
  documentsListSchema,
  documentTypesSchema,
  playerDocumentSchema,
  submitDocumentBodySchema,
  uploadAnswerSchema,
  verificationStatusSchema,
} from "@casino/contracts/kyc-schemas";
import multipart from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { perSessionPerMinute } from "../../platform/rate-limit.js";
import type { Services } from "../../services.js";
import { fileMissing, fileTooLarge, tooManyFiles } from "./errors.js";

/** Reads the one file of a multipart upload into memory (at most 5242880 bytes); a second file is refused. */
async function oneFile(req: FastifyRequest): Promise<{ filename: string; bytes: Buffer }> {
  if (!req.isMultipart()) throw fileMissing();
  let found: { filename: string; bytes: Buffer } | null = null;
  try {
    for await (const part of req.parts()) {
      if (part.type !== "file") continue;
      if (found) throw tooManyFiles();
      const bytes = await part.toBuffer();
      found = { filename: part.filename ?? "", bytes };
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") throw fileTooLarge();
    if (code === "FST_FILES_LIMIT" || code === "FST_PARTS_LIMIT") throw tooManyFiles();
    if (code === "FST_INVALID_MULTIPART_CONTENT_TYPE" || code === "FST_MULTIPART_INVALID_CONTENT_TYPE") throw fileMissing();
    throw err;
  }
  if (!found) throw fileMissing();
  return found;
}

/** The games spec §7 verification calls: types, upload, documents, status. */
export const kycRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { kyc } = services;
  const tags = ["verification"];
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_RULES.maxBytes, files: 1, fields: 10, parts: 12, fieldSize: 1000 },
    // busboy would cut a name to its last segment; we keep it whole to refuse a name with a path
    preservePath: true,
  } as Parameters<typeof multipart>[1]);
  app.addHook("onClose", async () => services.kycStore.close());

  app.get(
    "/documents/v1/types",
    {
      config: { auth: "optional", ...perSessionPerMinute(120) },
      schema: {
        tags,
        summary: "Document types for the player's region (or ?region=ISO3); IND adds PAN_CARD and AADHAAR_CARD",
        querystring: z.object({
          region: z
            .string()
            .regex(/^[A-Za-z]{3}$/)
            .optional(),
        }),
        response: { 200: documentTypesSchema },
      },
    },
    async (req) => kyc.types(req.query.region, req.player),
  );

  app.post(
    "/upload/v1",
    {
      config: { auth: "required", ...perSessionPerMinute(30) },
      schema: {
        tags,
        summary:
          "Uploads one file (multipart field `file`, at most 5242880 bytes; .jpg .jpeg .png .pdf .3gp .mp4 .mkv .webm, checked by content); answers its referenceId",
        consumes: ["multipart/form-data"],
        response: { 200: uploadAnswerSchema },
      },
    },
    async (req) => kyc.upload(req.player!, await oneFile(req)),
  );

  app.post(
    "/documents/v1",
    {
      config: { auth: "required", ...perSessionPerMinute(20) },
      schema: {
        tags,
        summary: "Sends a document for review: its type, the referenceIds of 1–5 uploads and a comment",
        body: submitDocumentBodySchema,
        response: { 200: playerDocumentSchema },
      },
    },
    async (req) => kyc.submit(req.player!, req.body),
  );

  app.get(
    "/documents/v1",
    {
      config: { auth: "required", ...perSessionPerMinute(120) },
      schema: {
        tags,
        summary: "The player's documents with their review state and the reviewer's comment",
        response: { 200: documentsListSchema },
      },
    },
    async (req) => kyc.documents(req.player!),
  );

  app.get(
    "/documents/v1/status",
    {
      config: { auth: "required", ...perSessionPerMinute(120) },
      schema: {
        tags,
        summary: "Verification status: value REQUESTED, IN_PROGRESS, VERIFIED or NOT_VERIFIED",
        response: { 200: verificationStatusSchema },
      },
    },
    async (req) => kyc.status(req.player!),
  );
};
