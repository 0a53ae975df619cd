import type { Db } from "../../platform/db.js";

export interface KycFileRow {
  id: string;
  player_id: string;
  storage_key: string;
  original_name: string;
  extension: string;
  content_type: string;
  size: number;
  sha256: string;
  document_id: string | null;
  position: number | null;
  /** The payment whose form took the file (INPUT_FILE), if one did. */
  payment_id: string | null;
  created_at: Date;
}

export interface KycDocumentRow {
  id: string;
  player_id: string;
  type: string;
  comment: string | null;
  status: "IN_REVIEW" | "APPROVED" | "REJECTED";
  review_kind: "RETRY" | "FINAL" | null;
  review_label: string | null;
  review_comment: string | null;
  internal_note: string | null;
  holder_name: string | null;
  holder_birthday: string | null;
  expires_on: string | null;
  reviewed_by: string | null;
  reviewed_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface KycPlayerRow {
  player_id: string;
  requested_at: Date | null;
  requested_by: string | null;
  request_note: string | null;
}

/** Dates come back as plain `YYYY-MM-DD` on both engines. */
const docColumns = (t: string) => `${t}.id, ${t}.player_id, ${t}.type, ${t}.comment, ${t}.status, ${t}.review_kind,
  ${t}.review_label, ${t}.review_comment, ${t}.internal_note, ${t}.holder_name,
  to_char(${t}.holder_birthday, 'YYYY-MM-DD') AS holder_birthday, to_char(${t}.expires_on, 'YYYY-MM-DD') AS expires_on,
  ${t}.reviewed_by, ${t}.reviewed_at, ${t}.created_at, ${t}.updated_at`;
const DOC_COLUMNS = docColumns("kyc_documents");

export interface QueueEntry extends KycDocumentRow {
  customer_id: string;
  country: string;
  email: string | null;
  details: Record<string, string>;
}

export function kycRepository(db: Db) {
  return {
    async insertFile(f: Omit<KycFileRow, "id" | "document_id" | "position" | "payment_id">) {
      return (await db.one<KycFileRow>(
        `INSERT INTO kyc_files (player_id, storage_key, original_name, extension, content_type, size, sha256, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING *`,
        [f.player_id, f.storage_key, f.original_name, f.extension, f.content_type, f.size, f.sha256, f.created_at],
      ))!;
    },
    fileById: (id: string) => db.one<KycFileRow>("SELECT * FROM kyc_files WHERE id = $1", [id]),
    /** Uploads of a player no document uses yet, sent since `since`. */
    async looseUploads(playerId: string, since: Date) {
      const r = await db.one<{ n: number }>(
        "SELECT count(*)::int AS n FROM kyc_files WHERE player_id = $1 AND document_id IS NULL AND payment_id IS NULL AND created_at > $2",
        [playerId, since],
      );
      return r?.n ?? 0;
    },
    /** The player's own uploads among `ids` that no payment took, locked. */
    filesForUpdate: (playerId: string, ids: string[]) =>
      db.query<KycFileRow>(
        "SELECT * FROM kyc_files WHERE player_id = $1 AND id = ANY($2::uuid[]) AND payment_id IS NULL FOR UPDATE",
        [playerId, ids],
      ),
    /** True when `id` is the player's own upload that neither a document nor a payment has taken. */
    async looseUploadOf(playerId: string, id: string) {
      return !!(await db.one(
        "SELECT 1 FROM kyc_files WHERE id = $1 AND player_id = $2 AND document_id IS NULL AND payment_id IS NULL",
        [id, playerId],
      ));
    },
    /** The payment takes the player's loose upload; false when it is not theirs or already taken. */
    async takeForPayment(playerId: string, id: string, paymentId: string) {
      return !!(await db.one(
        `UPDATE kyc_files SET payment_id = $3
          WHERE id = $1 AND player_id = $2 AND document_id IS NULL AND payment_id IS NULL RETURNING id`,
        [id, playerId, paymentId],
      ));
    },
    /** A file a payment took. */
    fileOfPayment: (id: string, paymentId: string) =>
      db.one<KycFileRow>("SELECT * FROM kyc_files WHERE id = $1 AND payment_id = $2", [id, paymentId]),
    /** Uploads no document took, sent before `before`: their rows go (at most `limit`), their keys come back. */
    async deleteLooseUploads(before: Date, limit: number) {
      return db.query<{ storage_key: string }>(
        `DELETE FROM kyc_files WHERE id IN (
           SELECT id FROM kyc_files WHERE document_id IS NULL AND payment_id IS NULL AND created_at < $1 ORDER BY created_at LIMIT $2
         ) AND document_id IS NULL AND payment_id IS NULL RETURNING storage_key`,
        [before, limit],
      );
    },
    /** The files become the document's, in the order given. */
    attachFiles: (documentId: string, ids: string[]) =>
      db.query(
        `UPDATE kyc_files f SET document_id = $1, position = o.n
           FROM unnest($2::uuid[]) WITH ORDINALITY AS o(id, n)
          WHERE f.id = o.id AND f.document_id IS NULL`,
        [documentId, ids],
      ),
    filesOfDocuments: (documentIds: string[]) =>
      db.query<KycFileRow>("SELECT * FROM kyc_files WHERE document_id = ANY($1::uuid[]) ORDER BY position, created_at, id", [
        documentIds,
      ]),

    async insertDocument(d: { player_id: string; type: string; comment: string | null; now: Date }) {
      return (await db.one<KycDocumentRow>(
        `INSERT INTO kyc_documents (player_id, type, comment, created_at, updated_at) VALUES ($1, $2, $3, $4, $4)
         RETURNING ${DOC_COLUMNS}`,
        [d.player_id, d.type, d.comment, d.now],
      ))!;
    },
    documentById: (id: string) => db.one<KycDocumentRow>(`SELECT ${DOC_COLUMNS} FROM kyc_documents WHERE id = $1`, [id]),
    documentForUpdate: (id: string) =>
      db.one<KycDocumentRow>(`SELECT ${DOC_COLUMNS} FROM kyc_documents WHERE id = $1 FOR UPDATE`, [id]),
    documentsOf: (playerId: string) =>
      db.query<KycDocumentRow>(`SELECT ${DOC_COLUMNS} FROM kyc_documents WHERE player_id = $1 ORDER BY created_at DESC, id`, [
        playerId,
      ]),
    async review(
      id: string,
      r: Pick<
        KycDocumentRow,
        | "status"
        | "review_kind"
        | "review_label"
        | "review_comment"
        | "internal_note"
        | "holder_name"
        | "holder_birthday"
        | "expires_on"
        | "reviewed_by"
      >,
      now: Date,
    ) {
      return (await db.one<KycDocumentRow>(
        `UPDATE kyc_documents SET status = $2, review_kind = $3, review_label = $4, review_comment = $5, internal_note = $6,
           holder_name = $7, holder_birthday = $8::date, expires_on = $9::date, reviewed_by = $10, reviewed_at = $11, updated_at = $11
         WHERE id = $1 RETURNING ${DOC_COLUMNS}`,
        [
          id,
          r.status,
          r.review_kind,
          r.review_label,
          r.review_comment,
          r.internal_note,
          r.holder_name,
          r.holder_birthday,
          r.expires_on,
          r.reviewed_by,
          now,
        ],
      ))!;
    },

    /** Documents waiting for review, oldest first, with the player's profile beside them. */
    queue: (limit: number, offset: number) =>
      db.query<QueueEntry>(
        `SELECT ${docColumns("d")}, p.customer_id, p.country, p.email, p.details
           FROM kyc_documents d JOIN players p ON p.id = d.player_id
          WHERE d.status = 'IN_REVIEW' ORDER BY d.created_at, d.id LIMIT $1 OFFSET $2`,
        [limit, offset],
      ),
    async queueSize() {
      return (await db.one<{ n: number }>("SELECT count(*)::int AS n FROM kyc_documents WHERE status = 'IN_REVIEW'"))?.n ?? 0;
    },

    /** A player's id by their account id (customer_id), for operators who know only that. */
    async playerIdByCustomerId(customerId: string) {
      return (await db.one<{ id: string }>("SELECT id FROM players WHERE customer_id = $1", [customerId]))?.id ?? null;
    },
    /** The player's country (ISO3): the region whose verification rules apply. Read here so a transaction can read it. */
    async region(playerId: string) {
      return (await db.one<{ country: string }>("SELECT country FROM players WHERE id = $1", [playerId]))?.country ?? "EST";
    },
    /** The row every status change of this player locks; made on first need. */
    async lockPlayer(playerId: string) {
      await db.query("INSERT INTO kyc_players (player_id) VALUES ($1) ON CONFLICT (player_id) DO NOTHING", [playerId]);
      return (await db.one<KycPlayerRow>("SELECT * FROM kyc_players WHERE player_id = $1 FOR UPDATE", [playerId]))!;
    },
    player: (playerId: string) => db.one<KycPlayerRow>("SELECT * FROM kyc_players WHERE player_id = $1", [playerId]),
    setRequest: (playerId: string, at: Date | null, by: string | null, note: string | null) =>
      db.query(
        "UPDATE kyc_players SET requested_at = $2, requested_by = $3, request_note = $4, updated_at = coalesce($2, now()) WHERE player_id = $1",
        [playerId, at, by, note],
      ),
  };
}

export type KycRepository = ReturnType<typeof kycRepository>;
