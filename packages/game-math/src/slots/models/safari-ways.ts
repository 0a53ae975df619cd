import type { SlotModel } from "../model.js";
import { spreadStrip } from "../strips.js";

type Counts = [number, number, number, number, number, number, number, number, number, number];

const reel = ([nine, ten, jack, queen, king, ace, zebra, leopard, elephant, lion]: Counts, wild2: number, wild3: number) =>
  spreadStrip([
    ["nine", nine],
    ["ten", ten],
    ["jack", jack],
    ["queen", queen],
    ["king", king],
    ["ace", ace],
    ["zebra", zebra],
    ["leopard", leopard],
    ["elephant", elephant],
    ["lion", lion],
    ["wild2", wild2],
    ["wild3", wild3],
  ]);

const LOW: Counts = [9, 9, 7, 6, 6, 5, 4, 3, 3, 2];

/** 5×4, 1,024 ways, multiplier wilds (×2, ×3) on reels 2–4 that multiply every way through them. */
export const safariWays: SlotModel = {
  id: "safari-ways",
  name: "Safari Ways",
  tags: ["slot", "ways", "multiplier"],
  volatility: "high",
  reels: 5,
  rows: 4,
  symbols: [
    { id: "nine", name: "9", kind: "regular" },
    { id: "ten", name: "10", kind: "regular" },
    { id: "jack", name: "J", kind: "regular" },
    { id: "queen", name: "Q", kind: "regular" },
    { id: "king", name: "K", kind: "regular" },
    { id: "ace", name: "A", kind: "regular" },
    { id: "zebra", name: "Zebra", kind: "regular" },
    { id: "leopard", name: "Leopard", kind: "regular" },
    { id: "elephant", name: "Elephant", kind: "regular" },
    { id: "lion", name: "Lion", kind: "regular" },
    { id: "wild2", name: "Wild ×2", kind: "wild", multiplier: 2 },
    { id: "wild3", name: "Wild ×3", kind: "wild", multiplier: 3 },
  ],
  strips: [reel(LOW, 0, 0), reel(LOW, 2, 1), reel(LOW, 2, 1), reel(LOW, 2, 1), reel(LOW, 0, 0)],
  evaluation: { kind: "ways" },
  coins: 50,
  pays: {
    nine: [0, 0, 0, 2, 5, 10],
    ten: [0, 0, 0, 2, 5, 10],
    jack: [0, 0, 0, 2, 5, 12],
    queen: [0, 0, 0, 2, 6, 15],
    king: [0, 0, 0, 3, 8, 20],
    ace: [0, 0, 0, 3, 10, 25],
    zebra: [0, 0, 0, 5, 15, 40],
    leopard: [0, 0, 0, 8, 20, 60],
    elephant: [0, 0, 0, 10, 30, 80],
    lion: [0, 0, 0, 15, 50, 150],
  },
  rules: [
    "5 reels, 4 rows, 1,024 ways: a win is the same symbol on adjacent reels from the first, in any row.",
    "Each symbol pays per way: the number of ways is the product of matching symbols on each reel.",
    "Wild ×2 and Wild ×3 appear on reels 2, 3 and 4, stand in for every symbol and multiply every way through them (two wilds multiply together).",
    "Pays are in coins per way; the stake is 50 coins.",
  ],
};
