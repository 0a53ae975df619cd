import { createHash } from "node:crypto";
import type { AuditEntry, AuditFilter, AuditVerification } from "@casino/contracts/operators";
import type { Clock } from "../../platform/clock.js";
import type { Db } from "../../platform/db.js";
import { isUuid } from "../../platform/ids.js";

/** What an operator did; `record` stores it in the caller's transaction. */
export interface AuditRecord {
  /** Null for the command line or an unknown e-mail at sign-in. */
  operatorId: string | null;
  operatorEmail?: string | null;
  /** `<area>.<verb>`, e.g. `withdrawal.approved`, `operator.role_changed`, `session.signed_in`. */
  action: string;
  objectType?: string | null;
  objectId?: string | null;
  /** The object's value before and after the change (bigints become strings). */
  before?: unknown;
  after?: unknown;
  reason?: string | null;
  ip?: string | null;
}

/** Key of the advisory lock that makes appends one line (xact-scoped: released at commit). */
const AUDIT_APPEND_LOCK = 7_000_700;
export const GENESIS_HASH = "0".repeat(64);

/** JSON with object keys sorted at every depth; bigints as strings, Dates as ISO. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(normalise(value));
}
function normalise(v: unknown): unknown {
  if (v === undefined || v === null) return null;
  if (typeof v === "bigint") return v.toString();
  if (v instanceof Date) return v.toISOString();
  if (Array.isArray(v)) return v.map(normalise);
  if (typeof v === "object") {
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(v as object).sort()) {
      const x = (v as Record<string, unknown>)[k];
      if (x !== undefined) out[k] = normalise(x);
    }
    return out;
  }
  return v;
}

interface HashedFields {
  id: string;
  at: string;
  operatorId: string | null;
  operatorEmail: string | null;
  action: string;
  objectType: string | null;
  objectId: string | null;
  before: unknown;
  after: unknown;
  reason: string | null;
  ip: string | null;
}

export const rowHash = (prevHash: string, f: HashedFields) =>
  createHash("sha256").update(prevHash).update("\n").update(canonicalJson(f)).digest("hex");

interface AuditRow {
  id: string;
  at: Date;
  operator_id: string | null;
  operator_email: string | null;
  action: string;
  object_type: string | null;
  object_id: string | null;
  before: unknown;
  after: unknown;
  reason: string | null;
  ip: string | null;
  prev_hash: string;
  hash: string;
}
const COLUMNS = `id::text AS id, at, operator_id::text AS operator_id, operator_email, action, object_type, object_id,
  before, after, reason, ip, prev_hash, hash`;

const fieldsOf = (r: AuditRow): HashedFields => ({
  id: r.id,
  at: r.at.toISOString(),
  operatorId: r.operator_id,
  operatorEmail: r.operator_email,
  action: r.action,
  objectType: r.object_type,
  objectId: r.object_id,
  before: r.before,
  after: r.after,
  reason: r.reason,
  ip: r.ip,
});

const present = (r: AuditRow): AuditEntry => ({ ...fieldsOf(r), hash: r.hash });

/** Start of a day (from) or its end (to) for YYYY-MM-DD; an instant as given. */
const bound = (v: string, end: boolean) =>
  /^\d{4}-\d{2}-\d{2}$/.test(v) ? new Date(`${v}T${end ? "23:59:59.999" : "00:00:00.000"}Z`) : new Date(v);

