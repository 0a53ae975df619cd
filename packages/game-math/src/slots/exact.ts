import { SlotEngine } from "./engine.js";
import type { CompiledSlot, CompiledStrips } from "./model.js";

/** Expectations of one spin on one strip set, in coins, exact. */
export type SpinExpectation = {
  /** Mean coins of line/ways and scatter pays. */
  win: number;
  /** Probability of each scatter count. */
  scatters: number[];
  /** Mean free spins awarded. */
  spinsAwarded: number;
  /** Probability the spin awards free spins. */
  triggerProbability: number;
};

export type SlotRtpProof = {
  rtp: number;
  base: SpinExpectation;
  free?: SpinExpectation;
  /** Mean free spins per base spin (retriggers included: a / (1 − a_free)). */
  freeSpinsPerRound: number;
  /** Probability a base spin starts free spins. */
  freeSpinsFrequency: number;
  /** Base game share of the RTP. */
  baseRtp: number;
  method: string;
  /** Windows evaluated (full cycle) or symbol combinations weighed (factorised). */
  evaluated: number;
};

function scatterDistribution(slot: CompiledSlot, strips: CompiledStrips): number[] {
  const rows = slot.model.rows;
  let dist = [1];
  strips.reels.forEach((strip, r) => {
    const length = strips.lengths[r]!;
    const perReel = new Array<number>(rows + 1).fill(0);
    for (let stop = 0; stop < length; stop++) {
      let k = 0;
      for (let j = 0; j < rows; j++) if (strip[stop + j] === slot.scatter) k++;
      perReel[k]! += 1 / length;
    }
    const next = new Array<number>(dist.length + rows).fill(0);
    dist.forEach((p, a) => {
      perReel.forEach((q, b) => {
        next[a + b]! += p * q;
      });
    });
    dist = next;
  });
  return dist;
}

function symbolFrequencies(slot: CompiledSlot, strips: CompiledStrips): number[][] {
  return strips.reels.map((strip, r) => {
    const length = strips.lengths[r]!;
    const f = new Array<number>(slot.symbolCount).fill(0);
    for (let i = 0; i < length; i++) f[strip[i]!]! += 1 / length;
    return f;
  });
}

/** Mean line win of one payline: every row of a cyclic strip under a uniform stop shows the strip's symbol frequencies. */
function lineExpectation(slot: CompiledSlot, strips: CompiledStrips): number {
  return lineExpectationOf(slot, symbolFrequencies(slot, strips));
}

/** Mean line win of a payline whose cell on reel r shows symbol s with probability dist[r][s], reels independent. */
function lineExpectationOf(slot: CompiledSlot, dist: number[][]): number {
  const freq = dist;
  const reels = slot.model.reels;
  const width = reels + 1;
  const { pays, wild, scatter } = slot;
  const settle = (sym: number, wildRun: number, count: number) => {
    const symbolPay = sym >= 0 ? pays[sym * width + count]! : 0;
    const wildPay = wildRun > 0 ? pays[wild * width + wildRun]! : 0;
    return Math.max(symbolPay, wildPay);
  };
  const walk = (r: number, sym: number, wildRun: number, count: number): number => {
    if (r === reels) return settle(sym, wildRun, count);
    let ev = 0;
    let stopP = 0;
    freq[r]!.forEach((p, s) => {
      if (p === 0) return;
      if (s === wild) ev += p * walk(r + 1, sym, sym < 0 ? wildRun + 1 : wildRun, count + 1);
      else if (s === scatter) stopP += p;
      else if (sym < 0) ev += p * walk(r + 1, s, wildRun, count + 1);
      else if (s === sym) ev += p * walk(r + 1, sym, wildRun, count + 1);
      else stopP += p;
    });
    return ev + stopP * settle(sym, wildRun, count);
  };
  return walk(0, -1, 0, 0);
}

