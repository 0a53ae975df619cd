import { GameMathError } from "../rng/errors.js";
import type { SingleStepGame } from "../types.js";
import { type Card, cardAt, cardPoints } from "./cards.js";

export const BACCARAT_DECKS = 8;
export type BaccaratSide = "player" | "banker" | "tie";
export type BaccaratBet = { player: number; banker: number; tie: number };

export type BaccaratOutcome = {
  player: Card[];
  banker: Card[];
  playerTotal: number;
  bankerTotal: number;
  winner: BaccaratSide;
  /** Return per bet, stake included. */
  wins: BaccaratBet;
  totalStake: number;
  totalWin: number;
};

const points = (cards: number[]) => cards.reduce((s, v) => s + v, 0) % 10;

/** Baccarat value of a card: A = 1, 2–9 face, T J Q K = 0. */
export const baccaratValue = (card: Card) => cardPoints(card) % 10;

/** Whether the banker draws with `bankerTotal` when the player's third card has value `third` (−1: the player stood). */
export function bankerDraws(bankerTotal: number, third: number): boolean {
  if (third < 0) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return third !== 8;
    case 4:
      return third >= 2 && third <= 7;
    case 5:
      return third >= 4 && third <= 7;
    case 6:
      return third === 6 || third === 7;
    default:
      return false;
  }
}

/**
 * Punto banco tableau on card values dealt in order (player, banker, player,
 * banker, then third cards). Returns how many cards were used and the hands.
 */
export function baccaratCoup(values: ArrayLike<number>): { player: number[]; banker: number[] } {
  const player = [values[0]!, values[2]!];
  const banker = [values[1]!, values[3]!];
  let next = 4;
  const p = points(player);
  const b = points(banker);
  if (p >= 8 || b >= 8) return { player, banker };
  let third = -1;
  if (p <= 5) {
    third = values[next++]!;
    player.push(third);
  }
  if (bankerDraws(b, third)) banker.push(values[next++]!);
  return { player, banker };
}

/** Returns per unit staked on each side, stake included: banker wins pay 0.95:1, ties pay 8:1 and push the other bets. */
export function baccaratReturns(winner: BaccaratSide): BaccaratBet {
  if (winner === "tie") return { player: 1, banker: 1, tie: 9 };
  return winner === "player" ? { player: 2, banker: 0, tie: 0 } : { player: 0, banker: 1.95, tie: 0 };
}

/** Exact outcome probabilities over an 8-deck shoe: every ordered sequence of card values, weighted without replacement. */
export function baccaratProbabilities(): Record<BaccaratSide, number> {
  const counts = new Array<number>(10).fill(4 * BACCARAT_DECKS);
  counts[0] = 16 * BACCARAT_DECKS;
  const total = 52 * BACCARAT_DECKS;
  const out = { player: 0, banker: 0, tie: 0 };
  const values: number[] = [];
  // Enumerate six values (a coup uses at most six); unused tail cards sum out to 1.
  const walk = (depth: number, weight: number) => {
    if (depth === 4 || depth === 5) {
      const { player, banker } = baccaratCoup([...values, 0, 0]);
      const needed = player.length + banker.length;
      if (needed === depth) {
        const p = points(player);
        const b = points(banker);
        out[p > b ? "player" : b > p ? "banker" : "tie"] += weight;
        return;
      }
    }
    if (depth === 6) {
      const { player, banker } = baccaratCoup(values);
      const p = points(player);
      const b = points(banker);
      out[p > b ? "player" : b > p ? "banker" : "tie"] += weight;
      return;
    }
    for (let v = 0; v < 10; v++) {
      const c = counts[v]!;
      if (c === 0) continue;
      counts[v] = c - 1;
      values.push(v);
      walk(depth + 1, (weight * c) / (total - depth));
      values.pop();
      counts[v] = c;
    }
  };
  walk(0, 1);
  return out;
}

