import type { Db } from "../../platform/db.js";
import { isUuid } from "../../platform/ids.js";

export interface PlayerRow {
  id: string;
  customer_id: string;
  email: string | null;
  phone: string | null;
  first_name: string | null;
  last_name: string | null;
  currency: string;
  country: string;
  language: string;
  status: string;
  locked_reason: string | null;
  locked_at: Date | null;
  status_before_lock: string | null;
  email_verified_at: Date | null;
  phone_verified_at: Date | null;
  self_exclusion_type: string | null;
  self_exclusion_expires: Date | null;
  withdrawals_blocked: boolean;
  registration_method: string;
  details: Record<string, string>;
  first_login_at: Date | null;
  created_at: Date;
}

export interface NoteRow {
  id: string;
  operator_id: string;
  operator_email: string;
  body: string;
  created_at: Date;
}

const COLUMNS = `p.id, p.customer_id, p.email, p.phone, p.details ->> 'FIRSTNAME' AS first_name, p.details ->> 'LASTNAME' AS last_name,
  p.currency, p.country, p.language, p.status, p.locked_reason, p.locked_at, p.status_before_lock, p.email_verified_at,
  p.phone_verified_at, p.self_exclusion_type, p.self_exclusion_expires, p.withdrawals_blocked, p.registration_method,
  p.details, p.first_login_at, p.created_at`;

export const SORTS = {
  registered: "p.created_at",
  customerId: "p.customer_id",
  email: "lower(p.email)",
  country: "p.country",
} as const;
export type PlayerSort = keyof typeof SORTS;

export interface PlayerFilter {
  /** What the operator typed: an account id, an e-mail, a phone or a name (each matched by prefix). */
  q: string | null;
  country: string | null;
  registeredFrom: Date | null;
  registeredTo: Date | null;
  status: string | null;
  sort: PlayerSort;
  desc: boolean;
  limit: number;
  offset: number;
}

/** LIKE pattern of a prefix: the wildcards the operator typed match themselves. */
const prefix = (s: string) => `${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The one search condition a typed text becomes, each served by its own
 * index (migration 0710): an id exactly; an e-mail, a phone, an account id or a
 * name by prefix (one word: any of them). Two words match first and last name.
 */
function textCondition(q: string, param: number): { sql: string; values: unknown[] } {
  const t = q.trim();
  if (isUuid(t)) return { sql: `p.id = $${param}::uuid`, values: [t] };
  if (t.includes("@")) return { sql: `lower(p.email) LIKE $${param}`, values: [prefix(t.toLowerCase())] };
  const digits = t.replace(/[\s().-]/g, "");
  if (/^\+?\d{4,15}$/.test(digits)) {
    const phone = digits.startsWith("+") ? digits : `+${digits}`;
    return {
      sql: `(p.phone LIKE $${param} OR upper(p.customer_id) LIKE $${param + 1})`,
      values: [prefix(phone), prefix(digits.toUpperCase())],
    };
  }
  const words = t.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length >= 2) {
    return {
      sql: `(lower(p.details ->> 'FIRSTNAME') LIKE $${param} AND lower(p.details ->> 'LASTNAME') LIKE $${param + 1})
         OR (lower(p.details ->> 'LASTNAME') LIKE $${param} AND lower(p.details ->> 'FIRSTNAME') LIKE $${param + 1})`,
      values: [prefix(words[0]!), prefix(words.slice(1).join(" "))],
    };
  }
  return {
    sql: `(upper(p.customer_id) LIKE $${param} OR lower(p.email) LIKE $${param + 1}
        OR lower(p.details ->> 'LASTNAME') LIKE $${param + 1} OR lower(p.details ->> 'FIRSTNAME') LIKE $${param + 1})`,
    values: [prefix(t.toUpperCase()), prefix(t.toLowerCase())],
  };
}

/** Counting stops here: past it the back office shows "10,000+" (a count over millions of players is not worth its time). */
export const COUNT_CAP = 10_000;

export function playersRepository(db: Db) {
  return {
    async search(f: PlayerFilter) {
      const where: string[] = [];
      const values: unknown[] = [];
      const add = (sql: (n: number) => string, ...v: unknown[]) => {
        where.push(sql(values.length + 1));
        values.push(...v);
      };
      if (f.q?.trim()) {
        const c = textCondition(f.q, values.length + 1);
        where.push(`(${c.sql})`);
        values.push(...c.values);
      }
      if (f.country) add((n) => `p.country = $${n}`, f.country);
      if (f.status) add((n) => `p.status = $${n}`, f.status);
      if (f.registeredFrom) add((n) => `p.created_at >= $${n}`, f.registeredFrom);
      if (f.registeredTo) add((n) => `p.created_at < $${n}`, f.registeredTo);
      const cond = where.length ? `WHERE ${where.join(" AND ")}` : "";
      const dir = f.desc ? "DESC" : "ASC";
      const order = `${SORTS[f.sort]} ${dir} NULLS LAST, p.id ${dir}`;
      const n = values.length;
      const [rows, count] = await Promise.all([
        db.query<PlayerRow>(`SELECT ${COLUMNS} FROM players p ${cond} ORDER BY ${order} LIMIT $${n + 1} OFFSET $${n + 2}`, [
          ...values,
          f.limit,
          f.offset,
        ]),
        db.one<{ n: number }>(`SELECT count(*)::int AS n FROM (SELECT 1 FROM players p ${cond} LIMIT $${n + 1}) c`, [
          ...values,
          COUNT_CAP + 1,
        ]),
      ]);
      const total = count?.n ?? 0;
      return { rows, total: Math.min(total, COUNT_CAP), more: total > COUNT_CAP };
    },

    byId: (id: string) => db.one<PlayerRow>(`SELECT ${COLUMNS} FROM players p WHERE p.id = $1`, [id]),
    byIdForUpdate: (id: string) => db.one<PlayerRow>(`SELECT ${COLUMNS} FROM players p WHERE p.id = $1 FOR UPDATE`, [id]),
    byCustomerId: (customerId: string) =>
      db.one<PlayerRow>(`SELECT ${COLUMNS} FROM players p WHERE upper(p.customer_id) = upper($1)`, [customerId]),

    async lock(id: string, reason: string, at: Date) {
      await db.query(
        `UPDATE players SET status_before_lock = status, status = 'LOCKED', locked_reason = $2, locked_at = $3
          WHERE id = $1 AND status <> 'LOCKED'`,
        [id, reason, at],
      );
    },

    async unlock(id: string) {
      await db.query(
        `UPDATE players SET status = COALESCE(status_before_lock, 'ACTIVE'), status_before_lock = NULL, locked_reason = NULL,
                locked_at = NULL
          WHERE id = $1 AND status = 'LOCKED'`,
        [id],
      );
    },

    async addNote(playerId: string, by: { id: string; email: string }, body: string, at: Date) {
      return (await db.one<NoteRow>(
        `INSERT INTO player_notes (player_id, operator_id, operator_email, body, created_at) VALUES ($1, $2, $3, $4, $5)
         RETURNING id::text AS id, operator_id, operator_email, body, created_at`,
        [playerId, by.id, by.email, body, at],
      ))!;
    },

    notes: (playerId: string, limit: number) =>
      db.query<NoteRow>(
        `SELECT id::text AS id, operator_id, operator_email, body, created_at FROM player_notes
          WHERE player_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
        [playerId, limit],
      ),
  };
}

export type PlayersRepository = ReturnType<typeof playersRepository>;
