import type { Db } from "../../platform/db.js";

export interface ReleaseRow {
  version: string;
  urgent: boolean;
  note: string | null;
  marked_by: string | null;
  marked_at: Date | null;
  created_at: Date;
}

const COLUMNS = "version, urgent, note, marked_by, marked_at, created_at";

export function releasesRepository(db: Db) {
  return {
    async get(version: string) {
      return db.one<ReleaseRow>(`SELECT ${COLUMNS} FROM app_releases WHERE version = $1`, [version]);
    },

    /** Records a deployed version once (a restart of the same version keeps its flag). */
    async ensure(version: string, at: Date) {
      await db.query("INSERT INTO app_releases (version, created_at) VALUES ($1, $2) ON CONFLICT (version) DO NOTHING", [
        version,
        at,
      ]);
    },

    async mark(q: Db, version: string, urgent: boolean, by: string, note: string | null, at: Date) {
      return q.one<ReleaseRow>(
        `INSERT INTO app_releases (version, urgent, note, marked_by, marked_at, created_at) VALUES ($1, $2, $3, $4, $5, $5)
         ON CONFLICT (version) DO UPDATE SET urgent = EXCLUDED.urgent, note = EXCLUDED.note,
           marked_by = EXCLUDED.marked_by, marked_at = EXCLUDED.marked_at
         RETURNING ${COLUMNS}`,
        [version, urgent, note, by, at],
      );
    },

    async list(limit: number) {
      return db.query<ReleaseRow>(`SELECT ${COLUMNS} FROM app_releases ORDER BY created_at DESC LIMIT $1`, [limit]);
    },
  };
}
