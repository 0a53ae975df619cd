import { keyedHmacSha256, hmacSha256 as pureHmac, sha256 as pureSha } from "./sha256.js";

/** The primitives the provably fair stream needs; injected so the core stays pure. */
export type FairCrypto = {
  hmacSha256(key: Uint8Array, message: Uint8Array): Uint8Array;
  sha256(message: Uint8Array): Uint8Array;
  /** Optional: an HMAC with the key prepared once, for many messages under one server seed. */
  keyedHmacSha256?(key: Uint8Array): (message: Uint8Array) => Uint8Array;
};

/** Plain TypeScript implementation: works in browsers and workers, synchronous. */
export const pureCrypto: FairCrypto = { hmacSha256: pureHmac, sha256: pureSha, keyedHmacSha256 };

const encoder = new TextEncoder();

export function utf8(text: string): Uint8Array {
  return encoder.encode(text);
}

export function toHex(bytes: Uint8Array): string {
  let out = "";
  for (let i = 0; i < bytes.length; i++) out += bytes[i]!.toString(16).padStart(2, "0");
  return out;
}

export function fromHex(hex: string): Uint8Array {
  if (hex.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(hex)) throw new TypeError("not a hex string");
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}
