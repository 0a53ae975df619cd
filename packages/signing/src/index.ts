import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * Signed server-to-server calls (casino ↔ studio, casino ↔ psp): HMAC-SHA256
 * over `${timestamp}.${nonce}.${rawBody}` with the caller's shared secret.
 * Headers: x-signature (hex), x-timestamp (unix ms), x-nonce, x-caller.
 */
export const SIGNATURE_HEADERS = {
  signature: "x-signature",
  timestamp: "x-timestamp",
  nonce: "x-nonce",
  caller: "x-caller",
} as const;

/** How far a request's timestamp may be from our clock. */
export const MAX_SKEW_MS = 5 * 60 * 1000;

export function sign(secret: string, timestamp: string, nonce: string, rawBody: string): string {
  return createHmac("sha256", secret).update(`${timestamp}.${nonce}.${rawBody}`).digest("hex");
}

/** Headers for a signed request with this body. */
export function signedHeaders(caller: string, secret: string, rawBody: string, now = Date.now()): Record<string, string> {
  const timestamp = String(now);
  const nonce = randomBytes(16).toString("hex");
  return {
    "content-type": "application/json",
    [SIGNATURE_HEADERS.caller]: caller,
    [SIGNATURE_HEADERS.timestamp]: timestamp,
    [SIGNATURE_HEADERS.nonce]: nonce,
    [SIGNATURE_HEADERS.signature]: sign(secret, timestamp, nonce, rawBody),
  };
}

export type VerifyResult =
  | { ok: true; nonce: string; timestamp: number }
  | { ok: false; reason: "MISSING" | "SKEW" | "MISMATCH" };

/**
 * Checks a signature in constant time and the timestamp against the skew
 * window. Replay (a nonce seen before) is the caller's store to check.
 */
export function verify(
  secret: string,
  headers: Record<string, string | string[] | undefined>,
  rawBody: string,
  now = Date.now(),
): VerifyResult {
  const h = (n: string) => {
    const v = headers[n];
    return Array.isArray(v) ? v[0] : v;
  };
  const sig = h(SIGNATURE_HEADERS.signature);
  const ts = h(SIGNATURE_HEADERS.timestamp);
  const nonce = h(SIGNATURE_HEADERS.nonce);
  if (!sig || !ts || !nonce || !/^\d{1,16}$/.test(ts) || nonce.length > 128) return { ok: false, reason: "MISSING" };
  const timestamp = Number(ts);
  if (Math.abs(now - timestamp) > MAX_SKEW_MS) return { ok: false, reason: "SKEW" };
  const expected = Buffer.from(sign(secret, ts, nonce, rawBody), "hex");
  const given = Buffer.from(sig, "hex");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: "MISMATCH" };
  return { ok: true, nonce, timestamp };
}
