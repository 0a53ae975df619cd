import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { dropSchema, migrate, openDb } from "@casino/db";
import { signedHeaders, verify } from "@casino/signing";
import { afterAll } from "vitest";
import { buildStudio, type StudioDeps } from "./app.js";
import { loadStudioConfig, type StudioConfig } from "./config.js";
import { OPERATOR_CALLER } from "./operator/auth.js";
import { STUDIO_CALLER } from "./wallet/client.js";

export const TEST_SECRET = "studio-test-secret-0123456789";
const MIGRATIONS_DIR = fileURLToPath(new URL("../../migrations", import.meta.url));

/**
 * A whole studio on a database of its own: in-memory PGlite, or a fresh schema
 * of the PostgreSQL server when STUDIO_DATABASE_URL (or DATABASE_URL) is set.
 */
export async function testStudio(opts: { config?: Partial<StudioConfig> } & Omit<StudioDeps, "db" | "config"> = {}) {
  const url = process.env.STUDIO_DATABASE_URL ?? process.env.DATABASE_URL;
  const schema = url ? `s_${randomBytes(6).toString("hex")}` : undefined;
  const db = await openDb({ url, schema, dataDir: "memory://", poolSize: 4 });
  await migrate(db, MIGRATIONS_DIR);
  const config = loadStudioConfig({ LOG_LEVEL: "silent", STUDIO_SECRET: TEST_SECRET } as NodeJS.ProcessEnv, {
    STUDIO_WALLET_TIMEOUT_MS: 1000,
    ...opts.config,
  });
  const { config: _c, ...rest } = opts;
  const { app, services } = await buildStudio({ db, config, ...rest });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await db.close();
    if (url && schema) await dropSchema(url, schema);
  });

  /** A signed operator call, as the casino makes it. */
  async function operator(
    path: string,
    body: unknown = {},
    o: { secret?: string; caller?: string; headers?: Record<string, string> } = {},
  ) {
    const raw = JSON.stringify(body);
    const headers =
      o.headers ??
      signedHeaders(o.caller ?? OPERATOR_CALLER, o.secret ?? TEST_SECRET, raw, (opts.now?.() ?? new Date()).getTime());
    return app.inject({ method: "POST", url: path, headers, payload: raw });
  }

  /** Creates a game session through the operator API; returns its id and key. */
  async function session(input: Record<string, unknown>) {
    const res = await operator("/operator/v1/sessions", {
      currency: "EUR",
      language: "en",
      platform: "desktop",
      lobbyUrl: "http://casino.test/lobby",
      depositUrl: "http://casino.test/deposit",
      ...input,
    });
    if (res.statusCode !== 200) throw new Error(`session: ${res.statusCode} ${res.body}`);
    const { sessionId, url } = res.json() as { sessionId: string; url: string };
    const key = url.split("#")[1]!;
    const client = (method: "GET" | "POST", path: string, payload?: unknown) =>
      app.inject({
        method,
        url: `/client/v1/sessions/${sessionId}${path}`,
        headers: { "x-session-key": key },
        ...(payload !== undefined ? { payload: payload as object } : {}),
      });
    return { sessionId, url, key, client };
  }

  return { app, inject: app.inject.bind(app), db, operator, session, services };
}

export type Behaviour = "ok" | "down" | "hang";

/**
 * The casino's seamless wallet as a real HTTP server, standing in for the third
 * party: checks our signature, keeps balances, answers idempotently by
 * transaction id, and can be told to fail (HTTP 500) or hang per operation.
 */
