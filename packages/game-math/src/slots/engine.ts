import type { Rng } from "../rng/rng.js";
import type { CompiledSlot, CompiledStrips } from "./model.js";

/** Free spins in one round stop here (reached with a probability far below 1e-30 for every model). */
export const MAX_FREE_SPINS = 1000;

export type SlotWin = {
  kind: "line" | "ways" | "scatter";
  /** Payline index (lines games). */
  line?: number;
  symbol: string;
  /** Reels matched from the left, or scatters counted. */
  count: number;
  /** Ways games: ways paid (wild multipliers included). */
  ways?: number;
  /** [reel, row] cells that make the win. */
  cells: [number, number][];
  /** Base units, free-spin multiplier included. */
  win: number;
};

export type SlotSpin = {
  stops: number[];
  /** Symbol ids, window[reel][row]. */
  window: string[][];
  wins: SlotWin[];
  /** Base units. */
  win: number;
  scatters: number;
  freeSpinsAwarded: number;
  multiplier: number;
  /** Sticky-wild free spins: [reel, row] cells a wild holds after this spin (those held before, and those landed now). */
  sticky?: [number, number][];
};

export type SlotOutcome = {
  base: SlotSpin;
  freeSpins: SlotSpin[];
  totalStake: number;
  totalWin: number;
};

/**
 * The slot engine: allocation-free evaluation of a window (typed arrays, no
 * objects per spin) for simulation and benchmarks, and a detailed `play` for
 * real rounds. One engine per thread: it keeps scratch buffers.
 */
export class SlotEngine {
  readonly stops: Int32Array;
  /** Scatters in the last evaluated window. */
  scatters = 0;
  /** Free spins played in the last `roundCoins` call. */
  freeSpinsPlayed = 0;
  private readonly width: number;
  private readonly rows: number;
  /** Symbol codes of the evaluated window, cell r·rows + j. */
  readonly window: Uint8Array;
  private readonly counts: Int32Array;
  private readonly wildCounts: Int32Array;
  /** Sticky-wild free spins: 1 where a wild holds the cell (window cell index). */
  readonly held: Uint8Array;

  constructor(readonly slot: CompiledSlot) {
    const m = slot.model;
    this.stops = new Int32Array(m.reels);
    this.width = m.reels + 1;
    this.rows = m.rows;
    this.window = new Uint8Array(m.reels * m.rows);
    this.counts = new Int32Array(m.reels * slot.symbolCount);
    this.wildCounts = new Int32Array(m.reels);
    this.held = new Uint8Array(m.reels * m.rows);
  }

  /** Draws one stop per reel, reel 1 first: stop r = int(length of strip r). */
  drawStops(rng: Rng, strips: CompiledStrips): void {
    const lengths = strips.lengths;
    for (let r = 0; r < lengths.length; r++) this.stops[r] = rng.int(lengths[r]!);
  }

  /**
   * Coins won by the window at `this.stops` (lines or ways, plus scatter pays); sets `scatters`.
   * `sticky`: cells in `held` show the wild, then every wild in the window is held from now on.
   */
  evaluate(strips: CompiledStrips, sticky = false): number {
    const slot = this.slot;
    const flat = strips.flat;
    const offsets = strips.offsets;
    const stops = this.stops;
    const window = this.window;
    const nReels = stops.length;
    const rows = this.rows;
    const scatter = slot.scatter;
    let scatters = 0;
    for (let r = 0, k = 0; r < nReels; r++) {
      const at = offsets[r]! + stops[r]!;
      for (let j = 0; j < rows; j++, k++) {
        const s = flat[at + j]!;
        window[k] = s;
        if (s === scatter) scatters++;
      }
    }
    if (sticky) {
      const held = this.held;
      const wild = slot.wild;
      for (let k = 0; k < window.length; k++) {
        if (held[k] === 1) {
          if (window[k] === scatter) scatters--;
          window[k] = wild;
        } else if (window[k] === wild) held[k] = 1;
      }
    }
    this.scatters = scatters;
    const coins = slot.lineCount > 0 ? this.evaluateLines() : this.evaluateWays();
    return coins + slot.scatterPays[scatters]!;
  }

