import { GameMathError } from "../rng/errors.js";
import type { RtpReport, SingleStepGame } from "../types.js";
import { SlotEngine, type SlotOutcome } from "./engine.js";
import { factorisedRtp, type SlotRtpProof } from "./exact.js";
import { type CompiledSlot, compileSlot, type SlotModel } from "./model.js";

export type SlotBet = { stake: number };

export type SlotGame = SingleStepGame<SlotBet, SlotOutcome> & {
  model: SlotModel;
  compiled: CompiledSlot;
  /** The exact RTP proof (computed on first use, a few milliseconds). */
  proof(): SlotRtpProof;
  theme?: { primary: string; secondary: string; accent: string; symbol: string };
};

/**
 * A bound on one spin's win as a multiple of the stake (free-spin multiplier
 * included): lines × the top line pay, or for ways, per symbol its top pay
 * times the largest count any window of each reel can show; plus the top
 * scatter pay.
 */
function maxSpinMultiple(slot: CompiledSlot): number {
  const m = slot.model;
  const width = m.reels + 1;
  let lineOrWays = 0;
  if (slot.lineCount > 0) {
    let linePay = 0;
    for (const row of Object.values(m.pays)) for (const p of row) linePay = Math.max(linePay, p);
    lineOrWays = slot.lineCount * linePay;
  } else {
    for (let s = 0; s < slot.symbolCount; s++) {
      if (slot.wildWeight[s]! > 0 || s === slot.scatter) continue;
      let ways = 1;
      let best = 0;
      for (let r = 0; r < m.reels; r++) {
        let most = 0;
        for (const strips of [slot.base, slot.free]) {
          const strip = strips.reels[r]!;
          for (let st = 0; st < strips.lengths[r]!; st++) {
            let c = 0;
            for (let j = 0; j < m.rows; j++) {
              const x = strip[st + j]!;
              c += x === s ? 1 : slot.wildWeight[x]!;
            }
            most = Math.max(most, c);
          }
        }
        ways *= most;
        best = Math.max(best, slot.pays[s * width + r + 1]! * ways);
      }
      lineOrWays += best;
    }
  }
  const scatter = Math.max(0, ...(m.scatter?.pays ?? [0])) * m.coins;
  return ((lineOrWays + scatter) / m.coins) * (m.freeSpins?.multiplier ?? 1);
}

/** A slot game from its math model: bets `{ stake }` in base units, a multiple of the model's coins. */
export function slotGame(model: SlotModel, theme?: SlotGame["theme"]): SlotGame {
  const compiled = compileSlot(model);
  let engine: SlotEngine | undefined;
  let proof: SlotRtpProof | undefined;
  const getProof = () => {
    proof ??= factorisedRtp(compiled);
    return proof;
  };
  return {
    kind: "single",
    id: model.id,
    name: model.name,
    family: "slot",
    volatility: model.volatility,
    tags: model.tags,
    get rtp(): RtpReport {
      const p = getProof();
      return { value: p.rtp, exact: p.rtp, method: p.method };
    },
    stakeStep: model.coins,
    maxWinMultiplier: Math.ceil(maxSpinMultiple(compiled)),
    rules: model.rules,
    model,
    compiled,
    proof: getProof,
    ...(theme ? { theme } : {}),
    validateBet(bet: unknown): SlotBet {
      const stake = (bet as { stake?: unknown } | null)?.stake;
      if (typeof stake !== "number" || !Number.isSafeInteger(stake) || stake <= 0 || stake % model.coins !== 0)
        throw new GameMathError("INVALID_BET", `stake must be a positive integer multiple of ${model.coins}`);
      return { stake };
    },
    play(rng, bet) {
      engine ??= new SlotEngine(compiled);
      return engine.play(rng, bet.stake);
    },
  };
}