let rtpByBet: BaccaratBet | undefined;

/** Exact RTP of each bet (enumeration on first use, about 0.1 s). */
export function baccaratRtp(): BaccaratBet {
  if (!rtpByBet) {
    const p = baccaratProbabilities();
    rtpByBet = { player: p.player * 2 + p.tie, banker: p.banker * 1.95 + p.tie, tie: p.tie * 9 };
  }
  return rtpByBet;
}

const RULES = [
  "Punto banco from eight decks shuffled before every coup.",
  "Hands count modulo 10; tens and faces count 0. A natural 8 or 9 on either side ends the coup.",
  "Player draws on 0–5 and stands on 6–7. Banker follows the standard tableau.",
  "Player pays 1:1, banker 1:1 less 5% commission (0.95:1), tie 8:1; on a tie, player and banker bets are returned.",
  "Return to player: banker 98.94%, player 98.76%, tie 85.64%.",
];

export const baccarat: SingleStepGame<BaccaratBet, BaccaratOutcome> & { readonly rtpByBet: BaccaratBet } = {
  kind: "single",
  id: "baccarat",
  name: "Punto Banco",
  family: "baccarat",
  volatility: "low",
  tags: ["cards", "baccarat", "table"],
  get rtp() {
    const banker = baccaratRtp().banker;
    return {
      value: banker,
      exact: banker,
      method: "exact: every card sequence of an 8-deck shoe weighted without replacement (banker bet shown)",
    };
  },
  get rtpByBet() {
    return baccaratRtp();
  },
  stakeStep: 20,
  maxWinMultiplier: 9,
  theme: { primary: "#7f1d1d", secondary: "#2b0a0a", accent: "#fcd34d", symbol: "🃏" },
  rules: RULES,
  validateBet(bet) {
    const b = (bet ?? {}) as Record<string, unknown>;
    const amounts: BaccaratBet = { player: 0, banker: 0, tie: 0 };
    for (const side of ["player", "banker", "tie"] as const) {
      const v = b[side] ?? 0;
      if (typeof v !== "number" || !Number.isSafeInteger(v) || v < 0 || v % 20 !== 0)
        throw new GameMathError("INVALID_BET", `${side} must be a non-negative integer multiple of 20`);
      amounts[side] = v;
    }
    if (amounts.player + amounts.banker + amounts.tie === 0) throw new GameMathError("INVALID_BET", "place at least one bet");
    return amounts;
  },
  play(rng, bet) {
    // The first six cards of a Fisher–Yates shuffled 8-deck shoe (partial Fisher–Yates).
    const cards = rng.sample(52 * BACCARAT_DECKS, 6).map(cardAt);
    const { player, banker } = baccaratCoup(cards.map(baccaratValue));
    const playerCards = [cards[0]!, cards[2]!];
    const bankerCards = [cards[1]!, cards[3]!];
    let next = 4;
    if (player.length === 3) playerCards.push(cards[next++]!);
    if (banker.length === 3) bankerCards.push(cards[next++]!);
    const playerTotal = points(player);
    const bankerTotal = points(banker);
    const winner: BaccaratSide = playerTotal > bankerTotal ? "player" : bankerTotal > playerTotal ? "banker" : "tie";
    const r = baccaratReturns(winner);
    // Banker stakes are multiples of 20, so 1.95 × stake is a whole number: stake + 19 × stake / 20.
    const bankerWin = winner === "banker" ? bet.banker + (bet.banker / 20) * 19 : winner === "tie" ? bet.banker : 0;
    const wins = { player: bet.player * r.player, banker: bankerWin, tie: bet.tie * r.tie };
    return {
      player: playerCards,
      banker: bankerCards,
      playerTotal,
      bankerTotal,
      winner,
      wins,
      totalStake: bet.player + bet.banker + bet.tie,
      totalWin: wins.player + wins.banker + wins.tie,
    };
  },
};
