import { createHash, randomBytes } from "node:crypto";
import {
  documentTypesFor,
  isDocumentType,
  type PlayerDocument,
  UPLOAD_RULES,
  type VerificationStatusAnswer,
} from "@casino/contracts/kyc";
import type { SubmitDocumentBody } from "@casino/contracts/kyc-schemas";
import type { ProfileDetails } from "@casino/contracts/profile";
import type { Clock } from "../../platform/clock.js";
import type { Config } from "../../platform/config.js";
import type { Db } from "../../platform/db.js";
import { isUuid } from "../../platform/ids.js";
import type { PlayerContext } from "../../platform/request-context.js";
import { kycError, tooManyFiles } from "./errors.js";
import { type KycDocumentRow, type KycFileRow, kycRepository } from "./repository.js";
import { finallyRejected, SECOND_DOCUMENT, statusOf } from "./rules.js";
import type { KycStorage } from "./storage.js";
import { checkUpload } from "./upload-check.js";

/** What KYC reads of the player's profile (through the profile module's service). */
export interface KycProfile {
  details(playerId: string): Promise<{ data: ProfileDetails }>;
}

export interface KycDeps {
  db: Db;
  clock: Clock;
  config: Config;
  storage: KycStorage;
  profile: KycProfile;
}

/** Loose uploads count against the limit for a day; older ones no longer block new uploads. */
const LOOSE_UPLOAD_WINDOW_MS = 24 * 3600_000;
/** Uploads no document took are deleted after this many days. */
export const LOOSE_UPLOAD_DAYS = 7;

export const today = (now: Date) => now.toISOString().slice(0, 10);

export function presentFile(f: KycFileRow) {
  return { id: f.id, name: f.original_name, contentType: f.content_type, size: f.size };
}

export function presentDocument(d: KycDocumentRow, files: KycFileRow[]): PlayerDocument {
  const mine = files.filter((f) => f.document_id === d.id);
  return {
    id: d.id,
    name: mine[0]?.original_name ?? d.type,
    type: d.type,
    comment: d.comment,
    status: d.status,
    review: d.status === "IN_REVIEW" ? null : { kind: d.review_kind, label: d.review_label, comment: d.review_comment ?? null },
    expiresOn: d.expires_on,
    files: mine.map(presentFile),
    createdAt: d.created_at.toISOString(),
  };
}

/**
 * Identity verification, the player's side (games spec §3, §5, §7): the
 * document types of their region, uploads checked by their bytes, documents
 * made of their own uploads, and their status.
 */
