import type { SlotModel } from "../model.js";
import { spreadStrip } from "../strips.js";

type Counts = [number, number, number, number, number, number, number, number, number, number, number, number];

const reel = ([ten, jack, queen, king, ace, lantern, coin, tiger, dragon, wild, pearl, fan]: Counts) =>
  spreadStrip([
    ["ten", ten],
    ["jack", jack],
    ["queen", queen],
    ["king", king],
    ["ace", ace],
    ["lantern", lantern],
    ["coin", coin],
    ["tiger", tiger],
    ["dragon", dragon],
    ["wild", wild],
    ["pearl", pearl],
    ["fan", fan],
  ]);

/** The 20 classic paylines of a 5×3 video slot (rows 0 = top). */
export const TWENTY_LINES = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [0, 2, 2, 2, 0],
];

const BASE: Counts[] = [
  [5, 5, 5, 5, 4, 3, 3, 3, 2, 0, 1, 3],
  [5, 5, 5, 5, 4, 3, 3, 3, 2, 4, 2, 3],
  [5, 5, 5, 5, 4, 3, 3, 3, 2, 4, 2, 3],
  [5, 5, 5, 5, 4, 3, 3, 3, 2, 4, 2, 3],
  [5, 5, 5, 5, 4, 3, 3, 3, 2, 0, 1, 3],
];

const FREE: Counts[] = [
  [6, 6, 5, 5, 4, 3, 3, 3, 2, 0, 1, 3],
  [6, 6, 5, 5, 4, 3, 3, 3, 2, 4, 1, 3],
  [6, 6, 5, 5, 4, 3, 3, 3, 2, 4, 1, 3],
  [6, 6, 5, 5, 4, 3, 3, 3, 2, 4, 1, 3],
  [6, 6, 5, 5, 4, 3, 3, 3, 2, 0, 1, 3],
];

/** 5×3, 20 lines, wilds on reels 2–4, pearl scatters with free spins (×3) that retrigger. */
export const dragonFortune: SlotModel = {
  id: "dragon-fortune",
  name: "Dragon Fortune",
  tags: ["slot", "video", "free_spins"],
  volatility: "medium",
  reels: 5,
  rows: 3,
  symbols: [
    { id: "ten", name: "10", kind: "regular" },
    { id: "jack", name: "J", kind: "regular" },
    { id: "queen", name: "Q", kind: "regular" },
    { id: "king", name: "K", kind: "regular" },
    { id: "ace", name: "A", kind: "regular" },
    { id: "lantern", name: "Lantern", kind: "regular" },
    { id: "coin", name: "Gold coin", kind: "regular" },
    { id: "tiger", name: "Tiger", kind: "regular" },
    { id: "dragon", name: "Dragon", kind: "regular" },
    { id: "wild", name: "Wild", kind: "wild" },
    { id: "pearl", name: "Pearl", kind: "scatter" },
    { id: "fan", name: "Fan", kind: "regular" },
  ],
  strips: BASE.map(reel),
  evaluation: { kind: "lines", lines: TWENTY_LINES },
  coins: 20,
  pays: {
    ten: [0, 0, 0, 6, 25, 100],
    jack: [0, 0, 0, 6, 25, 100],
    queen: [0, 0, 0, 6, 30, 120],
    king: [0, 0, 0, 12, 30, 125],
    ace: [0, 0, 0, 12, 40, 150],
    fan: [0, 0, 0, 12, 40, 150],
    lantern: [0, 0, 0, 18, 60, 200],
    coin: [0, 0, 0, 22, 75, 250],
    tiger: [0, 0, 0, 30, 100, 400],
    dragon: [0, 0, 2, 50, 200, 1000],
    wild: [0, 0, 0, 0, 0, 0],
  },
  scatter: { symbol: "pearl", pays: [0, 0, 0, 3, 10, 50], freeSpins: [0, 0, 0, 10, 15, 20], retrigger: true },
  freeSpins: { multiplier: 3, strips: FREE.map(reel) },
  rules: [
    "5 reels, 3 rows, 20 fixed paylines; the stake is split evenly over the lines.",
    "Line wins pay left to right from the first reel; one win per line, the highest.",
    "Wild appears on reels 2, 3 and 4 and stands in for every symbol except the Pearl.",
    "Pearls pay anywhere: 3, 4, 5 pay 3×, 10×, 50× the stake and award 10, 15, 20 free spins.",
    "Free spins play at the same stake with every win tripled; Pearls in free spins award more free spins.",
  ],
};