export async function fakeCasino(
  opts: { players?: Record<string, number>; tokens?: Record<string, string>; blocked?: string[] } = {},
) {
  const balances = new Map(Object.entries(opts.players ?? { "p-1": 10_000 }));
  const tokens = new Map(Object.entries(opts.tokens ?? { "tok-1": "p-1" }));
  const seen = new Map<string, Record<string, unknown>>();
  const calls: { operation: string; body: Record<string, unknown>; answered: boolean }[] = [];
  const behaviour: Record<string, Behaviour> = {};
  /** A status an operation answers instead of its own (a wallet refusing for its own reasons). */
  const refusals: Record<string, string> = {};
  const blocked = new Set(opts.blocked ?? []);
  const rounds = new Map<string, string>();

  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let raw = "";
      req.on("data", (c) => {
        raw += c;
      });
      req.on("end", () => resolve(raw));
    });

  function answer(op: string, b: Record<string, unknown>): Record<string, unknown> {
    const player = b.playerId as string;
    const bal = () => balances.get(player) ?? 0;
    if (refusals[op]) return { status: refusals[op] };
    if (op === "authenticate") {
      const p = tokens.get(b.token as string);
      if (!p) return { status: "TOKEN_EXPIRED" };
      if (blocked.has(p)) return { status: "PLAYER_BLOCKED" };
      return { status: "OK", playerId: p, currency: "EUR", balance: balances.get(p) ?? 0, country: "DE", language: "en" };
    }
    if (op === "balance") return { status: "OK", balance: bal() };
    const txId = b.transactionId as string;
    const prior = seen.get(txId);
    if (prior) return { ...prior, balance: bal() };
    let result: Record<string, unknown>;
    if (op === "bet") {
      const amount = b.amount as number;
      if (rounds.get(`${b.roundId}`) === "closed") result = { status: "ROUND_ALREADY_CLOSED" };
      else if (seen.has(`${txId}:tombstone`)) result = { status: "DUPLICATE_TRANSACTION" };
      else if (bal() < amount) result = { status: "INSUFFICIENT_FUNDS" };
      else {
        balances.set(player, bal() - amount);
        rounds.set(`${b.roundId}`, "open");
        result = { status: "OK", casinoTransactionId: `c-${txId}` };
      }
    } else if (op === "win") {
      // a free spin's win: no bet before it, the casino books it to the award's bonus (here: the balance)
      if (b.freeSpins) {
        balances.set(player, bal() + (b.amount as number));
        result = { status: "OK", casinoTransactionId: `c-${txId}`, roundClosed: true };
      } else if (!rounds.has(`${b.roundId}`)) result = { status: "TRANSACTION_NOT_FOUND" };
      else {
        balances.set(player, bal() + (b.amount as number));
        if (b.roundClosed) rounds.set(`${b.roundId}`, "closed");
        result = { status: "OK", casinoTransactionId: `c-${txId}` };
      }
    } else {
      const betId = b.rollbackTransactionId as string;
      const bet = seen.get(betId);
      if (!bet) seen.set(`${betId}:tombstone`, { status: "OK" });
      else if (bet.status === "OK") {
        const betCall = calls.find((c) => c.operation === "bet" && c.body.transactionId === betId)!;
        balances.set(player, bal() + (betCall.body.amount as number));
      }
      result = { status: "OK", casinoTransactionId: `c-${txId}` };
    }
    seen.set(txId, result);
    return { ...result, balance: bal() };
  }

  const server: Server = createServer(async (req, res) => {
    const raw = await readBody(req);
    const op = (req.url ?? "").replace(/^\/wallet\/v1\//, "");
    const body = JSON.parse(raw || "{}") as Record<string, unknown>;
    const mode = behaviour[op] ?? behaviour["*"] ?? "ok";
    const call = { operation: op, body, answered: false };
    calls.push(call);
    if (mode === "hang") return; // never answers; the studio times out
    if (mode === "down") {
      res.writeHead(500, { "content-type": "application/json" }).end('{"code":"INTERNAL_ERROR"}');
      return;
    }
    const signed = verify(TEST_SECRET, req.headers, raw);
    if (!signed.ok || req.headers["x-caller"] !== STUDIO_CALLER) {
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ status: "INVALID_SIGNATURE" }));
      return;
    }
    call.answered = true;
    res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(answer(op, body)));
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  });
  return {
    url,
    calls,
    balances,
    behave(op: string, b: Behaviour) {
      behaviour[op] = b;
    },
    /** Answers `status` to every `op` call until called again with null. */
    refuse(op: string, status: string | null) {
      if (status) refusals[op] = status;
      else delete refusals[op];
    },
  };
}
