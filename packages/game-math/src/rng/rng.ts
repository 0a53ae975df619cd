import { GameMathError } from "./errors.js";

/** A source of uniformly distributed bytes (0..255). */
export interface ByteSource {
  nextByte(): number;
}

/**
 * Everything a game may ask of chance. All methods are exact: integers by
 * rejection sampling (no modulo or float bias), permutations by Fisher–Yates.
 */
export interface Rng {
  /** Uniform integer in [0, n), 1 ≤ n ≤ 2^32. */
  int(n: number): number;
  /** Fisher–Yates in place (i from the end down to 1, j = int(i + 1)); returns the same array. */
  shuffle<T>(items: T[]): T[];
  /** k distinct values of [0, n) in draw order: partial Fisher–Yates (i = 0..k-1, j = i + int(n - i)). */
  sample(n: number, k: number): number[];
  /** Index drawn with integer weights: int(sum) walked through the cumulative weights. */
  weighted(weights: ArrayLike<number>): number;
}

const TWO_32 = 0x100000000;

function checkRange(n: number): void {
  if (!Number.isInteger(n) || n < 1 || n > TWO_32)
    throw new GameMathError("INVALID_BET", `int(n) needs an integer 1 ≤ n ≤ 2^32, got ${n}`);
}

/** Shared Fisher–Yates, sampling and weights on top of any `int`. */
export abstract class BaseRng implements Rng {
  abstract int(n: number): number;

  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const t = items[i]!;
      items[i] = items[j]!;
      items[j] = t;
    }
    return items;
  }

  sample(n: number, k: number): number[] {
    if (!Number.isInteger(k) || k < 0 || k > n) throw new GameMathError("INVALID_BET", `cannot sample ${k} of ${n}`);
    if (k * 8 < n) return this.sparseSample(n, k);
    const pool = new Array<number>(n);
    for (let i = 0; i < n; i++) pool[i] = i;
    for (let i = 0; i < k; i++) {
      const j = i + this.int(n - i);
      const t = pool[i]!;
      pool[i] = pool[j]!;
      pool[j] = t;
    }
    pool.length = k;
    return pool;
  }

  /** The same partial Fisher–Yates with only the swapped positions remembered (same draws, same result). */
  private sparseSample(n: number, k: number): number[] {
    const moved = new Map<number, number>();
    const out = new Array<number>(k);
    for (let i = 0; i < k; i++) {
      const j = i + this.int(n - i);
      const atJ = moved.get(j) ?? j;
      moved.set(j, moved.get(i) ?? i);
      out[i] = atJ;
    }
    return out;
  }

  weighted(weights: ArrayLike<number>): number {
    let total = 0;
    for (let i = 0; i < weights.length; i++) total += weights[i]!;
    let r = this.int(total);
    for (let i = 0; i < weights.length; i++) {
      r -= weights[i]!;
      if (r < 0) return i;
    }
    throw new GameMathError("INVALID_BET", "weights must be non-negative integers with a positive sum");
  }
}

/**
 * Integers from a byte stream: the smallest k bytes with 256^k ≥ n are read
 * big-endian into x; x is accepted when x < 256^k − (256^k mod n) (a whole
 * multiple of n) and the result is x mod n; otherwise k fresh bytes are read.
 */
export class ByteRng extends BaseRng {
  constructor(private readonly source: ByteSource) {
    super();
  }

  int(n: number): number {
    if (n <= 256) {
      if (n < 1 || !Number.isInteger(n)) checkRange(n);
      const limit = 256 - (256 % n);
      for (;;) {
        const x = this.source.nextByte();
        if (x < limit) return x % n;
      }
    }
    checkRange(n);
    let k = 2;
    let span = 65536;
    while (span < n) {
      k++;
      span *= 256;
    }
    const limit = span - (span % n);
    for (;;) {
      let x = 0;
      for (let i = 0; i < k; i++) x = x * 256 + this.source.nextByte();
      if (x < limit) return x % n;
    }
  }
}

/**
 * A fast seeded generator (sfc32) for simulations and benchmarks. NOT the
 * provably fair stream: rounds played for players always use `createRng`.
 */
export class FastRng extends BaseRng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number) {
    super();
    this.a = 0x9e3779b9;
    this.b = 0x243f6a88;
    this.c = 0xb7e15162;
    this.d = seed >>> 0;
    for (let i = 0; i < 16; i++) this.next32();
  }

  next32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  int(n: number): number {
    if (n <= 65536 && n >= 1 && (n | 0) === n) {
      // Small ranges: Lemire's multiply-shift on 16 random bits, with exact rejection (no division on most draws).
      let m = (this.next32() >>> 16) * n;
      let low = m & 0xffff;
      if (low < n) {
        const threshold = (65536 - n) % n;
        while (low < threshold) {
          m = (this.next32() >>> 16) * n;
          low = m & 0xffff;
        }
      }
      return m >>> 16;
    }
    if (!(n >= 1 && n <= TWO_32) || !Number.isInteger(n)) checkRange(n);
    const limit = TWO_32 - (TWO_32 % n);
    for (;;) {
      const x = this.next32();
      if (x < limit) return x % n;
    }
  }
}
