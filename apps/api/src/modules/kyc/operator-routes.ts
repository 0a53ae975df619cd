import {
  approveDocumentBodySchema,
  rejectDocumentBodySchema,
  requestVerificationBodySchema,
} from "@casino/contracts/kyc-schemas";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Services } from "../../services.js";
import { kycError } from "./errors.js";
import type { Reviewer } from "./review.js";
import { isInlineViewable } from "./upload-check.js";

const id = z.object({ id: z.string().max(100) });
const reviewer = (req: FastifyRequest): Reviewer => {
  const o = req.operator!;
  return { id: o.id, email: o.email, ip: o.ip };
};

/** RFC 6266/5987: the display name for the download, ASCII fallback plus UTF-8. */
function disposition(kind: "inline" | "attachment", name: string) {
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * Nothing in a player's file may run: `sandbox` (no scripts, an opaque
 * origin) for everything but a PDF shown inline, which Chromium's PDF viewer
 * cannot open in a sandboxed document; that one gets no sources at all and
 * may be framed only by the back office itself.
 */
const contentPolicy = (type: string, d: "inline" | "attachment") =>
  type === "application/pdf" && d === "inline" ? "default-src 'none'; frame-ancestors 'self'" : "default-src 'none'; sandbox";

/** The back office's KYC review (issue 11 §3), under /operator/v1/kyc/: kyc.read to look, kyc.review to decide. */
export const kycOperatorRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const review = services.kycReview;
  const tags = ["operator: kyc"];

  app.get(
    "/operator/v1/kyc/queue",
    {
      config: { permission: "kyc.read" },
      schema: {
        tags,
        summary: "Documents waiting for review, oldest first, with each player's profile",
        querystring: z.object({
          limit: z.coerce.number().int().min(1).max(100).default(25),
          offset: z.coerce.number().int().min(0).max(100_000).default(0),
        }),
      },
    },
    async (req) => review.queue(req.query),
  );

  app.get(
    "/operator/v1/kyc/documents/:id",
    {
      config: { permission: "kyc.read" },
      schema: { tags, summary: "One document to review, its player and history", params: id },
    },
    async (req) => review.document(req.params.id, reviewer(req)),
  );

  app.get(
    "/operator/v1/kyc/players/:id",
    { config: { permission: "kyc.read" }, schema: { tags, summary: "A player's verification status and documents", params: id } },
    async (req) => review.player(req.params.id, reviewer(req)),
  );

  app.get(
    "/operator/v1/kyc/files/:id/link",
    {
      config: { permission: "kyc.read" },
      schema: {
        tags,
        summary: "A two-minute signed link to one file for this operator (inline only for images and PDF)",
        params: id,
        querystring: z.object({ d: z.enum(["inline", "attachment"]).default("attachment") }),
      },
    },
    async (req) => review.fileLink(req.params.id, reviewer(req), req.query.d),
  );

  app.get(
    "/operator/v1/withdrawals/:id/files/:name",
    {
      config: { permission: "payments.read" },
      schema: {
        tags: ["back office: money"],
        summary: "A file the player attached to a withdrawal (a bank statement), for the operators who see withdrawals (audited)",
        params: z.object({ id: z.uuid(), name: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/) }),
        querystring: z.object({ d: z.enum(["inline", "attachment"]).default("attachment") }),
      },
    },
    async (req, reply) => {
      const fileId = await services.payments.attachedFile(req.params.id, req.params.name);
      if (!fileId) throw kycError("UPLOAD_NOT_FOUND");
      const { file, bytes } = await review.openPaymentFile(req.params.id, fileId, reviewer(req));
      const d = req.query.d === "inline" && isInlineViewable(file.content_type) ? "inline" : "attachment";
      return reply
        .type(file.content_type)
        .header("content-disposition", disposition(d, file.original_name))
        .header("x-content-type-options", "nosniff")
        .header("content-security-policy", contentPolicy(file.content_type, d))
        .header("cross-origin-resource-policy", "same-origin")
        .header("cache-control", "no-store, private")
        .header("referrer-policy", "no-referrer")
        .send(bytes);
    },
  );

  app.get(
    "/operator/v1/kyc/files/:id/content",
    {
      config: { permission: "kyc.read" },
      schema: {
        tags,
        summary: "The file behind a signed link (audited)",
        params: id,
        querystring: z.object({
          d: z.enum(["inline", "attachment"]),
          exp: z.coerce.number().int().min(0),
          sig: z.string().max(100),
        }),
      },
    },
    async (req, reply) => {
      const { file, bytes } = await review.openFile(
        { fileId: req.params.id, disposition: req.query.d, expires: req.query.exp, sig: req.query.sig },
        reviewer(req),
      );
      return reply
        .type(file.content_type)
        .header("content-disposition", disposition(req.query.d, file.original_name))
        .header("x-content-type-options", "nosniff")
        .header("content-security-policy", contentPolicy(file.content_type, req.query.d))
        .header("cross-origin-resource-policy", "same-origin")
        .header("cache-control", "no-store, private")
        .header("referrer-policy", "no-referrer")
        .send(bytes);
    },
  );

  app.post(
    "/operator/v1/kyc/documents/:id/approve",
    {
      config: { permission: "kyc.review" },
      schema: {
        tags,
        summary: "Approves a document; name and birthday as read on it must match the profile",
        params: id,
        body: approveDocumentBodySchema,
      },
    },
    async (req) => review.approve(req.params.id, req.body, reviewer(req)),
  );

  app.post(
    "/operator/v1/kyc/documents/:id/reject",
    {
      config: { permission: "kyc.review" },
      schema: {
        tags,
        summary: "Rejects a document: RETRY (may send again) or FINAL, a label, a comment for the player, an internal note",
        params: id,
        body: rejectDocumentBodySchema,
      },
    },
    async (req) => review.reject(req.params.id, req.body, reviewer(req)),
  );

  app.post(
    "/operator/v1/kyc/players/:id/request",
    {
      config: { permission: "kyc.review" },
      schema: {
        tags,
        summary: "Asks a player for documents: status REQUESTED, an e-mail and a notice on the next visit",
        params: id,
        body: requestVerificationBodySchema.optional(),
      },
    },
    async (req) => review.request(req.params.id, req.body?.note ?? null, reviewer(req)),
  );
};
