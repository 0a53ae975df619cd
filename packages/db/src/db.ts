import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";

/**
 * The one database handle every repository uses. Same SQL on both engines:
 * embedded PGlite (default, ./.data) or server PostgreSQL (DATABASE_URL).
 * int8 comes back as bigint on both, so money never passes through a float.
 */
export interface Db {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  one<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T | undefined>;
  /** Runs several statements (migrations); no parameters. */
  exec(sql: string): Promise<void>;
  /** Runs fn in one transaction; nested calls join the outer one. */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  readonly engine: "pglite" | "postgres";
  /** Connections of the pool (server PostgreSQL): open, idle, and callers waiting for one. */
  poolStats?(): { total: number; idle: number; waiting: number; max: number };
}

const INT8 = 20;
const NUMERIC = 1700;
const parseInt8 = (v: string) => BigInt(v);

pg.types.setTypeParser(INT8, parseInt8);

export interface OpenDbOptions {
  /** postgres://… for server PostgreSQL; otherwise PGlite. */
  url?: string;
  /** PGlite data directory; "memory://" for a throwaway database. */
  dataDir?: string;
  /** PostgreSQL schema to work in (tests get one each). */
  schema?: string;
  poolSize?: number;
}

export async function openDb(opts: OpenDbOptions): Promise<Db> {
  if (opts.url) return openPostgres(opts.url, opts.schema, opts.poolSize ?? 10);
  return openPglite(opts.dataDir ?? "memory://");
}

async function openPglite(dataDir: string): Promise<Db> {
  if (!dataDir.startsWith("memory://")) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, { parsers: { [INT8]: parseInt8, [NUMERIC]: (v: string) => v } });
  type Q = Pick<PGlite, "query" | "exec">;
  const wrap = (q: Q, inTx: boolean): Db => ({
    engine: "pglite",
    async query<T>(sql: string, params?: unknown[]) {
      const r = await q.query<T>(sql, params as unknown[]);
      return r.rows;
    },
    async one<T>(sql: string, params?: unknown[]) {
      const r = await q.query<T>(sql, params as unknown[]);
      return r.rows[0];
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
    async transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
      if (inTx) return fn(this);
      return client.transaction((tx) => fn(wrap(tx as unknown as Q, true)));
    },
    async close() {
      if (!inTx) await client.close();
    },
  });
  return wrap(client, false);
}

/**
 * Statements with parameters run as named prepared statements, so PostgreSQL
 * parses and plans each text once per connection (as `pgbench -M prepared`
 * does) instead of on every call. The names are bounded: past that many
 * distinct texts (SQL built from filters) the rest run unnamed.
 */
const MAX_PREPARED = 256;

function preparer() {
  const names = new Map<string, string>();
  let made = 0;
  return {
    config(sql: string, values: unknown[] | undefined): pg.QueryConfig | string {
      if (!values || values.length === 0) return sql;
      let name = names.get(sql);
      if (!name && names.size < MAX_PREPARED) {
        name = `s${made++}`;
        names.set(sql, name);
      }
      return name ? { name, text: sql, values } : { text: sql, values };
    },
    /** A migration changed the rows a text returns: prepare it afresh under a new name. */
    renew(sql: string) {
      if (names.has(sql)) names.set(sql, `s${made++}`);
    },
  };
}

/** PostgreSQL refuses a prepared statement whose result columns a schema change altered (a rolling deploy's migration). */
const isStalePlan = (err: unknown) =>
  (err as { code?: string }).code === "0A000" && /cached plan must not change result type/.test(String((err as Error).message));

async function openPostgres(url: string, schema: string | undefined, max: number): Promise<Db> {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    options: schema ? `-c search_path=${schema}` : undefined,
  });
  // An idle connection the server closed (a restart, a failover) is dropped from the pool and a new one made
  // on the next query; without a listener its error event would end the process.
  pool.on("error", () => {});
  if (schema) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    await admin.end();
  }
  type Q = Pick<pg.PoolClient, "query">;
  const statement = preparer();
  const run = async (q: Q, sql: string, params: unknown[] | undefined, inTx: boolean) => {
    const s = statement.config(sql, params);
    if (typeof s === "string") return q.query(s, params);
    try {
      return await q.query(s);
    } catch (err) {
      if (!isStalePlan(err)) throw err;
      statement.renew(sql);
      if (inTx) throw err; // the transaction is aborted; its caller's retry gets the new statement
      return q.query(statement.config(sql, params) as pg.QueryConfig);
    }
  };
  const wrap = (q: Q, inTx: boolean): Db => ({
    engine: "postgres",
    async query<T>(sql: string, params?: unknown[]) {
      const r = await run(q, sql, params, inTx);
      return r.rows as T[];
    },
    async one<T>(sql: string, params?: unknown[]) {
      const r = await run(q, sql, params, inTx);
      return r.rows[0] as T | undefined;
    },
    async exec(sql: string) {
      await q.query(sql);
    },
    async transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
      if (inTx) return fn(this);
      const conn = await pool.connect();
      try {
        await conn.query("BEGIN");
        const result = await fn(wrap(conn, true));
        await conn.query("COMMIT");
        return result;
      } catch (err) {
        await conn.query("ROLLBACK").catch(() => {});
        throw err;
      } finally {
        conn.release();
      }
    },
    async close() {
      if (inTx) return;
      await pool.end();
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max }),
  });
  return wrap(pool, false);
}

/** Drops a test schema on server PostgreSQL. */
export async function dropSchema(url: string, schema: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await admin.end();
}
