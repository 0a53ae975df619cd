/** Cards as two-character codes: rank (A 2-9 T J Q K) and suit (s h d c), e.g. "As", "Td". */
export type Card = string;

const RANKS = "A23456789TJQK";
const SUITS = "shdc";

/** Card of index i in a shoe of whole decks (i mod 52: suit-major, rank-minor). */
export function cardAt(index: number): Card {
  const c = index % 52;
  return RANKS[c % 13]! + SUITS[Math.floor(c / 13)]!;
}

/** A shoe of `decks` decks: indices 0..52·decks−1 shuffled by Fisher–Yates. */
export function shoeOrder(decks: number): number[] {
  const order = new Array<number>(decks * 52);
  for (let i = 0; i < order.length; i++) order[i] = i;
  return order;
}

/** Blackjack and baccarat point value: A = 1, 2–9 face, T J Q K = 10. */
export function cardPoints(card: Card): number {
  const r = RANKS.indexOf(card[0]!);
  return r >= 9 ? 10 : r + 1;
}

export function rankOf(card: Card): string {
  return card[0]!;
}
