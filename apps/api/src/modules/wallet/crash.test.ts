import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { signedHeaders } from "@casino/signing";
import { afterAll, describe, expect, it } from "vitest";
import { insertPlayer } from "../../../test/fixtures.js";
import { MIGRATIONS_DIR } from "../../paths.js";
import { loadConfig } from "../../platform/config.js";
import { type Db, dropSchema, migrate, openDb } from "../../platform/db.js";
import { createServices } from "../../services.js";

/**
 * Crash test (issue 4 §5): a real api process is killed with SIGKILL in the
 * middle of a load of signed bets and wins, restarted, and every unanswered
 * request is retried. Nothing acknowledged may be lost or doubled, and the
 * ledger must balance. PostgreSQL (own schema) when DATABASE_URL is set,
 * otherwise a PGlite data directory of its own.
 */
const ROOT = fileURLToPath(new URL("../../../../../", import.meta.url));
const SECRET = "crash-test-secret-0123456789";
const PLAYERS = 6;
const START_CASH = 50_000n;

const pgUrl = process.env.DATABASE_URL;
const schema = pgUrl ? `crash_${randomBytes(5).toString("hex")}` : undefined;
const dataDir = mkdtempSync(join(tmpdir(), "casino-crash-"));
const childDbUrl = pgUrl && schema ? `${pgUrl}${pgUrl.includes("?") ? "&" : "?"}options=-c%20search_path%3D${schema}` : undefined;

afterAll(async () => {
  if (pgUrl && schema) await dropSchema(pgUrl, schema);
  rmSync(dataDir, { recursive: true, force: true });
});

const open = () => openDb({ url: pgUrl, schema, dataDir: join(dataDir, "api"), poolSize: 4 });
const config = () =>
  loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: dataDir } as NodeJS.ProcessEnv, { DATABASE_URL: pgUrl });

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, "127.0.0.1", () => {
      const a = s.address();
      s.close(() => resolve(typeof a === "object" && a ? a.port : 0));
    });
  });
}

async function startApi(port: number): Promise<ChildProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    DEMO_DATA: "false",
    LOG_LEVEL: "fatal",
    STUDIO_SECRET: SECRET,
    NODE_ENV: "test",
    CATALOGUE_SYNC_INTERVAL_MS: "3600000",
    STUDIO_URL: "http://127.0.0.1:9",
  };
  delete env.REDIS_URL;
  if (childDbUrl) env.DATABASE_URL = childDbUrl;
  else delete env.DATABASE_URL;
  const child = spawn(process.execPath, ["--import", "tsx", "apps/api/src/main.ts"], {
    cwd: ROOT,
    env,
    stdio: ["ignore", "ignore", "pipe"],
  });
  let err = "";
  child.stderr?.on("data", (d) => {
    err += String(d);
  });
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`api exited: ${err}`);
    try {
      const r = await fetch(`http://127.0.0.1:${port}/health`);
      if (r.ok) return child;
    } catch {}
    if (Date.now() > deadline) throw new Error(`api did not start: ${err}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function exited(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise((r) => child.once("exit", r));
}

interface Req {
  op: "bet" | "win";
  body: Record<string, unknown>;
  player: number;
  amount: bigint;
  answer?: { status: string; balance: number };
}

async function send(port: number, r: Req): Promise<boolean> {
  const raw = JSON.stringify(r.body);
  try {
    const res = await fetch(`http://127.0.0.1:${port}/wallet/v1/${r.op}`, {
      method: "POST",
      headers: signedHeaders("aurum-studio", SECRET, raw),
      body: raw,
      signal: AbortSignal.timeout(10_000),
    });
    if (res.status !== 200) return false;
    const a = (await res.json()) as { status: string; balance: number };
    if (r.answer && r.answer.status !== a.status)
      throw new Error(`answer changed for ${r.body.transactionId}: ${r.answer.status} → ${a.status}`);
    r.answer = a;
    return true;
  } catch (err) {
    if ((err as Error).message.startsWith("answer changed")) throw err;
    return false;
  }
}

