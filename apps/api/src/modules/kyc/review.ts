import type { ProfileDetails } from "@casino/contracts/profile";
import type { Clock } from "../../platform/clock.js";
import type { Db } from "../../platform/db.js";
import { isUuid } from "../../platform/ids.js";
import type { AuditRecord } from "../operators/audit.js";
import { kycError } from "./errors.js";
import { type Disposition, fileLinks } from "./links.js";
import { type KycDocumentRow, type KycFileRow, type KycRepository, kycRepository } from "./repository.js";
import { mismatches } from "./rules.js";
import { type KycService, presentDocument, presentFile } from "./service.js";
import type { KycStorage } from "./storage.js";
import { isInlineViewable } from "./upload-check.js";

/** The operator a review acts for (the frame's req.operator). */
export interface Reviewer {
  id: string;
  email: string;
  ip: string | null;
}

/** The audit trail: `record(tx, …)` in the transaction of the change. */
export interface KycAudit {
  record(tx: Db, e: AuditRecord): Promise<unknown>;
}

/** What review needs of payments: held withdrawals, released in the approval's transaction. */
export interface KycPayments {
  releaseHeldWithdrawals(tx: Db, playerId: string): Promise<string[]>;
  heldWithdrawals(playerId: string): Promise<unknown[]>;
}

export interface KycMail {
  /** E-mails the player that documents are asked for (delivery module). */
  verificationRequested(a: { to: string; locale: string; link: string }): Promise<unknown>;
}

export interface ReviewDeps {
  db: Db;
  clock: Clock;
  storage: KycStorage;
  kyc: KycService;
  audit: KycAudit;
  payments: KycPayments;
  mail: KycMail;
  profile: { details(playerId: string): Promise<{ data: ProfileDetails }> };
  linkSecret: string;
  publicUrl: string;
}

const reviewView = (d: KycDocumentRow) => ({
  status: d.status,
  kind: d.review_kind,
  label: d.review_label,
  comment: d.review_comment,
  internalNote: d.internal_note,
  holderName: d.holder_name,
  holderBirthday: d.holder_birthday,
  expiresOn: d.expires_on,
  reviewedBy: d.reviewed_by,
  reviewedAt: d.reviewed_at?.toISOString() ?? null,
});

/**
 * Identity verification, the operator's side (issue 11 §3): the review queue
 * oldest first with the player's profile beside each document, files through
 * signed links, approve or reject (RETRY/FINAL), request documents. Every
 * change and every file opened is in the audit trail, written in the same
 * transaction as the change.
 */
