import { type BlackjackAction, type BlackjackState, handTotal, legalBlackjackActions } from "./blackjack.js";
import { cardPoints } from "./cards.js";

type Move = "H" | "S" | "D" | "Ds" | "P";

/** Dealer up card 2..10, 11 = ace → column 0..9. */
const col = (up: number) => (up === 1 ? 9 : up - 2);

// Rows: dealer 2 3 4 5 6 7 8 9 T A (6 decks, dealer stands on soft 17, double after split).
const HARD: Record<number, Move[]> = {
  8: ["H", "H", "H", "H", "H", "H", "H", "H", "H", "H"],
  9: ["H", "D", "D", "D", "D", "H", "H", "H", "H", "H"],
  10: ["D", "D", "D", "D", "D", "D", "D", "D", "H", "H"],
  11: ["D", "D", "D", "D", "D", "D", "D", "D", "D", "H"],
  12: ["H", "H", "S", "S", "S", "H", "H", "H", "H", "H"],
  13: ["S", "S", "S", "S", "S", "H", "H", "H", "H", "H"],
  14: ["S", "S", "S", "S", "S", "H", "H", "H", "H", "H"],
  15: ["S", "S", "S", "S", "S", "H", "H", "H", "H", "H"],
  16: ["S", "S", "S", "S", "S", "H", "H", "H", "H", "H"],
};
const SOFT: Record<number, Move[]> = {
  13: ["H", "H", "H", "D", "D", "H", "H", "H", "H", "H"],
  14: ["H", "H", "H", "D", "D", "H", "H", "H", "H", "H"],
  15: ["H", "H", "D", "D", "D", "H", "H", "H", "H", "H"],
  16: ["H", "H", "D", "D", "D", "H", "H", "H", "H", "H"],
  17: ["H", "D", "D", "D", "D", "H", "H", "H", "H", "H"],
  18: ["S", "Ds", "Ds", "Ds", "Ds", "S", "S", "H", "H", "H"],
};
/** Pair of this card value (1 = aces): split or not. */
const PAIRS: Record<number, boolean[]> = {
  1: [true, true, true, true, true, true, true, true, true, true],
  2: [true, true, true, true, true, true, false, false, false, false],
  3: [true, true, true, true, true, true, false, false, false, false],
  4: [false, false, false, true, true, false, false, false, false, false],
  6: [true, true, true, true, true, false, false, false, false, false],
  7: [true, true, true, true, true, true, false, false, false, false],
  8: [true, true, true, true, true, true, true, true, true, true],
  9: [true, true, true, true, true, false, true, true, false, false],
};

/** Basic strategy for these rules; never takes insurance. */
export function basicStrategy(state: BlackjackState): BlackjackAction {
  const legal = legalBlackjackActions(state);
  if (state.phase === "insurance") return "no-insurance";
  const hand = state.hands[state.active]!;
  const up = col(cardPoints(state.dealer[0]!));
  if (legal.includes("split")) {
    const v = cardPoints(hand.cards[0]!);
    if (PAIRS[v]?.[up]) return "split";
  }
  const { total, soft } = handTotal(hand.cards);
  let move: Move;
  if (soft) move = total >= 19 ? "S" : SOFT[total]![up]!;
  else move = total >= 17 ? "S" : total <= 8 ? "H" : HARD[total]![up]!;
  const canDouble = legal.includes("double");
  if (move === "D") return canDouble ? "double" : "hit";
  if (move === "Ds") return canDouble ? "double" : "stand";
  return move === "H" ? "hit" : "stand";
}
