import { GameMathError } from "../rng/errors.js";
import type { Rng } from "../rng/rng.js";
import type { MultiStepGame } from "../types.js";
import { type Card, cardAt, cardPoints, shoeOrder } from "./cards.js";

export const BLACKJACK_DECKS = 6;
export const MAX_HANDS = 4;

export type BlackjackAction = "hit" | "stand" | "double" | "split" | "insurance" | "no-insurance";
export const BLACKJACK_ACTIONS: BlackjackAction[] = ["hit", "stand", "double", "split", "insurance", "no-insurance"];

export type HandResult = "blackjack" | "win" | "push" | "lose" | "bust";

export type BlackjackHand = {
  cards: Card[];
  stake: number;
  doubled: boolean;
  /** Made by a split (21 on two cards is then not a blackjack). */
  fromSplit: boolean;
  done: boolean;
  result?: HandResult;
  /** Return, stake included. */
  win?: number;
};

export type BlackjackPhase = "insurance" | "player" | "settled";

/** The whole round as plain JSON. `shoe` and the dealer's hole card are secret until settled (see `view`). */
export type BlackjackState = {
  game: "blackjack";
  stake: number;
  shoe: number[];
  next: number;
  dealer: Card[];
  hands: BlackjackHand[];
  active: number;
  phase: BlackjackPhase;
  /** Insurance stake: null while undecided or not offered, 0 when declined. */
  insurance: number | null;
  insuranceWin: number;
  /** What a natural pays, as [to win, for stake]: 3:2 when absent. */
  natural?: [number, number];
};

export type BlackjackView = {
  phase: BlackjackPhase;
  dealer: (Card | null)[];
  dealerTotal: number | null;
  hands: (BlackjackHand & { total: number; soft: boolean })[];
  active: number;
  insurance: number | null;
  insuranceWin: number;
  actions: BlackjackAction[];
  totalStake: number;
  totalWin: number;
};

/** Best total and whether an ace counts 11 in it. */
export function handTotal(cards: Card[]): { total: number; soft: boolean } {
  let total = 0;
  let aces = 0;
  for (const c of cards) {
    const p = cardPoints(c);
    total += p;
    if (p === 1) aces++;
  }
  if (aces > 0 && total + 10 <= 21) return { total: total + 10, soft: true };
  return { total, soft: false };
}

export function isBlackjack(cards: Card[]): boolean {
  return cards.length === 2 && handTotal(cards).total === 21;
}

function draw(state: BlackjackState): Card {
  const card = cardAt(state.shoe[state.next]!);
  state.next++;
  return card;
}

/** Copy enough to keep `act` pure (the shoe is never written after the shuffle, so it is shared). */
function copy(state: BlackjackState): BlackjackState {
  return { ...state, dealer: [...state.dealer], hands: state.hands.map((h) => ({ ...h, cards: [...h.cards] })) };
}

function settle(state: BlackjackState): void {
  const dealerBj = isBlackjack(state.dealer);
  const live = state.hands.some((h) => handTotal(h.cards).total <= 21);
  if (!dealerBj && live && !(state.hands.length === 1 && isBlackjack(state.hands[0]!.cards) && !state.hands[0]!.fromSplit)) {
    // Dealer stands on all 17s (soft 17 included).
    while (handTotal(state.dealer).total < 17) state.dealer.push(draw(state));
  }
  const dealer = handTotal(state.dealer).total;
  for (const h of state.hands) {
    const player = handTotal(h.cards).total;
    const natural = isBlackjack(h.cards) && !h.fromSplit;
    let result: HandResult;
    if (player > 21) result = "bust";
    else if (natural && dealerBj) result = "push";
    else if (natural) result = "blackjack";
    else if (dealerBj) result = "lose";
    else if (dealer > 21 || player > dealer) result = "win";
    else if (player === dealer) result = "push";
    else result = "lose";
    h.result = result;
    const [to, per] = state.natural ?? [3, 2];
    h.win =
      result === "blackjack" ? h.stake + (h.stake * to) / per : result === "win" ? h.stake * 2 : result === "push" ? h.stake : 0;
    h.done = true;
  }
  state.insuranceWin = dealerBj && state.insurance ? state.insurance * 3 : 0;
  state.phase = "settled";
}

/** After insurance (or without it): dealer peeks on an ace or ten; naturals end the round. */
function afterInsurance(state: BlackjackState): void {
  const up = cardPoints(state.dealer[0]!);
  const dealerBj = (up === 1 || up === 10) && isBlackjack(state.dealer);
  if (dealerBj || isBlackjack(state.hands[0]!.cards)) settle(state);
  else state.phase = "player";
}

