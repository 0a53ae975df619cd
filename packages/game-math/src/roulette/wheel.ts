/** European single-zero wheel, clockwise from zero. */
export const WHEEL_ORDER = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7, 28, 12,
  35, 3, 26,
] as const;

export const POCKETS = 37;

const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

export type PocketColor = "red" | "black" | "green";

export function pocketColor(n: number): PocketColor {
  if (n === 0) return "green";
  return RED.has(n) ? "red" : "black";
}

/** The number and `count` neighbours on each side of it on the wheel. */
export function wheelNeighbours(center: number, count: number): number[] {
  const at = WHEEL_ORDER.indexOf(center as (typeof WHEEL_ORDER)[number]);
  const out: number[] = [];
  for (let d = -count; d <= count; d++) out.push(WHEEL_ORDER[(at + d + POCKETS) % POCKETS]!);
  return out;
}
