import { GameMathError } from "../rng/errors.js";
import { pocketColor, wheelNeighbours } from "./wheel.js";

export type InsideType = "straight" | "split" | "street" | "corner" | "line" | "trio" | "first-four";
export type OutsideType = "red" | "black" | "odd" | "even" | "low" | "high" | "dozen" | "column";
export type RacetrackType = "voisins" | "tiers" | "orphelins" | "jeu-zero" | "neighbours";

/** One bet on the table or the racetrack, `amount` in base units. */
export type RouletteBet =
  | { type: InsideType; numbers: number[]; amount: number }
  | { type: "red" | "black" | "odd" | "even" | "low" | "high"; amount: number }
  | { type: "dozen" | "column"; target: 1 | 2 | 3; amount: number }
  | { type: "voisins" | "tiers" | "orphelins" | "jeu-zero"; amount: number }
  | { type: "neighbours"; number: number; count: number; amount: number };

/** A placed chip: the numbers it covers and its amount. Pays 36/k times the amount for k numbers covered. */
export type Chip = { type: InsideType | OutsideType; numbers: number[]; amount: number };

export const INSIDE_TYPES: InsideType[] = ["straight", "split", "street", "corner", "line", "trio", "first-four"];
export const OUTSIDE_TYPES: OutsideType[] = ["red", "black", "odd", "even", "low", "high", "dozen", "column"];
export const RACETRACK_TYPES: RacetrackType[] = ["voisins", "tiers", "orphelins", "jeu-zero", "neighbours"];

/** Announced bets as chips (type, numbers, chip count), the classic French layout. */
const ANNOUNCED: Record<"voisins" | "tiers" | "orphelins" | "jeu-zero", [InsideType, number[], number][]> = {
  voisins: [
    ["trio", [0, 2, 3], 2],
    ["split", [4, 7], 1],
    ["split", [12, 15], 1],
    ["split", [18, 21], 1],
    ["split", [19, 22], 1],
    ["corner", [25, 26, 28, 29], 2],
    ["split", [32, 35], 1],
  ],
  tiers: [
    ["split", [5, 8], 1],
    ["split", [10, 11], 1],
    ["split", [13, 16], 1],
    ["split", [23, 24], 1],
    ["split", [27, 30], 1],
    ["split", [33, 36], 1],
  ],
  orphelins: [
    ["straight", [1], 1],
    ["split", [6, 9], 1],
    ["split", [14, 17], 1],
    ["split", [17, 20], 1],
    ["split", [31, 34], 1],
  ],
  "jeu-zero": [
    ["split", [0, 3], 1],
    ["split", [12, 15], 1],
    ["straight", [26], 1],
    ["split", [32, 35], 1],
  ],
};

/** Chips an announced bet is made of (the amount must divide evenly among them). */
export function announcedChipCount(type: RacetrackType, count = 0): number {
  if (type === "neighbours") return 2 * count + 1;
  return ANNOUNCED[type].reduce((sum, [, , chips]) => sum + chips, 0);
}

const row = (n: number) => Math.floor((n - 1) / 3);
const col = (n: number) => (n - 1) % 3;

function range(from: number, to: number): number[] {
  const out: number[] = [];
  for (let n = from; n <= to; n++) out.push(n);
  return out;
}

function sameSet(a: number[], b: number[]): boolean {
  if (a.length !== b.length) return false;
  const s = [...a].sort((x, y) => x - y);
  const t = [...b].sort((x, y) => x - y);
  return s.every((v, i) => v === t[i]);
}

/** Whether these numbers form a legal inside bet of this type on the European layout. */
export function isInsideBet(type: InsideType, numbers: number[]): boolean {
  if (!numbers.every((n) => Number.isInteger(n) && n >= 0 && n <= 36) || new Set(numbers).size !== numbers.length) return false;
  const s = [...numbers].sort((x, y) => x - y);
  switch (type) {
    case "straight":
      return s.length === 1;
    case "split": {
      if (s.length !== 2) return false;
      const [a, b] = s as [number, number];
      if (a === 0) return b >= 1 && b <= 3;
      return (row(a) === row(b) && b - a === 1) || (col(a) === col(b) && b - a === 3);
    }
    case "street":
      return s.length === 3 && s[0]! >= 1 && col(s[0]!) === 0 && s[1] === s[0]! + 1 && s[2] === s[0]! + 2;
    case "trio":
      return sameSet(s, [0, 1, 2]) || sameSet(s, [0, 2, 3]);
    case "corner": {
      if (s.length !== 4) return false;
      const a = s[0]!;
      return a >= 1 && col(a) < 2 && a + 4 <= 36 && sameSet(s, [a, a + 1, a + 3, a + 4]);
    }
    case "first-four":
      return sameSet(s, [0, 1, 2, 3]);
    case "line": {
      if (s.length !== 6) return false;
      const a = s[0]!;
      return a >= 1 && col(a) === 0 && a + 5 <= 36 && sameSet(s, range(a, a + 5));
    }
  }
}

