/**
 * A reel strip from symbol counts: each symbol spread evenly around the reel
 * (symbol with count c aims at positions (i + ½)·L/c, collisions move to the
 * next free position), the most frequent symbols placed first. Deterministic:
 * the same counts always give the same strip.
 */
export function spreadStrip(counts: [string, number][]): string[] {
  const length = counts.reduce((sum, [, c]) => sum + c, 0);
  const strip = new Array<string | undefined>(length).fill(undefined);
  const order = [...counts].sort((a, b) => a[1] - b[1]);
  order.forEach(([id, c], k) => {
    for (let i = 0; i < c; i++) {
      let at = Math.floor(((i + 0.5) * length) / c + k) % length;
      while (strip[at] !== undefined) at = (at + 1) % length;
      strip[at] = id;
    }
  });
  return strip as string[];
}
