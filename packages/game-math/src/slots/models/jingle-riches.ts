import type { SlotModel } from "../model.js";
import { spreadStrip } from "../strips.js";
import { TWENTY_LINES } from "./dragon-fortune.js";

type Counts = [number, number, number, number, number, number, number, number, number, number];

const reel = ([candy, bauble, bell, stocking, tree, reindeer, snowman, santa, gift, star]: Counts) =>
  spreadStrip([
    ["candy", candy],
    ["bauble", bauble],
    ["bell", bell],
    ["stocking", stocking],
    ["tree", tree],
    ["reindeer", reindeer],
    ["snowman", snowman],
    ["santa", santa],
    ["gift", gift],
    ["star", star],
  ]);

const EDGE: Counts = [5, 5, 5, 4, 4, 3, 3, 0, 1, 2];
const MIDDLE: Counts = [5, 5, 5, 4, 4, 3, 3, 4, 1, 2];

/** Christmas title: 5×3, 10 lines, Santa wilds, gift scatters, 12 free spins at ×3 that retrigger. */
export const jingleRiches: SlotModel = {
  id: "jingle-riches",
  name: "Jingle Riches",
  tags: ["slot", "christmas", "seasonal", "free_spins"],
  volatility: "medium",
  reels: 5,
  rows: 3,
  symbols: [
    { id: "candy", name: "Candy cane", kind: "regular" },
    { id: "bauble", name: "Bauble", kind: "regular" },
    { id: "bell", name: "Bell", kind: "regular" },
    { id: "stocking", name: "Stocking", kind: "regular" },
    { id: "tree", name: "Tree", kind: "regular" },
    { id: "reindeer", name: "Reindeer", kind: "regular" },
    { id: "snowman", name: "Snowman", kind: "regular" },
    { id: "santa", name: "Santa", kind: "wild" },
    { id: "gift", name: "Gift", kind: "scatter" },
    { id: "star", name: "Star", kind: "regular" },
  ],
  strips: [reel(EDGE), reel(MIDDLE), reel(MIDDLE), reel(MIDDLE), reel(EDGE)],
  evaluation: { kind: "lines", lines: TWENTY_LINES.slice(0, 10) },
  coins: 10,
  pays: {
    candy: [0, 0, 0, 5, 15, 60],
    bauble: [0, 0, 0, 5, 15, 60],
    bell: [0, 0, 0, 5, 20, 80],
    stocking: [0, 0, 0, 10, 25, 100],
    tree: [0, 0, 0, 10, 30, 120],
    reindeer: [0, 0, 0, 15, 50, 200],
    snowman: [0, 0, 0, 20, 75, 300],
    star: [0, 0, 0, 25, 100, 500],
    santa: [0, 0, 0, 0, 0, 0],
  },
  scatter: { symbol: "gift", pays: [0, 0, 0, 2, 5, 25], freeSpins: [0, 0, 0, 12, 12, 12], retrigger: true },
  freeSpins: { multiplier: 3 },
  rules: [
    "5 reels, 3 rows, 10 fixed paylines; the stake is split evenly over the lines.",
    "Line wins pay left to right from the first reel; one win per line, the highest.",
    "Santa is wild on reels 2, 3 and 4 and stands in for every symbol except the Gift.",
    "Gifts pay anywhere: 3, 4, 5 pay 2×, 5×, 25× the stake and award 12 free spins.",
    "Free spins play at the same stake with every win tripled; Gifts in free spins award 12 more.",
  ],
};