/** Moves to the next unfinished hand; dealer plays and the round settles when none is left. */
function advance(state: BlackjackState): void {
  for (;;) {
    const hand = state.hands[state.active];
    if (!hand) {
      settle(state);
      return;
    }
    if (hand.cards.length === 1) hand.cards.push(draw(state)); // second card of a split hand
    const { total } = handTotal(hand.cards);
    const splitAces = hand.fromSplit && hand.cards[0]![0] === "A";
    if (total >= 21 || splitAces) hand.done = true;
    if (!hand.done) return;
    state.active++;
  }
}

export function legalBlackjackActions(state: BlackjackState): BlackjackAction[] {
  if (state.phase === "settled") return [];
  if (state.phase === "insurance") return ["insurance", "no-insurance"];
  const hand = state.hands[state.active]!;
  const actions: BlackjackAction[] = ["hit", "stand"];
  if (hand.cards.length === 2) {
    actions.push("double");
    if (cardPoints(hand.cards[0]!) === cardPoints(hand.cards[1]!) && state.hands.length < MAX_HANDS) actions.push("split");
  }
  return actions;
}

function costOf(state: BlackjackState, action: BlackjackAction): number {
  if (action === "insurance") return state.stake / 2;
  if (action === "double" || action === "split") return state.hands[state.active]!.stake;
  return 0;
}

function actOn(state: BlackjackState, action: BlackjackAction): BlackjackState {
  if (!legalBlackjackActions(state).includes(action))
    throw new GameMathError(state.phase === "settled" ? "ROUND_SETTLED" : "INVALID_ACTION", `${action} is not possible now`);
  const s = copy(state);
  if (action === "insurance" || action === "no-insurance") {
    s.insurance = action === "insurance" ? s.stake / 2 : 0;
    afterInsurance(s);
    if (s.phase === "player") advance(s);
    return s;
  }
  const hand = s.hands[s.active]!;
  switch (action) {
    case "hit":
      hand.cards.push(draw(s));
      break;
    case "stand":
      hand.done = true;
      break;
    case "double":
      hand.stake *= 2;
      hand.doubled = true;
      hand.cards.push(draw(s));
      hand.done = true;
      break;
    case "split": {
      const second: BlackjackHand = { cards: [hand.cards[1]!], stake: hand.stake, doubled: false, fromSplit: true, done: false };
      hand.cards = [hand.cards[0]!];
      hand.fromSplit = true;
      s.hands.splice(s.active + 1, 0, second);
      break;
    }
  }
  advance(s);
  return s;
}

function startRound(rng: Rng, stake: number, decks = BLACKJACK_DECKS, natural?: [number, number]): BlackjackState {
  const shoe = rng.shuffle(shoeOrder(decks));
  const s: BlackjackState = {
    game: "blackjack",
    stake,
    shoe,
    next: 0,
    dealer: [],
    hands: [{ cards: [], stake, doubled: false, fromSplit: false, done: false }],
    active: 0,
    phase: "player",
    insurance: null,
    insuranceWin: 0,
    ...(natural ? { natural } : {}),
  };
  const hand = s.hands[0]!;
  hand.cards.push(draw(s));
  s.dealer.push(draw(s));
  hand.cards.push(draw(s));
  s.dealer.push(draw(s));
  if (s.dealer[0]![0] === "A") s.phase = "insurance";
  else {
    afterInsurance(s);
    if (s.phase === "player") advance(s);
  }
  return s;
}

export function blackjackPayout(state: BlackjackState) {
  const totalStake = state.hands.reduce((sum, h) => sum + h.stake, 0) + (state.insurance ?? 0);
  const totalWin = state.phase === "settled" ? state.hands.reduce((sum, h) => sum + (h.win ?? 0), 0) + state.insuranceWin : 0;
  return { totalStake, totalWin };
}

function viewOf(state: BlackjackState): BlackjackView {
  const open = state.phase === "settled";
  const dealer = open ? state.dealer : [state.dealer[0]!, null];
  return {
    phase: state.phase,
    dealer,
    dealerTotal: open ? handTotal(state.dealer).total : handTotal([state.dealer[0]!]).total,
    hands: state.hands.map((h) => ({ ...h, ...handTotal(h.cards) })),
    active: state.active,
    insurance: state.insurance,
    insuranceWin: state.insuranceWin,
    actions: legalBlackjackActions(state),
    ...blackjackPayout(state),
  };
}

