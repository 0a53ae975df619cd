import type { Volatility } from "../types.js";

export type SlotSymbolKind = "regular" | "wild" | "scatter";

export type SlotSymbol = {
  id: string;
  name: string;
  kind: SlotSymbolKind;
  /** Ways games: a wild with a multiplier counts as that many ways (×2 wild doubles every way through it). */
  multiplier?: number;
};

export type LineEvaluation = {
  kind: "lines";
  /** Row (0 = top) of each reel, per payline. */
  lines: number[][];
};

export type WaysEvaluation = { kind: "ways" };

export type ScatterRule = {
  symbol: string;
  /** Win as a multiple of the total stake, by scatter count anywhere in the window. */
  pays: number[];
  /** Free spins awarded by scatter count (in the base game, and in free spins when `retrigger`). */
  freeSpins: number[];
  retrigger: boolean;
};

export type FreeSpinsRule = {
  /** Every free-spin win (lines, ways and scatters) is multiplied by this. */
  multiplier: number;
  /** Reel strips used during free spins; the base strips when absent. */
  strips?: string[][];
  /**
   * Sticky wilds: a wild landing in a free spin holds its cell for the rest of
   * the free spins (line games with one wild and no retrigger). Free spins
   * start from a clear window; the base game has no sticky wilds.
   */
  stickyWilds?: boolean;
};

/**
 * A slot's math as data. Pays are in coins: the total stake is `coins` coins;
 * a line win pays `pays[symbol][count]` coins (lines) or that many coins per
 * way (ways), `count` being the number of reels matched from the left.
 */
export type SlotModel = {
  id: string;
  name: string;
  tags: string[];
  volatility: Volatility;
  reels: number;
  rows: number;
  symbols: SlotSymbol[];
  strips: string[][];
  evaluation: LineEvaluation | WaysEvaluation;
  coins: number;
  pays: Record<string, number[]>;
  scatter?: ScatterRule;
  freeSpins?: FreeSpinsRule;
  rules: string[];
};

/** The model compiled to typed arrays for the hot path. */
export type CompiledStrips = {
  /** Per reel, the strip followed by its first `rows` symbols again, so a window never wraps. */
  reels: Uint8Array[];
  lengths: Int32Array;
  /** The same reels end to end, and where each starts: window cell (r, j) = flat[offsets[r] + stop + j]. */
  flat: Uint8Array;
  offsets: Int32Array;
};

export type CompiledSlot = {
  model: SlotModel;
  symbolCount: number;
  /** Symbol code of the line wild, or -1. */
  wild: number;
  /** Per symbol: ways multiplier of a wild (0 for others). */
  wildWeight: Uint8Array;
  scatter: number;
  /** pays[symbol * (reels + 1) + count], coins. */
  pays: Int32Array;
  scatterPays: Int32Array;
  scatterSpins: Int32Array;
  lines: Uint8Array;
  /** Per payline and reel, the window cell index r·rows + row. */
  lineCells: Uint8Array;
  lineCount: number;
  base: CompiledStrips;
  free: CompiledStrips;
};

function compileStrips(model: SlotModel, strips: string[][], code: Map<string, number>): CompiledStrips {
  if (strips.length !== model.reels) throw new Error(`${model.id}: ${strips.length} strips for ${model.reels} reels`);
  const reels = strips.map((strip) => {
    const out = new Uint8Array(strip.length + model.rows);
    strip.forEach((id, i) => {
      const c = code.get(id);
      if (c === undefined) throw new Error(`${model.id}: unknown symbol ${id} on a strip`);
      out[i] = c;
    });
    for (let j = 0; j < model.rows; j++) out[strip.length + j] = out[j % strip.length]!;
    return out;
  });
  const offsets = new Int32Array(reels.length);
  let size = 0;
  reels.forEach((reel, r) => {
    offsets[r] = size;
    size += reel.length;
  });
  const flat = new Uint8Array(size);
  reels.forEach((reel, r) => {
    flat.set(reel, offsets[r]);
  });
  return { reels, lengths: Int32Array.from(strips.map((s) => s.length)), flat, offsets };
}

export function compileSlot(model: SlotModel): CompiledSlot {
  const code = new Map(model.symbols.map((s, i) => [s.id, i]));
  const n = model.symbols.length;
  const width = model.reels + 1;
  const pays = new Int32Array(n * width);
  for (const [id, row] of Object.entries(model.pays)) {
    const c = code.get(id);
    if (c === undefined) throw new Error(`${model.id}: pays for unknown symbol ${id}`);
    row.forEach((p, count) => {
      pays[c * width + count] = p;
    });
  }
  const wilds = model.symbols.filter((s) => s.kind === "wild");
  const wildWeight = new Uint8Array(n);
  model.symbols.forEach((s, i) => {
    if (s.kind === "wild") wildWeight[i] = s.multiplier ?? 1;
  });
  if (model.evaluation.kind === "lines" && wilds.length > 1) throw new Error(`${model.id}: line games have one wild`);
  const scatterPays = new Int32Array(model.reels * model.rows + 1);
  const scatterSpins = new Int32Array(model.reels * model.rows + 1);
  model.scatter?.pays.forEach((p, k) => {
    scatterPays[k] = p * model.coins;
  });
  model.scatter?.freeSpins.forEach((f, k) => {
    scatterSpins[k] = f;
  });
  const lineRows = model.evaluation.kind === "lines" ? model.evaluation.lines : [];
  for (const line of lineRows)
    if (line.length !== model.reels || line.some((r) => r < 0 || r >= model.rows)) throw new Error(`${model.id}: bad line`);
  if (model.evaluation.kind === "lines" && model.coins !== lineRows.length)
    throw new Error(`${model.id}: coins must equal lines`);
  if (model.freeSpins?.stickyWilds && (model.evaluation.kind !== "lines" || wilds.length !== 1 || model.scatter?.retrigger))
    throw new Error(`${model.id}: sticky wilds need a line game with one wild and free spins that do not retrigger`);
  return {
    model,
    symbolCount: n,
    wild: model.evaluation.kind === "lines" && wilds[0] ? code.get(wilds[0].id)! : -1,
    wildWeight,
    scatter: model.scatter ? code.get(model.scatter.symbol)! : -1,
    pays,
    scatterPays,
    scatterSpins,
    lines: Uint8Array.from(lineRows.flat()),
    lineCells: Uint8Array.from(lineRows.flatMap((line) => line.map((row, r) => r * model.rows + row))),
    lineCount: lineRows.length,
    base: compileStrips(model, model.strips, code),
    free: compileStrips(model, model.freeSpins?.strips ?? model.strips, code),
  };
}
