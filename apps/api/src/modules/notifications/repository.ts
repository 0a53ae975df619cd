import type { Db } from "../../platform/db.js";

export interface NotificationText {
  headline: string;
  title: string;
  text: string;
}

export interface NotificationRow {
  id: string;
  texts: Record<string, NotificationText>;
  regions: string[];
  registration: boolean;
  published: boolean;
  created_by: string | null;
  created_at: Date;
  updated_at: Date;
}

export interface NotificationInput {
  texts: Record<string, NotificationText>;
  regions: string[];
  registration: boolean;
  published: boolean;
}

const COLUMNS = "id::text AS id, texts, regions, registration, published, created_by, created_at, updated_at";

export function notificationsRepository(db: Db) {
  return {
    async published() {
      return db.query<NotificationRow>(
        `SELECT ${COLUMNS} FROM site_notifications WHERE published ORDER BY created_at, id LIMIT 100`,
      );
    },
    async all() {
      return db.query<NotificationRow>(`SELECT ${COLUMNS} FROM site_notifications ORDER BY created_at DESC, id LIMIT 500`);
    },
    async byId(q: Db, id: string) {
      return q.one<NotificationRow>(`SELECT ${COLUMNS} FROM site_notifications WHERE id = $1`, [id]);
    },
    async insert(q: Db, n: NotificationInput, by: string, at: Date) {
      return (await q.one<NotificationRow>(
        `INSERT INTO site_notifications (texts, regions, registration, published, created_by, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $6) RETURNING ${COLUMNS}`,
        [JSON.stringify(n.texts), n.regions, n.registration, n.published, by, at],
      ))!;
    },
    async update(q: Db, id: string, n: NotificationInput, at: Date) {
      return q.one<NotificationRow>(
        `UPDATE site_notifications SET texts = $2, regions = $3, registration = $4, published = $5, updated_at = $6
         WHERE id = $1 RETURNING ${COLUMNS}`,
        [id, JSON.stringify(n.texts), n.regions, n.registration, n.published, at],
      );
    },
    async remove(q: Db, id: string) {
      return q.one<NotificationRow>(`DELETE FROM site_notifications WHERE id = $1 RETURNING ${COLUMNS}`, [id]);
    },
  };
}