export function kycReview(deps: ReviewDeps) {
  const { db, clock, kyc } = deps;
  type KycStatus = Awaited<ReturnType<typeof kyc.statusIn>>;
  const repo = kycRepository(db);
  const links = fileLinks(deps.linkSecret);

  async function profileOf(playerId: string) {
    const { data } = await deps.profile.details(playerId);
    return {
      customerId: data.customer_id ?? null,
      firstName: data.FIRSTNAME ?? null,
      lastName: data.LASTNAME ?? null,
      birthday: data.BIRTHDAY ?? null,
      country: data.LOCATION_COUNTRY ?? null,
      city: data.LOCATION_CITY ?? null,
      address: data.LOCATION_ADDRESS ?? null,
      email: data.CONTACT_EMAIL ?? null,
      phone: data.CONTACT_PHONE ?? null,
      language: data.LANGUAGE ?? null,
      registeredAt: data.REGISTRATION_DATE ?? null,
    };
  }

  async function loadDocument(id: string) {
    const d = isUuid(id) ? await repo.documentById(id) : undefined;
    if (!d) throw kycError("DOCUMENT_NOT_FOUND");
    return d;
  }

  /**
   * Writes a decision on a document in review, in one transaction: locks the
   * player, then the document (DOCUMENT_ALREADY_REVIEWED when another operator
   * decided first), and gives `then` the player's status before and after.
   */
  async function decide<T>(
    playerId: string,
    id: string,
    fields: Parameters<KycRepository["review"]>[1],
    then: (x: {
      tx: Db;
      r: KycRepository;
      d: KycDocumentRow;
      before: KycStatus;
      after: KycDocumentRow;
      status: KycStatus;
    }) => Promise<T>,
  ): Promise<T> {
    return db.transaction(async (tx) => {
      const r = kycRepository(tx);
      await r.lockPlayer(playerId);
      const d = (await r.documentForUpdate(id))!;
      if (d.status !== "IN_REVIEW") throw kycError("DOCUMENT_ALREADY_REVIEWED");
      const before = await kyc.statusIn(tx, d.player_id);
      const after = await r.review(id, fields, clock.now());
      const status = await kyc.statusIn(tx, d.player_id);
      return then({ tx, r, d, before, after, status });
    });
  }

  /** Who looked at a player's documents: an audit row of its own. */
  function viewed(operator: Reviewer, objectType: string, objectId: string, playerId: string) {
    return db.transaction((tx) =>
      deps.audit.record(tx, {
        operatorId: operator.id,
        operatorEmail: operator.email,
        action: "kyc.documents_viewed",
        objectType,
        objectId,
        after: { playerId },
        ip: operator.ip,
      }),
    );
  }

  async function operatorDocument(d: KycDocumentRow, files: KycFileRow[]) {
    return { ...presentDocument(d, files), playerId: d.player_id, review: reviewView(d) };
  }

  return {
    /** Documents waiting for review, oldest first, with the player's profile beside each. */
    async queue(opts: { limit: number; offset: number }) {
      const rows = await repo.queue(opts.limit, opts.offset);
      const files = rows.length ? await repo.filesOfDocuments(rows.map((r) => r.id)) : [];
      return {
        total: await repo.queueSize(),
        documents: rows.map((r) => ({
          ...presentDocument(r, files),
          playerId: r.player_id,
          player: {
            customerId: r.customer_id,
            country: r.country,
            email: r.email,
            firstName: r.details.FIRSTNAME ?? null,
            lastName: r.details.LASTNAME ?? null,
            birthday: r.details.BIRTHDAY ?? null,
          },
        })),
      };
    },

    /** One document to review: its files, the player's profile, status, other documents and held withdrawals (the look is audited). */
    async document(id: string, operator: Reviewer) {
      const d = await loadDocument(id);
      await viewed(operator, "kyc_document", d.id, d.player_id);
      const [profile, status, others, held] = await Promise.all([
        profileOf(d.player_id),
        kyc.statusIn(db, d.player_id),
        repo.documentsOf(d.player_id),
        deps.payments.heldWithdrawals(d.player_id),
      ]);
      const files = await repo.filesOfDocuments(others.map((o) => o.id));
      return {
        document: await operatorDocument(d, files),
        player: { id: d.player_id, ...profile, status: status.value, requestedAt: status.row?.requested_at ?? null },
        history: await Promise.all(others.filter((o) => o.id !== d.id).map((o) => operatorDocument(o, files))),
        heldWithdrawals: held,
      };
    },

    /** A player's verification at a glance (the player page, the request dialog), by player id or account id (audited). */
    async player(idOrCustomerId: string, operator: Reviewer) {
      const playerId = isUuid(idOrCustomerId) ? idOrCustomerId : await repo.playerIdByCustomerId(idOrCustomerId.trim());
      if (!playerId) throw kycError("PLAYER_NOT_FOUND");
      const profile = await profileOf(playerId).catch(() => {
        throw kycError("PLAYER_NOT_FOUND");
      });
      await viewed(operator, "player", playerId, playerId);
      const { value, docs, row } = await kyc.statusIn(db, playerId);
      const files = docs.length ? await repo.filesOfDocuments(docs.map((x) => x.id)) : [];
      return {
        player: { id: playerId, ...profile, status: value, requestedAt: row?.requested_at?.toISOString() ?? null },
        documents: await Promise.all(docs.map((x) => operatorDocument(x, files))),
        heldWithdrawals: await deps.payments.heldWithdrawals(playerId),
      };
    },

    /** A two-minute link to one file for this operator; inline only for images and PDF. */
    async fileLink(fileId: string, operator: Reviewer, want: Disposition) {
      const f = isUuid(fileId) ? await repo.fileById(fileId) : undefined;
      if (!f?.document_id) throw kycError("UPLOAD_NOT_FOUND");
      const disposition: Disposition = want === "inline" && isInlineViewable(f.content_type) ? "inline" : "attachment";
      return {
        ...links.url({ fileId: f.id, operatorId: operator.id, disposition }, clock.now()),
        disposition,
        file: presentFile(f),
      };
    },

    /**
     * A file a payment's form took (a bank statement), for operators who may see
     * the payment; the access is audited before a byte leaves.
     */
    async openPaymentFile(paymentId: string, fileId: string, operator: Reviewer) {
      const f = isUuid(fileId) ? await repo.fileOfPayment(fileId, paymentId) : undefined;
      if (!f) throw kycError("UPLOAD_NOT_FOUND");
      await db.transaction((tx) =>
        deps.audit.record(tx, {
          operatorId: operator.id,
          operatorEmail: operator.email,
          action: "payments.file_opened",
          objectType: "payment",
          objectId: paymentId,
          after: { fileId: f.id, playerId: f.player_id },
          ip: operator.ip,
        }),
      );
      return { file: f, bytes: await deps.storage.get(f.storage_key) };
    },

    /** The bytes behind a signed link, once the link checks out; the access is audited before a byte leaves. */
    async openFile(q: { fileId: string; disposition: Disposition; expires: number; sig: string }, operator: Reviewer) {
      if (!isUuid(q.fileId)) throw kycError("LINK_INVALID");
      links.check(
        { fileId: q.fileId, operatorId: operator.id, disposition: q.disposition, expires: q.expires },
        q.sig,
        clock.now(),
      );
      const f = await repo.fileById(q.fileId);
      if (!f?.document_id) throw kycError("UPLOAD_NOT_FOUND");
      await db.transaction((tx) =>
        deps.audit.record(tx, {
          operatorId: operator.id,
          operatorEmail: operator.email,
          action: "kyc.file_opened",
          objectType: "kyc_file",
          objectId: f.id,
          after: { documentId: f.document_id, playerId: f.player_id, disposition: q.disposition },
          ip: operator.ip,
        }),
      );
      return { file: f, bytes: await deps.storage.get(f.storage_key) };
    },

    /**
     * Approves a document. The name and birthday read on it must match the
     * profile (PROFILE_MISMATCH names the fields otherwise). If the player is
     * now VERIFIED, their withdrawals waiting for verification go on to
     * approval in the same transaction.
     */
    async approve(
      id: string,
      body: { holderName: string; holderBirthday: string; expiresOn?: string | undefined; internalNote?: string | undefined },
      operator: Reviewer,
    ) {
      const d0 = await loadDocument(id);
      const { data } = await deps.profile.details(d0.player_id);
      const differ = mismatches(data, { name: body.holderName, birthday: body.holderBirthday });
      if (differ.length) throw kycError("PROFILE_MISMATCH", { fields: differ });
      if (body.expiresOn && body.expiresOn < clock.now().toISOString().slice(0, 10)) {
        throw kycError("PROFILE_MISMATCH", { fields: ["expiresOn"], message: "The document has expired." });
      }
      const fields = {
        status: "APPROVED",
        review_kind: null,
        review_label: null,
        review_comment: null,
        internal_note: body.internalNote ?? null,
        holder_name: body.holderName,
        holder_birthday: body.holderBirthday,
        expires_on: body.expiresOn ?? null,
        reviewed_by: operator.email,
      } as const;
      return decide(d0.player_id, id, fields, async ({ tx, r, d, before, after, status }) => {
        if (status.value === "VERIFIED" && before.row?.requested_at) await r.setRequest(d.player_id, null, null, null);
        const released = status.value === "VERIFIED" ? await deps.payments.releaseHeldWithdrawals(tx, d.player_id) : [];
        await deps.audit.record(tx, {
          operatorId: operator.id,
          operatorEmail: operator.email,
          action: "kyc.document_approved",
          objectType: "kyc_document",
          objectId: id,
          before: { status: d.status, playerStatus: before.value },
          after: { ...reviewView(after), playerStatus: status.value, releasedWithdrawals: released },
          ip: operator.ip,
        });
        return { document: await operatorDocument(after, await r.filesOfDocuments([id])), playerStatus: status.value, released };
      });
    },

    /** Rejects a document: RETRY (the player may send another) or FINAL (verification refused), with a label and a comment for the player. */
    async reject(
      id: string,
      body: { kind: "RETRY" | "FINAL"; label: string; comment: string; internalNote?: string | undefined },
      operator: Reviewer,
    ) {
      const d0 = await loadDocument(id);
      const fields = {
        status: "REJECTED",
        review_kind: body.kind,
        review_label: body.label,
        review_comment: body.comment,
        internal_note: body.internalNote ?? null,
        holder_name: null,
        holder_birthday: null,
        expires_on: null,
        reviewed_by: operator.email,
      } as const;
      return decide(d0.player_id, id, fields, async ({ tx, r, d, before, after, status }) => {
        await deps.audit.record(tx, {
          operatorId: operator.id,
          operatorEmail: operator.email,
          action: "kyc.document_rejected",
          objectType: "kyc_document",
          objectId: id,
          before: { status: d.status, playerStatus: before.value },
          after: { ...reviewView(after), playerStatus: status.value },
          reason: body.comment,
          ip: operator.ip,
        });
        return { document: await operatorDocument(after, await r.filesOfDocuments([id])), playerStatus: status.value };
      });
    },

    /** Asks a player for documents: status REQUESTED, an e-mail, and a notice on their next visit. */
    async request(playerId: string, note: string | null, operator: Reviewer) {
      if (!isUuid(playerId)) throw kycError("PLAYER_NOT_FOUND");
      const { data } = await deps.profile.details(playerId).catch(() => {
        throw kycError("PLAYER_NOT_FOUND");
      });
      const status = await db.transaction(async (tx) => {
        const r = kycRepository(tx);
        const before = await r.lockPlayer(playerId);
        const current = await kyc.statusIn(tx, playerId);
        if (current.value === "VERIFIED") throw kycError("ALREADY_VERIFIED");
        const now = clock.now();
        await r.setRequest(playerId, now, operator.email, note);
        const after = await kyc.statusIn(tx, playerId);
        await deps.audit.record(tx, {
          operatorId: operator.id,
          operatorEmail: operator.email,
          action: "kyc.verification_requested",
          objectType: "player",
          objectId: playerId,
          before: { status: current.value, requestedAt: before.requested_at },
          after: { status: after.value, requestedAt: now },
          reason: note,
          ip: operator.ip,
        });
        return after.value;
      });
      // mail goes out after commit: a failed send never undoes the request
      const lang = data.LANGUAGE ?? "en";
      const mailed = data.CONTACT_EMAIL
        ? await deps.mail.verificationRequested({
            to: data.CONTACT_EMAIL,
            locale: lang,
            link: `${deps.publicUrl}/${lang}/account/verification`,
          })
        : null;
      return { status, mailed: Boolean(mailed) };
    },
  };
}

export type KycReview = ReturnType<typeof kycReview>;