function outsideNumbers(type: OutsideType, target?: number): number[] {
  const all = range(1, 36);
  switch (type) {
    case "red":
      return all.filter((n) => pocketColor(n) === "red");
    case "black":
      return all.filter((n) => pocketColor(n) === "black");
    case "odd":
      return all.filter((n) => n % 2 === 1);
    case "even":
      return all.filter((n) => n % 2 === 0);
    case "low":
      return range(1, 18);
    case "high":
      return range(19, 36);
    case "dozen":
      return range((target! - 1) * 12 + 1, target! * 12);
    case "column":
      return all.filter((n) => col(n) === target! - 1);
  }
}

function bad(message: string): never {
  throw new GameMathError("INVALID_BET", message);
}

function checkAmount(amount: unknown, step: number): number {
  if (typeof amount !== "number" || !Number.isSafeInteger(amount) || amount <= 0 || amount % step !== 0)
    bad(`amount must be a positive integer multiple of ${step}`);
  return amount;
}

/** Parses one untrusted bet into its normal form. */
export function parseRouletteBet(input: unknown): RouletteBet {
  if (typeof input !== "object" || input === null) bad("a bet must be an object");
  const b = input as Record<string, unknown>;
  const type = b.type;
  if ((INSIDE_TYPES as unknown[]).includes(type)) {
    const numbers = b.numbers;
    if (!Array.isArray(numbers) || !isInsideBet(type as InsideType, numbers as number[]))
      bad(`numbers do not form a ${String(type)} bet`);
    return {
      type: type as InsideType,
      numbers: [...(numbers as number[])].sort((x, y) => x - y),
      amount: checkAmount(b.amount, 1),
    };
  }
  if (type === "red" || type === "black" || type === "odd" || type === "even" || type === "low" || type === "high")
    return { type, amount: checkAmount(b.amount, 1) };
  if (type === "dozen" || type === "column") {
    if (b.target !== 1 && b.target !== 2 && b.target !== 3) bad(`${type} target must be 1, 2 or 3`);
    return { type, target: b.target, amount: checkAmount(b.amount, 1) };
  }
  if (type === "voisins" || type === "tiers" || type === "orphelins" || type === "jeu-zero")
    return { type, amount: checkAmount(b.amount, announcedChipCount(type)) };
  if (type === "neighbours") {
    const n = b.number;
    const count = b.count;
    if (typeof n !== "number" || !Number.isInteger(n) || n < 0 || n > 36) bad("neighbours needs a number 0 to 36");
    if (typeof count !== "number" || !Number.isInteger(count) || count < 1 || count > 9) bad("neighbours count must be 1 to 9");
    return { type, number: n, count, amount: checkAmount(b.amount, announcedChipCount(type, count)) };
  }
  return bad(`unknown bet type ${String(type)}`);
}

/** The chips a bet places on the layout (racetrack bets expand to inside bets). */
export function chipsOf(bet: RouletteBet): Chip[] {
  switch (bet.type) {
    case "straight":
    case "split":
    case "street":
    case "corner":
    case "line":
    case "trio":
    case "first-four":
      return [{ type: bet.type, numbers: bet.numbers, amount: bet.amount }];
    case "red":
    case "black":
    case "odd":
    case "even":
    case "low":
    case "high":
      return [{ type: bet.type, numbers: outsideNumbers(bet.type), amount: bet.amount }];
    case "dozen":
    case "column":
      return [{ type: bet.type, numbers: outsideNumbers(bet.type, bet.target), amount: bet.amount }];
    case "neighbours": {
      const chip = bet.amount / (2 * bet.count + 1);
      return wheelNeighbours(bet.number, bet.count).map((n) => ({ type: "straight", numbers: [n], amount: chip }));
    }
    default: {
      const parts = ANNOUNCED[bet.type];
      const chip = bet.amount / announcedChipCount(bet.type);
      return parts.map(([type, numbers, chips]) => ({ type, numbers, amount: chip * chips }));
    }
  }
}

/** What a chip returns (stake included) when `pocket` comes up. */
export function chipWin(chip: Chip, pocket: number): number {
  return chip.numbers.includes(pocket) ? (chip.amount * 36) / chip.numbers.length : 0;
}

/** What a bet returns (stake included) when `pocket` comes up. */
export function betWin(bet: RouletteBet, pocket: number): number {
  let win = 0;
  for (const chip of chipsOf(bet)) win += chipWin(chip, pocket);
  return win;
}
