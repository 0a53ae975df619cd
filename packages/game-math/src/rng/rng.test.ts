import { createHash, createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  createRng as createNodeRng,
  hashServerSeed as hashNode,
  newServerSeed,
  nodeCrypto,
  nodeKeyedHmacSha256,
} from "../node.js";
import { pureCrypto, toHex, utf8 } from "./crypto.js";
import { createRng, FairByteStream, hashServerSeed } from "./fair.js";
import { ByteRng, type ByteSource, FastRng } from "./rng.js";
import { hmacSha256, keyedHmacSha256, sha256 } from "./sha256.js";

const seeds = { serverSeed: "a".repeat(64), clientSeed: "lucky-player", nonce: 7 };

/** A byte source that replays fixed bytes, to enumerate every possible input. */
class Replay implements ByteSource {
  private i = 0;
  constructor(private readonly bytes: number[]) {}
  nextByte(): number {
    const b = this.bytes[this.i++];
    if (b === undefined) throw new Error("exhausted");
    return b;
  }
  get used(): number {
    return this.i;
  }
}

describe("SHA-256 and HMAC in plain TypeScript", () => {
  it("matches node:crypto on messages of every length around the block boundaries", () => {
    for (let len = 0; len < 200; len++) {
      const msg = new Uint8Array(len).map((_, i) => (i * 31 + len) & 0xff);
      expect(toHex(sha256(msg))).toBe(createHash("sha256").update(msg).digest("hex"));
      const key = new Uint8Array(len).map((_, i) => (i * 7 + 3) & 0xff);
      expect(toHex(hmacSha256(key, msg))).toBe(createHmac("sha256", key).update(msg).digest("hex"));
    }
  }, 30_000);

  it("prepares a key once and then matches node:crypto for every message", () => {
    for (const keyLength of [0, 1, 32, 64, 65, 100]) {
      const key = new Uint8Array(keyLength).map((_, i) => (i * 13 + 1) & 0xff);
      const mac = keyedHmacSha256(key);
      const nodeMac = nodeKeyedHmacSha256(key);
      for (let len = 0; len < 140; len += 7) {
        const msg = new Uint8Array(len).map((_, i) => (i * 5 + len) & 0xff);
        const expected = createHmac("sha256", key).update(msg).digest("hex");
        expect(toHex(mac(msg))).toBe(expected);
        expect(toHex(nodeMac(msg))).toBe(expected);
      }
    }
  }, 30_000);

  it("gives the FIPS 180-4 digest of 'abc'", () => {
    expect(toHex(sha256(utf8("abc")))).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });
});

describe("provably fair stream", () => {
  it("commits to the server seed by the SHA-256 of its text, the same in Node and in plain TypeScript", () => {
    const seed = newServerSeed();
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(hashServerSeed(seed)).toBe(createHash("sha256").update(seed).digest("hex"));
    expect(hashNode(seed)).toBe(hashServerSeed(seed));
  });

  it("is HMAC-SHA256(serverSeed, clientSeed:nonce:cursor) blocks, byte after byte", () => {
    const stream = new FairByteStream(seeds);
    const bytes = Array.from({ length: 70 }, () => stream.nextByte());
    const expected = [0, 1, 2].flatMap((cursor) => [
      ...createHmac("sha256", seeds.serverSeed).update(`lucky-player:7:${cursor}`).digest(),
    ]);
    expect(bytes).toEqual(expected.slice(0, 70));
    expect(stream.blocksUsed).toBe(3);
  });

  it("gives the same round with node:crypto and with the plain implementation, and another round for another nonce", () => {
    const a = createRng(seeds, pureCrypto);
    const b = createNodeRng(seeds);
    const c = createRng({ ...seeds, nonce: 8 }, nodeCrypto);
    const xs = Array.from({ length: 50 }, () => a.int(1000));
    expect(Array.from({ length: 50 }, () => b.int(1000))).toEqual(xs);
    expect(Array.from({ length: 50 }, () => c.int(1000))).not.toEqual(xs);
  });

  it("refuses malformed seeds", () => {
    expect(() => createRng({ ...seeds, serverSeed: "xyz" })).toThrow(/serverSeed/);
    expect(() => createRng({ ...seeds, clientSeed: "" })).toThrow(/clientSeed/);
    expect(() => createRng({ ...seeds, clientSeed: "a:b" })).toThrow(/clientSeed/);
    expect(() => createRng({ ...seeds, nonce: -1 })).toThrow(/nonce/);
  });
});

