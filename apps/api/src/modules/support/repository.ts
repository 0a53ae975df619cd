import type { Db } from "../../platform/db.js";

export type TicketStatus = "open" | "answered" | "closed";

export interface TicketRow {
  id: string;
  number: string;
  player_id: string | null;
  email: string;
  first_name: string | null;
  customer_id: string | null;
  title: string;
  locale: string;
  status: TicketStatus;
  assigned_to: string | null;
  created_at: Date;
  updated_at: Date;
}

export interface SupportMessageRow {
  id: string;
  ticket_id: string;
  author: "player" | "operator";
  operator_id: string | null;
  body: string;
  created_at: Date;
}

export interface AttachmentRow {
  id: string;
  ticket_id: string;
  message_id: string;
  name: string;
  mime: string;
  size: number;
}

const TICKET = `id::text AS id, number::text AS number, player_id::text AS player_id, email, first_name, customer_id, title,
  locale, status, assigned_to, created_at, updated_at`;
const MESSAGE = "id::text AS id, ticket_id::text AS ticket_id, author, operator_id, body, created_at";
const ATTACHMENT = "id::text AS id, ticket_id::text AS ticket_id, message_id::text AS message_id, name, mime, size";

export function supportRepository(db: Db) {
  return {
    async insertTicket(
      q: Db,
      t: {
        playerId: string | null;
        email: string;
        firstName: string | null;
        customerId: string | null;
        title: string;
        locale: string;
        ip: string | null;
        at: Date;
      },
    ) {
      return (await q.one<TicketRow>(
        `INSERT INTO support_tickets (player_id, email, first_name, customer_id, title, locale, ip, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8) RETURNING ${TICKET}`,
        [t.playerId, t.email, t.firstName, t.customerId, t.title, t.locale, t.ip, t.at],
      ))!;
    },

    async insertMessage(
      q: Db,
      m: { ticketId: string; author: "player" | "operator"; operatorId: string | null; body: string; at: Date },
    ) {
      return (await q.one<SupportMessageRow>(
        `INSERT INTO support_messages (ticket_id, author, operator_id, body, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING ${MESSAGE}`,
        [m.ticketId, m.author, m.operatorId, m.body, m.at],
      ))!;
    },

    async insertAttachment(
      q: Db,
      a: { ticketId: string; messageId: string; name: string; mime: string; bytes: Uint8Array; at: Date },
    ) {
      return (await q.one<AttachmentRow>(
        `INSERT INTO support_attachments (ticket_id, message_id, name, mime, size, bytes, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${ATTACHMENT}`,
        [a.ticketId, a.messageId, a.name, a.mime, a.bytes.length, a.bytes, a.at],
      ))!;
    },

    async ticket(q: Db, id: string, forUpdate = false) {
      return q.one<TicketRow>(`SELECT ${TICKET} FROM support_tickets WHERE id = $1${forUpdate ? " FOR UPDATE" : ""}`, [id]);
    },

    async tickets(filter: { status?: TicketStatus; assignedTo?: string; playerId?: string }, limit: number, offset: number) {
      return db.query<TicketRow>(
        `SELECT ${TICKET} FROM support_tickets
         WHERE ($1::text IS NULL OR status = $1) AND ($2::text IS NULL OR assigned_to = $2) AND ($3::uuid IS NULL OR player_id = $3)
         ORDER BY updated_at DESC, number DESC LIMIT $4 OFFSET $5`,
        [filter.status ?? null, filter.assignedTo ?? null, filter.playerId ?? null, limit, offset],
      );
    },

    async messages(ticketId: string) {
      return db.query<SupportMessageRow>(`SELECT ${MESSAGE} FROM support_messages WHERE ticket_id = $1 ORDER BY created_at, id`, [
        ticketId,
      ]);
    },

    async attachments(ticketId: string) {
      return db.query<AttachmentRow>(
        `SELECT ${ATTACHMENT} FROM support_attachments WHERE ticket_id = $1 ORDER BY created_at, id`,
        [ticketId],
      );
    },

    async attachmentBytes(ticketId: string, id: string) {
      return db.one<AttachmentRow & { bytes: Uint8Array }>(
        `SELECT ${ATTACHMENT}, bytes FROM support_attachments WHERE ticket_id = $1 AND id = $2`,
        [ticketId, id],
      );
    },

    async setState(q: Db, id: string, s: { status?: TicketStatus; assignedTo?: string | null }, at: Date) {
      return q.one<TicketRow>(
        `UPDATE support_tickets SET status = coalesce($2, status),
           assigned_to = CASE WHEN $3::boolean THEN $4 ELSE assigned_to END, updated_at = $5
         WHERE id = $1 RETURNING ${TICKET}`,
        [id, s.status ?? null, s.assignedTo !== undefined, s.assignedTo ?? null, at],
      );
    },

    /** Tickets opened from an address since `since` (a second guard besides the route's rate limit). */
    async countFromIpSince(ip: string, since: Date) {
      const r = await db.one<{ n: number }>("SELECT count(*)::int AS n FROM support_tickets WHERE ip = $1 AND created_at >= $2", [
        ip,
        since,
      ]);
      return r?.n ?? 0;
    },
  };
}
