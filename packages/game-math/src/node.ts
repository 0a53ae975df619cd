import { createHash, createHmac, createSecretKey, randomBytes } from "node:crypto";
import { verifyRound as verifyPure } from "./registry.js";
import type { FairCrypto } from "./rng/crypto.js";
import { createRng as createPureRng, type FairSeeds, hashServerSeed as hashPure } from "./rng/fair.js";
import type { Rng } from "./rng/rng.js";
import { keyedHmacSha256 as pureKeyedHmac } from "./rng/sha256.js";

export * from "./index.js";

/** node:crypto primitives for hashes and one-off HMACs. */
export const nodeCrypto: FairCrypto = {
  hmacSha256: (key, message) => new Uint8Array(createHmac("sha256", key).update(message).digest()),
  sha256: (message) => new Uint8Array(createHash("sha256").update(message).digest()),
  // Per-block HMAC under one server seed: @noble/hashes continuing from the key's prepared pads costs less
  // than a createHmac call for these ~20-byte messages (bench/game-math measures both); results are identical.
  keyedHmacSha256: pureKeyedHmac,
};

/** node:crypto's HMAC with the key prepared once (for comparison in benchmarks). */
export function nodeKeyedHmacSha256(key: Uint8Array): (message: Uint8Array) => Uint8Array {
  const secret = createSecretKey(key);
  return (message) => new Uint8Array(createHmac("sha256", secret).update(message).digest());
}

/** A fresh server seed: 32 random bytes from the OS CSPRNG, as 64 lowercase hex characters. */
export function newServerSeed(): string {
  return randomBytes(32).toString("hex");
}

/** A default client seed for a new player: 16 random hex characters (the player may change it). */
export function newClientSeed(): string {
  return randomBytes(8).toString("hex");
}

export function hashServerSeed(serverSeed: string): string {
  return hashPure(serverSeed, nodeCrypto);
}

export function createRng(seeds: FairSeeds): Rng {
  return createPureRng(seeds, nodeCrypto);
}

export function verifyRound(gameId: string, seeds: FairSeeds, bet: unknown, actions: unknown[] = []) {
  return verifyPure(gameId, seeds, bet, actions, nodeCrypto);
}