describe("integers by rejection sampling", () => {
  it("maps every one-byte input to each of n outcomes exactly floor(256/n) times, n = 1..256", () => {
    for (let n = 1; n <= 256; n++) {
      const counts = new Array<number>(n).fill(0);
      let accepted = 0;
      for (let x = 0; x < 256; x++) {
        // After a rejected byte the next byte (0) is used: count only first-byte acceptances.
        const source = new Replay([x, 0]);
        const v = new ByteRng(source).int(n);
        if (source.used === 1) {
          counts[v]!++;
          accepted++;
        }
      }
      const each = Math.floor(256 / n);
      expect(accepted).toBe(each * n);
      expect(counts.every((c) => c === each)).toBe(true);
    }
  }, 30_000);

  it("maps every two-byte input evenly for n above one byte", () => {
    for (const n of [257, 1000, 4096, 37 * 37, 65535, 65536]) {
      const counts = new Uint32Array(n);
      let accepted = 0;
      for (let x = 0; x < 65536; x++) {
        const source = new Replay([x >> 8, x & 0xff, 0, 0]);
        const v = new ByteRng(source).int(n);
        if (source.used === 2) {
          counts[v]!++;
          accepted++;
        }
      }
      const each = Math.floor(65536 / n);
      expect(accepted).toBe(each * n);
      expect(counts.every((c) => c === each)).toBe(true);
    }
  }, 30_000);

  it("reads three bytes for n above 65536 and stays in range", () => {
    const source = new Replay([0xff, 0xff, 0xff, 0x01, 0x02, 0x03]);
    // 0xffffff is rejected for n = 100000 (16,777,216 mod 100,000 = 77,216 top values refused).
    expect(new ByteRng(source).int(100_000)).toBe(0x010203 % 100_000);
    expect(source.used).toBe(6);
  });

  it("refuses n outside 1..2^32", () => {
    const rng = new FastRng(1);
    expect(() => rng.int(0)).toThrow();
    expect(() => rng.int(2.5)).toThrow();
    expect(() => new ByteRng(new Replay([1])).int(2 ** 32 + 1)).toThrow();
  });
});

describe("Fisher–Yates", () => {
  it("produces each of the 24 orders of 4 items exactly once over every draw sequence", () => {
    // shuffle of 4 draws int(4), int(3), int(2): 4·3·2 = 24 sequences, one per permutation.
    const seen = new Set<string>();
    for (let a = 0; a < 4; a++)
      for (let b = 0; b < 3; b++)
        for (let c = 0; c < 2; c++) {
          const draws = [a, b, c];
          const rng = new ByteRng(new Replay([]));
          rng.int = () => draws.shift()!;
          seen.add(rng.shuffle([1, 2, 3, 4]).join(""));
        }
    expect(seen.size).toBe(24);
  });

  it("samples the same values with and without the sparse form (few of many)", () => {
    for (let seed = 0; seed < 200; seed++) {
      const dense = new FastRng(seed);
      const draws: number[] = [];
      const recorder = new FastRng(seed);
      const original = recorder.int.bind(recorder);
      recorder.int = (n: number) => {
        const v = original(n);
        draws.push(v);
        return v;
      };
      const sparse = recorder.sample(416, 6);
      // Dense partial Fisher–Yates replayed by hand from the same draws.
      const pool = Array.from({ length: 416 }, (_, i) => i);
      for (let i = 0; i < 6; i++) {
        const j = i + draws[i]!;
        [pool[i], pool[j]] = [pool[j]!, pool[i]!];
      }
      expect(sparse).toEqual(pool.slice(0, 6));
      expect(dense.sample(416, 6)).toEqual(sparse);
    }
  });

  it("samples k distinct values of n", () => {
    const rng = createRng(seeds);
    const drawn = rng.sample(80, 20);
    expect(new Set(drawn).size).toBe(20);
    expect(drawn.every((n) => n >= 0 && n < 80)).toBe(true);
  });

  it("draws weighted indices in proportion to integer weights", () => {
    const rng = new FastRng(3);
    const counts = [0, 0, 0];
    for (let i = 0; i < 60_000; i++) counts[rng.weighted([1, 0, 2])]!++;
    expect(counts[1]).toBe(0);
    expect(counts[2]! / counts[0]!).toBeGreaterThan(1.9);
    expect(counts[2]! / counts[0]!).toBeLessThan(2.1);
  });
});

describe("the simulation generator", () => {
  it("maps every 16-bit input evenly with its multiply-shift rejection, for small n", () => {
    for (const n of [1, 2, 3, 37, 39, 44, 312, 416, 1000, 65535, 65536]) {
      const rng = new FastRng(0);
      const counts = new Uint32Array(n);
      let accepted = 0;
      for (let x = 0; x < 65536; x++) {
        // Accepted on the first draw when a second draw would not be needed: detect by counting draws.
        let draws = 0;
        rng.next32 = () => {
          draws++;
          return ((draws === 1 ? x : 0xffff) << 16) >>> 0;
        };
        const v = rng.int(n);
        if (draws === 1) {
          counts[v]!++;
          accepted++;
        }
      }
      const each = Math.floor(65536 / n);
      expect(accepted, `n=${n}`).toBe(each * n);
      expect(counts.every((c) => c === each)).toBe(true);
    }
  }, 30_000);
});