/**
 * Basic strategy (cards/strategy.ts) over 6,000,000 simulated rounds, RTP per
 * initial stake (1 + mean net result / initial stake): `npm run rtp -- blackjack`
 * reruns it. Published figure for these rules: 99.5–99.6%.
 */
export const BLACKJACK_SIMULATED_RTP = { value: 0.99663, ci99: [0.99542, 0.99784] as [number, number], rounds: 6_000_000 };

type BlackjackGame = MultiStepGame<{ stake: number }, BlackjackState, BlackjackAction, BlackjackView>;

/** A blackjack table: the same rules on a shoe of `decks` decks. */
export function blackjackTable(t: {
  id: string;
  name: string;
  decks: number;
  /** What a natural pays; 3:2 when absent. */
  natural?: [number, number];
  /** Stakes are multiples of this: even for the half-stake insurance, and so a natural pays whole units. */
  stakeStep: number;
  simulated: typeof BLACKJACK_SIMULATED_RTP;
  theme: NonNullable<BlackjackGame["theme"]>;
  tags: string[];
}): BlackjackGame {
  const { id, name, decks, natural, stakeStep, simulated, theme, tags } = t;
  const [to, per] = natural ?? [3, 2];
  return {
    kind: "multi",
    id,
    name,
    family: "blackjack",
    volatility: "low",
    tags,
    rtp: {
      value: simulated.value,
      simulated,
      method: "simulation with basic strategy (99% confidence interval)",
    },
    stakeStep,
    maxWinMultiplier: 16,
    theme,
    rules: [
      decks === 1
        ? "A single deck of 52 cards, shuffled before every round."
        : `${decks === 6 ? "Six" : decks} decks, shuffled before every round.`,
      "Dealer stands on all 17s and peeks for blackjack under an ace or a ten.",
      `Blackjack pays ${to}:${per}; other wins pay 1:1; insurance (half the stake, offered under a dealer ace) pays 2:1.`,
      "Double on any first two cards, after a split too. Split pairs of equal value up to four hands; split aces get one card each.",
      "21 on a split hand is not a blackjack. A hand reaching 21 stands by itself.",
    ],
    validateBet(bet) {
      const stake = (bet as { stake?: unknown } | null)?.stake;
      if (typeof stake !== "number" || !Number.isSafeInteger(stake) || stake <= 0 || stake % stakeStep !== 0)
        throw new GameMathError(
          "INVALID_BET",
          stakeStep === 2 ? "stake must be a positive even integer" : `stake must be a positive multiple of ${stakeStep}`,
        );
      return { stake };
    },
    start: (rng, bet) => startRound(rng, bet.stake, decks, natural),
    legalActions: legalBlackjackActions,
    validateAction(state, action) {
      if (state.phase === "settled") throw new GameMathError("ROUND_SETTLED", "the round is settled");
      if (typeof action !== "string" || !legalBlackjackActions(state).includes(action as BlackjackAction))
        throw new GameMathError("INVALID_ACTION", `${String(action)} is not possible now`);
      return action as BlackjackAction;
    },
    actionCost: costOf,
    act: (state, action) => actOn(state, action),
    isSettled: (state) => state.phase === "settled",
    payout: blackjackPayout,
    view: viewOf,
  };
}

export const blackjack = blackjackTable({
  id: "blackjack",
  name: "Blackjack",
  decks: BLACKJACK_DECKS,
  stakeStep: 2,
  simulated: BLACKJACK_SIMULATED_RTP,
  theme: { primary: "#14532d", secondary: "#052e16", accent: "#fbbf24", symbol: "🂡" },
  tags: ["cards", "blackjack", "table"],
});

/** Basic strategy over 3,000,000 simulated single-deck 6:5 rounds (same method as above). Published: about 98.6–98.7%. */
export const SINGLE_DECK_SIMULATED_RTP = {
  value: 0.98703,
  ci99: [0.98535, 0.9887] as [number, number],
  rounds: 3_000_000,
};

/** One deck, reshuffled every round; a natural pays 6:5, so stakes are multiples of 10. */
export const singleDeckBlackjack = blackjackTable({
  id: "single-deck-blackjack",
  name: "Single Deck Blackjack",
  decks: 1,
  natural: [6, 5],
  stakeStep: 10,
  simulated: SINGLE_DECK_SIMULATED_RTP,
  theme: { primary: "#1e293b", secondary: "#020617", accent: "#38bdf8", symbol: "♠️" },
  tags: ["cards", "blackjack", "table", "single_deck"],
});
