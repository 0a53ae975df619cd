import type { SlotModel } from "../model.js";
import { spreadStrip } from "../strips.js";

const reel = (cherry: number, lemon: number, orange: number, plum: number, bell: number, bar: number, seven: number) =>
  spreadStrip([
    ["cherry", cherry],
    ["lemon", lemon],
    ["orange", orange],
    ["plum", plum],
    ["bell", bell],
    ["bar", bar],
    ["seven", seven],
  ]);

/** Classic 3×3 fruit machine, five paylines, no features. */
export const fruitFrenzy: SlotModel = {
  id: "fruit-frenzy",
  name: "Fruit Frenzy",
  tags: ["slot", "classic"],
  volatility: "low",
  reels: 3,
  rows: 3,
  symbols: [
    { id: "cherry", name: "Cherry", kind: "regular" },
    { id: "lemon", name: "Lemon", kind: "regular" },
    { id: "orange", name: "Orange", kind: "regular" },
    { id: "plum", name: "Plum", kind: "regular" },
    { id: "bell", name: "Bell", kind: "regular" },
    { id: "bar", name: "Bar", kind: "regular" },
    { id: "seven", name: "Seven", kind: "regular" },
  ],
  strips: [reel(4, 6, 6, 5, 3, 2, 1), reel(3, 6, 6, 5, 4, 2, 1), reel(3, 7, 6, 5, 3, 2, 1)],
  evaluation: {
    kind: "lines",
    lines: [
      [1, 1, 1],
      [0, 0, 0],
      [2, 2, 2],
      [0, 1, 2],
      [2, 1, 0],
    ],
  },
  coins: 5,
  pays: {
    cherry: [0, 1, 5, 15],
    lemon: [0, 0, 0, 18],
    orange: [0, 0, 0, 18],
    plum: [0, 0, 0, 25],
    bell: [0, 0, 0, 45],
    bar: [0, 0, 0, 90],
    seven: [0, 0, 0, 300],
  },
  rules: [
    "3 reels, 3 rows, 5 paylines (three rows and two diagonals); the stake is split evenly over the lines.",
    "Wins pay left to right from the first reel; one win per line, the highest.",
    "Cherry pays for 1, 2 or 3 from the left; every other fruit for 3 of a kind.",
  ],
};
