import { supportMessageResponseSchema, supportMessageSchema } from "@casino/contracts/content";
import multipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { badRequest } from "../../platform/errors.js";
import type { Services } from "../../services.js";
import { fileTooLarge, MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES, tooManyFiles } from "../content/uploads.js";
import type { SupportFile } from "./service.js";

/**
 * The contact form: JSON, or multipart with the same fields and up to 5 files named `files`. A withdrawal-only session
 * (a player in a cool-down or self-exclusion) writes as that player, text only and from the account's e-mail (the
 * service's rules): an excluded player must still reach support.
 */
export const supportRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { support } = services;
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: MAX_UPLOAD_FILES + 1, fields: 20, fieldSize: 20_000, parts: 30 },
  });

  app.post(
    "/support/v1/messages",
    {
      config: { auth: "optional", withdrawalSession: true, rateLimit: { max: 5, timeWindow: "1 minute" } },
      bodyLimit: MAX_UPLOAD_FILES * MAX_UPLOAD_BYTES + 100_000,
      schema: {
        tags: ["support"],
        summary: "Writes to support: userEmail, title, description, customerId, firstName, files (captcha for visitors)",
        response: { 200: supportMessageResponseSchema },
      },
      validatorCompiler: () => () => true, // the body is multipart or JSON; it is checked below
    },
    async (req) => {
      let fields: Record<string, unknown>;
      const files: SupportFile[] = [];
      if (req.isMultipart()) {
        fields = {};
        try {
          for await (const part of req.parts()) {
            if (part.type === "file") {
              if (files.length >= MAX_UPLOAD_FILES) throw tooManyFiles();
              files.push({ name: part.filename, bytes: await part.toBuffer() });
            } else {
              fields[part.fieldname] = part.value;
            }
          }
        } catch (err) {
          const code = (err as { code?: string }).code;
          if (code === "FST_REQ_FILE_TOO_LARGE") throw fileTooLarge();
          if (code === "FST_FILES_LIMIT") throw tooManyFiles();
          throw err;
        }
      } else {
        fields = (req.body ?? {}) as Record<string, unknown>;
      }
      const parsed = supportMessageSchema.safeParse(
        Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== "" && v !== undefined && v !== null)),
      );
      if (!parsed.success) {
        throw badRequest("VALIDATION_ERROR", "Check the form's fields.", {
          fields: parsed.error.issues.map((i) => ({ field: i.path.join("."), message: i.message })),
        });
      }
      return support.submit(parsed.data, files, {
        playerId: req.player?.playerId ?? null,
        ip: req.ip ?? null,
        locale: req.locale,
        withdrawalSession: req.player?.scope === "WITHDRAWAL",
      });
    },
  );
};
