import { type FairCrypto, pureCrypto, toHex, utf8 } from "./crypto.js";
import { GameMathError } from "./errors.js";
import { ByteRng, type ByteSource, type Rng } from "./rng.js";

/** The three inputs of a provably fair round. */
export type FairSeeds = {
  /** 64 lowercase hex characters (32 random bytes), secret until rotation. */
  serverSeed: string;
  /** Chosen (and editable) by the player; 1–64 printable characters. */
  clientSeed: string;
  /** Round counter under this server seed, from 0. */
  nonce: number;
};

const SERVER_SEED = /^[0-9a-f]{64}$/;

export function checkSeeds(seeds: FairSeeds): void {
  if (typeof seeds.serverSeed !== "string" || !SERVER_SEED.test(seeds.serverSeed))
    throw new GameMathError("INVALID_SEED", "serverSeed must be 64 lowercase hex characters");
  if (!isValidClientSeed(seeds.clientSeed))
    throw new GameMathError("INVALID_SEED", "clientSeed must be 1 to 64 printable characters without ':'");
  if (!Number.isSafeInteger(seeds.nonce) || seeds.nonce < 0)
    throw new GameMathError("INVALID_SEED", "nonce must be a non-negative integer");
}

/** A client seed a player may choose: 1–64 printable ASCII characters, no ':' (the field separator). */
export function isValidClientSeed(clientSeed: unknown): clientSeed is string {
  return typeof clientSeed === "string" && /^[\x20-\x39\x3b-\x7e]{1,64}$/.test(clientSeed);
}

/** The public commitment to a server seed: hex SHA-256 of its UTF-8 text (the 64 hex characters). */
export function hashServerSeed(serverSeed: string, crypto: FairCrypto = pureCrypto): string {
  return toHex(crypto.sha256(utf8(serverSeed)));
}

/**
 * The round's byte stream: block c is HMAC-SHA256(key = UTF-8 of serverSeed,
 * message = UTF-8 of `${clientSeed}:${nonce}:${c}`), c = 0, 1, 2, …; bytes are
 * consumed in order, 32 per block.
 */
export class FairByteStream implements ByteSource {
  private readonly mac: (message: Uint8Array) => Uint8Array;
  private readonly prefix: string;
  private block: Uint8Array = new Uint8Array(0);
  private offset = 0;
  private cursor = 0;

  constructor(seeds: FairSeeds, crypto: FairCrypto = pureCrypto) {
    checkSeeds(seeds);
    this.mac = keyed(seeds.serverSeed, crypto);
    this.prefix = `${seeds.clientSeed}:${seeds.nonce}:`;
  }

  nextByte(): number {
    if (this.offset >= this.block.length) {
      this.block = this.mac(utf8(this.prefix + this.cursor));
      this.cursor++;
      this.offset = 0;
    }
    return this.block[this.offset++]!;
  }

  /** Blocks computed so far. */
  get blocksUsed(): number {
    return this.cursor;
  }
}

/** The last server seed's prepared HMAC per crypto (a seed serves many rounds in a row). */
const lastKey = new WeakMap<FairCrypto, { seed: string; mac: (message: Uint8Array) => Uint8Array }>();

function keyed(serverSeed: string, crypto: FairCrypto): (message: Uint8Array) => Uint8Array {
  const hit = lastKey.get(crypto);
  if (hit?.seed === serverSeed) return hit.mac;
  const key = utf8(serverSeed);
  const mac = crypto.keyedHmacSha256?.(key) ?? ((message: Uint8Array) => crypto.hmacSha256(key, message));
  lastKey.set(crypto, { seed: serverSeed, mac });
  return mac;
}

/** The provably fair RNG of one round. */
export function createRng(seeds: FairSeeds, crypto: FairCrypto = pureCrypto): Rng {
  return new ByteRng(new FairByteStream(seeds, crypto));
}