/** Mean ways win: E[∏ c_r · 1(c_k = 0)] = ∏ E[c_r] · P(c_k = 0), reels being independent. */
function waysExpectation(slot: CompiledSlot, strips: CompiledStrips): number {
  const { rows, reels } = slot.model;
  const width = reels + 1;
  let total = 0;
  for (let s = 0; s < slot.symbolCount; s++) {
    if (slot.wildWeight[s]! > 0 || s === slot.scatter) continue;
    const mean: number[] = [];
    const none: number[] = [];
    strips.reels.forEach((strip, r) => {
      const length = strips.lengths[r]!;
      let sum = 0;
      let zero = 0;
      for (let stop = 0; stop < length; stop++) {
        let c = 0;
        for (let j = 0; j < rows; j++) {
          const x = strip[stop + j]!;
          c += x === s ? 1 : slot.wildWeight[x]!;
        }
        sum += c;
        if (c === 0) zero++;
      }
      mean.push(sum / length);
      none.push(zero / length);
    });
    let product = 1;
    for (let k = 1; k <= reels; k++) {
      product *= mean[k - 1]!;
      const tail = k < reels ? none[k]! : 1;
      total += slot.pays[s * width + k]! * product * tail;
    }
  }
  return total;
}

function expectationOf(slot: CompiledSlot, win: number, scatters: number[]): SpinExpectation {
  let spinsAwarded = 0;
  let triggerProbability = 0;
  let scatterWin = 0;
  scatters.forEach((p, k) => {
    scatterWin += p * (slot.scatterPays[k] ?? 0);
    const spins = slot.scatterSpins[k] ?? 0;
    spinsAwarded += p * spins;
    if (spins > 0) triggerProbability += p;
  });
  return { win: win + scatterWin, scatters, spinsAwarded, triggerProbability };
}

function combine(
  slot: CompiledSlot,
  base: SpinExpectation,
  free: SpinExpectation | undefined,
  method: string,
  evaluated: number,
): SlotRtpProof {
  const m = slot.model;
  const coins = m.coins;
  if (!free || base.spinsAwarded === 0)
    return {
      rtp: base.win / coins,
      base,
      freeSpinsPerRound: 0,
      freeSpinsFrequency: 0,
      baseRtp: base.win / coins,
      method,
      evaluated,
    };
  const again = m.scatter?.retrigger ? free.spinsAwarded : 0;
  if (again >= 1) throw new Error(`${m.id}: free spins retrigger on average ${again} ≥ 1 spins per spin: endless feature`);
  const perRound = base.spinsAwarded / (1 - again);
  const multiplier = m.freeSpins?.multiplier ?? 1;
  return {
    rtp: (base.win + perRound * multiplier * free.win) / coins,
    base,
    free,
    freeSpinsPerRound: perRound,
    freeSpinsFrequency: base.triggerProbability,
    baseRtp: base.win / coins,
    method,
    evaluated,
  };
}

/**
 * Exact RTP by factorising over independent reels: line games weigh every
 * symbol combination of a payline by strip frequencies (each payline has the
 * same expectation), ways games multiply per-reel expectations; scatters by
 * convolving per-reel scatter counts; free spins by the renewal equation
 * T = a_base / (1 − a_free).
 */
export function factorisedRtp(slot: CompiledSlot): SlotRtpProof {
  const spin = (strips: CompiledStrips) => {
    const lineOrWays = slot.lineCount > 0 ? slot.lineCount * lineExpectation(slot, strips) : waysExpectation(slot, strips);
    return expectationOf(slot, lineOrWays, slot.scatter >= 0 ? scatterDistribution(slot, strips) : [1]);
  };
  const base = spin(slot.base);
  const evaluated = slot.symbolCount ** slot.model.reels;
  if (slot.model.freeSpins?.stickyWilds)
    return combineSticky(slot, base, "exact: per-reel factorisation, sticky-wild free spins by a Markov chain", evaluated);
  const free = slot.model.freeSpins ? spin(slot.free) : undefined;
  return combine(slot, base, free, "exact: per-reel factorisation of every symbol combination", evaluated);
}

