/// <reference lib="webworker" />
/**
 * Solves an ALTCHA v1 challenge: finds the number n with
 * hex(hash(salt + n)) === challenge, in batches so the hashing runs in parallel.
 */
interface Job {
  algorithm: string;
  challenge: string;
  salt: string;
  max: number;
}

const BATCH = 400;
const enc = new TextEncoder();
const hex = (buf: ArrayBuffer) => Array.from(new Uint8Array(buf), (b) => b.toString(16).padStart(2, "0")).join("");

self.onmessage = async (e: MessageEvent<Job>) => {
  const { algorithm, challenge, salt, max } = e.data;
  for (let start = 0; start <= max; start += BATCH) {
    const ns = Array.from({ length: Math.min(BATCH, max - start + 1) }, (_, i) => start + i);
    const hashes = await Promise.all(ns.map((n) => crypto.subtle.digest(algorithm, enc.encode(salt + n))));
    const hit = hashes.findIndex((h) => hex(h) === challenge);
    if (hit >= 0) {
      self.postMessage({ number: ns[hit] });
      return;
    }
  }
  self.postMessage({ number: -1 });
};
