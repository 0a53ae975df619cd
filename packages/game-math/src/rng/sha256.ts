/**
 * SHA-256 and HMAC-SHA256 for the provably fair stream, on the audited
 * `@noble/hashes` (synchronous; browsers, workers and Node alike), so the
 * verifier a player runs and the server hash with the same code.
 */
import { hmac } from "@noble/hashes/hmac.js";
import { sha256 as nobleSha256 } from "@noble/hashes/sha2.js";

/** SHA-256 of a byte string. */
export function sha256(message: Uint8Array): Uint8Array {
  return nobleSha256(message);
}

/** HMAC-SHA256 (RFC 2104). */
export function hmacSha256(key: Uint8Array, message: Uint8Array): Uint8Array {
  return hmac(nobleSha256, key, message);
}

/**
 * HMAC-SHA256 with a fixed key: the key's inner and outer pads are hashed
 * once, and each message continues from a copy of that state.
 */
export function keyedHmacSha256(key: Uint8Array): (message: Uint8Array) => Uint8Array {
  const keyed = hmac.create(nobleSha256, key);
  const scratch = keyed.clone();
  return (message) => keyed._cloneInto(scratch).update(message).digest();
}