/** Every stop combination of a strip set evaluated by the engine itself (the literal full cycle). */
function fullCycle(slot: CompiledSlot, strips: CompiledStrips): { expectation: SpinExpectation; windows: number } {
  const engine = new SlotEngine(slot);
  const lengths = Array.from(strips.lengths);
  const reels = lengths.length;
  const stops = engine.stops;
  stops.fill(0);
  let total = 0;
  const scatterCounts = new Array<number>(slot.model.reels * slot.model.rows + 1).fill(0);
  let windows = 0;
  for (;;) {
    total += engine.evaluate(strips);
    scatterCounts[engine.scatters]!++;
    windows++;
    let r = reels - 1;
    while (r >= 0) {
      stops[r]!++;
      if (stops[r]! < lengths[r]!) break;
      stops[r] = 0;
      r--;
    }
    if (r < 0) break;
  }
  // Scatter pays are inside `total`; expectationOf adds them from the distribution, so take them out here.
  const scatters = scatterCounts.map((c) => c / windows);
  let scatterWin = 0;
  scatters.forEach((p, k) => {
    scatterWin += p * (slot.scatterPays[k] ?? 0);
  });
  return { expectation: expectationOf(slot, total / windows - scatterWin, scatters), windows };
}

/**
 * The full cycle of a line game, faster: for every stop combination of the
 * first reels, each payline's run is walked once; only the lines still running
 * into the last reel are finished for each of its stops. Same windows, same sums.
 */
function fullCycleLines(slot: CompiledSlot, strips: CompiledStrips): { expectation: SpinExpectation; windows: number } {
  const { reels: nReels, rows } = slot.model;
  const last = nReels - 1;
  const lengths = Array.from(strips.lengths);
  const reelStrips = strips.reels;
  const lines = slot.lines;
  const lineCount = slot.lineCount;
  const { pays, wild, scatter } = slot;
  const width = nReels + 1;
  const lastLength = lengths[last]!;
  const lastStrip = reelStrips[last]!;
  const lastScatters = new Int32Array(lastLength);
  for (let st = 0; st < lastLength; st++) for (let j = 0; j < rows; j++) if (lastStrip[st + j] === scatter) lastScatters[st]!++;
  const pendingLine = new Int32Array(lineCount);
  const pendingSym = new Int32Array(lineCount);
  const pendingWild = new Int32Array(lineCount);
  const pendingCount = new Int32Array(lineCount);
  const scatterCounts = new Float64Array(nReels * rows + 1);
  const settle = (sym: number, wildRun: number, count: number) => {
    const symbolPay = sym >= 0 ? pays[sym * width + count]! : 0;
    const wildPay = wildRun > 0 ? pays[wild * width + wildRun]! : 0;
    return symbolPay > wildPay ? symbolPay : wildPay;
  };
  const stops = new Int32Array(last);
  let total = 0;
  let windows = 0;
  for (;;) {
    let prefixScatters = 0;
    for (let r = 0; r < last; r++) for (let j = 0; j < rows; j++) if (reelStrips[r]![stops[r]! + j] === scatter) prefixScatters++;
    let constant = 0;
    let pending = 0;
    for (let l = 0, base = 0; l < lineCount; l++, base += nReels) {
      let sym = -1;
      let wildRun = 0;
      let count = 0;
      let broken = false;
      for (let r = 0; r < last; r++) {
        const x = reelStrips[r]![stops[r]! + lines[base + r]!]!;
        if (x === wild) {
          if (sym < 0) wildRun++;
          count++;
        } else if (x === scatter) {
          broken = true;
          break;
        } else if (sym < 0) {
          sym = x;
          count++;
        } else if (x === sym) count++;
        else {
          broken = true;
          break;
        }
      }
      if (broken) constant += settle(sym, wildRun, count);
      else {
        pendingLine[pending] = lines[base + last]!;
        pendingSym[pending] = sym;
        pendingWild[pending] = wildRun;
        pendingCount[pending] = count;
        pending++;
      }
    }
    total += constant * lastLength;
    for (let st = 0; st < lastLength; st++) {
      scatterCounts[prefixScatters + lastScatters[st]!]!++;
      for (let i = 0; i < pending; i++) {
        const x = lastStrip[st + pendingLine[i]!]!;
        let sym = pendingSym[i]!;
        let wildRun = pendingWild[i]!;
        let count = pendingCount[i]!;
        if (x === wild) {
          if (sym < 0) wildRun++;
          count++;
        } else if (x !== scatter) {
          if (sym < 0) {
            sym = x;
            count++;
          } else if (x === sym) count++;
        }
        total += settle(sym, wildRun, count);
      }
    }
    windows += lastLength;
    let r = last - 1;
    while (r >= 0) {
      stops[r]!++;
      if (stops[r]! < lengths[r]!) break;
      stops[r] = 0;
      r--;
    }
    if (r < 0) break;
  }
  const scatters = Array.from(scatterCounts, (c) => c / windows);
  return { expectation: expectationOf(slot, total / windows, scatters), windows };
}

