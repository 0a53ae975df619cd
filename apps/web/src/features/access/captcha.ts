import { api } from "../../api/client";

/** An ALTCHA v1 challenge as `GET /captcha/v1/challenge` serves it. */
interface Challenge {
  algorithm: string;
  challenge: string;
  maxnumber?: number;
  salt: string;
  signature: string;
}

interface Solved {
  token: string;
  /** Epoch ms after which the server refuses it (the salt's `expires`). */
  expiresAt: number;
}

const DEFAULT_MAX = 1_000_000;
const SAFETY_MS = 20_000;

function solve(c: Challenge): Promise<number> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./captcha.worker.ts", import.meta.url), { type: "module" });
    worker.onmessage = (e: MessageEvent<{ number: number }>) => {
      worker.terminate();
      if (e.data.number < 0) reject(new Error("captcha unsolved"));
      else resolve(e.data.number);
    };
    worker.onerror = (e) => {
      worker.terminate();
      reject(new Error(e.message));
    };
    worker.postMessage({ algorithm: c.algorithm, challenge: c.challenge, salt: c.salt, max: c.maxnumber ?? DEFAULT_MAX });
  });
}

async function fresh(): Promise<Solved> {
  const c = await api<Challenge>("/captcha/v1/challenge", { anonymous: true });
  const started = performance.now();
  const number = await solve(c);
  const payload = {
    algorithm: c.algorithm,
    challenge: c.challenge,
    number,
    salt: c.salt,
    signature: c.signature,
    took: Math.round(performance.now() - started),
  };
  const expires = Number(new URLSearchParams(c.salt.split("?")[1] ?? "").get("expires"));
  return {
    token: btoa(JSON.stringify(payload)),
    expiresAt: Number.isFinite(expires) && expires > 0 ? expires * 1000 : Date.now() + 60_000,
  };
}

let prepared: Promise<Solved | null> | null = null;

/**
 * The invisible captcha (accounts spec §4): a proof of work solved in a Web
 * Worker. `prepare()` starts solving when a form opens so that `take()` is
 * usually instant; each solution is sent once, an expired one is replaced.
 */
export const captcha = {
  prepare() {
    prepared ??= fresh().catch(() => null);
  },
  async take(): Promise<string> {
    const pending = prepared;
    prepared = null;
    const early = pending ? await pending : null;
    const solved = early && early.expiresAt - SAFETY_MS > Date.now() ? early : await fresh();
    return solved.token;
  },
};