/** The tamper-evident audit trail (issue 10 §6). */
export function auditTrail(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  return {
    /**
     * Appends one row IN THE CALLER'S TRANSACTION (pass the `tx` of the change it
     * records), chained to the previous row. Appends serialise on an advisory
     * lock held to commit, so the chain is one line on PostgreSQL as on PGlite.
     */
    async record(tx: Db, e: AuditRecord): Promise<{ id: string; hash: string }> {
      return tx.transaction(async (t) => {
        await t.query("SELECT pg_advisory_xact_lock($1)", [AUDIT_APPEND_LOCK]);
        const last = await t.one<{ hash: string }>("SELECT hash FROM audit_log ORDER BY id DESC LIMIT 1");
        const prevHash = last?.hash ?? GENESIS_HASH;
        const next = await t.one<{ id: string }>("SELECT nextval(pg_get_serial_sequence('audit_log', 'id'))::text AS id");
        // Stored as their canonical JSON, so what is read back hashes the same.
        const before = e.before === undefined ? null : JSON.parse(canonicalJson(e.before));
        const after = e.after === undefined ? null : JSON.parse(canonicalJson(e.after));
        const fields: HashedFields = {
          id: next!.id,
          at: clock.now().toISOString(),
          operatorId: e.operatorId,
          operatorEmail: e.operatorEmail ?? null,
          action: e.action,
          objectType: e.objectType ?? null,
          objectId: e.objectId ?? null,
          before,
          after,
          reason: e.reason ?? null,
          ip: e.ip ?? null,
        };
        const hash = rowHash(prevHash, fields);
        await t.query(
          `INSERT INTO audit_log (id, at, operator_id, operator_email, action, object_type, object_id, before, after, reason, ip, prev_hash, hash)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9::jsonb, $10, $11, $12, $13)`,
          [
            fields.id,
            fields.at,
            fields.operatorId,
            fields.operatorEmail,
            fields.action,
            fields.objectType,
            fields.objectId,
            before === null ? null : JSON.stringify(before),
            after === null ? null : JSON.stringify(after),
            fields.reason,
            fields.ip,
            prevHash,
            hash,
          ],
        );
        return { id: fields.id, hash };
      });
    },

    /** Walks the chain from the first row; the first row whose link or hash does not hold, if any. */
    async verifyChain(): Promise<AuditVerification> {
      let prevHash = GENESIS_HASH;
      let afterId = "0";
      let checked = 0;
      for (;;) {
        const rows = await db.query<AuditRow>(
          `SELECT ${COLUMNS} FROM audit_log WHERE id > $1::bigint ORDER BY audit_log.id LIMIT 1000`,
          [afterId],
        );
        for (const r of rows) {
          if (r.prev_hash !== prevHash) {
            return {
              ok: false,
              checked,
              firstBroken: {
                id: r.id,
                reason: "its previous hash does not match the row before it (a row was removed or altered)",
              },
            };
          }
          if (rowHash(prevHash, fieldsOf(r)) !== r.hash) {
            return {
              ok: false,
              checked,
              firstBroken: { id: r.id, reason: "its content does not match its hash (the row was altered)" },
            };
          }
          prevHash = r.hash;
          checked += 1;
        }
        if (rows.length < 1000) return { ok: true, checked, firstBroken: null };
        afterId = rows[rows.length - 1]!.id;
      }
    },

    /** A page of the trail, newest first by default; `operator` matches the id or part of the e-mail. */
    async search(q: AuditFilter) {
      const where: string[] = [];
      const params: unknown[] = [];
      const add = (sql: string, v: unknown) => {
        params.push(v);
        where.push(sql.replaceAll("?", `$${params.length}`));
      };
      if (q.operator) {
        if (isUuid(q.operator)) add("operator_id = ?::uuid", q.operator);
        else add("operator_email ILIKE ?", `%${q.operator.replace(/[\\%_]/g, "\\$&")}%`);
      }
      if (q.action) add("action LIKE ?", `${q.action.replace(/[\\%_]/g, "\\$&")}%`);
      if (q.objectType) add("object_type = ?", q.objectType);
      if (q.objectId) add("object_id = ?", q.objectId);
      if (q.from) add("at >= ?", bound(q.from, false));
      if (q.to) add("at <= ?", bound(q.to, true));
      const w = where.length ? `WHERE ${where.join(" AND ")}` : "";
      const order = q.sort === "at" ? "audit_log.id ASC" : "audit_log.id DESC";
      const page = Math.max(1, Math.trunc(q.page));
      const size = Math.min(200, Math.max(1, Math.trunc(q.pageSize)));
      const [rows, total] = await Promise.all([
        db.query<AuditRow>(
          `SELECT ${COLUMNS} FROM audit_log ${w} ORDER BY ${order} LIMIT ${size} OFFSET ${(page - 1) * size}`,
          params,
        ),
        db.one<{ n: bigint }>(`SELECT count(*) AS n FROM audit_log ${w}`, params),
      ]);
      return { entries: rows.map(present), total: Number(total?.n ?? 0), page, pageSize: size };
    },
  };
}

export type AuditTrail = ReturnType<typeof auditTrail>;