/** The full cycle of a ways game, faster: per stop combination of the first reels, only symbols still running are finished on the last reel. */
function fullCycleWays(slot: CompiledSlot, strips: CompiledStrips): { expectation: SpinExpectation; windows: number } {
  const { reels: nReels, rows } = slot.model;
  const last = nReels - 1;
  const n = slot.symbolCount;
  const width = nReels + 1;
  const lengths = Array.from(strips.lengths);
  const reelStrips = strips.reels;
  const { pays, wildWeight, scatter } = slot;
  /** Per reel and stop: for each symbol, its count in the window with wild weights added. */
  const counts = reelStrips.map((strip, r) => {
    const out = new Int32Array(lengths[r]! * n);
    for (let st = 0; st < lengths[r]!; st++) {
      let w = 0;
      for (let j = 0; j < rows; j++) w += wildWeight[strip[st + j]!]!;
      for (let s = 0; s < n; s++) out[st * n + s] = w;
      for (let j = 0; j < rows; j++) {
        const x = strip[st + j]!;
        if (wildWeight[x] === 0) out[st * n + x]!++;
      }
    }
    return out;
  });
  const scattersAt = reelStrips.map((strip, r) => {
    const out = new Int32Array(lengths[r]!);
    for (let st = 0; st < lengths[r]!; st++) for (let j = 0; j < rows; j++) if (strip[st + j] === scatter) out[st]!++;
    return out;
  });
  const paying: number[] = [];
  for (let s = 0; s < n; s++) if (wildWeight[s] === 0 && s !== scatter) paying.push(s);
  const lastLength = lengths[last]!;
  const lastCounts = counts[last]!;
  const lastScatters = scattersAt[last]!;
  const pendingSym = new Int32Array(n);
  const pendingWays = new Float64Array(n);
  const scatterCounts = new Float64Array(nReels * rows + 1);
  const stops = new Int32Array(last);
  let total = 0;
  let windows = 0;
  for (;;) {
    let prefixScatters = 0;
    for (let r = 0; r < last; r++) prefixScatters += scattersAt[r]![stops[r]!]!;
    let constant = 0;
    let pending = 0;
    for (const s of paying) {
      let ways = 1;
      let k = 0;
      for (let r = 0; r < last; r++) {
        const c = counts[r]![stops[r]! * n + s]!;
        if (c === 0) break;
        ways *= c;
        k++;
      }
      if (k < last) constant += pays[s * width + k]! * ways;
      else {
        pendingSym[pending] = s;
        pendingWays[pending] = ways;
        pending++;
      }
    }
    total += constant * lastLength;
    for (let st = 0; st < lastLength; st++) {
      scatterCounts[prefixScatters + lastScatters[st]!]!++;
      for (let i = 0; i < pending; i++) {
        const s = pendingSym[i]!;
        const c = lastCounts[st * n + s]!;
        total += c === 0 ? pays[s * width + last]! * pendingWays[i]! : pays[s * width + nReels]! * pendingWays[i]! * c;
      }
    }
    windows += lastLength;
    let r = last - 1;
    while (r >= 0) {
      stops[r]!++;
      if (stops[r]! < lengths[r]!) break;
      stops[r] = 0;
      r--;
    }
    if (r < 0) break;
  }
  const scatters = Array.from(scatterCounts, (c) => c / windows);
  return { expectation: expectationOf(slot, total / windows, scatters), windows };
}