describe("crash", () => {
  it("loses and doubles nothing acknowledged when the api is killed -9 under load", async () => {
    // Set up players with money and launch tokens, then let the api own the database.
    let db: Db = await open();
    await migrate(db, MIGRATIONS_DIR);
    let services = createServices({ config: config(), db });
    const players: { id: string; token: string }[] = [];
    for (let i = 0; i < PLAYERS; i++) {
      const id = await insertPlayer(db);
      const s = await services.session.start(id, null);
      await services.wallet.credit({
        playerId: id,
        amount: START_CASH,
        currency: "EUR",
        key: `crash-dep-${id}`,
        kind: "D",
        from: "psp:sandbox",
      });
      const { token } = await services.seamlessWallet.issueLaunchToken({
        playerId: id,
        sessionId: s.sessionId,
        currency: "EUR",
        gameId: "slot",
        provider: "aurum-studio",
      });
      players.push({ id, token });
    }
    await services.balanceHub.close();
    await db.close();

    const port = await freePort();
    let api = await startApi(port);
    const requests: Req[] = [];
    let killed = false;
    let acknowledgedBeforeKill = 0;

    // Eight workers play rounds (bet, then win) as fast as the api answers.
    const worker = async (w: number) => {
      for (let n = 0; !killed; n++) {
        const p = (w + n) % PLAYERS;
        const round = `c-${w}-${n}`;
        const stake = BigInt(10 + ((w * 7 + n * 13) % 200));
        const bet: Req = {
          op: "bet",
          player: p,
          amount: stake,
          body: {
            playerId: players[p]!.id,
            token: players[p]!.token,
            currency: "EUR",
            gameId: "slot",
            roundId: round,
            transactionId: `${round}:bet`,
            amount: Number(stake),
          },
        };
        requests.push(bet);
        if (!(await send(port, bet))) continue;
        if (!killed) acknowledgedBeforeKill += 1;
        if (bet.answer?.status !== "OK") continue;
        const payout = (stake * BigInt((n * 31 + w) % 3)) / 1n;
        const win: Req = {
          op: "win",
          player: p,
          amount: payout,
          body: {
            playerId: players[p]!.id,
            currency: "EUR",
            gameId: "slot",
            roundId: round,
            transactionId: `${round}:win`,
            amount: Number(payout),
            roundClosed: true,
          },
        };
        requests.push(win);
        if ((await send(port, win)) && !killed) acknowledgedBeforeKill += 1;
      }
    };
    const load = Promise.all(Array.from({ length: 8 }, (_, w) => worker(w)));
    const until = Date.now() + 20_000;
    while (acknowledgedBeforeKill < 150 && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
    api.kill("SIGKILL");
    killed = true;
    await load;
    await exited(api);
    expect(acknowledgedBeforeKill).toBeGreaterThanOrEqual(150);

    // Restart and retry what went unanswered (same body, new nonce); re-send some answered ones too.
    api = await startApi(port);
    const unanswered = requests.filter((r) => !r.answer);
    expect(unanswered.length).toBeGreaterThan(0); // the kill did cut requests off
    for (const r of unanswered.filter((x) => x.op === "bet")) expect(await send(port, r)).toBe(true);
    for (const r of unanswered.filter((x) => x.op === "win")) expect(await send(port, r)).toBe(true);
    // Rounds whose bet was answered OK only now still owe their win.
    for (const bet of requests.filter((r) => r.op === "bet" && r.answer?.status === "OK")) {
      const id = String(bet.body.transactionId).replace(/:bet$/, ":win");
      if (requests.some((r) => r.body.transactionId === id)) continue;
      const win: Req = {
        op: "win",
        player: bet.player,
        amount: 0n,
        body: { ...bet.body, token: undefined, transactionId: id, amount: 0, roundClosed: true },
      };
      requests.push(win);
      expect(await send(port, win)).toBe(true);
    }
    const answered = requests.filter((r) => r.answer);
    for (const r of answered.slice(0, 40)) expect(await send(port, r)).toBe(true); // throws if an answer changed
    api.kill("SIGTERM");
    await exited(api);

    // Every request has its final answer; the ledger holds exactly what was acknowledged.
    expect(requests.every((r) => r.answer)).toBe(true);
    db = await open();
    services = createServices({ config: config(), db });
    try {
      for (let p = 0; p < PLAYERS; p++) {
        let expected = START_CASH;
        for (const r of requests) {
          if (r.player !== p || r.answer?.status !== "OK") continue;
          expected += r.op === "bet" ? -r.amount : r.amount;
        }
        expect((await services.wallet.balance(players[p]!.id)).cash).toBe(expected);
      }
      const okBets = requests.filter((r) => r.op === "bet" && r.answer?.status === "OK").length;
      const done = await db.one<{ n: number }>(
        "SELECT count(*)::int AS n FROM wallet_transfers WHERE kind = 'BET' AND status = 'DONE'",
      );
      expect(done!.n).toBe(okBets);
      const rec = await services.wallet.reconcile();
      expect(rec.mismatches).toEqual([]);
      expect(rec.ok).toBe(true);
    } finally {
      await services.balanceHub.close();
      await db.close();
    }
  }, 300_000);
});