export function kycService(deps: KycDeps) {
  const { db, clock, storage } = deps;
  const repo = kycRepository(db);

  async function regionOf(playerId: string) {
    const { data } = await deps.profile.details(playerId);
    return (data.LOCATION_COUNTRY ?? "EST").toUpperCase();
  }

  /**
   * The status as of now, read on `tx` only (a caller holding the player's KYC
   * row reads it settled; PGlite has one connection, so nothing here may wait
   * on the outer handle).
   */
  async function statusIn(tx: Db, playerId: string) {
    const r = kycRepository(tx);
    const docs = await r.documentsOf(playerId);
    const row = await r.player(playerId);
    const value = statusOf(docs, await r.region(playerId), Boolean(row?.requested_at), today(clock.now()));
    return { value, docs, row };
  }

  return {
    statusIn,
    regionOf,

    /** Uploads a payment form's INPUT_FILE field names (payments' PaymentFiles): the player's own, taken once. */
    paymentFiles: {
      isLoose: async (playerId: string, fileId: string) => isUuid(fileId) && (await repo.looseUploadOf(playerId, fileId)),
      take: (tx: Db, playerId: string, fileId: string, paymentId: string) =>
        kycRepository(tx).takeForPayment(playerId, fileId, paymentId),
    },

    /** `GET documents/v1/types`: the player's region (or `?region=`) decides; IND adds PAN and Aadhaar cards. */
    async types(regionParam: string | undefined, player: PlayerContext | null) {
      const region = (regionParam ?? (player ? await regionOf(player.playerId) : "EST")).toUpperCase().slice(0, 3);
      return { region, types: documentTypesFor(region), alsoRequired: SECOND_DOCUMENT[region] ?? null };
    },

    /**
     * `POST upload/v1`: one file, checked (size, extension, magic bytes), stored
     * under a random key; the answer's referenceId is what a document names.
     */
    async upload(player: PlayerContext, file: { filename: string; bytes: Buffer }) {
      const checked = await checkUpload(file.filename, file.bytes);
      const now = clock.now();
      const loose = await repo.looseUploads(player.playerId, new Date(now.getTime() - LOOSE_UPLOAD_WINDOW_MS));
      if (loose >= UPLOAD_RULES.maxLooseUploads) throw kycError("TOO_MANY_UPLOADS");
      const key = randomBytes(24).toString("hex");
      await storage.put(key, file.bytes, checked.contentType);
      const row = await repo.insertFile({
        player_id: player.playerId,
        storage_key: key,
        original_name: checked.displayName,
        extension: checked.extension,
        content_type: checked.contentType,
        size: file.bytes.length,
        sha256: createHash("sha256").update(file.bytes).digest("hex"),
        created_at: now,
      });
      return { referenceId: row.id, name: row.original_name, contentType: row.content_type, size: row.size };
    },

    /** `POST documents/v1`: a document of an allowed type made of 1–5 of the player's own unused uploads. */
    async submit(player: PlayerContext, body: SubmitDocumentBody) {
      const ids = [...new Set([...(body.referenceIds ?? []), ...(body.files ?? [])])];
      if (ids.length === 0) throw kycError("FILE_MISSING");
      if (ids.length > UPLOAD_RULES.maxFilesPerDocument) throw tooManyFiles();
      if (ids.some((id) => !isUuid(id))) throw kycError("UPLOAD_NOT_FOUND");
      const region = await regionOf(player.playerId);
      if (!isDocumentType(body.type) || !documentTypesFor(region).includes(body.type)) {
        throw kycError("DOCUMENT_TYPE_NOT_ALLOWED", { allowed: documentTypesFor(region) });
      }
      const doc = await db.transaction(async (tx) => {
        const r = kycRepository(tx);
        await r.lockPlayer(player.playerId);
        if (finallyRejected(await r.documentsOf(player.playerId))) throw kycError("VERIFICATION_REJECTED");
        const files = await r.filesForUpdate(player.playerId, ids);
        // another player's reference id reads as unknown: ids never tell whose they are
        if (files.length !== ids.length) throw kycError("UPLOAD_NOT_FOUND");
        if (files.some((f) => f.document_id)) throw kycError("UPLOAD_ALREADY_USED");
        const d = await r.insertDocument({
          player_id: player.playerId,
          type: body.type,
          comment: body.comment?.trim() || null,
          now: clock.now(),
        });
        await r.attachFiles(d.id, ids);
        return d;
      });
      const files = await repo.filesOfDocuments([doc.id]);
      return presentDocument(doc, files);
    },

    /** `GET documents/v1`: the player's documents, newest first, with their review (never the internal note). */
    async documents(player: PlayerContext) {
      const docs = await repo.documentsOf(player.playerId);
      const files = docs.length ? await repo.filesOfDocuments(docs.map((d) => d.id)) : [];
      return { documents: docs.map((d) => presentDocument(d, files)) };
    },

    /**
     * Uploads no document took within LOOSE_UPLOAD_DAYS are deleted, from the
     * store too (at most 500 a run): a player's file is kept only while it serves a document.
     */
    async purgeLooseUploads() {
      const before = new Date(clock.now().getTime() - LOOSE_UPLOAD_DAYS * 24 * 3600_000);
      const gone = await repo.deleteLooseUploads(before, 500);
      let failed = 0;
      for (const { storage_key } of gone) await storage.remove(storage_key).catch(() => failed++);
      return { deleted: gone.length, failed };
    },

    /** `GET documents/v1/status`: `value` (REQUESTED, IN_PROGRESS, VERIFIED, NOT_VERIFIED). */
    async status(player: PlayerContext): Promise<VerificationStatusAnswer> {
      const { value, docs, row } = await statusIn(db, player.playerId);
      return {
        value,
        requestedAt: value === "REQUESTED" && row?.requested_at ? row.requested_at.toISOString() : null,
        canSubmit: !finallyRejected(docs),
      };
    },
  };
}

export type KycService = ReturnType<typeof kycService>;