/** Exact RTP by the full cycle: every window of the base strips (and of the free-spin strips), then the renewal equation. */
export function fullCycleRtp(slot: CompiledSlot, method: "fast" | "engine" = "fast"): SlotRtpProof {
  const cycle = method === "engine" ? fullCycle : slot.lineCount > 0 ? fullCycleLines : fullCycleWays;
  const base = cycle(slot, slot.base);
  if (slot.model.freeSpins?.stickyWilds)
    return combineSticky(
      slot,
      base.expectation,
      "exact: full cycle of the base game, sticky-wild free spins by a Markov chain",
      base.windows,
    );
  const free = slot.model.freeSpins ? cycle(slot, slot.free) : undefined;
  return combine(
    slot,
    base.expectation,
    free?.expectation,
    "exact: full cycle of every reel stop combination",
    base.windows + (free?.windows ?? 0),
  );
}

/** Windows a full cycle evaluates. */
export function fullCycleSize(slot: CompiledSlot): number {
  const count = (s: CompiledStrips) => Array.from(s.lengths).reduce((a, b) => a * b, 1);
  return count(slot.base) + (slot.model.freeSpins ? count(slot.free) : 0);
}

/**
 * Sticky-wild free spins, exactly: the state is the set of held cells (rows
 * per reel that carries the wild, 2^(rows·wild reels) states); per reel the
 * next rows held are the held ones plus the rows a wild lands in, reels
 * independent. A spin's mean win given the state: each payline weighs its
 * held cells as wild and the others by strip frequencies; scatters count only
 * in cells not held. Then V(n, s) = w(s) + Σ P(s → s') · V(n − 1, s'), and a
 * round of n free spins is worth V(n, nothing held).
 */
export type StickyFreeSpins = {
  /** Held-cell states. */
  states: number;
  /** Mean coins of the free spins of a round awarded n of them (before the free-spin multiplier), by n. */
  value(spins: number): number;
  /** The first free spin's expectation (nothing held yet). */
  first: SpinExpectation;
};

