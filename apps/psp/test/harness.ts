import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { dropSchema, migrate, openDb } from "@casino/db";
import { signedHeaders, verify } from "@casino/signing";
import { afterAll } from "vitest";
import { buildPsp } from "../src/server/app.js";
import { loadPspConfig, type PspConfig } from "../src/server/config.js";

export const SECRET = "psp-test-secret-0123456789";
const MIGRATIONS = fileURLToPath(new URL("../migrations", import.meta.url));

export function movableClock(start = Date.now()) {
  let now = start;
  return {
    now: () => new Date(now),
    advance: (ms: number) => {
      now += ms;
    },
  };
}

/** A stand-in casino: records the webhooks it receives and answers what the test says. */
export async function fakeCasino() {
  const received: { body: Record<string, unknown>; valid: boolean; headers: IncomingMessage["headers"] }[] = [];
  let answers: number[] = [];
  const server: Server = createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => {
      raw += c;
    });
    req.on("end", () => {
      // the PSP signs on its (test) clock: check the signature at the time it states
      const v = verify(SECRET, req.headers, raw, Number(req.headers["x-timestamp"]));
      received.push({ body: JSON.parse(raw), valid: v.ok && req.headers["x-caller"] === "psp", headers: req.headers });
      res.statusCode = answers.shift() ?? 200;
      res.end("{}");
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  afterAll(() => new Promise<void>((r) => server.close(() => r())));
  return {
    url,
    received,
    answerNext: (...codes: number[]) => {
      answers = codes;
    },
  };
}

/** The PSP on a real port and a database of its own; the worker is driven by the test through tick(). */
export async function startPsp(over: Partial<PspConfig> = {}, clock = movableClock()) {
  const url = process.env.DATABASE_URL;
  const schema = url ? `psp_${randomBytes(6).toString("hex")}` : undefined;
  const db = await openDb({ url, schema, dataDir: "memory://", poolSize: 4 });
  await migrate(db, MIGRATIONS);
  const config = loadPspConfig({ PSP_SECRET: SECRET, LOG_LEVEL: "silent" } as NodeJS.ProcessEnv, over);
  const { app, service } = await buildPsp({ db, config, clock, worker: false });
  await app.listen({ host: "127.0.0.1", port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  config.publicUrl = base;
  afterAll(async () => {
    await app.close();
    await db.close();
    if (url && schema) await dropSchema(url, schema);
  });

  /** A signed merchant call, as the casino makes it. */
  async function call(path: string, body: unknown, opts: { secret?: string; headers?: Record<string, string> } = {}) {
    const raw = JSON.stringify(body);
    const headers = opts.headers ?? signedHeaders("casino", opts.secret ?? SECRET, raw, clock.now().getTime());
    const res = await fetch(`${base}${path}`, { method: "POST", headers, body: raw });
    // biome-ignore lint/suspicious/noExplicitAny: tests read whatever the PSP answered
    return { status: res.status, body: (await res.json()) as Record<string, any>, headers };
  }

  /** A browser's form post to a page; redirects are not followed. */
  async function post(path: string, form: Record<string, string>) {
    const res = await fetch(path.startsWith("http") ? path : `${base}${path}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(form).toString(),
      redirect: "manual",
    });
    return { status: res.status, location: res.headers.get("location"), html: await res.text() };
  }
  const page = async (path: string) => {
    const res = await fetch(path.startsWith("http") ? path : `${base}${path}`);
    return { status: res.status, html: await res.text() };
  };

  return { app, db, config, base, clock, call, post, page, service, tick: () => service.tick() };
}