  private evaluateLines(): number {
    const slot = this.slot;
    const window = this.window;
    const nReels = this.stops.length;
    const cells = slot.lineCells;
    const pays = slot.pays;
    const wild = slot.wild;
    const scatter = slot.scatter;
    const width = this.width;
    const lineCount = slot.lineCount;
    let total = 0;
    for (let l = 0, base = 0; l < lineCount; l++, base += nReels) {
      const first = window[cells[base]!]!;
      if (first !== wild && first !== scatter) {
        // Fast path: a regular first symbol, extended by itself or wilds.
        let count = 1;
        while (count < nReels) {
          const s = window[cells[base + count]!]!;
          if (s !== first && s !== wild) break;
          count++;
        }
        total += pays[first * width + count]!;
        continue;
      }
      if (first === scatter) continue;
      let sym = -1;
      let wildRun = 0;
      let count = 0;
      for (let r = 0; r < nReels; r++) {
        const s = window[cells[base + r]!]!;
        if (s === wild) {
          if (sym < 0) wildRun++;
          count++;
        } else if (s === scatter) {
          break;
        } else if (sym < 0) {
          sym = s;
          count++;
        } else if (s === sym) {
          count++;
        } else {
          break;
        }
      }
      const symbolPay = sym >= 0 ? pays[sym * width + count]! : 0;
      const wildPay = pays[wild * width + wildRun]!;
      total += symbolPay > wildPay ? symbolPay : wildPay;
    }
    return total;
  }

  private evaluateWays(): number {
    const slot = this.slot;
    const window = this.window;
    const nReels = this.stops.length;
    const rows = this.rows;
    const n = slot.symbolCount;
    const counts = this.counts;
    const wildCounts = this.wildCounts;
    const wildWeight = slot.wildWeight;
    counts.fill(0);
    for (let r = 0, k = 0; r < nReels; r++) {
      let w = 0;
      for (let j = 0; j < rows; j++, k++) {
        const s = window[k]!;
        const weight = wildWeight[s]!;
        if (weight > 0) w += weight;
        else counts[r * n + s]!++;
      }
      wildCounts[r] = w;
    }
    const pays = slot.pays;
    const width = this.width;
    let total = 0;
    for (let s = 0; s < n; s++) {
      if (wildWeight[s]! > 0 || s === slot.scatter) continue;
      let ways = 1;
      let k = 0;
      for (let r = 0; r < nReels; r++) {
        const c = counts[r * n + s]! + wildCounts[r]!;
        if (c === 0) break;
        ways *= c;
        k++;
      }
      total += pays[s * width + k]! * ways;
    }
    return total;
  }

  /** A whole round (base spin and every free spin) in coins, allocation-free. */
  roundCoins(rng: Rng): number {
    const slot = this.slot;
    this.drawStops(rng, slot.base);
    let coins = this.evaluate(slot.base);
    let pending = slot.scatterSpins[this.scatters]!;
    this.freeSpinsPlayed = 0;
    if (pending === 0) return coins;
    const multiplier = slot.model.freeSpins?.multiplier ?? 1;
    const retrigger = slot.model.scatter?.retrigger ?? false;
    const sticky = slot.model.freeSpins?.stickyWilds ?? false;
    this.held.fill(0);
    while (pending > 0 && this.freeSpinsPlayed < MAX_FREE_SPINS) {
      pending--;
      this.freeSpinsPlayed++;
      this.drawStops(rng, slot.free);
      coins += this.evaluate(slot.free, sticky) * multiplier;
      if (retrigger) pending += slot.scatterSpins[this.scatters]!;
    }
    return coins;
  }

  /** A round for a player: the same draws as `roundCoins`, with every win described. `stake` must be a multiple of coins. */
  play(rng: Rng, stake: number): SlotOutcome {
    const slot = this.slot;
    const coinValue = stake / slot.model.coins;
    this.drawStops(rng, slot.base);
    const base = this.describe(slot.base, coinValue, 1);
    const freeSpins: SlotSpin[] = [];
    let pending = base.freeSpinsAwarded;
    const multiplier = slot.model.freeSpins?.multiplier ?? 1;
    const retrigger = slot.model.scatter?.retrigger ?? false;
    const sticky = slot.model.freeSpins?.stickyWilds ?? false;
    this.held.fill(0);
    while (pending > 0 && freeSpins.length < MAX_FREE_SPINS) {
      pending--;
      this.drawStops(rng, slot.free);
      const spin = this.describe(slot.free, coinValue, multiplier, sticky);
      if (!retrigger) spin.freeSpinsAwarded = 0;
      pending += spin.freeSpinsAwarded;
      freeSpins.push(spin);
    }
    let totalWin = base.win;
    for (const s of freeSpins) totalWin += s.win;
    return { base, freeSpins, totalStake: stake, totalWin };
  }