export function stickyFreeSpins(slot: CompiledSlot): StickyFreeSpins {
  const m = slot.model;
  const { rows, reels } = m;
  const strips = slot.free;
  const wild = slot.wild;
  const wildReels: number[] = [];
  for (let r = 0; r < reels; r++) if (strips.reels[r]!.subarray(0, strips.lengths[r]!).includes(wild)) wildReels.push(r);
  const cellsPerReel = 1 << rows;
  const states = cellsPerReel ** wildReels.length;
  if (states > 1 << 18) throw new Error(`${m.id}: too many sticky-wild states (${states})`);
  const slotOf = new Int32Array(reels).fill(-1);
  wildReels.forEach((r, i) => {
    slotOf[r] = i;
  });
  const bitsOf = (state: number, i: number) => Math.floor(state / cellsPerReel ** i) % cellsPerReel;
  // Per wild reel: P(held rows after | held rows before), and per reel and held rows the scatter-count distribution.
  const transitions = wildReels.map((r) => {
    const length = strips.lengths[r]!;
    const t = Array.from({ length: cellsPerReel }, () => new Float64Array(cellsPerReel));
    for (let stop = 0; stop < length; stop++) {
      let landed = 0;
      for (let j = 0; j < rows; j++) if (strips.reels[r]![stop + j] === wild) landed |= 1 << j;
      for (let b = 0; b < cellsPerReel; b++) t[b]![b | landed]! += 1 / length;
    }
    return t;
  });
  const scattersOn = (r: number, held: number) => {
    const length = strips.lengths[r]!;
    const out = new Array<number>(rows + 1).fill(0);
    for (let stop = 0; stop < length; stop++) {
      let k = 0;
      for (let j = 0; j < rows; j++) if (!(held & (1 << j)) && strips.reels[r]![stop + j] === slot.scatter) k++;
      out[k]! += 1 / length;
    }
    return out;
  };
  const scatterTables = Array.from({ length: reels }, (_, r) =>
    Array.from({ length: slotOf[r]! >= 0 ? cellsPerReel : 1 }, (_, held) => scattersOn(r, held)),
  );
  // Line value by which of its cells are held (bit r: the line's cell on reel r), shared by every state.
  const freq = symbolFrequencies(slot, strips);
  const delta = Array.from({ length: slot.symbolCount }, (_, s) => (s === wild ? 1 : 0));
  const lineValue = new Map<number, number>();
  const valueOfLine = (key: number) => {
    let v = lineValue.get(key);
    if (v === undefined) {
      v = lineExpectationOf(
        slot,
        freq.map((f, r) => (key & (1 << r) ? delta : f)),
      );
      lineValue.set(key, v);
    }
    return v;
  };
  const win = new Float64Array(states);
  const expectations: SpinExpectation[] = [];
  for (let state = 0; state < states; state++) {
    let lines = 0;
    for (let l = 0; l < slot.lineCount; l++) {
      let key = 0;
      for (let r = 0; r < reels; r++) {
        const i = slotOf[r]!;
        if (i >= 0 && bitsOf(state, i) & (1 << slot.lines[l * reels + r]!)) key |= 1 << r;
      }
      lines += valueOfLine(key);
    }
    let dist = [1];
    for (let r = 0; r < reels; r++) {
      const i = slotOf[r]!;
      const perReel = scatterTables[r]![i >= 0 ? bitsOf(state, i) : 0]!;
      const next = new Array<number>(dist.length + rows).fill(0);
      dist.forEach((p, a) => {
        perReel.forEach((q, b) => {
          next[a + b]! += p * q;
        });
      });
      dist = next;
    }
    const e = expectationOf(slot, lines, dist);
    if (state === 0) expectations.push(e);
    win[state] = e.win;
  }
  const values: Float64Array[] = [new Float64Array(states)];
  const step = (previous: Float64Array) => {
    // Σ over next states, one wild reel at a time (the transition factorises by reel).
    let v = previous;
    wildReels.forEach((_, i) => {
      const t = transitions[i]!;
      const unit = cellsPerReel ** i;
      const out = new Float64Array(states);
      for (let state = 0; state < states; state++) {
        const b = bitsOf(state, i);
        const rest = state - b * unit;
        let sum = 0;
        for (let nb = 0; nb < cellsPerReel; nb++) {
          const p = t[b]![nb]!;
          if (p !== 0) sum += p * v[rest + nb * unit]!;
        }
        out[state] = sum;
      }
      v = out;
    });
    const next = new Float64Array(states);
    for (let state = 0; state < states; state++) next[state] = win[state]! + v[state]!;
    return next;
  };
  return {
    states,
    value(spins: number) {
      while (values.length <= spins) values.push(step(values[values.length - 1]!));
      return values[spins]![0]!;
    },
    // Free spins with sticky wilds never retrigger: a free spin awards none.
    first: { ...expectations[0]!, spinsAwarded: 0, triggerProbability: 0 },
  };
}

/** RTP of a sticky-wild game: the base spin, plus per base scatter count the exact worth of the free spins it awards. */
function combineSticky(slot: CompiledSlot, base: SpinExpectation, method: string, evaluated: number): SlotRtpProof {
  const m = slot.model;
  const sticky = stickyFreeSpins(slot);
  const multiplier = m.freeSpins?.multiplier ?? 1;
  let free = 0;
  base.scatters.forEach((p, k) => {
    const spins = slot.scatterSpins[k] ?? 0;
    if (spins > 0 && p > 0) free += p * sticky.value(spins);
  });
  return {
    rtp: (base.win + multiplier * free) / m.coins,
    base,
    free: sticky.first,
    freeSpinsPerRound: base.spinsAwarded,
    freeSpinsFrequency: base.triggerProbability,
    baseRtp: base.win / m.coins,
    method,
    evaluated: evaluated + sticky.states,
  };
}
