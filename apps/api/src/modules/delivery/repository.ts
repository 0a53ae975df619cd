import type { Db } from "../../platform/db.js";

export interface OutboxRow {
  id: string;
  channel: "email" | "sms";
  recipient: string;
  locale: string;
  template: string;
  subject: string | null;
  body: string;
  link: string | null;
  code: string | null;
  status: "outbox" | "sent" | "failed";
  error: string | null;
  created_at: Date;
  sent_at: Date | null;
  /** Extra headers of an e-mail (List-Unsubscribe of marketing mail). */
  headers: Record<string, string> | null;
}

export type NewOutboxRow = Pick<
  OutboxRow,
  "channel" | "recipient" | "locale" | "template" | "subject" | "body" | "link" | "code" | "status"
> & {
  created_at: Date;
  headers?: Record<string, string> | null;
};

export function deliveryRepository(db: Db) {
  return {
    async insert(m: NewOutboxRow) {
      const row = await db.one<{ id: string }>(
        `INSERT INTO outbox_messages (channel, recipient, locale, template, subject, body, link, code, status, created_at, headers)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
        [
          m.channel,
          m.recipient,
          m.locale,
          m.template,
          m.subject,
          m.body,
          m.link,
          m.code,
          m.status,
          m.created_at,
          m.headers ? JSON.stringify(m.headers) : null,
        ],
      );
      return row!.id;
    },
    async markSent(id: string, at: Date) {
      await db.query("UPDATE outbox_messages SET status = 'sent', sent_at = $2, error = NULL WHERE id = $1", [id, at]);
    },
    async markFailed(id: string, error: string) {
      await db.query("UPDATE outbox_messages SET status = 'failed', error = $2 WHERE id = $1", [id, error.slice(0, 500)]);
    },
    async latest(limit: number, recipient?: string) {
      return db.query<OutboxRow>(
        `SELECT id, channel, recipient, locale, template, subject, body, link, code, status, error, created_at, sent_at, headers
           FROM outbox_messages
          WHERE ($2::text IS NULL OR recipient = $2)
          ORDER BY seq DESC
          LIMIT $1`,
        [limit, recipient ?? null],
      );
    },
  };
}