  private describe(strips: CompiledStrips, coinValue: number, multiplier: number, sticky = false): SlotSpin {
    const slot = this.slot;
    const m = slot.model;
    const ids = m.symbols.map((s) => s.id);
    const coins = this.evaluate(strips, sticky);
    const stops = Array.from(this.stops);
    // The evaluated window: the strips at the stops, sticky wilds over them.
    const code = (r: number, j: number) => this.window[r * m.rows + j]!;
    const window = stops.map((_, r) => Array.from({ length: m.rows }, (_, j) => ids[code(r, j)]!));
    const wins: SlotWin[] = [];
    const value = (c: number) => c * coinValue * multiplier;
    if (slot.lineCount > 0) {
      for (let l = 0; l < slot.lineCount; l++) {
        const rowsOf = m.evaluation.kind === "lines" ? m.evaluation.lines[l]! : [];
        let sym = -1;
        let wildRun = 0;
        let count = 0;
        for (let r = 0; r < m.reels; r++) {
          const s = code(r, rowsOf[r]!);
          if (s === slot.wild) {
            if (sym < 0) wildRun++;
            count++;
          } else if (s === slot.scatter) break;
          else if (sym < 0) {
            sym = s;
            count++;
          } else if (s === sym) count++;
          else break;
        }
        const symbolPay = sym >= 0 ? slot.pays[sym * this.width + count]! : 0;
        const wildPay = wildRun > 0 ? slot.pays[slot.wild * this.width + wildRun]! : 0;
        const pay = Math.max(symbolPay, wildPay);
        if (pay === 0) continue;
        const n = symbolPay >= wildPay ? count : wildRun;
        wins.push({
          kind: "line",
          line: l,
          symbol: symbolPay >= wildPay ? ids[sym]! : ids[slot.wild]!,
          count: n,
          cells: rowsOf.slice(0, n).map((row, r) => [r, row]),
          win: value(pay),
        });
      }
    } else {
      for (let s = 0; s < slot.symbolCount; s++) {
        if (slot.wildWeight[s]! > 0 || s === slot.scatter) continue;
        let ways = 1;
        let k = 0;
        const cells: [number, number][] = [];
        for (let r = 0; r < m.reels; r++) {
          let c = 0;
          for (let j = 0; j < m.rows; j++) {
            const x = code(r, j);
            if (x === s || slot.wildWeight[x]! > 0) {
              c += x === s ? 1 : slot.wildWeight[x]!;
              cells.push([r, j]);
            }
          }
          if (c === 0) break;
          ways *= c;
          k++;
        }
        const pay = slot.pays[s * this.width + k]!;
        if (pay > 0)
          wins.push({
            kind: "ways",
            symbol: ids[s]!,
            count: k,
            ways,
            cells: cells.filter(([r]) => r < k),
            win: value(pay * ways),
          });
      }
    }
    if (slot.scatter >= 0 && slot.scatterPays[this.scatters]! > 0) {
      const cells: [number, number][] = [];
      for (let r = 0; r < m.reels; r++) for (let j = 0; j < m.rows; j++) if (code(r, j) === slot.scatter) cells.push([r, j]);
      wins.push({
        kind: "scatter",
        symbol: ids[slot.scatter]!,
        count: this.scatters,
        cells,
        win: value(slot.scatterPays[this.scatters]!),
      });
    }
    const spin: SlotSpin = {
      stops,
      window,
      wins,
      win: value(coins),
      scatters: this.scatters,
      freeSpinsAwarded: slot.scatterSpins[this.scatters]!,
      multiplier,
    };
    if (sticky) {
      spin.sticky = [];
      for (let r = 0; r < m.reels; r++) for (let j = 0; j < m.rows; j++) if (this.held[r * m.rows + j]) spin.sticky.push([r, j]);
    }
    return spin;
  }
}
